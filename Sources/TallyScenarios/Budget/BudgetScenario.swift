import TallyEngines

/// A `budget` scenario: monthly allowances per category and the expenses drawn against them.
public struct BudgetScenario: Sendable {
    public let header: ScenarioHeader
    /// Every category carries a `#rrggbb` colour: the one written, or an automatic one by position
    /// among those that keep clear of the colours written (`Colour.categorical(avoiding:)`).
    public let budget: Budget
    /// Expenses no tracked month counts, each located at its date.
    public let warnings: [Diagnostic]
    /// Where the tracked months are set: the `since:` value, or the file's start when `since`
    /// is worked out from the expenses. A budget whose pages would be too many is refused here.
    public let monthsLocation: SourceLocation

    public init(header: ScenarioHeader, budget: Budget, warnings: [Diagnostic] = [], monthsLocation: SourceLocation? = nil) {
        self.header = header
        self.budget = budget
        self.warnings = warnings
        self.monthsLocation = monthsLocation ?? SourceLocation(path: header.sourcePath, line: 1, column: 1)
    }
}
