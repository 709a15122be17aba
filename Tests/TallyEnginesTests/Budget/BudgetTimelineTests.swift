import Testing
import TallyTestSupport
@testable import TallyEngines

/// Every tracked month worked out at once: `since` cutting off the past, budgets changing, and
/// the overview agreeing with each month.
@Suite struct BudgetTimelineTests {
    typealias F = BudgetFixtures

    /// Tracked January to June 2027; Food's budget rises in April.
    static func household() throws -> Budget {
        let food = BudgetCategory(
            name: "Food",
            schedule: BudgetSchedule([
                BudgetChange(from: try F.month("2027-01"), amount: F.pounds(30_000)),
                BudgetChange(from: try F.month("2027-04"), amount: F.pounds(36_000)),
            ]),
            expenses: [
                // Started before tracking: counts only from January.
                Expense(amount: F.pounds(10_000), date: try F.day("2026-10-15"), occurrence: .monthly),
                // Before `since`: not tracked at all.
                Expense(amount: F.pounds(4_000), date: try F.day("2026-12-20")),
                Expense(amount: F.pounds(50_000), date: try F.day("2027-03-05"), notes: "Party"),
                // After the period: not reported either.
                Expense(amount: F.pounds(7_000), date: try F.day("2027-07-01")),
            ]
        )
        let rent = BudgetCategory(name: "Rent", budget: F.pounds(80_000), expenses: [
            Expense(amount: F.pounds(80_000), date: try F.day("2027-02-01"), occurrence: .monthly, until: try F.day("2027-05-31")),
        ])
        return Budget(title: "t", period: try F.month("2027-06"), since: try F.month("2027-01"), categories: [food, rent])
    }

    @Test func tracksExactlySinceThroughThePeriod() throws {
        let timeline = BudgetTimeline(budget: try Self.household())
        #expect(timeline.months.map(\.month.description) == ["2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06"])
        #expect(timeline.spending(in: try F.month("2026-12")) == nil)
        #expect(timeline.spending(in: try F.month("2027-07")) == nil)
        #expect(timeline.spending(in: try F.month("2027-03"))?.month.description == "2027-03")
        #expect(timeline.period?.month.description == "2027-06")
    }

    @Test func sinceCutsOffEarlierOccurrencesAndBudgetsChangeWhenWritten() throws {
        let timeline = BudgetTimeline(budget: try Self.household())
        let food = timeline.months.map { $0.categories[0] }
        #expect(food.map(\.spent) == [10_000, 10_000, 60_000, 10_000, 10_000, 10_000].map(F.pounds))
        #expect(food.map(\.budget) == [30_000, 30_000, 30_000, 36_000, 36_000, 36_000].map(F.pounds))
        #expect(food.map(\.isOverspent) == [false, false, true, false, false, false])
        #expect(food[0].occurrences.map(\.date) == [try F.day("2027-01-15")])
        #expect(food[2].occurrences.map(\.date) == [try F.day("2027-03-05"), try F.day("2027-03-15")])
        let rent = timeline.months.map { $0.categories[1].spent }
        #expect(rent == [0, 80_000, 80_000, 80_000, 80_000, 0].map(F.pounds))
        #expect(timeline.months[2].totals.spent == F.pounds(140_000))
        #expect(timeline.months[2].totals.budget == F.pounds(110_000))
        #expect(timeline.months[3].totals.budget == F.pounds(116_000))
    }

    @Test func sinceDefaultsToTheEarliestExpenseAndNeverPassesThePeriod() throws {
        let early = BudgetCategory(name: "A", budget: F.pounds(1), expenses: [
            Expense(amount: F.pounds(1), date: try F.day("2026-11-30")),
            Expense(amount: F.pounds(1), date: try F.day("2027-09-01")),
        ])
        #expect(Budget(title: "t", period: try F.month("2027-02"), categories: [early]).since.description == "2026-11")
        let late = BudgetCategory(name: "A", budget: F.pounds(1), expenses: [Expense(amount: F.pounds(1), date: try F.day("2028-01-01"))])
        #expect(Budget(title: "t", period: try F.month("2027-02"), categories: [late]).since.description == "2027-02")
        #expect(Budget(title: "t", period: try F.month("2027-02"), categories: []).since.description == "2027-02")
        #expect(Budget(title: "t", period: try F.month("2027-02"), since: try F.month("2027-05"), categories: []).since.description == "2027-02")
    }

