/// Monthly allowances per category and what was spent against them, tracked month by month
/// from `since` and reported for `period`.
public struct Budget: Sendable, Hashable {
    public let title: String
    /// The month the main report is about.
    public let period: YearMonth
    /// The first month tracked: nothing before it counts, and it is never after `period`.
    public let since: YearMonth
    /// In the order written.
    public let categories: [BudgetCategory]
    /// Money coming in, in the order written; not part of any category.
    public let income: [Income]
    /// How the report lists categories.
    public let order: CategoryOrder

    /// `since` defaults to `defaultSince(categories:period:)`, and is brought back to `period`
    /// if it is later.
    public init(
        title: String, period: YearMonth, since: YearMonth? = nil, categories: [BudgetCategory],
        income: [Income] = [], order: CategoryOrder = .usage
    ) {
        self.title = title
        self.period = period
        self.since = min(since ?? Self.defaultSince(categories: categories, income: income, period: period), period)
        self.categories = categories
        self.income = income
        self.order = order
    }

    /// The month of the earliest expense or income, or `period` when there is none or it is later.
    public static func defaultSince(categories: [BudgetCategory], income: [Income] = [], period: YearMonth) -> YearMonth {
        let earliestExpense = categories.lazy.flatMap(\.expenses).map(\.date).min()
        let earliestIncome = income.lazy.map(\.entry.date).min()
        let earliest = [earliestExpense, earliestIncome].compactMap { $0 }.min()
        return min(earliest?.yearMonth ?? period, period)
    }

    /// The first tracked month `expense` falls in, or nil when it falls in none, so that no
    /// page counts it: before `since`, after `period`, or a series ended before `since`.
    public func firstTrackedMonth(of expense: Expense) -> YearMonth? {
        guard let first = Expense.bounds(of: since)?.first, let day = expense.firstOccurrence(onOrAfter: first) else { return nil }
        return day.yearMonth <= period ? day.yearMonth : nil
    }

    /// Every tracked month, oldest first: `since` through `period`.
    public var trackedMonths: [YearMonth] {
        (0...since.months(to: period)).map { since.adding(months: $0) }
    }
}
