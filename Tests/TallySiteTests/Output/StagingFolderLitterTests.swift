import Foundation
import Testing
@testable import TallySite

/// Issue 8: a refused or interrupted build leaves nothing behind, and the previous output's
/// symlinks are never followed out of the output folder.
@Suite struct StagingFolderLitterTests {
    /// Hidden staging-like entries in `folder`: the names a build of any version used.
    private func staging(in folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.contains(".tmp-") || $0.hasPrefix(".tally-staging-") || $0.hasPrefix(".tally-old-") })
    }

    /// Staging folders and lock files: a refused build may leave neither.
    private func litter(in folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return staging(in: folder).union(names.filter { $0.hasSuffix(".lock") })
    }

    @Test func aRefusedOutputFolderLeavesNoStagingFolder() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "notes.txt": "mine"])
        let parent = project.root.deletingLastPathComponent().path
        let before = (litter(in: "/"), litter(in: parent), litter(in: project.root.path))
        for out in ["/", ".", "scenarios", "notes.txt"] {
            #expect(throws: BuildFailure.self) { try BuildPipeline.build(project.options(out: out)) }
        }
        #expect(litter(in: "/") == before.0)
        #expect(litter(in: parent) == before.1)
        #expect(litter(in: project.root.path) == before.2)
        #expect(litter(in: project.root.appendingPathComponent("scenarios").path).isEmpty)
        #expect(project.read("notes.txt") == "mine")
    }

    @Test func theNextBuildRemovesStagingFoldersOfDeadBuilds() throws {
        let project = try TemporaryProject(files: [
            "scenarios/home.yaml": TemporaryProject.loan,
            ".tally-staging-2147483000-1-public/loan/home.html": "half a build",
            ".tally-old-2147483000-1-public/index.html": "an old site",
            ".public.tmp-2147483000-77/loan/home.html": "an earlier version's half build",
        ])
        let alive = ".tally-staging-\(getpid())-7-other"
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent(alive), withIntermediateDirectories: true)
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.published)
        #expect(staging(in: project.root.path) == [alive])
    }

    @Test func aSymlinkInThePreviousOutputIsNeverFollowed() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        _ = try BuildPipeline.build(project.options())
        let manager = FileManager.default
        let loan = project.root.appendingPathComponent("public/loan")
        let outside = project.root.appendingPathComponent("outside")
        try manager.moveItem(at: loan, to: outside)
        try manager.createSymbolicLink(atPath: loan.path, withDestinationPath: outside.path)
        _ = try BuildPipeline.build(project.options())
        var inside = stat()
        var target = stat()
        #expect(lstat(loan.appendingPathComponent("home.html").path, &inside) == 0)
        #expect(lstat(outside.appendingPathComponent("home.html").path, &target) == 0)
        #expect(inside.st_ino != target.st_ino)
        #expect(target.st_nlink == 1)
    }

    /// SIGINT and SIGTERM during a build remove its staging folder and exit 130 or 143, even
    /// while several workers are still writing pages into it.
    @Test(arguments: [(SIGINT, Int32(130), "1"), (SIGTERM, Int32(143), "1"), (SIGINT, Int32(130), "4")])
    func anInterruptedBuildRemovesItsStagingFolder(signal: Int32, status: Int32, jobs: String) throws {
        guard let tally = TallyExecutable.url else { return }
        var files: [String: String] = [:]
        for index in 0..<600 {
            files["scenarios/loan-\(index).yaml"] = "kind: loan\nprincipal: \(100_000 + index)\nrate: 3.5\nyears: 40\npayment: ?\nstart: 2027-01\n"
        }
        let project = try TemporaryProject(files: files)
        let process = Process()
        process.executableURL = tally
        process.arguments = ["build", "--quiet", "--jobs", jobs]
        process.currentDirectoryURL = project.root
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        // Interrupt once pages are being written, so the cleanup races the workers.
        func stagedPages() -> Int {
            staging(in: project.root.path).reduce(0) { count, folder in
                count + ((try? FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent(folder + "/loan").path))?.count ?? 0)
            }
        }
        while stagedPages() < 20, process.isRunning, Date() < deadline { usleep(5_000) }
        try #require(process.isRunning, "the build finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(staging(in: project.root.path).isEmpty)
        #expect(!project.exists("public"))
    }
}

/// The `tally` executable SwiftPM built beside the test bundle, when it is there.
enum TallyExecutable {
    static var url: URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("tally")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
