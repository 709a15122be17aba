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
        self.description = Self.plain(description)
        self.bankID = bankID
        self.location = location
    }
}

extension StatementRow {
    /// The description as one line a scenario file may hold: a control character (which no
    /// value may hold), a tab or a line break in a quoted field is a space, so that a bank's
    /// stray escape does not stop the import.
    static func plain(_ text: String) -> String {
        func fits(_ scalar: Unicode.Scalar) -> Bool {
            YAMLSource.isAllowedInText(scalar.value) && ![0x09, 0x0A, 0x0D, 0x85].contains(scalar.value)
        }
        guard !text.unicodeScalars.allSatisfy(fits) else { return text }
        return ValueParsers.trim(String(String.UnicodeScalarView(text.unicodeScalars.map { fits($0) ? $0 : " " })))
    }
}

/// What a statement reader found: its rows, or every located mistake (nothing is imported then).
public typealias StatementReading = Result<[StatementRow], Diagnostics>
