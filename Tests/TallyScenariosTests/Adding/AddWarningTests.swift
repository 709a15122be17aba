import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// `tally add` says the warnings about the entry it added, located in the file as saved, and
/// not again those the file had already.
@Suite struct AddWarningTests {
    private let budget = """
    kind: budget
    since: 2026-03
    period: 2026-03
    categories:
      - name: Groceries
        budget: 300
        expenses:
          - amount: 10.00
            date: 2026-02-01

    """

    @Test func anExpenseNoTrackedMonthCountsIsWarnedAtItsNewLine() throws {
        let file = try ScratchScenario(budget)
        let added = try ScenarioAdder.addExpense(ExpenseEntry(category: "Groceries", amount: "12.50", date: "2026-02-20"),
                                                 to: file.path, context: AddFixtures.context)
        #expect(added.file.warnings.map(\.description) == [
            "\(file.path):11:15: warning: date 2026-02-20 is before since (2026-03), the first month this budget tracks, so no page counts it; write since: 2026-02 to track from its month",
        ])
        #expect(added.after.warnings.count == 2)
        let counted = try ScenarioAdder.addExpense(ExpenseEntry(category: "Groceries", amount: "1"), to: file.path, context: AddFixtures.context)
        #expect(counted.file.warnings.isEmpty)
    }

    @Test func aWeighInAfterTodayIsWarned() throws {
        let file = try ScratchScenario("kind: bmi\nheight: 170cm\n", name: "log.yaml")
        let added = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "72kg", date: "2027-03-20"), to: file.path, context: AddFixtures.context)
        #expect(added.file.warnings.map(\.description) == [
            "\(file.path):4:11: warning: date 2027-03-20 is after today (2026-03-20); a weigh-in yet to come is shown as the current BMI, so check the year, or add it on the day",
        ])
    }
}
