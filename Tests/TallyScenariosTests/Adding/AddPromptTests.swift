import Testing
import TallyEngines
@testable import TallyScenarios

/// Answers from a script, recording what was asked and said.
struct ScriptedInput: PromptInput {
    var answers: [String]
    var prompts: [String] = []
    var said: [String] = []

    mutating func read(prompt: String, completions: [String]) -> String? {
        prompts.append(prompt)
        return answers.isEmpty ? nil : answers.removeFirst()
    }

    mutating func say(_ text: String) { said.append(text) }
}

@Suite struct AddPromptTests {
    private func budget() throws -> BudgetScenario {
        let scenario = try ScenarioParser.parse(text: AddFixtures.commentedBudget, path: "budget.yaml", context: AddFixtures.context)
        guard case .budget(let budget) = scenario else { throw AddError(lines: ["not a budget"]) }
        return budget
    }

    @Test func enterTakesTodayAndTheLastCategoryUsed() throws {
        var input = ScriptedInput(answers: ["", "12.5", "", "", "Lunch"])
        let answers = PromptSession.ask(AddPrompts.expense(try budget(), today: AddFixtures.today), input: &input)
        #expect(answers == ["category": "Groceries", "amount": "12.5", "date": "2026-03-20", "occurrence": "one-off", "notes": "Lunch"])
        #expect(input.prompts == ["Category [Groceries]: ", "Amount (£): ", "Date [2026-03-20]: ", "Occurrence [one-off]: ", "Notes: "])
    }

    @Test func aRefusedAnswerIsExplainedAndAskedAgain() throws {
        var input = ScriptedInput(answers: ["Grocerys", "re", "abc", "4.50", "2026-02-30", "2026-03-05", "wee", "2026-03-01", "", "", "maybe", "y"])
        let answers = PromptSession.ask(AddPrompts.expense(try budget(), today: AddFixtures.today), input: &input)
        #expect(answers?["category"] == "Rent")
        #expect(answers?["amount"] == "4.50")
        #expect(answers?["occurrence"] == "weekly")
        #expect(answers?["until"] == nil)
        #expect(answers?["remind"] == "y")
        try #require(input.said.count == 5)
        #expect(input.said[0].contains("did you mean 'Groceries'?"))
        #expect(input.said[2].contains("February 2026 has 28 days"))
        #expect(input.said[3].contains("until must not be before"))
    }

    @Test func aDotOrTheEndOfInputStops() throws {
        var dot = ScriptedInput(answers: ["Rent", "."])
        #expect(PromptSession.ask(AddPrompts.expense(try budget(), today: AddFixtures.today), input: &dot) == nil)
        var end = ScriptedInput(answers: ["Rent"])
        #expect(PromptSession.ask(AddPrompts.expense(try budget(), today: AddFixtures.today), input: &end) == nil)
    }

    @Test func tabCompletesCategoryNames() {
        let names = ["Groceries", "Gifts", "Green energy", "Rent"]
        #expect(CategoryNames.complete("gro", among: names) == "Groceries")
        #expect(CategoryNames.complete("gr", among: names) == "gr")
        #expect(CategoryNames.complete("x", among: names) == "x")
        #expect(CategoryNames.complete("", among: ["Food", "Fun"]) == "F")
        #expect(CategoryNames.matches("g", among: names) == ["Groceries", "Gifts", "Green energy"])
        #expect(CategoryNames.resolve("gre", among: names, allowingPrefix: true) == .success("Green energy"))
        #expect(CategoryNames.resolve("gre", among: names) != .success("Green energy"))
    }

    @Test func weighInAndOverpaymentDefaults() throws {
        let log = try ScenarioParser.parse(text: "kind: bmi\nunits: metric\nheight: 170cm\nentries:\n  - date: 2026-03-20\n    weight: 70\n",
                                           path: "bmi.yaml", context: AddFixtures.context)
        guard case .bmi(let bmi) = log else { Issue.record("not a log"); return }
        // Today already has a weigh-in: a second one that day is taken as it comes.
        var input = ScriptedInput(answers: ["", "71.5"])
        #expect(PromptSession.ask(AddPrompts.weighIn(bmi, today: AddFixtures.today, hasUnits: true), input: &input) == ["date": AddFixtures.today.description, "weight": "71.5"])

        let loan = try ScenarioParser.parse(text: "kind: loan\nprincipal: 1000\nrate: 5\nyears: 5\npayment: ?\nstart: 2027-01\n",
                                            path: "loan.yaml", context: AddFixtures.context)
        guard case .timeValue(let value) = loan else { Issue.record("not a loan"); return }
        let fields = AddPrompts.overpayment(value, today: AddFixtures.today)
        #expect(fields.map(\.prompt) == ["Amount (£): ", "Month [2027-01]: "])
    }
}

@Suite struct AddPromptBatchTests {
    @Test func theNextExpenseOffersTheCategoryAndDayJustUsed() throws {
        let scenario = try ScenarioParser.parse(text: AddFixtures.commentedBudget, path: "budget.yaml", context: AddFixtures.context)
        guard case .budget(let budget) = scenario else { Issue.record("not a budget"); return }
        let fields = AddPrompts.expense(budget, today: AddFixtures.today, previous: ["category": "Rent", "date": "2026-03-02 19:30"])
        #expect(fields.prefix(3).map(\.prompt) == ["Category [Rent]: ", "Amount (£): ", "Date [2026-03-02]: "])
    }
}
