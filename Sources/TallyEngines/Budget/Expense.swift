/// One thing a person spends money on: once, or repeatedly from its date.
///
/// A negative amount is a refund: it takes back from what its category spent that month.
/// The scenario layer refuses zero, which is always a slip.
public struct Expense: Sendable, Hashable {
    public let amount: Money
    /// The first (or only) day it falls on.
    public let date: CalendarDate
    /// When in the day, for reminders; nil for an all-day expense.
    public let time: TimeOfDay?
    public let occurrence: Occurrence
    /// The last day a recurring expense may fall on (inclusive). Ignored for a one-off expense,
    /// which is not a series.
    public let until: CalendarDate?
    public let notes: String?
    /// Whether it goes into the reminders calendar.
    public let remind: Bool
    /// What `tally import` wrote to recognise the statement row this came from, so importing
    /// the same statement again adds nothing; kept, never shown.
    public let importID: String?
    /// A bill (`planned: true`): due, but not spending; a payment that matches it is what counts.
    public let bill: BillTerms?

    public init(
        amount: Money, date: CalendarDate, time: TimeOfDay? = nil, occurrence: Occurrence = .oneOff,
        until: CalendarDate? = nil, notes: String? = nil, remind: Bool = false, importID: String? = nil,
        bill: BillTerms? = nil
    ) {
        self.amount = amount
        self.date = date
        self.time = time
        self.occurrence = occurrence
        self.until = until
        self.notes = notes
        self.remind = remind
        self.importID = importID
        self.bill = bill
    }

    /// Whether this is a bill, planned rather than spent.
    public var isPlanned: Bool { bill != nil }

    /// Money given back rather than spent.
    public var isRefund: Bool { amount.isNegative }

    /// What charts call it: its notes, or `fallback` (such as "Food, 2 Mar 2026") when it has none.
    public func label(fallback: String) -> String {
        presentNotes ?? fallback
    }

    /// The notes without surrounding spaces, or nil when there are none worth showing.
    public var presentNotes: String? {
        guard let trimmed = notes?.trimmingSpaces, !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
