import Foundation
import TallyEngines
import TallyReports
import TallyScenarios

/// What every step of a build shares: settings, templates, "today", the files to read.
struct BuildContext: Sendable {
    let options: BuildOptions
    let settings: SiteSettings
    let today: CalendarDate
    let timestamp: Int64
    let files: [String]
    /// Warnings for the files found but not read (see `ScenarioFinder.find`).
    let skipped: [Diagnostic]
    /// `options.projectRoot.path`, made once: URL builds the path anew on every call.
    let projectPath: String
    /// The project's `templates/` folder, read once.
    let templates: ProjectTemplates

    /// Reads `tally.yaml` and finds the scenario files; problems with either stop the build.
    static func load(_ options: BuildOptions) throws(BuildFailure) -> BuildContext {
        let settings: SiteSettings
        do {
            settings = try SiteSettings.load(projectRoot: options.projectRoot)
        } catch {
            throw BuildFailure(diagnostics: error.all)
        }
        let found: (files: [String], skipped: [Diagnostic])
        do {
            found = try ScenarioFinder.find(for: options.paths, projectRoot: options.projectRoot)
        } catch {
            throw BuildFailure(message: error.description)
        }
        let instant = BuildInstant.current(environment: options.environment)
        return BuildContext(options: options, settings: settings, today: instant.today, timestamp: instant.timestamp, files: found.files,
                            skipped: found.skipped, projectPath: options.projectRoot.path,
                            templates: ProjectTemplates.read(projectRoot: options.projectRoot))
    }

    var parseContext: ParseContext {
        ParseContext(settings: settings, today: today, categoryOrder: options.categoryOrder, readFile: { [self] path in readFile(path) })
    }

    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : projectPath.hasSuffix("/") ? projectPath + path : projectPath + "/" + path
    }

    /// Reads and validates one file.
    func parse(_ path: String) -> Result<Scenario, Diagnostics> {
        switch readFile(path) {
        case .success(let bytes): return parse(bytes, path: path)
        case .failure(let diagnostics): return .failure(diagnostics)
        }
    }

    /// The file's bytes (at most one past the size limit), or a located error.
    func readFile(_ path: String) -> Result<[UInt8], Diagnostics> {
        do {
            return .success(try FileSystem.read(absolutePath(path), limit: ScenarioLimits.maximumFileBytes))
        } catch {
            let reason = switch error {
            case .system(let code): PlainIOError.posix(code)
            case .notRegularFile: "not a regular file (a FIFO, socket, device or folder); a scenario is a plain text file"
            }
            return .failure(Diagnostics([Diagnostic("cannot read this file: \(reason)", at: SourceLocation(path: path, line: 1, column: 1))]))
        }
    }

    /// Validates bytes already read from `path`.
    func parse(_ bytes: [UInt8], path: String) -> Result<Scenario, Diagnostics> {
        do {
            let text = try ScenarioText.decode(bytes, path: path)
            let scenario = try ScenarioParser.parse(text: text, path: path, context: parseContext)
            // What `build` would refuse for its size, `check` refuses too.
            if let tooLarge = ReportLimits.check(scenario, inputBytes: bytes.count) { return .failure(Diagnostics([tooLarge])) }
            return .success(scenario)
        } catch {
            return .failure(error)
        }
    }

    /// Two files whose names make the same slug would overwrite each other's pages.
    func slugCollisions() -> [Diagnostic] {
        Self.slugCollisions(files: files, slugs: files.map { Slug.make(fromFileName: $0) })
    }

    /// `slugs[i]` is the slug of `files[i]` (a rebuild knows most from its manifest: making one
    /// costs a Unicode case mapping per character).
    static func slugCollisions(files: [String], slugs: [String]) -> [Diagnostic] {
        var byslug: [String: [String]] = [:]
        byslug.reserveCapacity(files.count)
        for (file, slug) in zip(files, slugs) {
            byslug[slug, default: []].append(file)
        }
        var diagnostics: [Diagnostic] = []
        for (slug, paths) in byslug where paths.count > 1 {
            for path in paths {
                let others = paths.filter { $0 != path }.joined(separator: ", ")
                diagnostics.append(Diagnostic("this file's report would be called '\(slug)', like \(others); rename one of them", at: SourceLocation(path: path, line: 1, column: 1)))
            }
        }
        return diagnostics
    }
}

/// Why a build stopped before or while writing: setup problems or invalid scenarios.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public let message: String?

    public init(diagnostics: [Diagnostic] = [], message: String? = nil) {
        self.diagnostics = diagnostics
        self.message = message
    }

    public var description: String {
        var lines = Diagnostics(diagnostics).all.map(\.description)
        if let message { lines.append("error: \(message)") }
        return lines.joined(separator: "\n")
    }
}
