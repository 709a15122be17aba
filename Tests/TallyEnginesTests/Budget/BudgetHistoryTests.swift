import Testing
@testable import TallyEngines

@Suite struct BudgetHistoryTests {
    typealias F = BudgetFixtures

    @Test func onlyMonthsWithSpendingUpToThePeriod() throws {
        let categories = [
            BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: [
                Expense(amount: F.pounds(1_000), date: try F.day("2025-11-15")),
                Expense(amount: F.pounds(4_520), date: try F.day("2026-02-02"), occurrence: .weekly),
                Expense(amount: F.pounds(99_999), date: try F.day("2026-04-01")),
            ]),
            BudgetCategory(name: "Rent", budget: F.pounds(100_000), expenses: [
                Expense(amount: F.pounds(90_000), date: try F.day("2026-01-31"), occurrence: .monthly,
                        until: try F.day("2026-02-28")),
            ]),
        ]
        let history = BudgetHistory(budget: Budget(title: "t", period: try F.month("2026-03"), categories: categories))
        #expect(history.months.map(\.month.description) == ["2025-11", "2026-01", "2026-02", "2026-03"])
        #expect(history.months.map(\.spent) == [1_000, 90_000, 90_000 + 4 * 4_520, 5 * 4_520].map(F.pounds))
        #expect(history.months.map(\.occurrenceCount) == [1, 1, 5, 5])
        #expect(history.months.allSatisfy { $0.budget == F.pounds(140_000) })
        #expect(history.months[0].remaining == F.pounds(139_000))
    }

    @Test func anOldDailyExpenseReachesBackAtMostTwoYears() throws {
        let coffee = Expense(amount: F.pounds(300), date: try F.day("1990-01-01"), occurrence: .daily)
        let budget = Budget(title: "t", period: try F.month("2026-03"), categories: [
            BudgetCategory(name: "Coffee", budget: F.pounds(10_000), expenses: [coffee]),
        ])
        let history = BudgetHistory(budget: budget)
        #expect(history.months.count == 25)
        #expect(history.months.first?.month.description == "2024-03")
        #expect(history.months.last?.month.description == "2026-03")
        #expect(history.months.last?.spent == F.pounds(31 * 300))
        #expect(history.months.first(where: { $0.month.description == "2024-02" }) == nil)
        #expect(BudgetHistory(budget: budget, monthsBeforePeriod: 0).months.map(\.month.description) == ["2026-03"])
    }

    @Test func aPeriodWithoutSpendingIsLeftOut() throws {
        let budget = Budget(title: "t", period: try F.month("2026-03"), categories: [
            BudgetCategory(name: "Gifts", budget: F.pounds(5_000), expenses: [
                Expense(amount: F.pounds(2_500), date: try F.day("2025-12-20")),
            ]),
        ])
        #expect(BudgetHistory(budget: budget).months.map(\.month.description) == ["2025-12"])
        let empty = Budget(title: "t", period: try F.month("2026-03"), categories: [])
        #expect(BudgetHistory(budget: empty).months.isEmpty)
    }
}
