import TallyEngines
import Testing
@testable import TallyScenarios

/// `income:` beside `categories:`, and `import-id:` on entries: the format `tally import` writes.
@Suite struct BudgetIncomeParserTests {
    static let written = """
    kind: budget
    period: 2026-11
    income:                      # top level of a budget, beside categories:
      - name: Salary
        amount: 2450.00
        date: 2026-10-31
        occurrence: monthly
        until: 2027-12-31
        notes: ACME LTD SALARY
        import-id: "2026-10-31 2450.00 ACME LTD SALARY #1"
      - name: Gift
        amount: 50
        date: 2026-11-02 10:15
    categories:
      - name: Food
        budget: 300
        expenses:
          - amount: -23.99
            date: 2026-10-12
            notes: TESCO REFUND
            import-id: "ofx:20261012-0042"
    """

    @Test func readsIncomeAndImportIDs() throws {
        let budget = try BudgetParsing.parse(Self.written).get().budget
        #expect(budget.income.map(\.name) == ["Salary", "Gift"])
        let salary = budget.income[0].entry
        #expect(salary.amount == Money(minorUnits: 245_000))
        #expect(salary.date == CalendarDate(year: 2026, month: 10, day: 31))
        #expect(salary.occurrence == .monthly)
        #expect(salary.until == CalendarDate(year: 2027, month: 12, day: 31))
        #expect(salary.notes == "ACME LTD SALARY")
        #expect(salary.importID == "2026-10-31 2450.00 ACME LTD SALARY #1")
        #expect(budget.income[1].entry.time == TimeOfDay(hour: 10, minute: 15))
        #expect(budget.income[1].entry.importID == nil)
        let refund = try #require(budget.categories[0].expenses.first)
        #expect(refund.amount == Money(minorUnits: -2399))
        #expect(refund.importID == "ofx:20261012-0042")
        // `since` defaults to the earliest entry, income included.
        #expect(budget.since == YearMonth(year: 2026, month: 10))
    }

    @Test func incomeAloneSetsTheFirstTrackedMonth() throws {
        let yaml = "kind: budget\nperiod: 2026-11\nincome:\n  - name: Salary\n    amount: 10\n    date: 2026-09-30\ncategories:\n  - name: Food\n    budget: 1\n"
        #expect(try BudgetParsing.parse(yaml).get().budget.since == YearMonth(year: 2026, month: 9))
    }

    @Test func mistakesInIncomeAreLocated() {
        let yaml = """
        kind: budget
        period: 2026-11
        income:
          - name: Salary
            amount: -5
            date: 2026-10-31
            remind: true
          - amount: 0
            date: 2026-13-01
            until: 2027-01-01
          - name: " "
            amount: 1
            date: 2026-10-01
            import-id: [1, 2]
          - Salary
        categories:
          - name: Food
            budget: 1
        """
        #expect(BudgetParsing.errors(yaml) == [
            "5:13: amount must be more than zero, got \"-5\"; money going out is an expense in a category",
            "7:5: unknown key 'remind'; known keys here: name, amount, date, occurrence, until, notes, import-id",
            "8:5: missing `name:` (what the money is, such as Salary)",
            "8:13: amount must be more than zero, got \"0\"",
            "9:11: date must have a month from 01 to 12, got \"2026-13-01\"",
            "10:12: until \"2027-01-01\" is only for a recurring income; add `occurrence: daily`, `weekly`, `fortnightly`, `four-weekly`, `monthly` or `yearly`, or remove `until:`",
            "11:11: name must not be empty",
            "14:16: import-id must be a single value, not a list or mapping",
            "15:5: each income must be a set of `key: value` lines",
        ])
    }

    @Test func incomeMustBeAList() {
        let yaml = "kind: budget\nincome: 2450\ncategories:\n  - name: Food\n    budget: 1\n"
        #expect(BudgetParsing.errors(yaml) == ["2:9: income must be a list (lines starting with `- `)"])
    }

    @Test func billsReadTheirTermsWithDefaults() throws {
        let yaml = """
        kind: budget
        period: 2026-11
        categories:
          - name: Housing
            budget: 1000
            expenses:
              - amount: 950.00
                date: 2026-01-01
                occurrence: monthly
                planned: true
                tolerance: 2.5%
                window: 3
                remind: true
              - amount: 15
                date: 2026-11-20
                planned: true
        """
        let expenses = try BudgetParsing.parse(yaml).get().budget.categories[0].expenses
        #expect(expenses[0].bill == BillTerms(tolerance: ExactDecimal(mantissa: 25, scale: 1), window: 3))
        #expect(expenses[1].bill == BillTerms(tolerance: ExactDecimal(mantissa: 10, scale: 0), window: 5))
    }

    @Test func billMistakesAreLocated() {
        let yaml = """
        kind: budget
        period: 2026-11
        categories:
          - name: Housing
            budget: 1000
            expenses:
              - amount: 950.00
                date: 2026-01-01
                tolerance: 10%
                window: 5
              - amount: -5
                date: 2026-01-01
                planned: true
                tolerance: 150%
                window: a week
        """
        #expect(BudgetParsing.errors(yaml) == [
            "9:20: tolerance \"10%\" is only for a bill; add `planned: true`, or remove `tolerance:`",
            "10:17: window \"5\" is only for a bill; add `planned: true`, or remove `window:`",
            "11:17: amount of a bill (planned: true) must be more than zero, got \"-5\"; a refund is not planned",
            "14:20: tolerance must be a percentage of the bill from 0% to 100%, such as 10%, got \"150%\"",
            "15:17: window must be a whole number of days from 0 to 31, such as 5, got \"a week\"",
        ])
    }
}

@Suite struct BudgetYearlyUntrackedTests {
    @Test func aYearlyExpenseThatSkipsEveryTrackedMonthSaysWhenItNextFalls() throws {
        let yaml = "kind: budget\nsince: 2026-10\nperiod: 2026-11\ncategories:\n  - name: A\n    budget: 1\n    expenses:\n      - amount: 30\n        date: 2026-01-15\n        occurrence: yearly\n"
        let warnings = try BudgetParsing.parse(yaml).get().warnings.map(\.message)
        #expect(warnings == ["this yearly expense falls in none of the tracked months (2026-10 to 2026-11), so no page counts it; it next falls on 2027-01-15"])
    }
}

@Suite struct BudgetUntrackedIncomeTests {
    @Test func incomeNoTrackedMonthCountsIsWarnedAboutAtItsDate() throws {
        let yaml = "kind: budget\nsince: 2026-10\nperiod: 2026-11\nincome:\n  - name: Salary\n    amount: 10\n    date: 2026-09-30\n    occurrence: monthly\n    until: 2026-09-30\n  - name: Gift\n    amount: 5\n    date: 2026-12-01\ncategories:\n  - name: A\n    budget: 1\n"
        let warnings = try BudgetParsing.parse(yaml).get().warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(warnings == [
            "7:11: this monthly income ends on 2026-09-30, before since (2026-10), the first month this budget tracks, so no page counts it; write since: 2026-09 to track from its month",
            "12:11: date 2026-12-01 is after period (2026-11), the last month this budget tracks, so no page counts it; write period: 2026-12 to report on its month",
        ])
    }
}
