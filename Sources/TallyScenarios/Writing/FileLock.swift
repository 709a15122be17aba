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

/// An advisory lock (`flock`) on a lock file beside the file it guards, so that two Tally
/// processes doing a read-modify-write of one file (a history, a scenario, an output folder)
/// take turns instead of each writing over what the other just saved.
///
/// The lock file itself is left in place: removing it while another process waits on it would
/// let a third process lock a new file of the same name and run alongside the waiter.
public enum FileLock {
    /// `.NAME.lock` beside `path`.
    public static func lockPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path
    }

    /// Runs `body` while holding the exclusive lock for `path`, waiting for another holder first.
    /// The lock is released when `body` returns or throws, and by the kernel if the process dies.
    public static func withLock<T, E: Error>(on path: String, _ body: () throws(E) -> T) throws -> T {
        let lockFile = lockPath(for: path)
        let folder = URL(fileURLWithPath: lockFile).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
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
