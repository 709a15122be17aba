import ArgumentParser
import Foundation
import Synchronization
import TallyEngines
import TallyScenarios
import TallySite

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render scenarios into Markdown and HTML reports.",
        discussion: """
        Reads every .yaml scenario in the given files and folders (default: scenarios/ if present, \
        else examples/), and writes reports, the index and the help site into --out. Strict by \
        default: if any scenario is invalid nothing is published and the previous output stays \
        as it was.

        Budgets list their categories in the order their `sort:` asks for (usage: most \
        payments first; name: alphabetically); --sort overrides that for every budget.

        Examples:
          tally build
          tally build scenarios/mortgage.yaml --out site
          tally build --keep-going --jobs 2
          tally build --sort name
        """
    )

    @Argument(help: "Scenario files or folders.")
    var paths: [String] = []

    @Option(name: .long, help: "The output folder.")
    var out: String = "public"

    @Flag(name: .long, help: "Publish the valid scenarios even if some are invalid (still exits 1).")
    var keepGoing = false

    @Option(name: .long, help: "How many scenarios to render at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("How budgets list their categories: usage (most payments first) or name. Overrides each budget's `sort:`.", valueName: "usage|name"))
    var sort: String?

    @Flag(name: .long, help: "Also write booklet.html: every report (or tally.yaml's booklet: list) in one printable document.")
    var booklet = false

    @Flag(name: .long, help: "With --booklet, print it to booklet.pdf with Chromium, its contents numbered.")
    var pdf = false

    @Option(name: .long, help: ArgumentHelp("student: every loan, savings, lump-sum and comparison problem without its answers, an answer key (answers.html), and the full teacher edition beside it. Overrides tally.yaml's edition:.", valueName: "student|teacher"))
    var edition: String?

    @Option(name: .long, help: "With --edition student, where the teacher edition goes (default: OUT/teacher).")
    var teacherOut: String?

    @Flag(name: .long, help: "Print errors only: no progress line, no summary.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if pdf && !booklet { throw ValidationError("--pdf prints the booklet: add --booklet") }
        if let edition, edition != "student" && edition != "teacher" { throw ValidationError("--edition must be student or teacher, got \"\(edition)\"") }
        if let sort, CategoryOrder(rawValue: sort) == nil {
            throw ValidationError("--sort must be usage or name, got \"\(sort)\"")
        }
    }

    func run() throws {
        var options = BuildOptions(paths: paths, outputDirectory: out, keepGoing: keepGoing)
        if let jobs { options.jobs = jobs }
        options.categoryOrder = sort.flatMap(CategoryOrder.init(rawValue:))
        if booklet { options.booklet = pdf ? .pdf : .html }
        if let edition { options.edition = edition == "student" ? .student : .teacher }
        options.teacherOutputDirectory = teacherOut
        let progress = quiet || !Terminal.stderrIsInteractive ? nil : ProgressLine()
        var report: (@Sendable (Int, Int) -> Void)?
        if let progress { report = { done, total in progress.update(done, total) } }
        let summary: BuildSummary
        do {
            summary = try BuildPipeline.build(options, progress: report)
        } catch {
            progress?.finish()
            Terminal.error(error.description)
            throw ExitCode(1)
        }
        progress?.finish()
        // --quiet promises errors only, so its warnings stay unsaid.
        for diagnostic in Diagnostics(summary.diagnostics + (quiet ? [] : summary.warnings)).all { Terminal.error(diagnostic.description) }
        if !summary.published {
            Terminal.error("error: \(count(summary.diagnostics.count, "error")) in \(count(Set(summary.diagnostics.map(\.location.path)).count, "file")); nothing was written and \(out)/ is unchanged (use --keep-going to publish the valid scenarios)")
            throw ExitCode(1)
        }
        if !quiet { for note in summary.notes { Terminal.error("note: \(note)") } }
        if !quiet {
            let time = String(format: "%.2f", summary.seconds)
            let warned = summary.warnings.isEmpty ? "" : " (\(count(summary.warnings.count, "warning")))"
            Terminal.output("Built \(count(summary.scenarios - Set(summary.diagnostics.map(\.location.path)).count, "scenario")) into \(out)/: \(count(summary.filesWritten, "file")) in \(time) s\(warned)")
        }
        if !summary.diagnostics.isEmpty {
            Terminal.error("error: \(count(summary.diagnostics.count, "error")); the valid scenarios were published")
            throw ExitCode(1)
        }
    }
}

func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
}

/// `[412/1000] building…` on stderr, redrawn at most ten times a second.
final class ProgressLine: Sendable {
    private let lastDraw = Mutex<UInt64>(0)

    func update(_ done: Int, _ total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let due = lastDraw.withLock { last -> Bool in
            guard now - last > 100_000_000 || done == total else { return false }
            last = now
            return true
        }
        if due { FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] building…".utf8)) }
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
