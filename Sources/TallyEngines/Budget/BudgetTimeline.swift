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
        // buckets[month][category]: the occurrences of that category in that month, and its bills.
        let count = max(monthCount, 0)
        var buckets = [[[ExpenseOccurrence]]](
            repeating: [[ExpenseOccurrence]](repeating: [], count: budget.categories.count), count: count
        )
        var billBuckets = [[[BillMatch]]](repeating: [[BillMatch]](repeating: [], count: budget.categories.count), count: count)
        var incomeBuckets = [[IncomeOccurrence]](repeating: [], count: count)
        if monthCount > 0, let start = Expense.bounds(of: first)?.first, let end = Expense.bounds(of: budget.period)?.last {
            for (categoryIndex, category) in budget.categories.enumerated() {
                // Matching bills needs every payment of the span at once, so a bill due on the
                // 31st can be paid on the 2nd of the next month.
                let found = CategorySpending.occurrences(of: category, from: start, through: end)
                for occurrence in found.spending {
                    buckets[first.months(to: occurrence.date.yearMonth)][categoryIndex].append(occurrence)
                }
                for match in found.bills {
                    billBuckets[first.months(to: match.bill.date.yearMonth)][categoryIndex].append(match)
                }
            }
            for (index, income) in budget.income.enumerated() {
                for date in income.entry.occurrenceDates(from: start, through: end) {
                    incomeBuckets[first.months(to: date.yearMonth)].append(IncomeOccurrence(incomeIndex: index, income: income, date: date))
                }
            }
        }
        self.months = buckets.enumerated().map { offset, byCategory in
            let month = first.adding(months: offset)
            let categories = byCategory.enumerated().map { index, occurrences in
                CategorySpending(category: budget.categories[index], categoryIndex: index, period: month,
                                 occurrences: occurrences, bills: billBuckets[offset][index])
            }
            return BudgetSpending(budget: budget, month: month, categories: categories, income: incomeBuckets[offset])
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
