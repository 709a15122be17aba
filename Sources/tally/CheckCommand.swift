import ArgumentParser
import TallyScenarios
import TallySite

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scenarios without writing anything; report every error.",
        discussion: """
        Examples:
          tally check
          tally check scenarios/mortgage.yaml examples/
        """
    )

    @Argument(help: "Scenario files or folders (default: scenarios/ if present, else examples/).")
    var paths: [String] = []

    func run() throws {
        let result: (scenarios: Int, diagnostics: [Diagnostic], warnings: [Diagnostic])
        do {
            result = try BuildPipeline.check(BuildOptions(paths: paths))
        } catch {
            Terminal.error(error.description)
            throw ExitCode(1)
        }
        for diagnostic in Diagnostics(result.diagnostics + result.warnings).all { Terminal.error(diagnostic.description) }
        let files = Set(result.diagnostics.map(\.location.path)).count
        // Warnings are said, and counted, but a file with only warnings is valid: exit 0.
        let warned = result.warnings.isEmpty ? "" : ", \(count(result.warnings.count, "warning"))"
        if result.diagnostics.isEmpty {
            Terminal.output("\(count(result.scenarios, "scenario")) checked: no errors\(warned)")
        } else {
            Terminal.error("\(count(result.diagnostics.count, "error")) in \(count(files, "file")) of \(count(result.scenarios, "scenario")) checked\(warned)")
            throw ExitCode(1)
        }
    }
}
