/// A budget worked out for its period: each category's spending and the totals.
public struct BudgetSpending: Sendable, Hashable {
    public let budget: Budget
    /// In the order written; use `sortedCategories` for the report's order.
    public let categories: [CategorySpending]
    public let totals: BudgetTotals

    public init(budget: Budget) {
        self.budget = budget
        self.categories = budget.categories.enumerated().map { index, category in
            CategorySpending(category: category, categoryIndex: index, period: budget.period)
        }
        self.totals = BudgetTotals(categories)
    }

    /// Categories in the budget's chosen order.
    public var sortedCategories: [CategorySpending] { budget.order.sorted(categories) }
}
