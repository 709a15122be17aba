import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be replaced; the old file is untouched.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Replaces a user's file all at once, the one way every save does it (`tally add`, `new`,
/// `solve --save`, `convert --save`): the text goes to a temporary file in the real file's
/// folder, given the old file's owner and mode, flushed to disk and renamed over the real file,
/// so a crash or full disk never leaves half a file behind. What must not be replaced this way
/// (a link's name, a hard-linked, read-only or special file) is refused by `WriteTarget` first.
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
        let target = try WriteTarget.resolve(path)
        removeStaleTemporaries(of: target)
        let temporary = temporaryPath(of: target, pid: getpid())
        // Left by an earlier run that had this process's number, or by a failed write of ours.
        unlink(temporary)
        // Created private and only opened up to the old file's mode once it is ours (O_EXCL,
        // never through a link), so a 0600 budget is never readable by others, even for a moment.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                              target.existing == nil ? 0o666 : 0o600)
        guard descriptor >= 0 else {
            throw FileWriteError(description: "cannot write \(path): \(PlainIOError.posix(errno))")
        }
        do throws(FileWriteError) {
            defer { close(descriptor) }
            try keepOwnerAndMode(of: target, on: descriptor)
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw FileWriteError(description: "cannot write \(path): \(PlainIOError.posix(errno))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        do {
            try beforeRename(temporary)
        } catch {
            unlink(temporary)
            throw FileWriteError(description: "cannot write \(path): \(PlainIOError.reason(error))")
        }
        guard rename(temporary, target.realPath) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(description: "cannot replace \(path): \(PlainIOError.posix(code))")
        }
        // The rename is only durable once the folder's entry is on disk too.
        let folder = open(target.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// `.NAME.PID.tmp` in the real file's folder.
    static func temporaryPath(of target: WriteTarget, pid: pid_t) -> String {
        target.folder + "/.\(target.name).\(pid).tmp"
    }

    /// A save killed between writing and renaming leaves its temporary file; the next save of the
    /// same file removes those whose process is gone, so they do not pile up beside the user's.
    private static func removeStaleTemporaries(of target: WriteTarget) {
        let prefix = ".\(target.name).", suffix = ".tmp"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: target.folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.count > prefix.count + suffix.count {
            let number = name.dropFirst(prefix.count).dropLast(suffix.count)
            guard number.allSatisfy(\.isASCII), let pid = pid_t(number), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(target.folder + "/" + name)
            }
        }
    }

    /// The old file's owner (where the system allows it) and mode, set before the rename.
    private static func keepOwnerAndMode(of target: WriteTarget, on descriptor: Int32) throws(FileWriteError) {
        guard let old = target.existing else { return }
        // Only root may give a file away; anyone else keeps their own file, so EPERM is fine.
        // The owner goes first: changing it clears set-id bits, which the mode then restores.
        _ = fchown(descriptor, old.st_uid, old.st_gid)
        guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else {
            throw FileWriteError(description: "cannot keep the permissions of \(target.path): \(PlainIOError.posix(errno))")
        }
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws(FileWriteError) {
        let failure: Int32? = bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { return errno }
                written += count
            }
            return nil
        }
        if let failure {
            throw FileWriteError(description: "cannot write \(path): \(PlainIOError.posix(failure))")
        }
    }
}
