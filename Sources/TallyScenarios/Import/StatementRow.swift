import TallyEngines

/// One transaction read from a bank statement, before any rule is applied: money out is
/// negative. `location` is where the row starts in the statement, for errors and the summary.
public struct StatementRow: Sendable, Equatable {
    public let date: CalendarDate
    public let amount: Money
    public let description: String
    /// The bank's own transaction id (OFX `FITID`), the best identity a row can have.
    public let bankID: String?
    public let location: SourceLocation

    public init(date: CalendarDate, amount: Money, description: String, bankID: String? = nil, location: SourceLocation) {
        self.date = date
        self.amount = amount
        self.description = description
        self.bankID = bankID
        self.location = location
    }
}

/// What a statement reader found: its rows, or every located mistake (nothing is imported then).
public typealias StatementReading = Result<[StatementRow], Diagnostics>
