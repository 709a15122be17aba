import Foundation
import Testing

/// `tally new` as a newcomer meets it: the starter it writes must build, and its first real
/// entries must count.
@Suite(.enabled(if: TallyBinary.isBuilt, "needs .build/debug/tally: run `swift build` first"))
struct NewCommandTests {
    private func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-new-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Builds skip tally.yaml as the settings file, so a scenario of that name would never build.
    @Test func theSettingsFileNameIsRefused() throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["tally", "Tally", "tally.yaml"] {
            let new = try TallyBinary.run(["new", "loan", name], in: folder)
            #expect(new.status == 1)
            #expect(new.err.contains("settings file"), "\(new.err)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenarios/tally.yaml").path))
        }
        #expect(try TallyBinary.run(["new", "loan", "tally-loan"], in: folder).status == 0)
    }
}
