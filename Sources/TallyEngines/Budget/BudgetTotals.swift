/// The whole budget's month in three numbers, summed exactly in minor units.
public struct BudgetTotals: Sendable, Hashable {
    public let budget: Money
    public let spent: Money

    public init(_ categories: [CategorySpending]) {
        self.budget = categories.lazy.map(\.budget).reduce(.zero, +)
        self.spent = categories.lazy.map(\.spent).reduce(.zero, +)
    }

    /// Negative when the categories together are overspent.
    public var remaining: Money { budget - spent }

    public var isOverspent: Bool { spent > budget }
}
