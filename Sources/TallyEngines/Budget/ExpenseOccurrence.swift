/// One day an expense falls on, with what it costs that day.
public struct ExpenseOccurrence: Sendable, Hashable {
    /// Position of the expense in its category, for stable ordering and identity.
    public let expenseIndex: Int
    public let expense: Expense
    public let date: CalendarDate
    public let amount: Money

    public init(expenseIndex: Int, expense: Expense, date: CalendarDate) {
        self.expenseIndex = expenseIndex
        self.expense = expense
        self.date = date
        self.amount = expense.amount
    }

    /// Chronological, and in the order written on the same day.
    static func chronological(_ lhs: ExpenseOccurrence, _ rhs: ExpenseOccurrence) -> Bool {
        (lhs.date, lhs.expenseIndex) < (rhs.date, rhs.expenseIndex)
    }
}
