import Foundation
import Testing
@testable import TallySite

/// Every input the fuzzer or the hostile-input campaign ever found a problem with, replayed as an
/// ordinary test: it must finish quickly without crashing and keep its output small. `make fuzz`
/// adds new findings to `Tests/Fuzz/findings/`.
@Suite struct FuzzFindingsReplayTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/findings")

    static var findings: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreFindingsToReplay() {
        #expect(Self.findings.count >= 10)
    }

    @Test(arguments: findings)
    func aPastFindingRunsQuicklyAndStaysSmall(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let started = Date()
        let outcome = SingleFileRun.run([UInt8](data), path: name)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(outcome.outputBytes <= 50_000_000)
    }

    /// The campaign's findings are all refused with a located error, except those that were
    /// valid files reported wrongly (CRLF) or unsafe only in Markdown (which now renders).
    @Test func theCampaignsInvalidInputsAreRefused() throws {
        let valid: Set<String> = ["crlf-blank-marker.yaml", "markdown-injection.yaml"]
        for name in Self.findings where name.hasSuffix(".yaml") {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            let outcome = SingleFileRun.run([UInt8](data), path: name)
            if valid.contains(name) {
                #expect(outcome.errors == 0, "\(name)")
                #expect(outcome.outputBytes > 0, "\(name)")
            } else {
                #expect(outcome.errors > 0, "\(name)")
            }
        }
    }
}
