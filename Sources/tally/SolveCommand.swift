import ArgumentParser
import Foundation
import TallyEngines
import TallyReports
import TallyScenarios
import TallySite

extension Calculator: ExpressibleByArgument {}

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one lump-sum, savings or loan problem given on the command line.",
        discussion: """
        Give every field but one; the one left out (or given as ?) is solved. Rates are annual \
        percentages compounded monthly; payments fall at the end of each month.

        Examples:
          tally solve loan --principal 350000 --rate 3.5 --years 25
          tally solve loan --price 400000 --down-payment 10% --rate 4.2 --years 30
          tally solve lump-sum --principal 1000 --future-value 3000 --years 5
          tally solve savings --payment 100 --rate 4 --future-value 5000 --principal 0
          tally solve loan --principal 3000 --rate 7 --payment 350 --schedule --json
          tally solve loan --principal 200000 --rate 6 --years 30 --save home.yaml

        Housing costs (--property-tax, --insurance, --hoa) are added to the payment; \
        --pmi too, for a loan in US dollars. --tax-growth and --insurance-growth change tax \
        and insurance each loan year. The address (--property-type, --street, --city, \
        --state and --zip) is optional, and makes USD the default currency; --save needs it \
        with --property-tax, --insurance or --hoa. A mortgage with its address is a long \
        line to type: `tally new mortgage NAME` writes the same as a file to fill in.

        In a project folder, the currency and locale of its tally.yaml are the defaults, as \
        for `tally build`.
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
    @Option(help: "US mortgage insurance (PMI), for a loan in USD: percent a year of the amount borrowed, due while more than 78% of the price is owed.") var pmi: String?
    @Option(help: "US discount points paid at closing: percent of the loan amount (2 or 2%).") var points: String?
    @Option(help: "The lender's fees paid at closing (origination, arrangement, broker).") var fees: String?
    @Option(name: .customLong("fees-added"), help: "The lender's fees added to the loan instead of paid at closing.") var feesAdded: String?
    @Option(name: .customLong("closing-costs"), help: "Closing costs not charged by the lender (title, valuation, transfer tax).") var closingCosts: String?
    @Option(help: ArgumentHelp("A later fixed-rate period, AFTER:RATE: the payments made before it (or its first month, YYYY-MM) and its rate, such as 24:7.49; repeat for more. The payment is solved.", valueName: "after:rate")) var then: [String] = []
    @Option(name: .customLong("property-type"), help: "house or apartment (with the address options, places a US property).") var propertyType: String?
    @Option(help: "A street line of the property's address; repeat for up to three lines.") var street: [String] = []
    @Option(help: "The property's city.") var city: String?
    @Option(help: "The property's state: a two-letter code or the name.") var state: String?
    @Option(help: "The property's ZIP code: 5 digits or ZIP+4.") var zip: String?
    @Option(name: .customLong("property-tax"), help: "Property tax a year: a percentage of the price (1.2%) or an amount.") var propertyTax: String?
    @Option(help: "Home insurance a year.") var insurance: String?
    @Option(help: "Homeowners' association dues a month.") var hoa: String?
    // A falling cost is negative (`--tax-growth -2%`): the value is taken whatever it starts with.
    @Option(name: .customLong("tax-growth"), parsing: .unconditional, help: "How much the property tax changes each loan year, from -50% to 50% (3 or 3%).") var taxGrowth: String?
    @Option(name: .customLong("insurance-growth"), parsing: .unconditional, help: "How much the home insurance changes each loan year, from -50% to 50% (5 or 5%).") var insuranceGrowth: String?
    @Option(help: "ISO currency code (default: tally.yaml's currency, else GBP; USD with an address).") var currency: String?
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
            ("extra-monthly", extraMonthly), ("start", start), ("pmi", pmi),
            ("points", points), ("fees", fees), ("fees-added-to-loan", feesAdded), ("closing-costs", closingCosts),
        ]
        for (key, value) in given {
            guard let value else { continue }
            guard TimeValueInputReader.keys(for: calculator).contains(key) else {
                throw ValidationError("--\(CommandLineScenario.optionNames[key] ?? key) does not apply to \(calculator.rawValue)")
            }
            values[key] = value
        }
        var property: [String: String] = [:]
        let address: [(String, String?)] = [
            ("type", propertyType), ("street", street.isEmpty ? nil : street.joined(separator: "\n")), ("city", city),
            ("state", state), ("zip", zip), ("tax", propertyTax), ("insurance", insurance), ("hoa", hoa),
            ("tax-growth", taxGrowth), ("insurance-growth", insuranceGrowth),
        ]
        for (key, value) in address {
            guard let value else { continue }
            guard calculator == .loan else {
                throw ValidationError("--\(CommandLineScenario.propertyOptionNames[key] ?? key) applies to a loan only")
            }
            property[key] = value
        }
        let settings = try ProjectSettings.load()
        let today = BuildInstant.current().today
        let scenario: TimeValueScenario
        // A saved scenario is titled after its file unless --title says otherwise.
        let name = title ?? save.map { Slug.title(from: Slug.make(fromFileName: $0)) }
        // A saved scenario is a property to put on the map: its costs need the address.
        let addressRequired = save == nil ? nil : "--save writes the property, which needs its address: give --property-type, --street, --city, --state and --zip, or leave out --save"
        if !then.isEmpty, calculator != .loan { throw ValidationError("--then applies to a loan only") }
        switch CommandLineScenario.read(calculator: calculator, values: values, currencyCode: currency, title: name, today: today,
                                        settings: settings, property: property, addressRequired: addressRequired, then: then) {
        case .success(let value): scenario = value
        case .failure(let errors):
            errors.messages.forEach { Terminal.error("error: \($0)") }
            throw ExitCode(1)
        }
        let outcome = TimeValueOutcome(scenario)
        Terminal.output(json ? SolveOutput.json(outcome, schedule: schedule) : SolveOutput.text(outcome, schedule: schedule), terminator: "")
        if let save {
            try ScenarioFile.write(ScenarioWriter.yaml(for: scenario), to: save, force: force)
            if !json { Terminal.output("\nSaved as \(save)") }
        }
    }
}
