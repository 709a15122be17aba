import TallyEngines
import Testing
@testable import TallyScenarios

/// `since:` and budgets that change from a month on, with every mistake located.
@Suite struct BudgetMonthsParserTests {
    static func yaml(since: String? = "2027-01", budget: String) -> String {
        var text = "kind: budget\nperiod: 2027-06\n"
        if let since { text += "since: \(since)\n" }
        text += "categories:\n  - name: Food\n    budget:\(budget)\n    expenses:\n      - amount: 10\n        date: 2027-02-03\n"
        return text
    }

    @Test func readsAListOfChangesAndSince() throws {
        let text = Self.yaml(budget: "\n      - from: 2027-01\n        amount: 300\n      - from: 2027-04\n        amount: 360.50\n")
        let budget = try BudgetParsing.parse(text).get().budget
        #expect(budget.since == YearMonth(year: 2027, month: 1))
        #expect(budget.period == YearMonth(year: 2027, month: 6))
        #expect(budget.categories[0].schedule.changes == [
            BudgetChange(from: YearMonth(year: 2027, month: 1), amount: Money(minorUnits: 30_000)),
            BudgetChange(from: YearMonth(year: 2027, month: 4), amount: Money(minorUnits: 36_050)),
        ])
    }

    @Test func aSingleAmountStaysValid() throws {
        let budget = try BudgetParsing.parse(Self.yaml(budget: " 300")).get().budget
        #expect(budget.categories[0].schedule == BudgetSchedule(amount: Money(minorUnits: 30_000)))
    }

    @Test func sinceDefaultsToTheEarliestExpensesMonth() throws {
        let budget = try BudgetParsing.parse(Self.yaml(since: nil, budget: " 300")).get().budget
        #expect(budget.since == YearMonth(year: 2027, month: 2))
    }

    @Test func aListOutOfOrderIsLocated() {
        let text = Self.yaml(budget: "\n      - from: 2027-01\n        amount: 300\n      - from: 2027-05\n        amount: 360\n      - from: 2027-03\n        amount: 330\n")
        #expect(BudgetParsing.errors(text) == [
            "11:15: from 2027-03 is out of order: it comes after 2027-05 on line 9; list budget changes oldest first",
        ])
    }

    @Test func aMonthGivenTwiceIsLocated() {
        let text = Self.yaml(budget: "\n      - from: 2027-01\n        amount: 300\n      - from: 2027-01\n        amount: 360\n")
        #expect(BudgetParsing.errors(text) == [
            "9:15: from 2027-01 is given twice in this budget (first on line 7); give each month once",
        ])
    }

    @Test func aListStartingAfterSinceIsLocated() {
        let text = Self.yaml(budget: "\n      - from: 2027-02\n        amount: 300\n")
        #expect(BudgetParsing.errors(text) == [
            "7:15: from 2027-02 is after since (2027-01), which would leave months without a budget; start the list on or before 2027-01",
        ])
        let defaulted = Self.yaml(since: nil, budget: "\n      - from: 2027-03\n        amount: 300\n")
        #expect(BudgetParsing.errors(defaulted) == [
            "6:15: from 2027-03 is after the first month tracked (2027-02, the month of the earliest expense, as `since:` is not written), which would leave months without a budget; start the list on or before 2027-02",
        ])
    }

    @Test func everyListIsCheckedAgainstAWrittenSinceEvenBesideOtherMistakes() {
        let text = """
        kind: budget
        since: 2027-01
        period: 2027-06
        categories:
          - name: Food
            budget:
              - from: 2027-02
                amount: 300
              - from: 2027-05
                amount: 360
              - from: 2027-04
                amount: 330
          - name: Rent
            budget:
              - from: 2027-03
                amount: 900
        """
        #expect(BudgetParsing.errors(text) == [
            "7:15: from 2027-02 is after since (2027-01), which would leave months without a budget; start the list on or before 2027-01",
            "11:15: from 2027-04 is out of order: it comes after 2027-05 on line 9; list budget changes oldest first",
            "15:15: from 2027-03 is after since (2027-01), which would leave months without a budget; start the list on or before 2027-01",
        ])
    }

    @Test func badEntriesAreEachReported() {
        let text = Self.yaml(budget: "\n      - from: 2027-13\n        amount: 300\n      - amount: -5\n        form: 2027-02\n      - 300\n")
        #expect(BudgetParsing.errors(text) == [
            "7:15: from must be a month written YYYY-MM, such as 2027-01, got \"2027-13\"",
            "9:9: missing `from:` (the first month the amount applies to, such as 2027-04)",
            "9:17: amount must not be negative, got \"-5\"",
            "10:9: unknown key 'form'; did you mean 'from'?",
            "11:9: each budget change must be a set of `key: value` lines",
        ])
        #expect(BudgetParsing.errors(Self.yaml(budget: " []")) == [
            "6:13: budget must list at least one amount, such as `- from: 2027-01` with `amount: 300`",
        ])
    }

    @Test func sinceAfterThePeriodOrTooFarBackIsLocated() {
        #expect(BudgetParsing.errors(Self.yaml(since: "2027-07", budget: " 300")) == [
            "3:8: since 2027-07 is after period (2027-06); the month reported on must be tracked, so set since on or before 2027-06",
        ])
        #expect(BudgetParsing.errors(Self.yaml(since: "1900-01", budget: " 300")) == [
            "3:8: since tracks 1530 months, from 1900-01 to 2027-06; a budget may track at most 1200 (100 years)",
        ])
        #expect(BudgetParsing.errors(Self.yaml(since: "2027-1x", budget: " 300")) == [
            "3:8: since must be a month written YYYY-MM, such as 2027-01, got \"2027-1x\"",
        ])
    }
}
