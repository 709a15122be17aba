import TallyEngines
import Testing
@testable import TallyScenarios

/// Parses budget text with a fixed "today" and hands back the scenario or every diagnostic.
enum BudgetParsing {
    static let today = CalendarDate(year: 2026, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 20454)

    static func parse(_ yaml: String, order: CategoryOrder? = nil) -> Result<BudgetScenario, Diagnostics> {
        let context = ParseContext(settings: SiteSettings(), today: today, categoryOrder: order)
        do {
            let scenario = try ScenarioParser.parse(text: yaml, path: "b.yaml", context: context)
            guard case .budget(let budget) = scenario else {
                return .failure(Diagnostics([Diagnostic("not a budget", at: SourceLocation(path: "b.yaml", line: 1, column: 1))]))
            }
            return .success(budget)
        } catch {
            return .failure(error)
        }
    }

    /// `line:column: message` for every diagnostic, in file order.
    static func errors(_ yaml: String) -> [String] {
        switch parse(yaml) {
        case .success: return []
        case .failure(let diagnostics): return diagnostics.all.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }
}

@Suite struct BudgetParserValidTests {
    @Test func readsEveryFieldAndFillsDefaults() throws {
        let yaml = """
        kind: budget
        title: Household
        currency: GBP
        period: 2026-03
        sort: name
        categories:
          - name: Food
            budget: 400
            colour: "#e76f51"
            notes: Groceries
            expenses:
              - amount: 45.20
                date: 2026-03-02 09:30
                occurrence: weekly
                until: 2026-12-31
                notes: Big shop
                remind: true
          - name: Travel
            budget: 0
            colour: Teal
          - name: Fun
            budget: 1,200.50
        """
        let scenario = try BudgetParsing.parse(yaml).get()
        let budget = scenario.budget
        #expect(budget.title == "Household")
        #expect(budget.period == YearMonth(year: 2026, month: 3))
        #expect(budget.order == .name)
        #expect(budget.categories.map(\.name) == ["Food", "Travel", "Fun"])
        // The third automatic colour, the bluish green, is too close to teal, so Fun gets the fourth.
        #expect(budget.categories.map(\.colour) == ["#e76f51", "#0d9488", Colour.categorical(at: 3).hex])
        #expect(budget.categories[2].schedule == BudgetSchedule(amount: Money(minorUnits: 120_050)))
        #expect(budget.since == YearMonth(year: 2026, month: 3))
        let expense = try #require(budget.categories[0].expenses.first)
        #expect(expense.amount == Money(minorUnits: 4520))
        #expect(expense.date == CalendarDate(year: 2026, month: 3, day: 2))
        #expect(expense.time == TimeOfDay(hour: 9, minute: 30))
        #expect(expense.occurrence == .weekly)
        #expect(expense.until == CalendarDate(year: 2026, month: 12, day: 31))
        #expect(expense.notes == "Big shop")
        #expect(expense.remind)
        // The worked example of the help page: five Mondays in March.
        let spending = BudgetSpending(budget: budget)
        #expect(spending.categories[0].spent == Money(minorUnits: 22_600))
    }

    @Test func periodDefaultsToTodaysMonthAndSortToUsage() throws {
        let scenario = try BudgetParsing.parse("kind: budget\ncategories:\n  - name: A\n    budget: 1\n").get()
        #expect(scenario.budget.period == BudgetParsing.today.yearMonth)
        #expect(scenario.budget.order == .usage)
        #expect(scenario.budget.categories[0].colour == Colour.categorical(at: 0).hex)
    }

    @Test func commandLineOrderOverridesTheFile() throws {
        let yaml = "kind: budget\nsort: usage\ncategories:\n  - name: A\n    budget: 1\n"
        #expect(try BudgetParsing.parse(yaml, order: .name).get().budget.order == .name)
        #expect(try BudgetParsing.parse(yaml).get().budget.order == .usage)
        // An override does not hide a mistake in the file.
        let wrong = "kind: budget\nsort: size\ncategories:\n  - name: A\n    budget: 1\n"
        guard case .failure = BudgetParsing.parse(wrong, order: .name) else {
            Issue.record("a bad sort: should still be reported")
            return
        }
    }

