import ArgumentParser
import Foundation
import TallyEngines
import TallyReports
import TallyScenarios
import TallySite

extension Calculator: ExpressibleByArgument {}

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve one lump-sum, savings or loan problem given on the command line.",
        discussion: """
        Give every field but one; the one left out (or given as ?) is solved. Rates are annual \
        percentages compounded monthly; payments fall at the end of each month.

        Examples:
          tally solve loan --principal 350000 --rate 3.5 --years 25
          tally solve loan --price 400000 --down-payment 10% --rate 4.2 --years 30 --currency USD
          tally solve lump-sum --principal 1000 --future-value 3000 --years 5
          tally solve savings --payment 100 --rate 4 --future-value 5000 --years 5 --principal 0
          tally solve loan --principal 3000 --rate 7 --payment 350 --schedule --json
          tally solve loan --principal 200000 --rate 6 --years 30 --save scenarios/home.yaml
        """
    )

    @Argument(help: "lump-sum, savings or loan.")
    var calculator: Calculator

    @Option(help: "Amount invested, initial deposit, or amount borrowed.") var principal: String?
    @Option(help: "Annual interest rate in percent (3.5 or 3.5%).") var rate: String?
    @Option(help: "Monthly payment (loan) or contribution (savings).") var payment: String?
    @Option(name: .customLong("future-value"), help: "Target or final value (lump sum, savings).") var futureValue: String?
    @Option(help: "Purchase price (loan), with --down-payment.") var price: String?
    @Option(name: .customLong("down-payment"), help: "Down payment: an amount or a percentage such as 10%.") var downPayment: String?
    @Option(help: "Term in years.") var years: String?
    @Option(help: "Term in monthly payments.") var payments: String?
    @Option(name: .customLong("extra-monthly"), help: "Extra paid on top of every loan payment.") var extraMonthly: String?
    @Option(help: "Month of the first payment, YYYY-MM (default: next month).") var start: String?
    @Option(help: "ISO currency code (default: GBP).") var currency: String?
    @Option(help: "Title used with --save.") var title: String?
    @Flag(help: "Add the month-by-month schedule.") var schedule = false
    @Flag(help: "Print one JSON object instead of text.") var json = false
    @Option(help: "Also write the problem as a scenario file.") var save: String?
    @Flag(help: "Let --save replace an existing file.") var force = false

    func run() throws {
        if let save, FileManager.default.fileExists(atPath: save), !force {
            Terminal.error("error: \(save) already exists; use --force to replace it")
            throw ExitCode(1)
        }
        var values: [String: String] = [:]
        let given: [(String, String?)] = [
            ("principal", principal), ("rate", rate), ("payment", payment), ("future-value", futureValue),
            ("price", price), ("down-payment", downPayment), ("years", years), ("payments", payments),
            ("extra-monthly", extraMonthly), ("start", start),
        ]
        for (key, value) in given {
            guard let value else { continue }
            guard TimeValueInputReader.keys(for: calculator).contains(key) else {
                throw ValidationError("--\(key) does not apply to \(calculator.rawValue)")
            }
            values[key] = value
        }
        let today = BuildInstant.current().today
        let scenario: TimeValueScenario
        // A saved scenario is titled after its file unless --title says otherwise.
        let name = title ?? save.map { Slug.title(from: Slug.make(fromFileName: $0)) }
        switch CommandLineScenario.read(calculator: calculator, values: values, currencyCode: currency, title: name, today: today) {
        case .success(let value): scenario = value
        case .failure(let errors):
            errors.messages.forEach { Terminal.error("error: \($0)") }
            throw ExitCode(1)
        }
        let outcome = TimeValueOutcome(scenario)
        print(json ? SolveOutput.json(outcome, schedule: schedule) : SolveOutput.text(outcome, schedule: schedule), terminator: "")
        if let save {
            try ScenarioFile.write(ScenarioWriter.yaml(for: scenario), to: save, force: force)
            if !json { print("\nSaved as \(save)") }
        }
    }
}
