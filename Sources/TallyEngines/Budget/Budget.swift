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
    /// How the report lists categories.
    public let order: CategoryOrder

    /// `since` defaults to `defaultSince(categories:period:)`, and is brought back to `period`
    /// if it is later.
    public init(title: String, period: YearMonth, since: YearMonth? = nil, categories: [BudgetCategory], order: CategoryOrder = .usage) {
        self.title = title
        self.period = period
        self.since = min(since ?? Self.defaultSince(categories: categories, period: period), period)
        self.categories = categories
        self.order = order
    }

    /// The month of the earliest expense, or `period` when there is none or it is later.
    public static func defaultSince(categories: [BudgetCategory], period: YearMonth) -> YearMonth {
        let earliest = categories.lazy.flatMap(\.expenses).map(\.date).min()
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
