import Foundation
import Synchronization
import TallyReports

/// Why output could not be written.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// A build's output is written into a hidden sibling folder and swapped in only when the whole
/// build succeeded, so a failed or interrupted build never leaves a half-written site.
public final class StagingFolder: Sendable {
    public let destination: URL
    public let url: URL
    private let createdFolders = Mutex<Set<String>>([])
    /// Marks a folder as Tally's output, so a later build may replace it without asking.
    public static let markerName = ".tally-output"

    public init(destination: URL) throws(OutputError) {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = ".\(self.destination.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        self.url = parent.appendingPathComponent(name)
        let manager = FileManager.default
        try? manager.removeItem(at: url)
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw OutputError("cannot create \(url.path): \(error.localizedDescription)")
        }
        try Self.refuseToReplaceForeignFolder(self.destination)
    }

    /// Writes a file under the staging folder; its path may not leave it.
    public func write(_ file: OutputFile) throws(OutputError) {
        try write(file.bytes, to: file.path)
    }

    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        let targetPath = try resolve(relativePath)
        if let slash = relativePath.lastIndex(of: "/") {
            try ensureFolder(String(relativePath[..<slash]))
        }
        // An unchanged page is linked from the previous output rather than written again: no new
        // inode (ext4 allocates them slowly right after a build deleted the old ones), and an
        // unchanged file keeps its modification time for rsync-style deploys.
        let previous = destination.path + "/" + relativePath
        if Self.file(atPath: previous, equals: bytes), link(previous, targetPath) == 0 {
            return
        }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            let descriptor = open(targetPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var offset = 0
            while offset < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if result <= 0 { return false }
                offset += result
            }
            return true
        }
        if !written {
            throw OutputError("cannot write \(targetPath): \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the regular file at `path` holds exactly `bytes`.
    private static func file(atPath path: String, equals bytes: [UInt8]) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        let count = existing.withUnsafeMutableBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let result = read(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if result <= 0 { break }
                offset += result
            }
            return offset
        }
        return count == bytes.count && memcmp(existing, bytes, count) == 0
    }

    /// Replaces the destination with the staged output: the old site stays whole until the
    /// moment the new one is renamed into place.
    public func commit() throws(OutputError) {
        try write(Array("This folder is written by `tally build`; it is replaced on every build.\n".utf8), to: Self.markerName)
        let manager = FileManager.default
        let old = destination.deletingLastPathComponent()
            .appendingPathComponent(url.lastPathComponent.replacingOccurrences(of: ".tmp-", with: ".old-"))
        try? manager.removeItem(at: old)
        let hadPrevious = manager.fileExists(atPath: destination.path)
        do {
            if hadPrevious { try manager.moveItem(at: destination, to: old) }
            try manager.moveItem(at: url, to: destination)
        } catch {
            if hadPrevious, !manager.fileExists(atPath: destination.path) { try? manager.moveItem(at: old, to: destination) }
            throw OutputError("cannot move the new site into \(destination.path): \(error.localizedDescription)")
        }
        if hadPrevious { try? manager.removeItem(at: old) }
    }

    /// Removes the staged output, leaving the previous site untouched.
    public func discard() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute path for `relativePath`, which must not leave the staging folder.
    private func resolve(_ relativePath: String) throws(OutputError) -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !components.isEmpty,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") && !$0.contains("\0") }) else {
            throw OutputError("refusing to write \"\(relativePath)\": output paths must stay inside the output folder")
        }
        return url.path + "/" + relativePath
    }

    /// Creates a folder under the staging folder once, however many files go into it.
    /// The folder is created under the lock, so no other writer sees it listed before it exists.
    private func ensureFolder(_ relativeFolder: String) throws(OutputError) {
        let path = url.path + "/" + relativeFolder
        let failure: String? = createdFolders.withLock { created in
            guard !created.contains(relativeFolder) else { return nil }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                return error.localizedDescription
            }
            created.insert(relativeFolder)
            return nil
        }
        if let failure { throw OutputError("cannot create \(path): \(failure)") }
    }

    /// Never delete a folder Tally did not write (say `--out ~/Documents` by mistake).
    private static func refuseToReplaceForeignFolder(_ destination: URL) throws(OutputError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw OutputError("\(destination.path) exists and is not a folder; choose another --out")
        }
        let contents = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? []
        if contents.isEmpty || contents.contains(markerName) { return }
        throw OutputError("\(destination.path) holds files Tally did not write; choose an empty or new --out folder (Tally replaces its output folder on every build)")
    }
}
