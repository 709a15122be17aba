/// One entry to add to a list in a scenario file: its keys and values in the order they are
/// written. Values are the text to be read back; quoting is decided when the entry is written.
struct NewListItem: Sendable {
    let pairs: [(key: String, value: String)]

    /// The entry as block lines: `- amount: 12.50` then `  date: 2026-03-04`, the dash at
    /// `dashIndent` and the keys `keyGap` columns after it.
    func blockLines(dashIndent: Int, keyGap: Int) -> [String] {
        pairs.enumerated().map { index, pair in
            let lead = index == 0
                ? String(repeating: " ", count: dashIndent) + "-" + String(repeating: " ", count: max(1, keyGap - 1))
                : String(repeating: " ", count: dashIndent + max(2, keyGap))
            return lead + pair.key + ": " + YAMLScalarText.text(pair.value)
        }
    }

    /// The entry as a flow mapping, `{amount: 12.50, date: 2026-03-04}`, for a list written `[...]`.
    var flowText: String {
        "{" + pairs.map { "\($0.key): \(YAMLScalarText.text($0.value, inFlow: true))" }.joined(separator: ", ") + "}"
    }
}
