/// Spending against the whole allowance, month by month, up to the report's period.
public struct BudgetHistoryMonth: Sendable, Hashable {
    public let month: YearMonth
    public let spent: Money
    /// The sum of every category's monthly allowance.
    public let budget: Money
    /// How many times money went out that month.
    public let occurrenceCount: Int

    public init(month: YearMonth, spent: Money, budget: Money, occurrenceCount: Int) {
        self.month = month
        self.spent = spent
        self.budget = budget
        self.occurrenceCount = occurrenceCount
    }

    /// Negative when overspent.
    public var remaining: Money { budget - spent }
}

/// The months, up to and including the period, in which anything was spent.
///
/// Bounded so that one old daily expense cannot fill a chart with years of identical bars:
/// at most `monthsBeforePeriod` months before the period, and only months with at least one
/// occurrence. Months are counted, not listed, so a daily expense costs the same as a one-off.
public struct BudgetHistory: Sendable, Hashable {
    /// How far back a history reaches by default: two years.
    public static let defaultMonthsBeforePeriod = 24

    /// Oldest first, ending at the period when it has spending.
    public let months: [BudgetHistoryMonth]

    public init(budget: Budget, monthsBeforePeriod: Int = BudgetHistory.defaultMonthsBeforePeriod) {
        let totalBudget = budget.categories.lazy.map(\.budget).reduce(.zero, +)
        let expenses = budget.categories.flatMap(\.expenses)
        let reach = max(monthsBeforePeriod, 0)
        var earliest = budget.period.adding(months: -reach)
        if let firstDate = expenses.lazy.map(\.date).min() {
            earliest = max(earliest, firstDate.yearMonth)
        }
        var months: [BudgetHistoryMonth] = []
        let monthCount = earliest.months(to: budget.period) + 1
        months.reserveCapacity(max(monthCount, 0))
        for offset in 0..<max(monthCount, 0) {
            let month = earliest.adding(months: offset)
            var spent = Money.zero
            var count = 0
            for expense in expenses {
                let times = expense.occurrenceCount(in: month)
                guard times > 0 else { continue }
                count += times
                spent = spent + expense.amount * times
            }
            if count > 0 {
                months.append(BudgetHistoryMonth(month: month, spent: spent, budget: totalBudget, occurrenceCount: count))
            }
        }
        self.months = months
    }
}
