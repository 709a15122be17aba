/// Every tracked month of a budget worked out: `since` through `period`, each against the
/// allowances in force that month.
///
/// Each expense is expanded once over the whole tracked span and its days dealt into months,
/// so a budget kept for ten years costs one pass, not one pass per month page.
public struct BudgetTimeline: Sendable, Hashable {
    public let budget: Budget
    /// One per tracked month, oldest first; the last is the period.
    public let months: [BudgetSpending]

    public init(budget: Budget) {
        self.budget = budget
        let first = budget.since
        let monthCount = first.months(to: budget.period) + 1
        // buckets[month][category]: the occurrences of that category in that month.
        var buckets = [[[ExpenseOccurrence]]](
            repeating: [[ExpenseOccurrence]](repeating: [], count: budget.categories.count), count: max(monthCount, 0)
        )
        if monthCount > 0, let start = Expense.bounds(of: first)?.first, let end = Expense.bounds(of: budget.period)?.last {
            for (categoryIndex, category) in budget.categories.enumerated() {
                for (expenseIndex, expense) in category.expenses.enumerated() {
                    for date in expense.occurrenceDates(from: start, through: end) {
                        let offset = first.months(to: date.yearMonth)
                        buckets[offset][categoryIndex].append(ExpenseOccurrence(expenseIndex: expenseIndex, expense: expense, date: date))
                    }
                }
            }
        }
        self.months = buckets.enumerated().map { offset, byCategory in
            let month = first.adding(months: offset)
            let categories = byCategory.enumerated().map { index, occurrences in
                CategorySpending(category: budget.categories[index], categoryIndex: index, period: month, occurrences: occurrences)
            }
            return BudgetSpending(budget: budget, month: month, categories: categories)
        }
    }

    /// The month worked out, or nil when it is not tracked.
    public func spending(in month: YearMonth) -> BudgetSpending? {
        let offset = budget.since.months(to: month)
        return months.indices.contains(offset) ? months[offset] : nil
    }

    /// The period's month: the main report.
    public var period: BudgetSpending? { months.last }
}
