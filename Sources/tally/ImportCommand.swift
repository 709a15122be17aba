import ArgumentParser
import TallyReports
import TallyScenarios

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a bank statement into a budget, or a scale's export into a BMI log.",
        discussion: """
        Statements: CSV as banks export it, OFX 1 and 2, QFX and QIF. A rules file (YAML) says \
        which column is which in a CSV and puts each row in a category, in income or nowhere: \
        the first rule that matches wins, and what none matches goes to Uncategorised. Each entry \
        keeps an import-id, so importing the same or an overlapping statement again adds only \
        what is new. Scale exports: Withings, openScale and Fitbit CSV, or any CSV whose columns \
        a rules file names. The file is written as tally add writes it; an unreadable row names \
        its line and column and nothing is written. See the help site's importing page.

        Examples:
          tally import statement.csv --into budget.yaml --rules bank.rules.yaml
          tally import bank.ofx --into budget.yaml --rules bank.rules.yaml --dry-run
          tally import withings.csv --into weight.yaml
        """
    )

    @Argument(help: ArgumentHelp("The statement or scale export.", valueName: "statement")) var statement: String
    @Option(help: ArgumentHelp("The budget or BMI log to add to.", valueName: "file.yaml")) var into: String
    @Option(help: ArgumentHelp("The rules file: CSV columns and which row goes where.", valueName: "rules.yaml")) var rules: String?
    @Flag(help: "Show what would be added, and write nothing.") var dryRun = false

    func run() throws {
        let session = try AddSession(file: into)
        try session.run { () throws(AddError) -> String in
            if case .bmi = try ScenarioAdder.read(into, context: session.context) {
                return ImportOutput.text(try WeighInImporter.importExport(statement, into: into, rules: rules, dryRun: dryRun, context: session.context))
            }
            return ImportOutput.text(try StatementImporter.importStatement(statement, into: into, rules: rules, dryRun: dryRun, context: session.context))
        }
    }
}
