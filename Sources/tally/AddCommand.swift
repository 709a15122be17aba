import ArgumentParser
import Foundation
import TallyEngines
import TallyReports
import TallyScenarios
import TallySite

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an expense, a category, a weigh-in or an overpayment to a scenario file.",
        discussion: """
        The entry goes at the end of its list as new lines in the file's own indentation; every \
        other line is kept as written. The result is read back before the file is replaced and \
        must be the old file with exactly that entry added, where it was asked for; anything \
        else (a list shared through a YAML alias, say) leaves the file as it was. Run with only the file in a \
        terminal to be asked for each field (Enter takes the [default], Tab completes).

        Examples:
          tally add expense budget.yaml --category Food --amount 12.50 --notes Lunch
          tally add expense budget.yaml --category Gym --amount 30 --occurrence monthly
          tally add category budget.yaml --name Pets --budget 40 --colour "#2a9d8f"
          tally add weigh-in alex.yaml --weight 72.4kg --date 2026-06-15
          tally add overpayment mortgage.yaml --amount 5000 --date 2028-06
          tally add expense budget.yaml          (in a terminal: asks for each field)
        """,
        subcommands: [AddExpense.self, AddCategory.self, AddWeighIn.self, AddOverpayment.self]
    )
}

struct AddExpense: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expense",
        abstract: "Add an expense at the end of a category's expenses.",
        discussion: """
        Examples:
          tally add expense budget.yaml --category Food --amount 45.20
          tally add expense budget.yaml --category Bus --amount 2 --occurrence daily
          tally add expense budget.yaml --category Bills --amount 18 --remind
        """
    )

    @Argument(help: ArgumentHelp("The budget scenario file.", valueName: "budget.yaml")) var file: String
    @Option(help: "The category's name, as in the file.") var category: String?
    // Unconditional: `--amount -23.99`, a refund, would otherwise read -23.99 as an option and
    // say the value is missing.
    @Option(parsing: .unconditional, help: "What it cost, such as 12.50; a refund is negative, such as -23.99.") var amount: String?
    @Option(help: ArgumentHelp("YYYY-MM-DD or \"YYYY-MM-DD HH:MM\" (default: today).", valueName: "date")) var date: String?
    @Option(help: "one-off, daily, weekly, fortnightly, four-weekly, monthly or yearly (default: one-off).") var occurrence: String?
    @Option(help: ArgumentHelp("The last day a recurring expense repeats.", valueName: "date")) var until: String?
    @Option(help: "A note shown in the report.") var notes: String?
    @Flag(help: "Put a reminder in the budget's calendar file.") var remind = false

    func run() throws {
        let session = try AddSession(file: file)
        let noOptions = category == nil && amount == nil && date == nil && occurrence == nil && until == nil && notes == nil && !remind
        if noOptions {
            try session.ask(what: "expenses", one: "expense") { scenario, today, previous throws(AddError) in
                AddPrompts.expense(try session.budget(scenario, adding: "an expense"), today: today, previous: previous)
            } add: { answers throws(AddError) in
                let entry = ExpenseEntry(category: answers["category"] ?? "", amount: answers["amount"] ?? "", date: answers["date"],
                                         occurrence: answers["occurrence"], until: answers["until"], notes: answers["notes"],
                                         remind: answers["remind"] == "y")
                return AddOutput.text(try ScenarioAdder.addExpense(entry, to: file, context: session.context))
            }
            return
        }
        guard let category else { throw ValidationError("missing --category (run with only the file, in a terminal, to be asked)") }
        guard let amount else { throw ValidationError("missing --amount (run with only the file, in a terminal, to be asked)") }
        let entry = ExpenseEntry(category: category, amount: amount, date: date, occurrence: occurrence, until: until, notes: notes, remind: remind)
        try session.run { () throws(AddError) in AddOutput.text(try ScenarioAdder.addExpense(entry, to: file, context: session.context)) }
    }
}

