import ArgumentParser
import Foundation
import TallyEngines
import TallyScenarios
import TallySite

/// What every `tally add` shares: the project's settings and "today", printing the result or
/// the refusal, and the question-and-answer loop in a terminal.
struct AddSession {
    let file: String
    let context: ParseContext

    init(file: String) throws {
        self.file = file
        context = ParseContext(settings: try ProjectSettings.load(), today: BuildInstant.current().today)
    }

    /// Adds one entry from options and prints what changed; a refusal exits with status 1.
    func run(_ add: () throws(AddError) -> String) throws {
        do {
            Terminal.output(try add(), terminator: "")
        } catch {
            Terminal.error(error.description)
            throw ExitCode(1)
        }
    }

    /// Asks for entries one after another until `.` or Ctrl-D; never waits without a terminal.
    func ask(what: String, one: String, fields: (Scenario, CalendarDate, [String: String]) throws(AddError) -> [PromptField],
             add: ([String: String]) throws(AddError) -> String) throws {
        guard TerminalInput.isAvailable else {
            throw ValidationError("give the entry as options (see --help); without them tally add asks for each field, which needs a terminal")
        }
        var input = TerminalInput()
        say("Adding \(what) to \(file). Enter takes the [default], Tab completes, . or Ctrl-D stops.")
        var added = 0
        var previous: [String: String] = [:]
        while true {
            let questions: [PromptField]
            do {
                questions = try fields(try ScenarioAdder.read(file, context: context), context.today, previous)
            } catch {
                Terminal.error(error.description)
                throw ExitCode(1)
            }
            guard let answers = PromptSession.ask(questions, input: &input) else { break }
            guard let confirm = input.read(prompt: "Add this? [y]: ", completions: ["yes", "no"]) else { break }
            if confirm.lowercased().hasPrefix("n") {
                say("Not added.")
                continue
            }
            do {
                say(try add(answers))
                added += 1
                previous = answers
            } catch {
                Terminal.error(error.description)
            }
        }
        say(added == 0 ? "Nothing added." : "Added \(added) \(added == 1 ? one : what) to \(file).")
    }

    func budget(_ scenario: Scenario, adding what: String) throws(AddError) -> BudgetScenario {
        guard case .budget(let budget) = scenario else {
            throw AddError.file(file, "is a \(scenario.header.kind.displayName.lowercased()) scenario, not a budget; \(what) goes in a `kind: budget` file")
        }
        return budget
    }

    func declaresUnits() throws(AddError) -> Bool {
        try ScenarioAdder.declaresUnits(file)
    }

    private func say(_ text: String) {
        // Unbuffered, like the prompts, so the two never come out of order.
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
