import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// Every line of the file survives, in order, and the entry lands where a person would put it.
@Suite struct AddInsertionTests {
    @Test func anExpenseGoesAfterTheLastItemAndTheCommentsThatBelongToIt() throws {
        let file = try ScratchScenario(AddFixtures.commentedBudget)
        let added = try ScenarioAdder.addExpense(ExpenseEntry(category: "groceries", amount: "12.5", notes: "Lunch"),
                                                 to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        # Top of the file
        kind: budget   # the kind
        title: Test budget
        period: 2026-03
        categories:   # the list
          # before the first category
          - name: Groceries   # the name
            budget: 300
            # before expenses
            expenses:
              # before the first expense
              - amount: 10.00   # trailing
                date: 2026-03-01
                # inside the last expense, after its keys

              # after the last expense, at its dash
              - amount: 12.50
                date: 2026-03-20
                notes: Lunch
            # after expenses, at the category's keys
          # between categories
          - name: Rent
            budget: 900
            expenses: []   # none yet
        # end of the file

        """)
        #expect(added.file.line == 17)
        #expect(added.expense.amount == Money(minorUnits: 1250))
        #expect(added.after.budget.categories[0].expenses.count == 2)
    }

    @Test func anEmptyFlowListInTheLastCategoryBecomesABlockList() throws {
        let file = try ScratchScenario(AddFixtures.commentedBudget)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "900", date: "2026-03-01", occurrence: "monthly", remind: true),
                                         to: file.path, context: AddFixtures.context)
        #expect(file.text.hasSuffix("""
          - name: Rent
            budget: 900
            expenses:   # none yet
              - amount: 900.00
                date: 2026-03-01
                occurrence: monthly
                remind: true
        # end of the file

        """))
        let original = AddFixtures.commentedBudget.split(separator: "\n", omittingEmptySubsequences: false)
        let now = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(now.count == original.count + 4)
        #expect(Array(now.prefix(20)) == Array(original.prefix(20)))
    }

    /// The repeats of issue 27 and a refund, as `tally add expense --occurrence … --amount -…` writes them.
    @Test func theLongerRepeatsAndARefundAreWrittenAsTyped() throws {
        for (typed, written) in [("fortnightly", "fortnightly"), ("Four-Weekly", "four-weekly"), ("yearly", "yearly")] {
            let file = try ScratchScenario(AddFixtures.commentedBudget)
            let added = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "-12.5", date: "2024-02-29", occurrence: typed),
                                                     to: file.path, context: AddFixtures.context)
            #expect(file.text.contains("      - amount: -12.50\n        date: 2024-02-29\n        occurrence: \(written)\n"), "\(file.text)")
            #expect(added.expense.occurrence.rawValue == written)
            #expect(added.expense.amount == Money(minorUnits: -1250))
        }
    }

    @Test func aNonEmptyFlowListGetsTheEntryInsideItsBrackets() throws {
        let file = try ScratchScenario("""
        kind: budget
        categories:
          - {name: Food, budget: 100, expenses: [{amount: 1.00, date: 2026-03-01}]}
          - name: Fun
            budget: 50
            expenses: [
              {amount: 2.00, date: 2026-03-02},   # first
            ]

        """)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "3", notes: "a, b"), to: file.path, context: AddFixtures.context)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Fun", amount: "4"), to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        kind: budget
        categories:
          - {name: Food, budget: 100, expenses: [{amount: 1.00, date: 2026-03-01}, {amount: 3.00, date: 2026-03-20, notes: "a, b"}]}
          - name: Fun
            budget: 50
            expenses: [
              {amount: 2.00, date: 2026-03-02}, {amount: 4.00, date: 2026-03-20},   # first
            ]

        """)
    }