struct AddCategory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "Add a category at the end of a budget's categories.",
        discussion: """
        Examples:
          tally add category budget.yaml --name Pets --budget 40
          tally add category budget.yaml --name "Car costs" --budget 120 --colour teal
        """
    )

    @Argument(help: ArgumentHelp("The budget scenario file.", valueName: "budget.yaml")) var file: String
    @Option(help: "The new category's name.") var name: String?
    @Option(help: "Its allowance for a month, such as 120.") var budget: String?
    @Option(help: ArgumentHelp("#rrggbb or a palette name such as teal (default: one by position).", valueName: "colour")) var colour: String?
    @Option(help: "A note shown in the report.") var notes: String?

    func run() throws {
        let session = try AddSession(file: file)
        if name == nil && budget == nil && colour == nil && notes == nil {
            try session.ask(what: "categories", one: "category") { scenario, _, _ throws(AddError) in
                AddPrompts.category(try session.budget(scenario, adding: "a category"))
            } add: { answers throws(AddError) in
                let entry = CategoryEntry(name: answers["name"] ?? "", budget: answers["budget"] ?? "", colour: answers["colour"], notes: answers["notes"])
                return AddOutput.text(try ScenarioAdder.addCategory(entry, to: file, context: session.context))
            }
            return
        }
        guard let name else { throw ValidationError("missing --name (run with only the file, in a terminal, to be asked)") }
        guard let budget else { throw ValidationError("missing --budget (run with only the file, in a terminal, to be asked)") }
        let entry = CategoryEntry(name: name, budget: budget, colour: colour, notes: notes)
        try session.run { () throws(AddError) in AddOutput.text(try ScenarioAdder.addCategory(entry, to: file, context: session.context)) }
    }
}

struct AddWeighIn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weigh-in",
        abstract: "Add a weigh-in at the end of a BMI log's entries.",
        discussion: """
        The weight is written as given: 72.4kg, 160lb, "11st 6lb", or a bare number in the log's units.

        Examples:
          tally add weigh-in alex.yaml --weight 72.4kg
          tally add weigh-in sam.yaml --weight "14st 8lb" --date 2026-06-01
        """
    )

    @Argument(help: ArgumentHelp("The BMI log file.", valueName: "log.yaml")) var file: String
    @Option(help: "The weight, such as 72.4kg or \"11st 6lb\".") var weight: String?
    @Option(help: ArgumentHelp("YYYY-MM-DD (default: today).", valueName: "date")) var date: String?

    func run() throws {
        let session = try AddSession(file: file)
        if weight == nil && date == nil {
            try session.ask(what: "weigh-ins", one: "weigh-in") { scenario, today, _ throws(AddError) in
                guard case .bmi(let log) = scenario else {
                    throw AddError.file(file, "is not a BMI log; a weigh-in goes in a `kind: bmi` file")
                }
                return AddPrompts.weighIn(log, today: today, hasUnits: try session.declaresUnits())
            } add: { answers throws(AddError) in
                let entry = WeighInEntry(weight: answers["weight"] ?? "", date: answers["date"])
                return AddOutput.text(try ScenarioAdder.addWeighIn(entry, to: file, context: session.context))
            }
            return
        }
        guard let weight else { throw ValidationError("missing --weight (run with only the file, in a terminal, to be asked)") }
        let entry = WeighInEntry(weight: weight, date: date)
        try session.run { () throws(AddError) in AddOutput.text(try ScenarioAdder.addWeighIn(entry, to: file, context: session.context)) }
    }
}

struct AddOverpayment: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overpayment",
        abstract: "Add a one-off overpayment to a loan.",
        discussion: """
        Examples:
          tally add overpayment mortgage.yaml --amount 5000 --date 2028-06
          tally add overpayment m.yaml --amount 900 --date 2029-01 --then lower-payment
        """
    )

    @Argument(help: ArgumentHelp("The loan scenario file.", valueName: "loan.yaml")) var file: String
    // Unconditional, as an expense's: a negative amount gets its own message, not "missing".
    @Option(parsing: .unconditional, help: "The amount paid off, such as 5000.") var amount: String?
    @Option(help: ArgumentHelp("The month it is paid, YYYY-MM.", valueName: "month")) var date: String?
    @Option(help: ArgumentHelp("What the loan does after it: shorter-term (the default: it ends sooner) or lower-payment (the payment is worked out again over the payments left).", valueName: "what")) var then: String?

    func run() throws {
        let session = try AddSession(file: file)
        if amount == nil && date == nil && then == nil {
            try session.ask(what: "overpayments", one: "overpayment") { scenario, today, _ throws(AddError) in
                guard case .timeValue(let loan) = scenario, loan.calculator == .loan else {
                    throw AddError.file(file, "is not a loan; overpayments go in a `kind: loan` file")
                }
                return AddPrompts.overpayment(loan, today: today)
            } add: { answers throws(AddError) in
                let entry = OverpaymentEntry(amount: answers["amount"] ?? "", date: answers["date"] ?? "")
                return AddOutput.text(try ScenarioAdder.addOverpayment(entry, to: file, context: session.context))
            }
            return
        }
        guard let amount else { throw ValidationError("missing --amount (run with only the file, in a terminal, to be asked)") }
        guard let date else { throw ValidationError("missing --date (the month, YYYY-MM)") }
        let entry = OverpaymentEntry(amount: amount, date: date, then: then)
        try session.run { () throws(AddError) in AddOutput.text(try ScenarioAdder.addOverpayment(entry, to: file, context: session.context)) }
    }
}
