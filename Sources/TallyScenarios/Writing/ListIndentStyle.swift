/// How a file indents its block lists, so that a list Tally starts looks like the owner's own:
/// how far the dash sits right of its key, and how far an item's keys sit right of the dash.
struct ListIndentStyle: Equatable {
    let dashOffset: Int
    let keyGap: Int

    static let standard = ListIndentStyle(dashOffset: 2, keyGap: 2)

    /// The style of the first block list of mappings under `preferredKey`, else of any block list
    /// of mappings in the document, else two and two.
    static func detect(in outline: YAMLOutline, preferredKey: String) -> ListIndentStyle {
        var preferred: ListIndentStyle?
        var any: ListIndentStyle?
        func visit(_ value: YAMLOutline.Value) {
            if value.kind == .mapping {
                for (key, list) in value.pairs {
                    if let style = style(key: key, list: list, bytes: outline.bytes) {
                        if key.kind == .scalar(preferredKey), preferred == nil { preferred = style }
                        if any == nil { any = style }
                    }
                }
            }
            value.children.forEach(visit)
        }
        outline.root.map(visit)
        return preferred ?? any ?? .standard
    }

    private static func style(key: YAMLOutline.Value, list: YAMLOutline.Value, bytes: [UInt8]) -> ListIndentStyle? {
        guard list.kind == .sequence, !list.isFlow, let first = list.children.first, first.kind == .mapping else { return nil }
        let dash = ListInsertion.dashColumn(of: list, in: bytes)
        let offset = dash - key.start.column
        guard offset >= 0 else { return nil }
        return ListIndentStyle(dashOffset: offset, keyGap: ListInsertion.keyGap(of: first, dash: dash, in: bytes))
    }
}
