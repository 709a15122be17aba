import Foundation
import Testing

/// Compares rendered pages with files kept in `Tests/TallyReportsTests/Golden/`.
///
/// After an intended change to a report, re-record with `make golden` (which sets
/// `TALLY_RECORD_GOLDEN=1`) and review the diff of the golden files before committing.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["TALLY_RECORD_GOLDEN"] != nil }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run `make golden` to record it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record("\(name) differs from the golden file: \(firstDifference(actual, expected)). If the change is intended, run `make golden` and review the diff.", sourceLocation: sourceLocation)
        }
    }

    /// The first line where two texts differ, for a readable failure.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let left = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            let right = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            if left != right {
                return "line \(index + 1): got \"\(left.prefix(160))\", expected \"\(right.prefix(160))\""
            }
        }
        return "no line differs (line endings?)"
    }
}
