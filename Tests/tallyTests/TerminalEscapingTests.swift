import Foundation
import Testing

/// Issue 23: a file name (or any user text) holding ESC reached the terminal raw, where it
/// recolours or moves the cursor; what tally writes shows it as `\x1B` instead.
@Suite(.enabled(if: TallyBinary.isBuilt, "needs .build/debug/tally: run `swift build` first"))
struct TerminalEscapingTests {
    @Test func aControlCharacterInAFileNameIsShownNotObeyed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-escape-\(UUID().uuidString)")
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("kind: loan\nrate: lots\n".utf8).write(to: scenarios.appendingPathComponent("red\u{1B}[31m\r.yaml"))
        let check = try TallyBinary.run(["check"], in: folder)
        #expect(check.status != 0)
        #expect(!check.err.contains("\u{1B}") && !check.err.contains("\r"), "\(check.err.debugDescription)")
        #expect(check.err.contains("scenarios/red\\x1B[31m\\x0D.yaml:"), "\(check.err)")
    }
}
