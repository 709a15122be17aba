import TallyEngines

/// Matching a typed category name to a budget's categories: exactly (ignoring case) on the
/// command line, by unique beginning at a prompt, and the Tab completion a prompt offers.
public enum CategoryNames {
    /// The category `typed` names, or why none does (with a did-you-mean). `allowingPrefix`
    /// accepts the unique category that starts with `typed`, as a prompt does.
    public static func resolve(_ typed: String, among names: [String], allowingPrefix: Bool = false) -> Result<String, ValueError> {
        let trimmed = ValueParsers.trim(typed)
        let key = BudgetCategory.nameKey(trimmed)
        if let exact = names.first(where: { BudgetCategory.nameKey($0) == key }) { return .success(exact) }
        if allowingPrefix, !trimmed.isEmpty {
            let starting = matches(trimmed, among: names)
            if starting.count == 1 { return .success(starting[0]) }
            if starting.count > 1 {
                return .failure(ValueError("\"\(trimmed)\" could be \(starting.joined(separator: ", ")); type more of the name"))
            }
        }
        let hint = DidYouMean.hint(for: trimmed, among: names)
        let known = hint.isEmpty ? "; the categories are \(names.joined(separator: ", "))" : hint
        return .failure(ValueError("\"\(trimmed)\" is not a category of this budget\(known) (`tally add category` adds one)"))
    }

    /// The names that start with `typed`, ignoring case, in the budget's order.
    public static func matches(_ typed: String, among names: [String]) -> [String] {
        let key = BudgetCategory.nameKey(typed)
        return names.filter { BudgetCategory.nameKey($0).hasPrefix(key) }
    }

    /// What Tab makes of `typed`: the longest beginning every matching name shares (in the
    /// names' own capitals), or `typed` itself when nothing matches or nothing more is shared.
    public static func complete(_ typed: String, among names: [String]) -> String {
        let found = matches(typed, among: names)
        guard var shared = found.first.map(Array.init) else { return typed }
        for name in found.dropFirst() {
            let other = Array(name)
            var length = 0
            while length < shared.count, length < other.count,
                  BudgetCategory.nameKey(String(shared[length])) == BudgetCategory.nameKey(String(other[length])) {
                length += 1
            }
            shared = Array(shared[..<length])
        }
        return shared.count > typed.count ? String(shared) : typed
    }
}