    @Test func timeMayFollowTheDateWithATOrSpace() throws {
        let yaml = "kind: budget\ncategories:\n  - name: A\n    budget: 1\n    expenses:\n      - amount: 1\n        date: 2026-03-02T23:59\n      - amount: 1\n        date: 2026-03-03\n"
        let expenses = try BudgetParsing.parse(yaml).get().budget.categories[0].expenses
        #expect(expenses[0].time == TimeOfDay(hour: 23, minute: 59))
        #expect(expenses[1].time == nil)
        #expect(expenses[1].occurrence == .oneOff)
        #expect(!expenses[1].remind)
    }
}

/// Each mistake, located at the value it is about.
@Suite struct BudgetParserErrorTests {
    /// A budget whose single expense has `line` as its last key (line 8, value from column 15 for `date: `).
    static func expense(_ lines: String) -> String {
        """
        kind: budget
        period: 2026-03
        categories:
          - name: Food
            budget: 400
            expenses:
              - amount: 10
        \(lines)
        """
    }

    @Test func aNegativeAmountIsARefundAndZeroIsStillASlip() throws {
        let refunds = "kind: budget\ncategories:\n  - name: Food\n    budget: 400\n    expenses:\n      - amount: -23.99\n        date: 2026-03-02\n      - amount: £-5\n        date: 2026-03-03\n      - amount: -£1.50\n        date: 2026-03-04\n"
        let expenses = try BudgetParsing.parse(refunds).get().budget.categories[0].expenses
        #expect(expenses.map(\.amount) == [Money(minorUnits: -2399), Money(minorUnits: -500), Money(minorUnits: -150)])
        #expect(expenses.filter(\.isRefund).count == 3)
        let wrong = "kind: budget\ncategories:\n  - name: Food\n    budget: 400\n    expenses:\n      - amount: -0\n        date: 2026-03-02\n      - amount: --5\n        date: 2026-03-02\n      - amount: -5.123\n        date: 2026-03-02\n"
        let errors = BudgetParsing.errors(wrong)
        #expect(errors == [
            "6:17: amount must not be zero, got \"-0\"",
            "8:17: amount must be an amount of money such as 45.20, or -23.99 for a refund, got \"--5\"",
            "10:17: amount has at most 2 decimal places in GBP, got \"-5.123\"",
        ])
    }

    @Test func nonNumericAmountAndBudget() {
        let yaml = "kind: budget\ncategories:\n  - name: Food\n    budget: lots\n    expenses:\n      - amount: ten\n        date: 2026-03-02\n"
        #expect(BudgetParsing.errors(yaml) == [
            "4:13: budget must be an amount of money such as 1250 or 1250.50, got \"lots\"",
            "6:17: amount must be an amount of money such as 1250 or 1250.50, got \"ten\"",
        ])
    }

    @Test func zeroAndAbsurdAmounts() {
        let yaml = "kind: budget\ncategories:\n  - name: Food\n    budget: 1000000000.01\n    expenses:\n      - amount: 0\n        date: 2026-03-02\n"
        #expect(BudgetParsing.errors(yaml) == [
            "4:13: budget must be at most £1,000,000,000.00, got \"1000000000.01\"",
            "6:17: amount must not be zero, got \"0\"",
        ])
    }

    @Test func theLimitIsInMinorUnitsSoItDependsOnTheCurrency() {
        let yen = "kind: budget\ncurrency: JPY\ncategories:\n  - name: Food\n    budget: 100,000,000,000\n  - name: Fun\n    budget: 100,000,000,001\n"
        #expect(BudgetParsing.errors(yen) == [
            "7:13: budget must be at most ¥100,000,000,000, got \"100,000,000,001\"",
        ])
    }

    @Test func unknownOccurrenceSuggestsTheClosest() {
        let yaml = Self.expense("        date: 2026-03-02\n        occurrence: weekley")
        #expect(BudgetParsing.errors(yaml) == [
            "9:21: occurrence must be one of one-off, daily, weekly, fortnightly, four-weekly, monthly, yearly, got \"weekley\"; did you mean 'weekly'?",
        ])
    }

    /// An automatic colour never passes for one the budget chose: `orange` is all but the
    /// automatic vermillion (#d55e00), which the category in its place goes without.
    @Test func automaticColoursKeepClearOfChosenOnes() throws {
        var yaml = "kind: budget\ncategories:\n  - name: Food\n    budget: 400\n    colour: orange\n"
        for name in ["Bills", "Travel", "Fun", "Gifts", "Pets"] { yaml += "  - name: \(name)\n    budget: 10\n" }
        let colours = try BudgetParsing.parse(yaml).get().budget.categories.map(\.colour)
        #expect(!colours.contains("#d55e00"))
        // The rest keep their places in the automatic order, one along from where vermillion was.
        #expect(colours == ["#ea580c", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#332288"])
        let orange = try #require(Colour.named("orange"))
        for colour in colours.dropFirst().compactMap({ $0.flatMap(Colour.parse) }) {
            #expect(colour.perceptualDistance(to: orange) >= Colour.tooCloseToChosen)
        }
    }

    /// A suggestion is offered for a typo, not for another word: `quarterly` means something
    /// else, so only the repeats that exist are listed.
    @Test func aWordFarFromEveryChoiceGetsNoSuggestion() {
        let yaml = Self.expense("        date: 2026-03-02\n        occurrence: quarterly")
        #expect(BudgetParsing.errors(yaml) == [
            "9:21: occurrence must be one of one-off, daily, weekly, fortnightly, four-weekly, monthly, yearly, got \"quarterly\"",
        ])
        let names = Occurrence.allCases.map(\.rawValue)
        #expect(DidYouMean.suggestion(for: "quarterly", among: names) == nil)
        #expect(DidYouMean.suggestion(for: "montly", among: names) == "monthly")
        #expect(DidYouMean.suggestion(for: "fourweekly", among: names) == "four-weekly")
    }

    @Test func badColoursSayTheFormsAndTheClosestName() {
        let yaml = """
        kind: budget
        categories:
          - name: Food
            budget: 1
            colour: tael
          - name: Fun
            budget: 1
            colour: "#12345"
          - name: Home
            budget: 1
            colour: #e76f51
        """
        #expect(BudgetParsing.errors(yaml) == [
            "5:13: colour must be #rgb or #rrggbb (hex digits 0-9, a-f) or a palette name such as teal, got \"tael\"; did you mean 'teal'?",
            "8:13: colour must be #rgb or #rrggbb (hex digits 0-9, a-f) or a palette name such as teal, got \"#12345\"; a hex colour has 3 or 6 hex digits after the #",
            "11:12: colour is empty; in YAML a # starts a comment, so write hex colours in quotes, such as colour: \"#e76f51\"",
        ])
    }

    @Test func aColourNameFarFromEveryPaletteNameGetsNoSuggestion() {
        let yaml = "kind: budget\ncategories:\n  - name: Food\n    budget: 1\n    colour: banana\n"
        #expect(BudgetParsing.errors(yaml) == [
            "5:13: colour must be #rgb or #rrggbb (hex digits 0-9, a-f) or a palette name such as teal, got \"banana\"",
        ])
        #expect(BudgetValueParsers.colour("gren") == .failure(ValueError(
            "must be #rgb or #rrggbb (hex digits 0-9, a-f) or a palette name such as teal, got \"gren\"; did you mean 'green'?")))
    }

    @Test func dateThatDoesNotExist() {
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-02-30")) == [
            "8:15: date is not a date that exists: February 2026 has 28 days, got \"2026-02-30\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-02-30 09:00")) == [
            "8:15: date is not a date that exists: February 2026 has 28 days, got \"2026-02-30\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: March 2")) == [
            "8:15: date must be a date written YYYY-MM-DD, optionally with a time HH:MM, such as 2026-03-02 09:30, got \"March 2\"",
        ])
    }

    @Test func badTime() {
        for time in ["24:00", "9.30", "09:60", "09:3"] {
            #expect(BudgetParsing.errors(Self.expense("        date: 2026-03-02 \(time)")) == [
                "8:15: date has a time that is not a time of day: write HH:MM from 00:00 to 23:59, such as 09:30, got \"2026-03-02 \(time)\"",
            ])
        }
    }

    @Test func duplicateNamesIgnoringCaseAreReportedAtTheSecond() {
        let yaml = "kind: budget\ncategories:\n  - name: Food\n    budget: 1\n  - name: Travel\n    budget: 1\n  - name: FOOD\n    budget: 2\n"
        #expect(BudgetParsing.errors(yaml) == [
            "7:11: name \"FOOD\" is already used by the category \"Food\" on line 3; category names must differ, ignoring case",
        ])
    }

    @Test func untilBeforeTheDateOrOnAOneOff() {
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-03-02\n        occurrence: weekly\n        until: 2026-03-01")) == [
            "10:16: until must not be before the expense's date (2 Mar 2026), got \"2026-03-01\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-03-02\n        until: 2026-04-01")) == [
            "9:16: until \"2026-04-01\" is only for a recurring expense; add `occurrence: daily`, `weekly`, `fortnightly`, `four-weekly`, `monthly` or `yearly`, or remove `until:`",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-03-02\n        occurrence: daily\n        until: 2026-04-31")) == [
            "10:16: until is not a date that exists: April 2026 has 30 days, got \"2026-04-31\"",
        ])
    }

    @Test func datesACalendarCannotHoldAreRefusedWhereTheyAreWritten() {
        let tooLate = "must be on or before 9998-12-31 (calendar files cannot hold dates past the year 9999)"
        #expect(BudgetParsing.errors(Self.expense("        date: 9999-12-31")) == [
            "8:15: date \(tooLate), got \"9999-12-31\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 9999-01-01 09:30")) == [
            "8:15: date \(tooLate), got \"9999-01-01 09:30\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 2026-03-02\n        occurrence: weekly\n        until: 9999-01-01")) == [
            "10:16: until \(tooLate), got \"9999-01-01\"",
        ])
        #expect(BudgetParsing.errors(Self.expense("        date: 9998-12-31 23:59\n        occurrence: daily\n        until: 9998-12-31")) == [])
    }

    @Test func missingRequiredFieldsAreReportedAtTheirEntry() {
        let yaml = """
        kind: budget
        categories:
          - notes: no name or budget
            expenses:
              - notes: no amount or date
        """
        #expect(BudgetParsing.errors(yaml) == [
            "3:5: missing `name:` (what the category is called, such as Food)",
            "3:5: missing `budget:` (the allowance for one month, such as 400, or a list of `from:` and `amount:`)",
            "5:9: missing `amount:` (what it costs each time, such as 45.20, or -23.99 for a refund)",
            "5:9: missing `date:` (the day it falls on, such as 2026-03-02 or 2026-03-02 09:30)",
        ])
        #expect(BudgetParsing.errors("kind: budget\ntitle: x\n") == [
            "1:1: missing `categories:` (a list of categories, each with `name:` and `budget:`)",
        ])
        #expect(BudgetParsing.errors("kind: budget\ncategories: []\n") == [
            "2:13: categories must list at least one category, each with `name:` and `budget:`",
        ])
    }

    @Test func unknownKeysAtEveryLevel() {
        let yaml = """
        kind: budget
        peroid: 2026-03
        categories:
          - name: Food
            budjet: 1
            budget: 1
            expenses:
              - amount: 1
                date: 2026-03-02
                reminder: true
        """
        #expect(BudgetParsing.errors(yaml) == [
            "2:1: unknown key 'peroid'; did you mean 'period'?",
            "5:5: unknown key 'budjet'; did you mean 'budget'?",
            "10:9: unknown key 'reminder'; did you mean 'remind'?",
        ])
    }

    @Test func sortMustBeUsageOrName() {
        #expect(BudgetParsing.errors("kind: budget\nsort: nmae\ncategories:\n  - name: A\n    budget: 1\n") == [
            "2:7: sort must be usage or name, got \"nmae\"; did you mean 'name'?",
        ])
        #expect(BudgetParsing.errors("kind: budget\nsort: size\ncategories:\n  - name: A\n    budget: 1\n") == [
            "2:7: sort must be usage or name, got \"size\"",
        ])
    }

    @Test func everyMistakeIsReportedNotJustTheFirst() {
        let yaml = """
        kind: budget
        period: 2026-13
        categories:
          - name: Food
            budget: -1
            expenses:
              - amount: x
                date: 2026-02-29
                occurrence: quarterly
                remind: maybe
        """
        let errors = BudgetParsing.errors(yaml)
        #expect(errors.count == 6)
        #expect(errors.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == ["2:9", "5:13", "7:17", "8:15", "9:21", "10:17"])
    }

    @Test func tooManyExpensesIsRefusedBeforeAnySumCouldOverflow() {
        var yaml = "kind: budget\ncategories:\n  - name: A\n    budget: 1\n    expenses:\n"
        yaml.reserveCapacity(7_000_000)
        for _ in 0...BudgetLimits.maximumExpenses {
            yaml += "      - {amount: 1000000000, date: 2026-01-01, occurrence: daily}\n"
        }
        #expect(BudgetParsing.errors(yaml) == ["3:3: categories list 100001 expenses in all; a budget may have at most 100000"])
    }
}
