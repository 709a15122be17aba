import Foundation
import Testing
@testable import TallyScenarios

/// A save replaces the user's own file, never swaps it for another one (issue 23).
@Suite struct SafeReplaceTests {
    private final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("tally-replace-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String, _ text: String? = nil, mode: Int? = nil) throws -> String {
            let file = path + "/" + name
            if let text { try text.write(toFile: file, atomically: false, encoding: .utf8) }
            if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file) }
            return file
        }
        var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    private func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func thePermissionsOfTheOldFileAreKept() throws {
        let folder = try Folder()
        let path = try folder.file("budget.yaml", "old\n", mode: 0o600)
        try AtomicFileWriter.write("new\n", toPath: path)
        #expect(try mode(path) == 0o600)
        #expect(try text(path) == "new\n")
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItIs() throws {
        let folder = try Folder()
        let path = try folder.file("budget.yaml", "old\n", mode: 0o444)
        let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new\n", toPath: path) }
        #expect(error?.description.contains("read-only") == true)
        #expect(try text(path) == "old\n")
        #expect(try mode(path) == 0o444)
        #expect(folder.contents == ["budget.yaml"])
    }

    @Test func aSymbolicLinkIsWrittenThroughToItsTarget() throws {
        let folder = try Folder()
        let real = try folder.file("real.yaml", "old\n", mode: 0o640)
        let link = try folder.file("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")
        try AtomicFileWriter.write("new\n", toPath: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml")
        #expect(try text(real) == "new\n")
        #expect(try mode(real) == 0o640)
        #expect(folder.contents == ["link.yaml", "real.yaml"])
    }

    @Test func aLinkToAMissingFileIsRefused() throws {
        let folder = try Folder()
        let link = try folder.file("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "gone.yaml")
        #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new\n", toPath: link) }
        #expect(folder.contents == ["link.yaml"])
    }

    @Test func aHardLinkedFileIsRefusedRatherThanSplit() throws {
        let folder = try Folder()
        let one = try folder.file("one.yaml", "old\n")
        let two = try folder.file("two.yaml")
        try FileManager.default.linkItem(atPath: one, toPath: two)
        let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new\n", toPath: one) }
        #expect(error?.description.contains("hard links") == true)
        #expect(try text(one) == "old\n")
        #expect(try text(two) == "old\n")
        #expect(folder.contents == ["one.yaml", "two.yaml"])
    }

    /// A pipe stands for every special file: `/dev/null` itself is not tried, since a regression
    /// run as root would replace the machine's own.
    @Test func aPipeAndAFolderAreRefused() throws {
        let folder = try Folder()
        let fifo = try folder.file("pipe.yaml")
        #expect(mkfifo(fifo, 0o644) == 0)
        let inner = try folder.file("inner")
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        for path in [fifo, inner] {
            #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new\n", toPath: path) }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(folder.contents == ["inner", "pipe.yaml"])
    }

    /// `budget.yaml/` is not a second way to name `budget.yaml` and replace it unchecked.
    @Test func aPathEndingInASlashIsRefused() throws {
        let folder = try Folder()
        let path = try folder.file("budget.yaml", "old\n", mode: 0o444)
        for name in [path + "/", path + "/inner.yaml", folder.path + "/new.yaml/"] {
            #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new\n", toPath: name) }
        }
        #expect(try text(path) == "old\n")
        #expect(folder.contents == ["budget.yaml"])
    }

    @Test func aStaleTemporaryFileOfADeadProcessIsRemovedOnTheNextSave() throws {
        let folder = try Folder()
        let path = try folder.file("budget.yaml", "old\n")
        // A process that has exited: its number is not in use (unless reused within the test).
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run()
        dead.waitUntilExit()
        let stale = try folder.file(".budget.yaml.\(dead.processIdentifier).tmp", "half\n")
        let alive = try folder.file(".budget.yaml.1.tmp", "pid 1 is always running\n")
        let other = try folder.file(".notes.yaml.\(dead.processIdentifier).tmp", "another file's\n")
        try AtomicFileWriter.write("new\n", toPath: path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: alive))
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(try text(path) == "new\n")
    }

    @Test func theFolderLockLeavesNothingBesideTheFile() throws {
        let folder = try Folder()
        let path = try folder.file("budget.yaml", "0")
        let link = try folder.file("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "budget.yaml")
        // Saves through the link and through the real name take the same lock: none is lost.
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            for _ in 0..<20 {
                _ = try? FileLock.withFolderLock(for: index.isMultiple(of: 2) ? path : link) { () throws(FileWriteError) -> Void in
                    let value = Int((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") ?? -1_000_000
                    usleep(50)
                    try AtomicFileWriter.write(String(value + 1), toPath: index.isMultiple(of: 2) ? path : link)
                }
            }
        }
        #expect(try text(path) == "120")
        #expect(folder.contents == ["budget.yaml", "link.yaml"])
    }
}
