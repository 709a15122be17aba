import Foundation
import TallyEngines

/// What `tally build` and `tally check` were asked to do.
public struct BuildOptions: Sendable {
    /// Scenario files or folders; empty means `scenarios/` if present, else `examples/`.
    public var paths: [String]
    public var outputDirectory: String
    public var keepGoing: Bool
    public var jobs: Int
    /// The folder holding `tally.yaml` and an optional `templates/`.
    public var projectRoot: URL
    public var environment: [String: String]
    /// `--sort`: the order every budget lists its categories in, over the files' own `sort:`.
    public var categoryOrder: CategoryOrder?
    /// `--booklet`: also write `booklet.html`, every report (or `tally.yaml`'s `booklet:` list)
    /// in one printable document; `--pdf`: print it to `booklet.pdf` with Chromium as well.
    public var booklet: BookletOutput?
    /// `--edition student`: each time-value and comparison problem without its answers, an answer key, and the
    /// full (teacher) edition built beside it into `teacherOutputDirectory` (default `OUT/teacher`);
    /// nil follows `tally.yaml`'s `edition:`.
    public var edition: Edition?

    public enum Edition: Sendable { case student, teacher }

    /// Whether this build writes the student edition (`edition`, else `tally.yaml`'s, resolved
    /// by `BuildPipeline.build`).
    var studentEdition: Bool { edition == .student }
    public var teacherOutputDirectory: String?

    public enum BookletOutput: String, Sendable {
        case html, pdf
    }

    public init(paths: [String] = [], outputDirectory: String = "public", keepGoing: Bool = false,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                projectRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                environment: [String: String] = ProcessInfo.processInfo.environment,
                categoryOrder: CategoryOrder? = nil) {
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.keepGoing = keepGoing
        self.jobs = max(1, jobs)
        self.projectRoot = projectRoot
        self.environment = environment
        self.categoryOrder = categoryOrder
    }

    /// The output folder, relative to the project root unless absolute.
    public var outputURL: URL { url(of: outputDirectory) }

    /// Where a student edition's teacher edition goes.
    public var teacherOutputURL: URL { url(of: teacherOutputDirectory ?? outputDirectory + "/teacher") }

    private func url(of folder: String) -> URL {
        let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : projectRoot.appendingPathComponent(folder)
        return url.standardizedFileURL
    }
}
