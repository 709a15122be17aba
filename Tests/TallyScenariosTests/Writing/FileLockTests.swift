import Foundation
import Testing
@testable import TallyScenarios

@Suite struct FileLockTests {
    /// flock locks belong to an open file description, so threads of one process that each
    /// open the lock file exclude each other just as two processes do.
    @Test func readModifyWritesUnderTheLockAllLand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("counter.txt").path
        try "0".write(toFile: path, atomically: true, encoding: .utf8)
        let writers = 8, rounds = 25
        DispatchQueue.concurrentPerform(iterations: writers) { _ in
            for _ in 0..<rounds {
                _ = try? FileLock.withLock(on: path) { () throws(FileWriteError) -> Void in
                    let value = Int((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") ?? -1_000_000
                    usleep(50)
                    try AtomicFileWriter.write(String(value + 1), toPath: path)
                }
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(writers * rounds))
        #expect(FileManager.default.fileExists(atPath: FileLock.lockPath(for: path)))
    }

    @Test func aMissingFolderIsAPlainError() {
        #expect(throws: FileLockError.self) {
            try FileLock.withLock(on: "/proc/no-such-folder/x/history.yaml") { () throws(FileWriteError) -> Int in 1 }
        }
    }
}
