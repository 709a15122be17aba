import Testing
@testable import TallyEngines

/// Which tracked month first counts an expense: what `tally add` reports, and what makes an
/// expense that no page counts a warning.
@Suite struct BudgetTrackedMonthTests {
    typealias F = BudgetFixtures

    private func budget(since: String, period: String, _ expenses: [Expense]) throws -> Budget {
        Budget(title: "B", period: try F.month(period), since: try F.month(since),
               categories: [BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: expenses)])
    }

    @Test func aOneOffCountsInItsOwnMonthOnlyWhenThatMonthIsTracked() throws {
        let lunch = Expense(amount: F.pounds(1_250), date: try F.day("2026-10-20"))
        let october = try F.month("2026-10")
        #expect(try budget(since: "2026-10", period: "2026-11", [lunch]).firstTrackedMonth(of: lunch) == october)
        #expect(try budget(since: "2026-11", period: "2026-11", [lunch]).firstTrackedMonth(of: lunch) == nil)
        #expect(try budget(since: "2026-08", period: "2026-09", [lunch]).firstTrackedMonth(of: lunch) == nil)
    }

    @Test func aSeriesBegunBeforeSinceCountsFromSinceUnlessItEndedBefore() throws {
        let rent = Expense(amount: F.pounds(85_000), date: try F.day("2025-01-01"), occurrence: .monthly)
        let november = try F.month("2026-11")
        #expect(try budget(since: "2026-11", period: "2026-11", [rent]).firstTrackedMonth(of: rent) == november)
        let ended = Expense(amount: F.pounds(85_000), date: try F.day("2025-01-01"), occurrence: .monthly, until: try F.day("2026-06-30"))
        #expect(try budget(since: "2026-11", period: "2026-11", [ended]).firstTrackedMonth(of: ended) == nil)
        let later = Expense(amount: F.pounds(85_000), date: try F.day("2026-12-01"), occurrence: .monthly)
        #expect(try budget(since: "2026-11", period: "2026-11", [later]).firstTrackedMonth(of: later) == nil)
    }
}
