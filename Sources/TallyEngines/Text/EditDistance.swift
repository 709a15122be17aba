/// How many single-character edits turn one string into another, for did-you-mean suggestions
/// (unit spellings here, field names in scenario files).
public enum EditDistance {
    /// The most edits a typed word may be from a name for the name to be offered as what was
    /// meant: one for up to three characters, two beyond. Half a word changed is a different
    /// word, not a typo: `yearly` is three edits from `daily`, which means something else.
    public static func typoLimit(forLength length: Int) -> Int {
        length <= 3 ? 1 : 2
    }

    /// Levenshtein distance by `Character`, with a swap of two adjacent characters counted as
    /// one edit, since that is the commonest typo (`mhp` is one edit from `mph`, not two).
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
