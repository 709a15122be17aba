/// A budget worked out for one month: each category's spending and the totals.
public struct BudgetSpending: Sendable, Hashable {
    public let budget: Budget
    /// The month worked out: the budget's period unless made by `BudgetTimeline`.
    public let month: YearMonth
    /// In the order written; use `sortedCategories` for the report's order.
    public let categories: [CategorySpending]
    public let totals: BudgetTotals

    /// The budget's period on its own, expanding every expense over that month.
    public init(budget: Budget) {
        self.init(budget: budget, month: budget.period, categories: budget.categories.enumerated().map { index, category in
            CategorySpending(category: category, categoryIndex: index, period: budget.period)
        })
    }

    /// `categories` in the order written, all worked out for `month`.
    public init(budget: Budget, month: YearMonth, categories: [CategorySpending]) {
        self.budget = budget
        self.month = month
        self.categories = categories
        self.totals = BudgetTotals(categories)
    }

    /// Categories in the budget's chosen order.
    public var sortedCategories: [CategorySpending] { budget.order.sorted(categories) }
}
