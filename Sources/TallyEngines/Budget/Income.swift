/// Money that comes in, such as a salary: once, or repeatedly from its date.
///
/// Its days fall exactly as an expense's do, so it holds its amount, date, repeat and notes
/// as an `Expense` (with `remind` always false) and reuses the same expansion.
public struct Income: Sendable, Hashable {
    /// What the money is, such as Salary.
    public let name: String
    /// Amount (more than zero), date, time, repeat, `until`, notes and import id.
    public let entry: Expense

    public init(name: String, entry: Expense) {
        self.name = name
        self.entry = entry
    }
}

/// One day an income comes in, with its amount.
public struct IncomeOccurrence: Sendable, Hashable {
    /// Position of the income in the budget's `income:`, for stable ordering.
    public let incomeIndex: Int
    public let income: Income
    public let date: CalendarDate

    public init(incomeIndex: Int, income: Income, date: CalendarDate) {
        self.incomeIndex = incomeIndex
        self.income = income
        self.date = date
    }

    public var amount: Money { income.entry.amount }
}