    @Test func aCategoryWrittenInBracesGetsItsListInsideThem() throws {
        let file = try ScratchScenario("""
        {kind: budget, categories: [{name: Food, budget: 100}, {name: Rent, budget: 9, expenses: ~}, {name: Fun, budget: 1, expenses: []}, {name: Gym, budget: 1, expenses: }]}

        """)
        for category in ["Food", "Rent", "Fun", "Gym"] {
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: category, amount: "2"), to: file.path, context: AddFixtures.context)
        }
        let entry = "[{amount: 2.00, date: 2026-03-20}]"
        #expect(file.text == """
        {kind: budget, categories: [{name: Food, budget: 100, expenses: \(entry)}, {name: Rent, budget: 9, expenses: \(entry)}, {name: Fun, budget: 1, expenses: \(entry)}, {name: Gym, budget: 1, expenses: \(entry)}]}

        """)
    }

    @Test func crlfFilesKeepTheirLineEndings() throws {
        let crlf = AddFixtures.commentedBudget.replacingOccurrences(of: "\n", with: "\r\n")
        let file = try ScratchScenario(crlf)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Groceries", amount: "1"), to: file.path, context: AddFixtures.context)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "2"), to: file.path, context: AddFixtures.context)
        let bytes = [UInt8](file.bytes)
        let bareNewlines = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
        #expect(bareNewlines.isEmpty)
        #expect(file.text.contains("      # after the last expense, at its dash\r\n      - amount: 1.00\r\n        date: 2026-03-20\r\n    # after expenses"))
        #expect(file.text.contains("    expenses:   # none yet\r\n      - amount: 2.00\r\n        date: 2026-03-20\r\n# end of the file\r\n"))
    }

    @Test func theFilesOwnIndentationIsFollowed() throws {
        let file = try ScratchScenario("""
        kind: budget
        categories:
        -   name: Food
            budget: 100
            expenses:
            -   amount: 1.00
                date: 2026-03-01
        -   name: Fun
            budget: 50
        """)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "2"), to: file.path, context: AddFixtures.context)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Fun", amount: "3"), to: file.path, context: AddFixtures.context)
        // No line break at the end before, none after.
        #expect(file.text == """
        kind: budget
        categories:
        -   name: Food
            budget: 100
            expenses:
            -   amount: 1.00
                date: 2026-03-01
            -   amount: 2.00
                date: 2026-03-20
        -   name: Fun
            budget: 50
            expenses:
            -   amount: 3.00
                date: 2026-03-20
        """)
    }

    @Test func aCategoryGoesAtTheEndOfTheCategories() throws {
        let file = try ScratchScenario(AddFixtures.commentedBudget)
        let added = try ScenarioAdder.addCategory(CategoryEntry(name: "Pets", budget: "40", colour: "#2A9D8F", notes: "Cat: food & vet"),
                                                  to: file.path, context: AddFixtures.context)
        #expect(file.text.hasSuffix("""
            expenses: []   # none yet
          - name: Pets
            budget: 40.00
            colour: "#2A9D8F"
            notes: "Cat: food & vet"
        # end of the file

        """))
        #expect(added.category.colour == "#2a9d8f")
        #expect(added.category.notes == "Cat: food & vet")
    }

    @Test func aWeighInIsWrittenAsGivenAfterTheLastEntry() throws {
        let file = try ScratchScenario("""
        kind: bmi
        units: imperial
        height: 5ft 10in
        entries:
        - date: 2026-03-01   # first
          weight: 15st 2lb
        # at the dash's column, with nothing after it: kept with the last entry
        """, name: "sam.yaml")
        let added = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "14st 13lb", date: "2026-03-08"), to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        kind: bmi
        units: imperial
        height: 5ft 10in
        entries:
        - date: 2026-03-01   # first
          weight: 15st 2lb
        # at the dash's column, with nothing after it: kept with the last entry
        - date: 2026-03-08
          weight: 14st 13lb
        """)
        #expect(added.after.entries.count == 2)
    }

    @Test func anOverpaymentStartsTheListWhenThereIsNone() throws {
        let file = try ScratchScenario("""
        kind: loan
        principal: 200000
        rate: 4
        years: 25
        payment: ?
        start: 2027-01
        # the end

        """, name: "loan.yaml")
        let added = try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "5,000", date: "2029-06"), to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        kind: loan
        principal: 200000
        rate: 4
        years: 25
        payment: ?
        start: 2027-01
        # the end
        overpayments:
          - date: 2029-06
            amount: 5000.00

        """)
        #expect(added.after.overpayments == [Overpayment(month: YearMonth(year: 2029, month: 6) ?? added.overpayment.month, amount: Money(minorUnits: 500_000))])
    }

    /// `--then lower-payment` is written as the help documents it, and read back as a recast.
    @Test func anOverpaymentThatLowersThePaymentSaysSo() throws {
        let file = try ScratchScenario("kind: loan\nprincipal: 200000\nrate: 4\nyears: 25\npayment: ?\nstart: 2027-01\n", name: "loan.yaml")
        let added = try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "5000", date: "2029-06", then: "lower-payment"), to: file.path, context: AddFixtures.context)
        #expect(file.text.hasSuffix("overpayments:\n  - date: 2029-06\n    amount: 5000.00\n    then: lower-payment\n"))
        #expect(added.after.overpayments.first?.lowersPayment == true)
        #expect(throws: AddError.self) {
            try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "5000", date: "2029-07", then: "sooner"), to: file.path, context: AddFixtures.context)
        }
    }

    @Test func anEmptyOrNullListStartsBelowItsKey() throws {
        let file = try ScratchScenario("""
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
          - name: Fun
            budget: 50
            expenses: ~   # nothing yet

        """)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "1"), to: file.path, context: AddFixtures.context)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Fun", amount: "2"), to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - amount: 1.00
                date: 2026-03-20
          - name: Fun
            budget: 50
            expenses:   # nothing yet
              - amount: 2.00
                date: 2026-03-20

        """)
    }

    @Test func aCRLFLoanWithABlankToSolveTakesAnOverpayment() throws {
        let file = try ScratchScenario("kind: loan\r\nprincipal: 1000\r\nrate: 5\r\nyears: 1\r\npayment: ?\r\nstart: 2027-01\r\n", name: "loan.yaml")
        _ = try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "100", date: "2027-03"), to: file.path, context: AddFixtures.context)
        #expect(file.text == "kind: loan\r\nprincipal: 1000\r\nrate: 5\r\nyears: 1\r\npayment: ?\r\nstart: 2027-01\r\noverpayments:\r\n  - date: 2027-03\r\n    amount: 100.00\r\n")
    }

    @Test func notesThatYAMLWouldMisreadAreQuotedAndReadBackExactly() throws {
        let file = try ScratchScenario(AddFixtures.commentedBudget)
        let notes = ["- dash", "yes", "a: b", "tab\there", "#hash", "quote \" and \\ back", "Café ☕", "null", "[x]"]
        for note in notes {
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Groceries", amount: "1", notes: note), to: file.path, context: AddFixtures.context)
        }
        let scenario = try ScenarioParser.parse(text: file.text, path: file.path, context: AddFixtures.context)
        guard case .budget(let budget) = scenario else { Issue.record("not a budget"); return }
        #expect(budget.budget.categories[0].expenses.dropFirst().map(\.notes) == notes)
    }
}
