import TallyEngines

/// A `budget` scenario: monthly allowances per category and the expenses drawn against them.
public struct BudgetScenario: Sendable {
    public let header: ScenarioHeader
    /// Every category carries a `#rrggbb` colour: the one written, or one handed out by position.
    public let budget: Budget

    public init(header: ScenarioHeader, budget: Budget) {
        self.header = header
        self.budget = budget
    }
}
