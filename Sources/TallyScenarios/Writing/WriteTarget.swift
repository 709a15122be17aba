import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a save really replaces, and whether replacing it is safe. A save writes a new file
/// and renames it over the old one, which would quietly turn a link into a copy, split a hard
/// link, swap a device for a file or ignore a read-only mode; so those are decided here, once,
/// before anything is written.
struct WriteTarget {
    /// The path as the user gave it, for messages.
    let path: String
    /// The folder the file really lives in, symbolic links resolved: where the temporary file
    /// goes, so the rename stays within one file system and replaces the real file.
    let folder: String
    /// The file's name in `folder`.
    let name: String
    /// The file as it is now; nil when it does not exist yet.
    let existing: stat?

    var realPath: String { folder == "/" ? "/" + name : folder + "/" + name }

    /// Resolves `path` (creating its folder if missing) and refuses what a save must not replace.
    static func resolve(_ path: String) throws(FileWriteError) -> WriteTarget {
        // `home.yaml/` would otherwise name `home.yaml` once its folder is split off.
        if path.hasSuffix("/") {
            throw FileWriteError(description: "\(path) ends in /; give a file name such as scenarios/home.yaml")
        }
        var info = stat()
        let found = lstat(path, &info) == 0
        if !found && errno != ENOENT {
            throw FileWriteError(description: "cannot save to \(path): \(PlainIOError.posix(errno))")
        }
        if found {
            // A link is written through to its target, as an editor saving it would; the link stays.
            guard let resolved = realpath(path, nil) else {
                throw FileWriteError(description: "\(path) is a symbolic link to a file that does not exist; nothing was written")
            }
            let real = String(cString: resolved)
            free(resolved)
            guard stat(real, &info) == 0 else {
                throw FileWriteError(description: "cannot read \(path): \(PlainIOError.posix(errno))")
            }
            try refuseUnsafe(info, path: path)
            let url = URL(fileURLWithPath: real)
            return WriteTarget(path: path, folder: url.deletingLastPathComponent().path, name: url.lastPathComponent, existing: info)
        }
        let url = URL(fileURLWithPath: path)
        let folder = try realFolder(url.deletingLastPathComponent().path, for: path)
        return WriteTarget(path: path, folder: folder, name: url.lastPathComponent, existing: nil)
    }

    /// The real folder `path` is (or would be) saved in, created if missing: the folder whose
    /// lock guards a save of `path`, so a link and its target take the same lock.
    static func lockFolder(for path: String) throws(FileWriteError) -> String {
        try resolve(path).folder
    }

    private static func realFolder(_ folder: String, for path: String) throws(FileWriteError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(description: "cannot create the folder for \(path): \(PlainIOError.reason(error))")
        }
        guard let resolved = realpath(folder, nil) else {
            throw FileWriteError(description: "cannot use the folder for \(path): \(PlainIOError.posix(errno))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func refuseUnsafe(_ info: stat, path: String) throws(FileWriteError) {
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            throw FileWriteError(description: "\(path) is a folder; give a file name such as scenarios/home.yaml")
        }
        guard kind == S_IFREG else {
            throw FileWriteError(description: "\(path) is not a regular file (a device, pipe or socket); Tally only saves to regular files, so nothing was written")
        }
        if info.st_nlink > 1 {
            throw FileWriteError(description: "\(path) has \(info.st_nlink) names (hard links) and saving would leave the others with the old text; give it a single name (copy it) to save to it")
        }
        // Checked on the mode bits as well as with access(): root may write anything, but a file
        // its owner made read-only is a decision a save should respect, as an editor does.
        if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(path, W_OK) != 0 {
            throw FileWriteError(description: "\(path) is read-only; make it writable (chmod u+w \(path)) to save to it")
        }
    }
}
