/// A budget worked out for one month: each category's spending and the totals.
public struct BudgetSpending: Sendable, Hashable {
    public let budget: Budget
    /// The month worked out: the budget's period unless made by `BudgetTimeline`.
    public let month: YearMonth
    /// In the order written; use `sortedCategories` for the report's order.
    public let categories: [CategorySpending]
    public let totals: BudgetTotals
    /// Every day income came in during the month, by date then the order written.
    public let income: [IncomeOccurrence]
    /// The month's income added up.
    public let incomeTotal: Money

    /// The budget's period on its own, expanding every expense and income over that month.
    public init(budget: Budget) {
        var income: [IncomeOccurrence] = []
        for (index, entry) in budget.income.enumerated() {
            for date in entry.entry.occurrenceDates(in: budget.period) {
                income.append(IncomeOccurrence(incomeIndex: index, income: entry, date: date))
            }
        }
        self.init(budget: budget, month: budget.period, categories: budget.categories.enumerated().map { index, category in
            CategorySpending(category: category, categoryIndex: index, period: budget.period)
        }, income: income)
    }

    /// `categories` in the order written, all worked out for `month`, and the income that came
    /// in that month.
    public init(budget: Budget, month: YearMonth, categories: [CategorySpending], income: [IncomeOccurrence] = []) {
        self.budget = budget
        self.month = month
        self.categories = categories
        self.totals = BudgetTotals(categories)
        self.income = income.sorted { ($0.date, $0.incomeIndex) < ($1.date, $1.incomeIndex) }
        self.incomeTotal = income.lazy.map(\.amount).reduce(.zero, +)
    }

    /// Money in less money out: negative when more went out than came in.
    public var difference: Money { incomeTotal - totals.spent }

    /// Categories in the budget's chosen order.
    public var sortedCategories: [CategorySpending] { budget.order.sorted(categories) }
}
