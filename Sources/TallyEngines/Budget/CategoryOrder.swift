/// How a report lists a budget's categories.
public enum CategoryOrder: String, Sendable, Hashable, CaseIterable, Codable {
    /// Most-used first (the most occurrences in the period), then by name.
    case usage
    /// By name, ignoring case; equal names keep the order written.
    case name

    /// `categories` in this order. Total and deterministic: the last tie-break is the position written.
    public func sorted(_ categories: [CategorySpending]) -> [CategorySpending] {
        let keyed = categories.map { (key: BudgetCategory.nameKey($0.category.name), spending: $0) }
        let sorted: [(key: String, spending: CategorySpending)]
        switch self {
        case .usage:
            sorted = keyed.sorted { lhs, rhs in
                if lhs.spending.usageCount != rhs.spending.usageCount {
                    return lhs.spending.usageCount > rhs.spending.usageCount
                }
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return lhs.spending.categoryIndex < rhs.spending.categoryIndex
            }
        case .name:
            sorted = keyed.sorted { lhs, rhs in
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return lhs.spending.categoryIndex < rhs.spending.categoryIndex
            }
        }
        return sorted.map(\.spending)
    }
}
