import Testing
@testable import TallyEngines

/// The budget in force at a month, and what is wrong with a written list of changes.
@Suite struct BudgetScheduleTests {
    typealias F = BudgetFixtures

    static func schedule(_ changes: [(String, Int64)]) throws -> BudgetSchedule {
        BudgetSchedule(try changes.map { BudgetChange(from: try F.month($0.0), amount: F.pounds($0.1)) })
    }

    @Test func aSingleAmountAppliesToEveryMonth() throws {
        let schedule = BudgetSchedule(amount: F.pounds(30_000))
        for text in ["0001-01", "2027-01", "9999-12"] {
            #expect(schedule.amount(in: try F.month(text)) == F.pounds(30_000))
        }
    }

    @Test func eachChangeAppliesFromItsMonthUntilTheNext() throws {
        let schedule = try Self.schedule([("2027-01", 30_000), ("2027-04", 36_000), ("2028-01", 0)])
        let expected: [(String, Int64)] = [
            ("2027-01", 30_000), ("2027-02", 30_000), ("2027-03", 30_000),
            ("2027-04", 36_000), ("2027-12", 36_000), ("2028-01", 0), ("2031-06", 0),
        ]
        for (month, pence) in expected {
            #expect(schedule.amount(in: try F.month(month)) == F.pounds(pence), "\(month)")
        }
    }

    @Test func theFirstMonthHasTheFirstAmountAndEarlierMonthsToo() throws {
        let schedule = try Self.schedule([("2027-03", 12_000), ("2027-05", 15_000)])
        #expect(schedule.amount(in: try F.month("2027-03")) == F.pounds(12_000))
        // Never asked by a report (the first change must cover `since`), but defined all the same.
        #expect(schedule.amount(in: try F.month("2020-01")) == F.pounds(12_000))
        #expect(BudgetSchedule([]).amount(in: try F.month("2027-03")) == .zero)
    }

    @Test func aChangeIsNamedOnlyInItsMonthAndOnlyWhenTheAmountMoves() throws {
        let schedule = try Self.schedule([("2027-01", 30_000), ("2027-04", 36_000), ("2027-06", 36_000), ("2027-08", 20_000)])
        #expect(schedule.change(in: try F.month("2027-01")) == nil, "the first amount has nothing before it")
        #expect(schedule.change(in: try F.month("2027-03")) == nil)
        let april = try #require(schedule.change(in: try F.month("2027-04")))
        #expect(april.before == F.pounds(30_000) && april.after == F.pounds(36_000))
        #expect(schedule.change(in: try F.month("2027-06")) == nil, "written again at the same amount")
        let august = try #require(schedule.change(in: try F.month("2027-08")))
        #expect(august.before == F.pounds(36_000) && august.after == F.pounds(20_000))
        #expect(BudgetSchedule(amount: F.pounds(1)).change(in: try F.month("2027-04")) == nil)
    }

    @Test func aListInOrderStartingByTheFirstTrackedMonthHasNoMistakes() throws {
        let months = try ["2026-11", "2027-01", "2027-04"].map(F.month)
        #expect(BudgetSchedule.mistakes(in: months, since: try F.month("2027-01")).isEmpty)
        #expect(BudgetSchedule.mistakes(in: months, since: try F.month("2026-11")).isEmpty)
    }

    @Test func aListOutOfOrderPointsAtTheEntryAndTheLaterOneAboveIt() throws {
        let months = try ["2027-01", "2027-06", "2027-03", "2027-09", "2027-08"].map(F.month)
        #expect(BudgetSchedule.mistakes(in: months, since: try F.month("2027-01")) == [
            .outOfOrder(index: 2, laterIndex: 1),
            .outOfOrder(index: 4, laterIndex: 3),
        ])
    }

    @Test func aMonthGivenTwicePointsAtTheFirst() throws {
        let months = try ["2027-01", "2027-04", "2027-04", "2027-01"].map(F.month)
        #expect(BudgetSchedule.mistakes(in: months, since: try F.month("2027-01")) == [
            .repeated(index: 2, firstIndex: 1),
            .repeated(index: 3, firstIndex: 0),
        ])
    }

    @Test func aListStartingAfterTheFirstTrackedMonthIsAMistake() throws {
        let months = try ["2027-02", "2027-04"].map(F.month)
        #expect(BudgetSchedule.mistakes(in: months, since: try F.month("2027-01")) == [.startsAfterSince(index: 0)])
    }
}
