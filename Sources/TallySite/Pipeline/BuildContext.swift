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
                            skipped: found.skipped, projectPath: options.projectRoot.path)
    }

    var parseContext: ParseContext { ParseContext(settings: settings, today: today, categoryOrder: options.categoryOrder) }

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
            return .success(try Self.readBytes(absolutePath(path), limit: ScenarioLimits.maximumFileBytes))
        } catch {
            return .failure(Diagnostics([Diagnostic("cannot read this file: \(error.reason)", at: SourceLocation(path: path, line: 1, column: 1))]))
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

    struct ReadError: Error { let reason: String }

    /// The file's bytes, reading at most one byte past `limit`: enough to refuse an oversized
    /// file without loading all of it. The buffer is sized from `fstat` (a scenario is a few
    /// hundred bytes) and never zero-filled: a fixed 64 KB chunk cost a 64 KB memset per file,
    /// most of what a nothing-changed rebuild spent reading.
    static func readBytes(_ path: String, limit: Int) throws(ReadError) -> [UInt8] {
        // Not blocking, so that opening a FIFO (which waits for a writer) returns at once and
        // `fstat` can tell it is not a file; only regular files are read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadError(reason: PlainIOError.posix(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(reason: PlainIOError.posix(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ReadError(reason: "not a regular file (a FIFO, socket, device or folder); a scenario is a plain text file")
        }
        let size = max(Int(info.st_size), 0)
        // A regular file that gave the size `fstat` told is read whole, without a second read to
        // see the end (a thousand system calls a rebuild of 1,000 scenarios).
        let whole = (info.st_mode & S_IFMT) == S_IFREG && size > 0 ? size : -1
        // One byte more than the file holds, so a short read shows the end was reached; a file
        // that grew (or a pipe, whose size is 0) fills the buffer and gets a bigger one.
        var capacity = min(size + 1, limit + 1)
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            let kept = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                kept.withUnsafeBufferPointer { if let from = $0.baseAddress { base.update(from: from, count: kept.count) } }
                initialized = kept.count
                while initialized < capacity {
                    let count = read(descriptor, base + initialized, capacity - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { return }
                    initialized += count
                    if initialized == whole { return }
                }
            }
            if failure != 0 { throw ReadError(reason: PlainIOError.posix(failure)) }
            if bytes.count < capacity || capacity > limit { return bytes }
            capacity = min(capacity * 2, limit + 1)
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
