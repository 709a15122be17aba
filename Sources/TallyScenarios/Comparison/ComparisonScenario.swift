import TallyEngines

/// `kind: comparison`: options, each made of scenarios the user already has (or variants of
/// one), set side by side at a few horizons and over the whole term.
public struct ComparisonScenario: Sendable {
    /// One choice: its scenarios taken together (a loan, or a loan and a savings plan), and
    /// renting.
    public struct Option: Sendable {
        public let name: String
        /// Loans, savings plans and lump sums, as their own files say (or as a variant changes them).
        public let scenarios: [TimeValueScenario]
        public let rent: Rent?
        /// Percent of each month's savings interest paid in tax (`tax:`).
        public let savingsTax: ExactDecimal?
    }

    public struct Rent: Sendable, Hashable {
        public let monthly: Money
        /// Percent the rent rises by each year (`rent-growth:`).
        public let growth: ExactDecimal?
    }

    /// A file a comparison read besides its own, as read: a build keys the comparison on these
    /// bytes, so it is drawn again when one of them changes.
    public struct SourceFile: Sendable {
        public let path: String
        public let bytes: [UInt8]
    }

    public let header: ScenarioHeader
    public let options: [Option]
    /// Years from the first payment at which the options are set side by side.
    public let horizons: [Int]
    /// The return on what an option spends less than the others (`invest-difference:`); nil
    /// compares by net cost.
    public let investDifference: AnnualRate?
    /// For buying options: how the home's value grows a year, and what selling it costs.
    public let homeGrowth: AnnualRate?
    public let sellingCosts: ExactDecimal?
    public let sources: [SourceFile]
}
