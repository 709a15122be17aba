import ArgumentParser
import Foundation
import TallyScenarios
import TallySite

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a commented starter scenario to edit.",
        discussion: """
        The file goes into scenarios/, which is created when missing.

        Examples:
          tally new loan first-home
          tally new mortgage elm-street
          tally new savings rainy-day
          tally new lump-sum inheritance
          tally new budget household
          tally new bmi alex
          tally new comparison which-offer
        """
    )

    @Argument(help: "lump-sum, savings, loan, mortgage (a US loan with a property), budget, bmi or comparison (with a loan to vary).")
    var kind: String

    @Argument(help: "The scenario's name; the file is NAME.yaml.")
    var name: String

    @Flag(help: "Replace an existing file.")
    var force = false

    // Checked here rather than in run(): the parser reports validate()'s errors with the usage of
    // `tally new` itself, where run()'s would get the usage of `tally`.
    func validate() throws {
        guard StarterScenarios.kinds.contains(kind) else {
            let hint = DidYouMean.hint(for: kind, among: StarterScenarios.kinds)
            throw ValidationError("unknown kind '\(kind)'; choose one of \(StarterScenarios.kinds.joined(separator: ", "))\(hint)")
        }
    }

    func run() throws {
        let slug = Slug.make(fromFileName: name)
        // Every build skips tally.yaml wherever it is, as the project's settings: a scenario
        // of that name would be written and then never built.
        guard "\(slug).yaml" != SiteSettings.fileName else {
            Terminal.error("error: '\(name)' would be written as scenarios/\(SiteSettings.fileName), the name of Tally's settings file, which builds skip; choose another name, such as \(slug)-\(kind)")
            throw ExitCode(1)
        }
        // Today as builds see it (SOURCE_DATE_EPOCH honoured), for the dates in the comments.
        let today = BuildInstant.current().today
        guard let text = StarterScenarios.text(kind: kind, title: Slug.title(from: slug), slug: slug, today: today) else {
            throw ValidationError("unknown kind '\(kind)'")
        }
        var isDirectory: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: "scenarios", isDirectory: &isDirectory) && isDirectory.boolValue
        // Always scenarios/: it is the folder `tally build` reads first, so the next step works.
        let path = "scenarios/\(slug).yaml"
        try ScenarioFile.write(text, to: path, force: force)
        if !existed { Terminal.output("Created the scenarios/ folder, where `tally build` looks for scenarios.") }
        // What the starter names beside it, unless the person has one already.
        for companion in StarterScenarios.companions(kind: kind, slug: slug) {
            let companionPath = "scenarios/\(companion.slug).yaml"
            if FileManager.default.fileExists(atPath: companionPath) {
                Terminal.output("Kept \(companionPath), which \(path) compares.")
            } else if let text = StarterScenarios.text(kind: companion.kind, title: Slug.title(from: companion.slug), slug: companion.slug, today: today) {
                try ScenarioFile.write(text, to: companionPath, force: false)
                Terminal.output("Wrote \(companionPath), which \(path) compares.")
            }
        }
        Terminal.output("Wrote \(path): edit it, then run `tally build`.")
    }
}

/// Writing a scenario file for the user: never over an existing one unless asked.
enum ScenarioFile {
    static func write(_ text: String, to path: String, force: Bool) throws {
        // Checked before the lock too, so a refused path never creates a folder for the lock;
        // and again under the lock, so that two runs cannot both find the name free and both write.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                Terminal.error("error: \(path) is a folder; give a file name such as scenarios/home.yaml")
                throw ExitCode(1)
            }
            if !force {
                Terminal.error("error: \(path) already exists; use --force to replace it")
                throw ExitCode(1)
            }
        }
        do {
            try FileLock.withFolderLock(for: path) { () throws(ExitCode) in
                try writeLocked(text, to: path, force: force)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode(1)
        }
    }

    private static func writeLocked(_ text: String, to path: String, force: Bool) throws(ExitCode) {
        if FileManager.default.fileExists(atPath: path), !force {
            Terminal.error("error: \(path) already exists; use --force to replace it")
            throw ExitCode(1)
        }
        do {
            try AtomicFileWriter.write(text, toPath: path)
        } catch {
            Terminal.error("error: \(error.description)")
            throw ExitCode(1)
        }
    }
}
