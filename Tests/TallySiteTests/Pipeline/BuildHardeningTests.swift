import Foundation
import Testing
import TallyScenarios
@testable import TallySite

/// Issue 8: builds into one output folder take turns, and failures to write are the build's,
/// in plain words, never blamed on a scenario file.
@Suite struct BuildHardeningTests {
    @Test func concurrentBuildsIntoOneOutputFolderAllSucceed() throws {
        var files: [String: String] = [:]
        for index in 0..<20 { files["scenarios/loan-\(index).yaml"] = TemporaryProject.loan }
        let project = try TemporaryProject(files: files)
        let failures = ResultSlots<String>(count: 4)
        let options = project.options()
        WorkQueue.run(count: 4, workers: 4) { index in
            do {
                let summary = try BuildPipeline.build(options)
                if !summary.published { failures.set("not published", at: index) }
            } catch {
                failures.set("\(error)", at: index)
            }
        }
        #expect(failures.values.compactMap { $0 } == [])
        #expect(project.snapshot("public").count > 20)
    }

    @Test func aFailedWriteIsABuildErrorNotAScenarioError() throws {
        // 251 letters and ".html" make a name longer than any Linux file system allows.
        let name = String(repeating: "a", count: 251)
        let project = try TemporaryProject(files: ["scenarios/\(name).yml": TemporaryProject.loan])
        do {
            let summary = try BuildPipeline.build(project.options())
            Issue.record("expected the build to fail, got \(summary.diagnostics)")
        } catch {
            #expect(error.diagnostics.isEmpty)
            let message = try #require(error.message)
            #expect(message.contains("File name too long"))
            #expect(!message.contains("Domain"))
        }
        #expect(!project.exists("public"))
    }

    @Test func anOutputFolderInsideAFileIsAPlainBuildError() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "plain.txt": "x"])
        do {
            _ = try BuildPipeline.build(project.options(out: "plain.txt/public"))
            Issue.record("expected the build to fail")
        } catch {
            #expect(error.diagnostics.isEmpty)
            let message = error.message ?? ""
            #expect(message.contains("Not a directory") || message.contains("not a folder"))
            #expect(!message.contains("Domain"))
            #expect(!message.contains("error 512"))
        }
    }

    @Test func aBuildLocatesTheFirstByteThatIsNotUTF8() throws {
        let project = try TemporaryProject(files: [:])
        let bytes = Array("kind: loan\ntitle: caf".utf8) + [0xC3, 0x28] + Array("\nprincipal: 1\n".utf8)
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try Data(bytes).write(to: project.root.appendingPathComponent("scenarios/home.yaml"))
        let result = try BuildPipeline.check(project.options())
        #expect(result.diagnostics.map(\.description) == ["scenarios/home.yaml:2:11: error: the file is not UTF-8 text from here (byte 0xC3); save it as UTF-8"])
    }

    @Test func cocoaErrorsAreWrittenInPlainWords() {
        let full = NSError(domain: NSCocoaErrorDomain, code: 512,
                           userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(PlainIOError.reason(full) == "No space left on device")
        #expect(PlainIOError.reason(NSError(domain: NSCocoaErrorDomain, code: 512)) == "the file could not be written")
        #expect(PlainIOError.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "Permission denied")
    }
}
