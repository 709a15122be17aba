import Foundation
import Synchronization

/// Whether files are in place under the output folder as a manifest recorded them: each a
/// regular file under its recorded name, reached through real folders only.
///
/// Each folder is listed once, when a file in it is first asked about, and its files are looked
/// up in the listing: a folder of a thousand pages is one pass of `readdir`, not a `stat` a
/// page. So a scenario's page that was deleted, renamed, or replaced by a folder or a link is
/// seen and written again; one edited in place is not (Tally never writes a page in place). The
/// site's few shared files (the stylesheet, the index, the help), which are what someone might
/// edit by hand, are also held to their recorded sizes, one `lstat` each.
final class IntactCheck: Sendable {
    let root: String
    /// What each name is, by folder path below `root` ("" for `root` itself); nil for a folder
    /// that is not a real one (missing, a symlink on the way, unreadable).
    private let listings = Mutex<[String: [String: FileSystem.Kind]?]>([:])
    /// Held while a folder is listed: the build's workers start on the same folder, and one
    /// lists it while the others wait asleep (a `Mutex` waits in a priority-inheriting futex,
    /// which spins while its owner runs).
    private let lister = NSLock()

    init(root: String) {
        self.root = root
    }

    /// The listing of the folder `relative` (a path below `root`), or nil.
    private func listing(_ relative: String) -> [String: FileSystem.Kind]? {
        if let known = listings.withLock({ $0[relative] }) { return known }
        lister.lock()
        defer { lister.unlock() }
        if let listedMeanwhile = listings.withLock({ $0[relative] }) { return listedMeanwhile }
        var listed: [String: FileSystem.Kind]?
        if relative.isEmpty || StagingFolder.isInsideWithoutSymlinks(relative + "/x", in: root),
           let entries = FileSystem.list(relative.isEmpty ? root : root + "/" + relative, followingLinks: false) {
            // A name that is not UTF-8 is none Tally writes: it is left out, not decoded to
            // another name.
            listed = Dictionary(entries.compactMap { entry in String(validating: entry.name, as: UTF8.self).map { ($0, entry.kind) } },
                                uniquingKeysWith: { first, _ in first })
        }
        listings.withLock { $0[relative] = .some(listed) }
        return listed
    }

    /// Whether every one of `paths` is a regular file in place.
    func holds(_ paths: [String]) -> Bool {
        holds(paths, sizes: nil)
    }

    /// Whether every one of `files` is a regular file in place, of its recorded size.
    func holds(_ files: [BuildManifest.FileRecord]) -> Bool {
        holds(files.map(\.path), sizes: files.map(\.size))
    }

    private func holds(_ paths: [String], sizes: [Int]?) -> Bool {
        // A scenario's files share a folder: its listing is looked up once, not once a file.
        var last: (folder: String, listing: [String: FileSystem.Kind]?)?
        return paths.indices.allSatisfy { index in
            let path = paths[index]
            guard StagingFolder.staysInside(path) else { return false }
            let folder: String, name: Substring
            if let slash = path.lastIndex(of: "/") {
                folder = String(path[..<slash])
                name = path[path.index(after: slash)...]
            } else {
                folder = ""
                name = path[...]
            }
            if last?.folder != folder { last = (folder, listing(folder)) }
            switch last?.listing?[String(name)] {
            case .regularFile?: return sizes == nil || isRegularFile(path, size: sizes?[index])
            case .unknown?: return isRegularFile(path, size: sizes?[index])
            case .folder?, .link?, .other?, nil: return false
            }
        }
    }

    /// Asked of the file itself: for its size, or on a file system whose listings do not say
    /// what a name is.
    private func isRegularFile(_ relative: String, size: Int?) -> Bool {
        var info = stat()
        guard lstat(root + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return size.map { Int(info.st_size) == $0 } ?? true
    }
}
