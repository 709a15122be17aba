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

    /// A right-to-left override (U+202E) in a file name reverses what the terminal shows after
    /// it, so `evil\u{202E}lmay.yaml` reads as `evilyaml.yaml`; it is shown as `\u202E`.
    @Test func aBidiControlInAFileNameIsShownNotObeyed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-bidi-\(UUID().uuidString)")
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("kind: loan\nrate: lots\n".utf8).write(to: scenarios.appendingPathComponent("evil\u{202E}lmay.yaml"))
        let check = try TallyBinary.run(["check"], in: folder)
        #expect(check.status != 0)
        #expect(!check.err.unicodeScalars.contains("\u{202E}"), "\(check.err.debugDescription)")
        #expect(check.err.contains("scenarios/evil\\u202Elmay.yaml:"), "\(check.err)")
    }

    /// `tally check 2>/dev/full` crashed (SIGILL) writing its error; `> /dev/full` likewise.
    @Test func aFullTerminalIsAnErrorNotACrash() throws {
        guard let url = TallyBinary.url, FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("kind: loan\nrate: lots\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        try Data("kind: loan\nprincipal: 1000\nrate: 5\nyears: 1\n".utf8).write(to: folder.appendingPathComponent("good.yaml"))
        for (arguments, stream) in [(["check", "bad.yaml"], "stderr"), (["check", "good.yaml"], "stdout")] {
            let process = Process()
            process.executableURL = url
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let other = Pipe()
            if stream == "stderr" {
                process.standardError = full
                process.standardOutput = other
            } else {
                process.standardOutput = full
                process.standardError = other
            }
            try process.run()
            _ = other.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(arguments) with \(stream) full")
            #expect(process.terminationStatus == 1, "\(arguments) with \(stream) full")
        }
    }
}
