import Foundation
import Synchronization
import TallyReports
import TallyScenarios

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
    /// `url.path` and `destination.path`, kept: Foundation builds the string anew on every call,
    /// and every file of a build asks for them.
    private let stagingPath: String
    private let destinationPath: String
    /// Whether there is a previous output to link unchanged pages from (not on a first build).
    private let hasPreviousOutput: Bool
    /// The folders created so far under the staging folder, each held open: files are created
    /// relative to their folder's descriptor, so the kernel does not walk the whole path again
    /// for every file.
    /// A folder past `maximumOpenFolders` is recorded as `AT_FDCWD` (created, not held open) and
    /// its files are created by full path: a build of 10,000 budgets, a folder each, must not run
    /// out of file descriptors.
    private let folders = Mutex(Folders())
    private struct Folders {
        var descriptors: [String: Int32] = [:]
        var open = 0
    }
    static let maximumOpenFolders = 64
    /// Marks a folder as Tally's output, so a later build may replace it without asking.
    public static let markerName = ".tally-output"
    static let markerBytes = Array("This folder is written by `tally build`; it is replaced on every build.\n".utf8)

    /// Staging and old-site folders are named `.tally-staging-PID-…` and `.tally-old-PID-…`, so
    /// a later build can tell its own litter from anything else and see whether its owner lives.
    static let stagingPrefix = ".tally-staging-"
    static let oldPrefix = ".tally-old-"

    /// Refuses an output folder Tally may not replace before creating anything, clears away the
    /// staging folders of builds that died, then creates this build's own staging folder.
    public init(destination: URL) throws(OutputError) {
        self.destination = destination.standardizedFileURL
        try Self.refuseToReplaceForeignFolder(self.destination)
        let parent = self.destination.deletingLastPathComponent()
        Self.removeStaleFolders(in: parent.path, destinationName: self.destination.lastPathComponent)
        let name = "\(Self.stagingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(self.destination.lastPathComponent)"
        self.url = parent.appendingPathComponent(name)
        stagingPath = url.path
        destinationPath = self.destination.path
        var info = stat()
        hasPreviousOutput = lstat(destinationPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError("cannot create the folder \(parent.path): \(PlainIOError.reason(error))")
        }
        InterruptCleanup.register(url.path)
        if mkdir(url.path, 0o755) != 0 {
            let reason = PlainIOError.posix(errno)
            InterruptCleanup.unregister(url.path)
            throw OutputError("cannot create a folder beside \(self.destination.path): \(reason)")
        }
    }

    /// Removes staging and old-site folders in `parent` whose process is gone (killed, or the
    /// machine lost power); a live build's folders are left to it.
    static func removeStaleFolders(in parent: String, destinationName: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        // Earlier versions named them `.public.tmp-PID-N` and `.public.old-PID-N`.
        let legacy = [".\(destinationName).tmp-", ".\(destinationName).old-"]
        for name in names {
            let rest: Substring
            if name.hasPrefix(stagingPrefix) {
                rest = name.dropFirst(stagingPrefix.count)
            } else if name.hasPrefix(oldPrefix) {
                rest = name.dropFirst(oldPrefix.count)
            } else if let prefix = legacy.first(where: { name.hasPrefix($0) }) {
                rest = name.dropFirst(prefix.count)
            } else {
                continue
            }
            guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }
    }

    /// Writes a file under the staging folder; its path may not leave it.
    public func write(_ file: OutputFile) throws(OutputError) {
        try write(file.bytes, to: file.path)
    }

    public func write(_ bytes: [UInt8], to relativePath: String, linkUnchanged: Bool = true) throws(OutputError) {
        // Ctrl-C is clearing this folder away: add nothing it would have to chase.
        guard !InterruptCleanup.isStopping else { throw OutputError("the build was interrupted") }
        try checkInside(relativePath)
        // Found among the bytes: a search by `Character` breaks the whole path into graphemes.
        let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folderDescriptor = try descriptor(ofFolder: slash.map { String(decoding: relativePath.utf8[..<$0], as: UTF8.self) } ?? "")
        let targetPath = stagingPath + "/" + relativePath
        // An unchanged page is linked from the previous output rather than written again: no new
        // inode, and an unchanged file keeps its modification time for rsync-style deploys.
        if linkUnchanged, hasPreviousOutput {
            let previous = destinationPath + "/" + relativePath
            if Self.isInsideWithoutSymlinks(relativePath, in: destinationPath), Self.file(atPath: previous, equals: bytes),
               link(previous, targetPath) == 0 {
                return
            }
        }
        // Created relative to its folder's open descriptor, or by its whole path when the
        // folder is not held open.
        let name = folderDescriptor == AT_FDCWD ? targetPath : String(decoding: relativePath.utf8[(slash.map { relativePath.utf8.index(after: $0) } ?? relativePath.utf8.startIndex)...], as: UTF8.self)
        if let failure = FileSystem.create(name, in: folderDescriptor, bytes: bytes) {
            throw OutputError("cannot write \(relativePath) into \(destinationPath): \(PlainIOError.posix(failure))")
        }
    }

    /// Whether every folder on the way to `relativePath` under `root` is a real folder: a
    /// symlink in the previous output must not lead the build to link files from elsewhere.
    static func isInsideWithoutSymlinks(_ relativePath: String, in root: String) -> Bool {
        var path = root
        for component in relativePath.split(separator: "/").dropLast() {
            path += "/" + component
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        }
        return true
    }

    /// Whether the regular file at `path` (not a link) holds exactly `bytes`.
    static func file(atPath path: String, equals bytes: [UInt8]) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        return (try? FileSystem.read(path, followingLinks: false, limit: bytes.count)) == bytes
    }

    /// Replaces the destination with the staged output: the old site stays whole until the
    /// moment the new one is renamed into place.
    public func commit() throws(OutputError) {
        try write(Self.markerBytes, to: Self.markerName)
        closeFolders()
        let manager = FileManager.default
        let old = destination.deletingLastPathComponent()
            .appendingPathComponent(url.lastPathComponent.replacingOccurrences(of: Self.stagingPrefix, with: Self.oldPrefix))
        try? manager.removeItem(at: old)
        var info = stat()
        let hadPrevious = lstat(destination.path, &info) == 0
        if hadPrevious, rename(destination.path, old.path) != 0 {
            throw OutputError("cannot move the previous site out of \(destination.path): \(PlainIOError.posix(errno))")
        }
        if rename(url.path, destination.path) != 0 {
            let reason = PlainIOError.posix(errno)
            if hadPrevious { _ = rename(old.path, destination.path) }
            throw OutputError("cannot move the new site into \(destination.path): \(reason)")
        }
        InterruptCleanup.unregister(url.path)
        if hadPrevious { try? manager.removeItem(at: old) }
    }

    /// Removes the staged output, leaving the previous site untouched.
    public func discard() {
        closeFolders()
        try? FileManager.default.removeItem(at: url)
        InterruptCleanup.unregister(url.path)
    }

    /// Refuses a path that would leave the staging folder.
    func checkInside(_ relativePath: String) throws(OutputError) {
        guard Self.staysInside(relativePath) else { throw Self.refusal(relativePath) }
    }

    private static func refusal(_ relativePath: String) -> OutputError {
        OutputError("refusing to write \"\(relativePath)\": output paths must stay inside the output folder")
    }

    /// Whether `relativePath` names something inside the output folder: no absolute path, no
    /// empty, `.` or `..` component, no backslash or NUL. One pass over the bytes, counting each
    /// component's length and dots: every page written is checked.
    static func staysInside(_ relativePath: String) -> Bool {
        var length = 0
        var dots = 0
        // Empty, or nothing but one or two dots.
        func refused() -> Bool { length == 0 || (dots == length && length <= 2) }
        for byte in relativePath.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                if refused() { return false }
                length = 0
                dots = 0
            case 0x5C, 0:
                return false
            default:
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !refused()
    }

    /// The open descriptor of a folder under the staging folder (`""`: the staging folder
    /// itself), created once however many files go into it. The folder is created under the
    /// lock, so no other writer sees it listed before it exists.
    private func descriptor(ofFolder relativeFolder: String) throws(OutputError) -> Int32 {
        // One mkdir per level and never the staging folder itself, so a worker still writing
        // after an interrupt removed the staging folder cannot bring it back.
        let result: Result<Int32, OutputError> = folders.withLock { folders in
            if let descriptor = folders.descriptors[relativeFolder] { return .success(descriptor) }
            var path = stagingPath
            for component in relativeFolder.split(separator: "/") {
                path += "/" + component
                if mkdir(path, 0o755) != 0 && errno != EEXIST {
                    return .failure(OutputError("cannot create the folder \(relativeFolder) in \(destination.path): \(PlainIOError.posix(errno))"))
                }
            }
            guard folders.open < Self.maximumOpenFolders else {
                folders.descriptors[relativeFolder] = AT_FDCWD
                return .success(AT_FDCWD)
            }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                return .failure(OutputError("cannot open the folder \(relativeFolder.isEmpty ? "." : relativeFolder) in \(destination.path): \(PlainIOError.posix(errno))"))
            }
            folders.descriptors[relativeFolder] = descriptor
            folders.open += 1
            return .success(descriptor)
        }
        return try result.get()
    }

    /// Closes the folders' descriptors; `commit` and `discard` call it before renaming or
    /// removing the folder, and a later write opens them again.
    private func closeFolders() {
        folders.withLock { folders in
            for descriptor in folders.descriptors.values where descriptor >= 0 { close(descriptor) }
            folders = Folders()
        }
    }

    deinit { closeFolders() }

    /// Refuses an output folder Tally may not replace, creating nothing: callers check this
    /// before they take the output's lock, so a refused `--out` leaves no lock file either.
    public static func checkReplaceable(_ destination: URL) throws(OutputError) {
        try refuseToReplaceForeignFolder(destination.standardizedFileURL)
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
