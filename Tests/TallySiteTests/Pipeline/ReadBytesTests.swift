import Foundation
import Testing
@testable import TallySite

/// Files are read into a buffer sized from `fstat`, at most one byte past the limit.
@Suite struct ReadBytesTests {
    @Test(arguments: [0, 1, 99, 100, 101, 5_000])
    func readsTheWholeFileOrOneBytePastTheLimit(size: Int) throws {
        let project = try TemporaryProject(files: ["keep.txt": ""])
        let path = project.root.appendingPathComponent("f.yaml").path
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try FileSystem.read(path, limit: 100)
        #expect(read == Array(bytes.prefix(101)))
    }

    /// A pipe has no size to go by: it is read until its end all the same.
    @Test func readsAFileWithoutASize() throws {
        let read = try FileSystem.read("/proc/self/status", limit: 1_000_000)
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func aMissingFileIsAReadError() {
        #expect(throws: FileSystem.ReadFailure.self) { try FileSystem.read("/nonexistent/file.yaml", limit: 10) }
    }

    @Test func outputPathsAreCheckedByteByByte() {
        for path in ["a", "loan/a.html", "a/b/c", "…/é", ".hidden", "a..b", "..."] { #expect(StagingFolder.staysInside(path), "\(path)") }
        for path in ["", "/a", "a/", "a//b", ".", "..", "../a", "a/..", "a/./b", "a\\b", "a\u{0}b"] { #expect(!StagingFolder.staysInside(path), "\(path)") }
    }
}
