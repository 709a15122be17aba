import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// Issue 23: an entry lands at the end of the list it was asked for, or nowhere. Each file here
/// once took an entry in the wrong place while `tally add` said it had worked.
@Suite struct AddPlacementTests {
    private func addExpense(_ text: String, to category: String, notes: String? = nil) throws -> String {
        let file = try ScratchScenario(text)
        _ = try ScenarioAdder.addExpense(ExpenseEntry(category: category, amount: "5", notes: notes), to: file.path, context: AddFixtures.context)
        return file.text
    }

    /// The refusal's text, with the file checked to be byte for byte as it was.
    private func refusal(_ text: String, _ add: (String) throws(AddError) -> Void) throws -> String {
        let file = try ScratchScenario(text)
        let before = file.bytes
        do {
            try add(file.path)
            Issue.record("the entry was added:\n\(file.text)")
        } catch {
            #expect(file.bytes == before)
            return error.description
        }
        return ""
    }

    // MARK: - A quoted note running onto a line indented less than its `- `

    @Test(arguments: ["\"", "'"])
    func anExpenseGoesAfterAQuotedNoteThatRunsOntoALessIndentedLine(quote: String) throws {
        let text = """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - amount: 1.00
                date: 2026-03-01
                notes: \(quote)first line
        second line\(quote)
          - name: Rent
            budget: 900

        """
        #expect(try addExpense(text, to: "Food") == """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - amount: 1.00
                date: 2026-03-01
                notes: \(quote)first line
        second line\(quote)
              - amount: 5.00
                date: 2026-03-20
          - name: Rent
            budget: 900

        """)
    }

    @Test func aCategoryGoesAfterAQuotedNoteThatRunsOntoColumnOne() throws {
        let file = try ScratchScenario("""
        kind: budget
        categories:
          - name: Food
            budget: 100
            notes: "weekly shop,
        and the market"
        # the end

        """)
        _ = try ScenarioAdder.addCategory(CategoryEntry(name: "Pets", budget: "40"), to: file.path, context: AddFixtures.context)
        #expect(file.text == """
        kind: budget
        categories:
          - name: Food
            budget: 100
            notes: "weekly shop,
        and the market"
          - name: Pets
            budget: 40.00
        # the end

        """)
    }

    // MARK: - An apostrophe in a plain value inside `[...]`

    @Test func anApostropheInAPlainNoteIsNoQuote() throws {
        let text = """
        kind: budget
        categories:
          - {name: Food, budget: 100, expenses: [{amount: 1.00, date: 2026-03-01, notes: Mum's birthday cake}]}
          - {name: Rent, budget: 900, expenses: [{amount: 900.00, date: 2026-03-01, notes: landlord's standing order}]}

        """
        #expect(try addExpense(text, to: "Food") == """
        kind: budget
        categories:
          - {name: Food, budget: 100, expenses: [{amount: 1.00, date: 2026-03-01, notes: Mum's birthday cake}, {amount: 5.00, date: 2026-03-20}]}
          - {name: Rent, budget: 900, expenses: [{amount: 900.00, date: 2026-03-01, notes: landlord's standing order}]}

        """)
    }

    // MARK: - Line breaks libyaml counts: CR, NEL (U+0085), LS (U+2028)

    @Test(arguments: ["\r", "\u{85}", "\u{2028}"])
    func aLineBreakInsideAQuotedNoteDoesNotMoveTheEntry(lineBreak: String) throws {
        let text = """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - amount: 1.00
                date: 2026-03-01
                notes: "one\(lineBreak)two"
              - amount: 2.00
                date: 2026-03-02
          - name: Rent
            budget: 900
            expenses:
              - amount: 900.00
                date: 2026-03-01

        """
        #expect(try addExpense(text, to: "Food") == text.replacingOccurrences(of: "date: 2026-03-02\n", with: """
        date: 2026-03-02
              - amount: 5.00
                date: 2026-03-20

        """))
    }

    /// Four lone CRs made libyaml's line for Food's last entry four lines later than the
    /// writer's, on Rent's entry, which took Food's expense while `tally add` said Food had it.
    @Test func lineBreaksInANoteDoNotSendTheEntryToTheNextCategory() throws {
        let text = """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - {amount: 1.00, date: 2026-03-01, notes: "a\rb\rc\rd\re"}
              - {amount: 2.00, date: 2026-03-02}
          - name: Rent
            budget: 900
            expenses:
              - {amount: 900.00, date: 2026-03-01}

        """
        #expect(try addExpense(text, to: "Food") == text.replacingOccurrences(of: "2026-03-02}\n", with: "2026-03-02}\n      - amount: 5.00\n        date: 2026-03-20\n"))
    }

    @Test func aFileWithCarriageReturnLineEndingsIsAddedToInItsOwnLineEndings() throws {
        let text = "kind: budget\rcategories:\r  - name: Food\r    budget: 100\r    expenses:\r      - amount: 1.00\r        date: 2026-03-01\r  - name: Rent\r    budget: 900\r"
        #expect(try addExpense(text, to: "Food") == text.replacingOccurrences(of: "2026-03-01\r", with: "2026-03-01\r      - amount: 5.00\r        date: 2026-03-20\r"))
    }

    @Test func aCommentEndsWhereLibYAMLEndsIt() throws {
        // libyaml ends a comment at U+2028, so `- amount: 2.00` is the list's last entry.
        let text = "kind: budget\ncategories:\n  - name: Food\n    budget: 100\n    expenses:\n      - amount: 1.00\n        date: 2026-03-01   # then\u{2028}      - amount: 2.00\n        date: 2026-03-02\n  - name: Rent\n    budget: 900\n"
        let file = try ScratchScenario(text)
        let added = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "5"), to: file.path, context: AddFixtures.context)
        #expect(added.after.budget.categories.map(\.expenses.count) == [3, 0])
        #expect(file.text == text.replacingOccurrences(of: "2026-03-02\n", with: "2026-03-02\n      - amount: 5.00\n        date: 2026-03-20\n"))
        #expect(added.file.line == 10, "libyaml's line 10: the comment's U+2028 ends line 7")
    }

    // MARK: - Aliases

    @Test func aListThatIsAnAliasOrIsAliasedIsRefused() throws {
        let text = """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses: &e
              - amount: 1.00
                date: 2026-03-01
          - name: Rent
            budget: 900
            expenses: *e

        """
        let rent = try refusal(text) { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(rent.contains(":10:15: error: "), "\(rent)")
        #expect(rent.contains("*e"), "\(rent)")
        #expect(rent.contains("left as it is"))
        let food = try refusal(text) { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(food.contains(":5:15: error: "), "\(food)")
        #expect(food.contains("*e"), "\(food)")
    }

    @Test func aListEndingWithAnAliasIsRefused() throws {
        let text = """
        kind: budget
        categories:
          - name: Food
            budget: 100
            expenses:
              - &shop {amount: 5.00, date: 2026-03-02}
          - name: Rent
            budget: 900
            expenses:
              - amount: 900.00
                date: 2026-03-01
              - *shop

        """
        let message = try refusal(text) { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(message.contains(":12:9: error: "), "\(message)")
        #expect(message.contains("*shop"), "\(message)")
    }

    // MARK: - The re-read before saving

    /// A block scalar at the very end of a file without a last line break reads without one;
    /// any line added after it would give it one. The re-read sees the note change and refuses.
    @Test func anAddThatWouldChangeAnotherValueIsRefused() throws {
        let text = "kind: budget\ncategories:\n  - name: Food\n    budget: 100\n    expenses:\n      - amount: 1.00\n        date: 2026-03-01\n        notes: |\n          no line break after this"
        let message = try refusal(text) { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Food", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(message.contains(":6:7: error: Tally could not write the entry at the end of this expenses list without changing how the rest of the file reads"), "\(message)")
    }
}
