import Foundation
import Synchronization
import TallyEngines
import TallyReports
import TallyScenarios

/// What a build did, for the closing summary line.
public struct BuildSummary: Sendable {
    public let scenarios: Int
    public let filesWritten: Int
    public let diagnostics: [Diagnostic]
    public let published: Bool
    public let seconds: Double
    public let outputDirectory: String

    public var succeeded: Bool { diagnostics.isEmpty && published }
}

/// `tally build`: find → parse → compute → render → write, with nothing published unless the
/// build succeeded (or `--keep-going` asked for the valid part).
public enum BuildPipeline {
    /// `progress(done, total)` is called from worker threads as scenarios finish.
    public static func build(_ options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(BuildFailure) -> BuildSummary {
        let started = DispatchTime.now()
        let context = try BuildContext.load(options)
        let templates: PageTemplates
        do {
            let overrides = options.projectRoot.appendingPathComponent("templates")
            templates = try PageTemplates.load(overrides: FileManager.default.fileExists(atPath: overrides.path) ? overrides : nil)
        } catch {
            throw BuildFailure(message: error.description)
        }
        let destination = options.outputURL
        do {
            try StagingFolder.checkReplaceable(destination)
        } catch {
            throw BuildFailure(message: error.description)
        }
        // Two builds into one folder take turns: each swaps in a whole site of its own.
        do {
            return try FileLock.withLock(on: destination.path) { () throws(BuildFailure) -> BuildSummary in
                try build(options, context: context, templates: templates, into: destination, started: started, progress: progress)
            }
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(message: "\(error)")
        }
    }

    private static func build(_ options: BuildOptions, context: BuildContext, templates: PageTemplates, into destination: URL,
                              started: DispatchTime, progress: (@Sendable (Int, Int) -> Void)?) throws(BuildFailure) -> BuildSummary {
        let staging: StagingFolder
        do {
            staging = try StagingFolder(destination: destination)
        } catch {
            throw BuildFailure(message: error.description)
        }

        let page = PageInfo(siteTitle: context.settings.title, generatedOn: context.today, buildTimestamp: context.timestamp)
        let collisions = context.slugCollisions()
        let collided = Set(collisions.map(\.location.path))
        let outcomes = ResultSlots<ScenarioOutcome>(count: context.files.count)
        // A failure to write is the build's (a full disk, a name too long), not the scenario's.
        let writeFailures = ResultSlots<String>(count: context.files.count)
        let finished = Atomic<Int>(0)
        let total = context.files.count
        WorkQueue.run(count: total, workers: options.jobs) { index in
            let path = context.files[index]
            defer {
                let done = finished.add(1, ordering: .relaxed).newValue
                progress?(done, total)
            }
            guard !collided.contains(path) else { return }
            switch context.parse(path) {
            case .failure(let diagnostics):
                outcomes.set(.invalid(diagnostics.all), at: index)
            case .success(let scenario):
                if let tooMany = ReportLimits.check(scenario, path: path) {
                    outcomes.set(.invalid([tooMany]), at: index)
                    return
                }
                let rendered = ScenarioRenderer.render(scenario, templates: templates, page: page)
                if let tooLarge = ReportLimits.check(rendered, path: path) {
                    outcomes.set(.invalid([tooLarge]), at: index)
                    return
                }
                do {
                    for file in rendered.files { try staging.write(file) }
                    outcomes.set(.written(rendered.entry, property: rendered.property, files: rendered.files.count), at: index)
                } catch {
                    writeFailures.set("\(error)", at: index)
                }
            }
        }

        var diagnostics = collisions
        var entries: [IndexEntry] = []
        var properties: [MappedProperty] = []
        var filesWritten = 0
        for outcome in outcomes.values {
            switch outcome {
            case .written(let entry, let property, let count)?:
                entries.append(entry)
                if let property { properties.append(property) }
                filesWritten += count
            case .invalid(let found)?:
                diagnostics += found
            case nil:
                break
            }
        }
        diagnostics = Diagnostics(diagnostics).all
        if let failure = writeFailures.values.compactMap({ $0 }).first {
            staging.discard()
            throw BuildFailure(diagnostics: diagnostics, message: failure)
        }
        guard diagnostics.isEmpty || options.keepGoing else {
            staging.discard()
            return BuildSummary(scenarios: total, filesWritten: 0, diagnostics: diagnostics, published: false,
                                seconds: seconds(since: started), outputDirectory: destination.path)
        }
        do {
            let siteFiles = try SiteFiles.render(entries: entries, properties: properties, settings: context.settings,
                                                 templates: templates, page: page)
            for file in siteFiles.files { try staging.write(file) }
            try staging.write(siteFiles.stylesheet, to: "style.css")
            filesWritten += siteFiles.files.count + 1
            try staging.commit()
        } catch {
            staging.discard()
            throw BuildFailure(diagnostics: diagnostics, message: error.description)
        }
        return BuildSummary(scenarios: total, filesWritten: filesWritten, diagnostics: diagnostics, published: true,
                            seconds: seconds(since: started), outputDirectory: destination.path)
    }

    /// `tally check`: every file parsed and validated, nothing written; every mistake returned.
    public static func check(_ options: BuildOptions) throws(BuildFailure) -> (scenarios: Int, diagnostics: [Diagnostic]) {
        let context = try BuildContext.load(options)
        let found = ResultSlots<[Diagnostic]>(count: context.files.count)
        WorkQueue.run(count: context.files.count, workers: options.jobs) { index in
            let path = context.files[index]
            switch context.parse(path) {
            case .failure(let diagnostics):
                found.set(diagnostics.all, at: index)
            case .success(let scenario):
                // What `build` would refuse, `check` reports.
                if let tooMany = ReportLimits.check(scenario, path: path) { found.set([tooMany], at: index) }
            }
        }
        let all = context.slugCollisions() + found.values.compactMap { $0 }.flatMap { $0 }
        return (context.files.count, Diagnostics(all).all)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// What happened to one scenario file.
enum ScenarioOutcome: Sendable {
    case written(IndexEntry, property: MappedProperty?, files: Int)
    case invalid([Diagnostic])
}
