import Foundation
import Testing
@testable import TallyScenarios

/// A refused entry leaves the file byte for byte as it was, and says which option is wrong.
@Suite struct AddRefusalTests {
    private let budget = """
    kind: budget
    categories:
      - name: Groceries
        budget: 300
        expenses:
          - amount: 10.00
            date: 2026-03-01
      - name: Rent
        budget: 900

    """

    private func refusal(_ text: String? = nil, name: String = "budget.yaml",
                         _ add: (String) throws(AddError) -> Void) throws -> String {
        let file = try ScratchScenario(text ?? budget, name: name)
        let before = file.bytes
        var message = ""
        do {
            try add(file.path)
            Issue.record("the entry was added")
        } catch {
            message = error.description
        }
        #expect(file.bytes == before)
        return message
    }

    @Test func anUnknownCategoryGetsADidYouMean() throws {
        let message = try refusal { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Grocerie", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(message.hasPrefix("error: --category "))
        #expect(message.contains("did you mean 'Groceries'?"))
    }

    @Test func aDateThatDoesNotExistIsRefused() throws {
        let message = try refusal { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5", date: "2026-02-29"), to: path, context: AddFixtures.context)
        }
        #expect(message == "error: --date is not a date that exists: February 2026 has 28 days, got \"2026-02-29\"")
        let weighIn = try refusal("kind: bmi\nheight: 170cm\nentries: []\n", name: "bmi.yaml") { path throws(AddError) in
            _ = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "70kg", date: "2026-04-31"), to: path, context: AddFixtures.context)
        }
        #expect(weighIn.contains("--date is not a date that exists: April 2026 has 30 days"))
    }

    /// Issue 23: year 0 was told "January 0 has 31 days", and single-digit parts "March 2026
    /// has 31 days": each now says what is wrong.
    @Test func aDateSaysWhichPartIsWrong() throws {
        let expected = [
            "0000-01-01": "error: --date must have a year from 1 to 9999, got \"0000-01-01\"",
            "2026-3-1": "error: --date must be a date written YYYY-MM-DD, with two digits for the month and the day, such as 2026-03-02, got \"2026-3-1\"",
            "2026-13-01": "error: --date must have a month from 01 to 12, got \"2026-13-01\"",
            "2026-03-32": "error: --date is not a date that exists: March 2026 has 31 days, got \"2026-03-32\"",
            "2026-03": "error: --date must be a date written YYYY-MM-DD, such as 2026-03-02, got \"2026-03\"",
        ]
        for (date, said) in expected {
            let message = try refusal { path throws(AddError) in
                _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5", date: date), to: path, context: AddFixtures.context)
            }
            #expect(message == said)
        }
    }

    @Test func anAmountThatIsNotMoneyIsRefused() throws {
        for amount in ["twelve", "12,5", "--4", "-0", "0", "1.234"] {
            let message = try refusal { path throws(AddError) in
                _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: amount), to: path, context: AddFixtures.context)
            }
            #expect(message.hasPrefix("error: --amount "), "\(amount): \(message)")
        }
        let budgetMessage = try refusal { path throws(AddError) in
            _ = try ScenarioAdder.addCategory(CategoryEntry(name: "Pets", budget: "lots"), to: path, context: AddFixtures.context)
        }
        #expect(budgetMessage.hasPrefix("error: --budget must be an amount of money"))
    }

    @Test func aMistakeFoundOnlyWithTheEntryInPlaceNamesTheOption() throws {
        let loan = "kind: loan\nprincipal: 1000\nrate: 5\nyears: 1\npayment: ?\nstart: 2027-01\n"
        let message = try refusal(loan, name: "loan.yaml") { path throws(AddError) in
            _ = try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "100", date: "2026-05"), to: path, context: AddFixtures.context)
        }
        #expect(message.contains("error: --date: an overpayment in May 2026 comes before the first payment in January 2027"))
        #expect(message.hasSuffix("was left as it is"))
    }

    @Test func aDuplicateCategoryIsRefused() throws {
        let category = try refusal { path throws(AddError) in
            _ = try ScenarioAdder.addCategory(CategoryEntry(name: "rent", budget: "5"), to: path, context: AddFixtures.context)
        }
        #expect(category.contains("--name \"rent\" is already a category"))
    }

    @Test func aFileWithMistakesOrOfAnotherKindIsLeftAlone() throws {
        let broken = budget.replacingOccurrences(of: "budget: 900", with: "budget: lots")
        let message = try refusal(broken) { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(message.contains("budget.yaml:9:13: error: budget must be an amount of money"))
        #expect(message.contains("has a mistake already"))
        let wrongKind = try refusal("kind: bmi\nheight: 170cm\n", name: "bmi.yaml") { path throws(AddError) in
            _ = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5"), to: path, context: AddFixtures.context)
        }
        #expect(wrongKind.contains("is a bmi log scenario, not a budget"))
    }

    @Test func aWeightWithoutUnitsInALogWithoutUnitsIsRefused() throws {
        let message = try refusal("kind: bmi\nheight: 170cm\n", name: "bmi.yaml") { path throws(AddError) in
            _ = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "72"), to: path, context: AddFixtures.context)
        }
        #expect(message.hasPrefix("error: --weight needs a unit"))
    }
}
