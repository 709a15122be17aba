/// Monthly allowances per category and what was spent against them, reported for one month.
public struct Budget: Sendable, Hashable {
    public let title: String
    /// The month the report is about.
    public let period: YearMonth
    /// In the order written.
    public let categories: [BudgetCategory]
    /// How the report lists categories.
    public let order: CategoryOrder

    public init(title: String, period: YearMonth, categories: [BudgetCategory], order: CategoryOrder = .usage) {
        self.title = title
        self.period = period
        self.categories = categories
        self.order = order
    }
}
