
/// How a file indents its block lists, so that a list Tally starts looks like the owner's own:
/// how far the dash sits right of its key, and how far an item's keys sit right of the dash.
struct ListIndentStyle: Equatable {
    let dashOffset: Int
    let keyGap: Int

    static let standard = ListIndentStyle(dashOffset: 2, keyGap: 2)

    /// The style of the first block list of mappings under `preferredKey`, else of any block list
    /// of mappings in the document, else two and two.
    static func detect(in root: Node, source: SourceText, preferredKey: String) -> ListIndentStyle {
        var preferred: ListIndentStyle?
        var any: ListIndentStyle?
        func visit(_ node: Node) {
            if let mapping = node.mapping {
                for (key, value) in mapping {
                    if let style = style(key: key, list: value, source: source) {
                        if key.string == preferredKey, preferred == nil { preferred = style }
                        if any == nil { any = style }
                    }
                    visit(value)
                }
            } else if let sequence = node.sequence {
                for item in sequence { visit(item) }
            }
        }
        visit(root)
        return preferred ?? any ?? .standard
    }

    private static func style(key: Node, list: Node, source: SourceText) -> ListIndentStyle? {
        guard let sequence = list.sequence, !ListInsertion.isFlow(list, source: source), let first = sequence.first,
              first.mapping != nil, let keyMark = key.mark, let itemMark = first.mark,
              let dash = ListInsertion.dash(before: itemMark, in: source) else { return nil }
        let gap = dash.line == itemMark.line ? itemMark.column - dash.column : 2
        let offset = dash.column - keyMark.column
        guard offset >= 0, gap >= 2 else { return nil }
        return ListIndentStyle(dashOffset: offset, keyGap: gap)
    }
}
