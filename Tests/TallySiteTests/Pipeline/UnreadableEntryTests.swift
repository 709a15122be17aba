import Foundation
import Testing
import TallyScenarios
@testable import TallySite

/// Issue 23: what sits in `scenarios/` with a scenario's name but cannot be read as one.
@Suite struct UnreadableEntryTests {
    /// A FIFO made `check` and `build` wait forever for a writer; it is skipped and named.
    @Test func aFIFOIsSkippedWithAWarningNotWaitedOn() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        #expect(mkfifo(project.root.path + "/scenarios/x.yaml", 0o644) == 0)
        let warning = "scenarios/x.yaml:1:1: warning: skipped: not a regular file (a FIFO, socket or device); a scenario is a plain text file"
        let check = try BuildPipeline.check(project.options())
        #expect(check.scenarios == 1 && check.diagnostics.isEmpty)
        #expect(check.warnings.map(\.description) == [warning])
        let build = try BuildPipeline.build(project.options())
        #expect(build.published && build.warnings.map(\.description) == [warning])
        // Named on the command line, it is refused as soon as it is opened.
        let named = try BuildPipeline.check(project.options(["scenarios/x.yaml"]))
        #expect(named.diagnostics.map(\.description) == [
            "scenarios/x.yaml:1:1: error: cannot read this file: not a regular file (a FIFO, socket, device or folder); a scenario is a plain text file",
        ])
    }

    /// A name that is not UTF-8 failed the whole build, naming a path with U+FFFD that does
    /// not exist; it is skipped with its bytes shown, and the other files build.
    @Test func aNameThatIsNotUTF8IsSkippedWithItsBytesShown() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        let name = Array((project.root.path + "/scenarios/caf").utf8) + [0xE9] + Array(".yaml".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(descriptor >= 0)
        close(descriptor)
        let check = try BuildPipeline.check(project.options())
        #expect(check.scenarios == 1 && check.diagnostics.isEmpty)
        #expect(check.warnings.map(\.description) == ["scenarios/caf\\xE9.yaml:1:1: warning: skipped: the name is not UTF-8 text; rename it"])
        #expect(try BuildPipeline.build(project.options()).published)
        // Named as an argument, it reaches Tally with U+FFFD for the byte: the error says why.
        let error = #expect(throws: OutputError.self) { try ScenarioFinder.files(for: ["scenarios/caf\u{FFFD}.yaml"], projectRoot: project.root) }
        #expect(error?.description == "scenarios/caf\u{FFFD}.yaml: no such file or folder; if its name is not UTF-8 text, it cannot be named here: rename it, or name its folder")
    }
}
