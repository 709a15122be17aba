/// One entry to add to a list in a scenario file: its keys and values in the order they are
/// written. Values are the text to be read back; quoting is decided when the entry is written.
struct NewListItem: Sendable {
    let pairs: [(key: String, value: String)]
    /// Keys whose value is YAML itself rather than text (`remind: true`), written unquoted.
    let literalKeys: Set<String>

    init(pairs: [(key: String, value: String)], literalKeys: Set<String> = []) {
        self.pairs = pairs
        self.literalKeys = literalKeys
    }

    private func written(_ pair: (key: String, value: String), inFlow: Bool) -> String {
        literalKeys.contains(pair.key) ? pair.value : YAMLScalarText.text(pair.value, inFlow: inFlow)
    }

    /// The entry as block lines: `- amount: 12.50` then `  date: 2026-03-04`, the dash at
    /// `dashIndent` and the keys `keyGap` columns after it.
    func blockLines(dashIndent: Int, keyGap: Int) -> [String] {
        pairs.enumerated().map { index, pair in
            let lead = index == 0
                ? String(repeating: " ", count: dashIndent) + "-" + String(repeating: " ", count: max(1, keyGap - 1))
                : String(repeating: " ", count: dashIndent + max(2, keyGap))
            return lead + pair.key + ": " + written(pair, inFlow: false)
        }
    }

    /// The entry as the file must read back with it: a mapping of its keys to their texts.
    var node: Node {
        .mapping(Node.Mapping(pairs.map { (key: .scalar(Node.Scalar($0.key)), value: .scalar(Node.Scalar($0.value))) }))
    }

    /// The entry as a flow mapping, `{amount: 12.50, date: 2026-03-04}`, for a list written `[...]`.
    var flowText: String {
        "{" + pairs.map { "\($0.key): \(written($0, inFlow: true))" }.joined(separator: ", ") + "}"
    }

    /// Several entries as the inside of a flow list: `{…}, {…}`.
    static func flowText(_ items: [NewListItem]) -> String {
        items.map(\.flowText).joined(separator: ", ")
    }
}
