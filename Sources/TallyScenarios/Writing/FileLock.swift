import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a lock could not be taken (the lock file's folder is missing or read-only, say).
public struct FileLockError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// An advisory lock (`flock`), so that two Tally processes doing a read-modify-write of one file
/// (a history, a scenario, an output folder) take turns instead of each writing over what the
/// other just saved.
///
/// The lock file itself is left in place: removing it while another process waits on it would
/// let a third process lock a new file of the same name and run alongside the waiter.
public enum FileLock {
    /// `.NAME.lock` beside `path`.
    public static func lockPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path
    }

    /// Runs `body` while holding the exclusive lock on `.NAME.lock` beside `path`, waiting for another holder first.
    /// The lock is released when `body` returns or throws, and by the kernel if the process dies.
    public static func withLock<T, E: Error>(on path: String, _ body: () throws(E) -> T) throws -> T {
        let lockFile = lockPath(for: path)
        let folder = URL(fileURLWithPath: lockFile).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try holding(open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o644), for: path, body)
    }

    /// Runs `body` while holding the exclusive lock on the real folder of a user's file (a
    /// scenario, a conversions history), which `tally add`, `new`, `solve --save` and
    /// `convert --save` take before reading and replacing it.
    ///
    /// The folder rather than the file, or a `.NAME.lock` beside it: a save renames a new file
    /// over the old one, so a lock on the file would stay with the old copy while the next run
    /// locks the new one; the folder outlives every save, exists before a new file does, and
    /// leaves nothing in it. A link and its target resolve to the same folder, so they take
    /// the same lock. Saves of two files in one folder wait for each other, which costs little.
    public static func withFolderLock<T, E: Error>(for path: String, _ body: () throws(E) -> T) throws -> T {
        let folder: String
        do {
            folder = try WriteTarget.lockFolder(for: path)
        } catch {
            throw FileLockError(description: error.description)
        }
        return try holding(open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC), for: path, body)
    }

    /// Takes the exclusive lock on `descriptor` (just opened, or -1 with `errno` set), runs
    /// `body`, then unlocks and closes it.
    private static func holding<T, E: Error>(_ descriptor: Int32, for path: String, _ body: () throws(E) -> T) throws -> T {
        guard descriptor >= 0 else {
            throw FileLockError(description: "cannot lock \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw FileLockError(description: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }
}
