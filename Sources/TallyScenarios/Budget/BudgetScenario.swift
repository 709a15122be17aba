import TallyEngines

/// A `budget` scenario: monthly allowances per category and the expenses drawn against them.
public struct BudgetScenario: Sendable {
    public let header: ScenarioHeader
    /// Every category carries a `#rrggbb` colour: the one written, or an automatic one by position
    /// among those that keep clear of the colours written (`Colour.categorical(avoiding:)`).
    public let budget: Budget
    /// Expenses no tracked month counts, each located at its date.
    public let warnings: [Diagnostic]

    public init(header: ScenarioHeader, budget: Budget, warnings: [Diagnostic] = []) {
        self.header = header
        self.budget = budget
        self.warnings = warnings
    }
}
