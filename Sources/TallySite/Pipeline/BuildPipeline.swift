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
    /// About the scenarios this build read (a reused one's were reported when it was read,
    /// and a scenario with warnings is never reused, so they are repeated every build).
    public let warnings: [Diagnostic]
    public let published: Bool
    /// What the person should know that is not about a scenario (a booklet not printed).
    public let notes: [String]
    public let seconds: Double
    public let outputDirectory: String

    public var succeeded: Bool { diagnostics.isEmpty && published }
}

/// `tally build`: find → parse → compute → render → write, with nothing published unless the
/// build succeeded (or `--keep-going` asked for the valid part).
public enum BuildPipeline {
    /// `progress(done, total)` is called from worker threads as scenarios finish.
    public static func build(_ options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(BuildFailure) -> BuildSummary {
        var options = options
        // `edition: student` in tally.yaml asks for what `--edition student` does.
        if options.edition == nil {
            options.edition = (try? SiteSettings.load(projectRoot: options.projectRoot))?.edition == .student ? .student : .teacher
        }
        let summary = try buildEdition(options, progress: progress)
        guard options.studentEdition, summary.succeeded else { return summary }
        // The teacher edition the answer key links to: the same site in full, beside it.
        var teacher = options
        teacher.edition = .teacher
        teacher.outputDirectory = options.teacherOutputURL.path
        let full = try buildEdition(teacher, progress: nil)
        return BuildSummary(scenarios: summary.scenarios, filesWritten: summary.filesWritten + full.filesWritten, diagnostics: summary.diagnostics,
                            warnings: summary.warnings, published: summary.published && full.published, notes: summary.notes + full.notes,
                            seconds: summary.seconds + full.seconds, outputDirectory: summary.outputDirectory)
    }

    private static func buildEdition(_ options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)?) throws(BuildFailure) -> BuildSummary {
        let started = DispatchTime.now()
        MemoryReuse.keepFreedMemory()
        let context = try BuildContext.load(options)
        let destination = options.outputURL.standardizedFileURL
        do {
            try StagingFolder.checkReplaceable(destination)
        } catch {
            throw BuildFailure(message: error.description)
        }
        // Two builds into one folder take turns: each publishes a whole site of its own.
        do {
            return try FileLock.withLock(on: destination.path) { () throws(BuildFailure) -> BuildSummary in
                var build = IncrementalBuild(options: options, context: context, destination: destination, progress: progress)
                defer { build.staging.discard() }
                let finished = try build.run()
                return BuildSummary(scenarios: context.files.count, filesWritten: finished.written, diagnostics: finished.diagnostics,
                                    warnings: finished.warnings, published: finished.published, notes: finished.notes,
                                    seconds: seconds(since: started), outputDirectory: destination.path)
            }
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(message: "\(error)")
        }
    }

    /// `tally check`: every file parsed and validated, nothing written; every mistake returned,
    /// and every warning of the files without one.
    public static func check(_ options: BuildOptions) throws(BuildFailure) -> (scenarios: Int, diagnostics: [Diagnostic], warnings: [Diagnostic]) {
        let context = try BuildContext.load(options)
        let found = ResultSlots<[Diagnostic]>(count: context.files.count)
        let warned = ResultSlots<[Diagnostic]>(count: context.files.count)
        WorkQueue.run(count: context.files.count, workers: options.jobs) { index in
            let path = context.files[index]
            switch context.parse(path) {
            case .failure(let diagnostics):
                found.set(diagnostics.all, at: index)
            case .success(let scenario):
                warned.set(scenario.warnings, at: index)
            }
        }
        let all = context.slugCollisions() + found.values.compactMap { $0 }.flatMap { $0 }
        return (context.files.count, Diagnostics(all).all, Diagnostics(context.skipped + warned.values.compactMap { $0 }.flatMap { $0 }).all)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
