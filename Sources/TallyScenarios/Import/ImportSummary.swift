import TallyEngines

/// What an import did, or would do (`--dry-run`): the counts the command prints.
public struct ImportSummary: Sendable {
    /// Entries added to one list in one month: a category's expenses (refunds among them), or
    /// one income.
    public struct Group: Sendable, Equatable {
        public let name: String
        public let isIncome: Bool
        public let month: YearMonth
        public var count: Int
        /// Money out for a category, money in for an income.
        public var total: Money
        /// Money back into a category (its negative expenses), as a positive amount.
        public var refunded: Money = .zero
    }

    public let statement: String
    public let into: String
    public let format: StatementFormat
    public let currency: Currency
    public let locale: TallyLocale
    public let rows: Int
    public var added: [Group] = []
    /// Rows already in the file, by identity.
    public var duplicates = 0
    /// Rows a `skip: true` rule matched, and rows of no amount.
    public var skipped = 0
    /// Descriptions no rule matched, with how many rows had each, most first.
    public var uncategorised: [(description: String, count: Int)] = []
    public var dryRun = false

    public var addedCount: Int { added.reduce(0) { $0 + $1.count } }
}
