/// What one category spent in a month against the allowance in force that month.
public struct CategorySpending: Sendable, Hashable {
    public let category: BudgetCategory
    /// Position of the category in the budget as written, the last tie-break when sorting.
    public let categoryIndex: Int
    public let period: YearMonth
    /// Every day an expense fell on in the period, by date then by the order written.
    public let occurrences: [ExpenseOccurrence]
    public let spent: Money
    /// The allowance in force in the period.
    public let budget: Money

    /// Expands the category's expenses over `period` alone.
    public init(category: BudgetCategory, categoryIndex: Int, period: YearMonth) {
        var occurrences: [ExpenseOccurrence] = []
        if let bounds = Expense.bounds(of: period) {
            occurrences.reserveCapacity(category.expenses.count)
            for (index, expense) in category.expenses.enumerated() {
                for date in expense.occurrenceDates(from: bounds.first, through: bounds.last) {
                    occurrences.append(ExpenseOccurrence(expenseIndex: index, expense: expense, date: date))
                }
            }
        }
        self.init(category: category, categoryIndex: categoryIndex, period: period, occurrences: occurrences)
    }

    /// From occurrences already found (all in `period`), in any order.
    public init(category: BudgetCategory, categoryIndex: Int, period: YearMonth, occurrences: [ExpenseOccurrence]) {
        self.category = category
        self.categoryIndex = categoryIndex
        self.period = period
        self.occurrences = occurrences.sorted(by: ExpenseOccurrence.chronological)
        self.spent = occurrences.lazy.map(\.amount).reduce(.zero, +)
        self.budget = category.budget(in: period)
    }

    /// Allowance left; negative when overspent.
    public var remaining: Money { budget - spent }

    public var isOverspent: Bool { spent > budget }

    /// How many times money went out in the period: what the `usage` order ranks by.
    public var usageCount: Int { occurrences.count }
}
