/// What one category spent in a month against its allowance.
public struct CategorySpending: Sendable, Hashable {
    public let category: BudgetCategory
    /// Position of the category in the budget as written, the last tie-break when sorting.
    public let categoryIndex: Int
    public let period: YearMonth
    /// Every day an expense fell on in the period, by date then by the order written.
    public let occurrences: [ExpenseOccurrence]
    public let spent: Money

    public init(category: BudgetCategory, categoryIndex: Int, period: YearMonth) {
        self.category = category
        self.categoryIndex = categoryIndex
        self.period = period
        var occurrences: [ExpenseOccurrence] = []
        if let bounds = Expense.bounds(of: period) {
            occurrences.reserveCapacity(category.expenses.count)
            for (index, expense) in category.expenses.enumerated() {
                for date in expense.occurrenceDates(from: bounds.first, through: bounds.last) {
                    occurrences.append(ExpenseOccurrence(expenseIndex: index, expense: expense, date: date))
                }
            }
            occurrences.sort(by: ExpenseOccurrence.chronological)
        }
        self.occurrences = occurrences
        self.spent = occurrences.lazy.map(\.amount).reduce(.zero, +)
    }

    public var budget: Money { category.budget }

    /// Allowance left; negative when overspent.
    public var remaining: Money { category.budget - spent }

    public var isOverspent: Bool { spent > category.budget }

    /// How many times money went out in the period: what the `usage` order ranks by.
    public var usageCount: Int { occurrences.count }
}
