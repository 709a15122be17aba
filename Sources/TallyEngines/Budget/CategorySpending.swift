/// What one category spent in a month against the allowance in force that month.
public struct CategorySpending: Sendable, Hashable {
    public let category: BudgetCategory
    /// Position of the category in the budget as written, the last tie-break when sorting.
    public let categoryIndex: Int
    public let period: YearMonth
    /// Every day money went out (or came back, for a refund) in the period, by date then by
    /// the order written; bills are apart, in `bills`.
    public let occurrences: [ExpenseOccurrence]
    /// Every day a bill (`planned: true`) fell due in the period, with the payment that paid it.
    /// A bill is not spending: its payment, among `occurrences`, is.
    public let bills: [BillMatch]
    /// The payments less the refunds: negative when refunds exceed spending, a credit.
    public let spent: Money
    /// The allowance in force in the period.
    public let budget: Money

    /// Expands the category's expenses over `period` alone, and the payments around it that
    /// its bills may be matched with.
    public init(category: BudgetCategory, categoryIndex: Int, period: YearMonth) {
        var occurrences: [ExpenseOccurrence] = []
        var bills: [BillMatch] = []
        if let bounds = Expense.bounds(of: period) {
            let found = Self.occurrences(of: category, from: bounds.first, through: bounds.last)
            occurrences = found.spending
            bills = found.bills
        }
        self.init(category: category, categoryIndex: categoryIndex, period: period, occurrences: occurrences, bills: bills)
    }

    /// From occurrences already found (all in `period`), in any order; any bill among them is
    /// left out of the spending.
    public init(category: BudgetCategory, categoryIndex: Int, period: YearMonth, occurrences: [ExpenseOccurrence], bills: [BillMatch] = []) {
        self.category = category
        self.categoryIndex = categoryIndex
        self.period = period
        let spending = occurrences.filter { !$0.expense.isPlanned }
        self.occurrences = spending.sorted(by: ExpenseOccurrence.chronological)
        self.bills = bills.sorted { ExpenseOccurrence.chronological($0.bill, $1.bill) }
        self.spent = spending.lazy.map(\.amount).reduce(.zero, +)
        self.budget = category.budget(in: period)
    }

    /// The category's spending from `first` through `last`, and its bills due then, each matched
    /// with a payment up to its window either side (so payments just outside the range are
    /// looked at, though not returned).
    static func occurrences(of category: BudgetCategory, from first: CalendarDate, through last: CalendarDate)
        -> (spending: [ExpenseOccurrence], bills: [BillMatch]) {
        let windows = category.expenses.compactMap(\.bill?.window)
        let margin = windows.max() ?? 0
        let from = first.adding(days: -margin), through = last.adding(days: margin)
        var spending: [ExpenseOccurrence] = []
        var payments: [ExpenseOccurrence] = []
        var bills: [ExpenseOccurrence] = []
        spending.reserveCapacity(category.expenses.count)
        for (index, expense) in category.expenses.enumerated() {
            for date in expense.occurrenceDates(from: expense.isPlanned ? first : from, through: expense.isPlanned ? last : through) {
                let occurrence = ExpenseOccurrence(expenseIndex: index, expense: expense, date: date)
                if expense.isPlanned {
                    bills.append(occurrence)
                } else {
                    if !windows.isEmpty { payments.append(occurrence) }
                    if date >= first && date <= last { spending.append(occurrence) }
                }
            }
        }
        return (spending, BillMatching.match(bills: bills, payments: payments))
    }

    /// Allowance left; negative when overspent.
    public var remaining: Money { budget - spent }

    public var isOverspent: Bool { spent > budget }

    /// How many times money went out (or came back) in the period: what the `usage` order ranks by.
    public var usageCount: Int { occurrences.count }
}