    @Test func theOverviewShowsTheLastTwelveMonthsWithTotals() throws {
        let rent = BudgetCategory(name: "Rent", budget: F.pounds(100), expenses: [
            Expense(amount: F.pounds(150), date: try F.day("2025-01-01"), occurrence: .monthly),
        ])
        let fun = BudgetCategory(name: "Fun", budget: F.pounds(50), expenses: [
            Expense(amount: F.pounds(20), date: try F.day("2026-06-10")),
        ])
        let budget = Budget(title: "t", period: try F.month("2026-06"), since: try F.month("2025-01"), categories: [rent, fun])
        let timeline = BudgetTimeline(budget: budget)
        #expect(timeline.months.count == 18)
        let overview = BudgetOverview(timeline, order: [1, 0])
        #expect(overview.months.map(\.description).first == "2025-07")
        #expect(overview.months.map(\.description).last == "2026-06")
        #expect(overview.rows.map(\.category.name) == ["Fun", "Rent"])
        #expect(overview.rows[1].cells.allSatisfy { $0.spent == F.pounds(150) && $0.budget == F.pounds(100) && $0.isOverspent })
        #expect(overview.rows[0].total == BudgetOverview.Cell(spent: F.pounds(20), budget: F.pounds(600)))
        #expect(overview.rows[1].total == BudgetOverview.Cell(spent: F.pounds(1_800), budget: F.pounds(1_200)))
        #expect(overview.monthTotals.last == BudgetOverview.Cell(spent: F.pounds(170), budget: F.pounds(150)))
        #expect(overview.grandTotal == BudgetOverview.Cell(spent: F.pounds(1_820), budget: F.pounds(1_800)))
    }

    /// A random budget with random budget changes, tracked for up to four years.
    static func randomBudget(_ random: inout SeededRandom) throws -> Budget {
        let period = try #require(YearMonth(year: random.int(in: 2025...2030), month: random.int(in: 1...12)))
        let since = period.adding(months: -random.int(in: 0...48))
        let categories = (0..<random.int(in: 0...6)).map { index in
            var from = since.adding(months: -random.int(in: 0...3))
            var changes: [BudgetChange] = []
            for _ in 0..<random.int(in: 1...4) {
                changes.append(BudgetChange(from: from, amount: Money(minorUnits: Int64(random.int(in: 0...200_000)))))
                from = from.adding(months: random.int(in: 1...15))
            }
            return BudgetCategory(
                name: "C\(index)", schedule: BudgetSchedule(changes),
                expenses: (0..<random.int(in: 0...8)).map { _ in F.randomExpense(&random) }
            )
        }
        return Budget(title: "t", period: period, since: since, categories: categories)
    }

    @Test(arguments: [41, 42, 43] as [UInt64])
    func eachTrackedMonthMatchesThatMonthWorkedOutAlone(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<25 {
            let budget = try Self.randomBudget(&random)
            let timeline = BudgetTimeline(budget: budget)
            #expect(timeline.months.map(\.month) == budget.trackedMonths)
            #expect(timeline.months.first?.month == budget.since)
            #expect(timeline.months.last?.month == budget.period)
            #expect(timeline.spending(in: budget.since.adding(months: -1)) == nil)
            #expect(timeline.spending(in: budget.period.adding(months: 1)) == nil)
            for month in timeline.months {
                for (index, category) in budget.categories.enumerated() {
                    let alone = CategorySpending(category: category, categoryIndex: index, period: month.month)
                    #expect(month.categories[index] == alone, "\(category.name) in \(month.month)")
                    #expect(month.categories[index].budget == category.schedule.amount(in: month.month))
                }
                #expect(month.totals.spent == month.categories.map(\.spent).sum())
                #expect(month.totals.budget == month.categories.map(\.budget).sum())
            }
        }
    }

    @Test(arguments: [51, 52, 53] as [UInt64])
    func theOverviewAgreesWithEveryMonthAndAddsUp(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<25 {
            let budget = try Self.randomBudget(&random)
            let timeline = BudgetTimeline(budget: budget)
            let order = CategoryOrder.name.sorted(timeline.period?.categories ?? []).map(\.categoryIndex)
            let overview = BudgetOverview(timeline, order: order)
            #expect(overview.months == Array(budget.trackedMonths.suffix(BudgetOverview.monthsShown)))
            #expect(overview.rows.map(\.categoryIndex) == order)
            for row in overview.rows {
                for (column, month) in overview.months.enumerated() {
                    let page = try #require(timeline.spending(in: month)).categories[row.categoryIndex]
                    #expect(row.cells[column] == BudgetOverview.Cell(spent: page.spent, budget: page.budget))
                    #expect(row.cells[column].isOverspent == page.isOverspent)
                }
                #expect(row.total.spent == row.cells.map(\.spent).sum())
                #expect(row.total.budget == row.cells.map(\.budget).sum())
            }
            for (column, month) in overview.months.enumerated() {
                let page = try #require(timeline.spending(in: month))
                #expect(overview.monthTotals[column] == BudgetOverview.Cell(spent: page.totals.spent, budget: page.totals.budget))
                #expect(overview.monthTotals[column].spent == overview.rows.map { $0.cells[column].spent }.sum())
            }
            #expect(overview.grandTotal.spent == overview.monthTotals.map(\.spent).sum())
            #expect(overview.grandTotal.spent == overview.rows.map(\.total.spent).sum())
            #expect(overview.grandTotal.budget == overview.rows.map(\.total.budget).sum())
        }
    }
}
