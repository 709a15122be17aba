import Foundation

/// Why a file could not be replaced; the old file is untouched.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Replaces a file all at once: the text goes to a temporary file in the same folder, which is
/// then renamed over the target, so a crash or full disk never leaves half a history behind.
public enum AtomicFileWriter {
    /// `beforeRename` runs once the temporary file is complete (tests use it to fail at the
    /// worst moment); if it throws, the temporary file is removed and the target is unchanged.
    public static func write(_ text: String, toPath path: String,
                             beforeRename: (String) throws -> Void = { _ in }) throws(FileWriteError) {
        try write(bytes: Data(text.utf8), toPath: path, beforeRename: beforeRename)
    }

    /// The same for exact bytes, for edits that must keep a file's every byte but the new ones.
    public static func write(bytes: Data, toPath path: String,
                             beforeRename: (String) throws -> Void = { _ in }) throws(FileWriteError) {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: temporary)
            try beforeRename(temporary.path)
            if rename(temporary.path, target.path) != 0 {
                let code = errno
                throw FileWriteError(description: "cannot replace \(path): \(String(cString: strerror(code)))")
            }
        } catch let error as FileWriteError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(description: "cannot write \(path): \(PlainIOError.reason(error))")
        }
    }
}
