import Foundation
import Synchronization

/// Whether files are in place under the output folder as a manifest recorded them: each a
/// regular file under its recorded name, reached through real folders only.
///
/// Each folder is listed once, when a file in it is first asked about, and its files are looked
/// up in the listing: the thousand pages of `loan/` cost one pass of `readdir`, not a `stat`
/// each (5,000 of them were a quarter of a one-scenario rebuild's time). So a scenario's page
/// that was deleted, renamed, or replaced by a folder or a link is seen and written again; one
/// edited in place is not (Tally never writes a page in place). The site's few shared files
/// (the stylesheet, the index, the help), which are what someone might edit by hand, are also
/// held to their recorded sizes (`checkingSizes`), one `lstat` each.
final class IntactCheck: Sendable {
    let root: String
    /// Listings by folder path below `root` ("" for `root` itself); nil for a folder that is not
    /// a real one (missing, a symlink on the way, unreadable).
    private let listings = Mutex<[[UInt8]: FolderListing?]>([:])
    /// Held while a folder is listed: both workers start on `loan/`, and one lists it while the
    /// other waits asleep (a `Mutex` waits in a priority-inheriting futex, which spins while its
    /// owner runs).
    private let lister = NSLock()

    init(root: String) {
        self.root = root
    }

    /// The listing of the folder `relative` (a path below `root`), or nil.
    private func listing(_ relative: [UInt8]) -> FolderListing? {
        if let known = listings.withLock({ $0[relative] }) { return known }
        lister.lock()
        defer { lister.unlock() }
        if let listedMeanwhile = listings.withLock({ $0[relative] }) { return listedMeanwhile }
        let path = String(decoding: relative, as: UTF8.self)
        var listed: FolderListing?
        if relative.isEmpty || StagingFolder.isInsideWithoutSymlinks(path + "/x", in: root) {
            let descriptor = open(relative.isEmpty ? root : root + "/" + path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 { listed = FolderListing(consuming: descriptor) }
        }
        listings.withLock { $0[relative] = .some(listed) }
        return listed
    }

    func holds(_ files: [BuildManifest.FileRecord], checkingSizes: Bool = false) -> Bool {
        // A scenario's files share a folder: look its listing up once, not once a file.
        var lastFolder: [UInt8]?
        var lastListing: FolderListing?
        for file in files {
            var relative = file.path
            let holds = relative.withUTF8 { bytes -> Bool in
                guard StagingFolder.staysInside(bytes) else { return false }
                var slash = bytes.count
                while slash > 0, bytes[slash - 1] != UInt8(ascii: "/") { slash -= 1 }
                let folderPath = UnsafeBufferPointer(rebasing: bytes[..<(slash > 0 ? slash - 1 : 0)])
                if lastFolder.map({ !$0.elementsEqual(folderPath) }) ?? true {
                    let folder = Array(folderPath)
                    lastFolder = folder
                    lastListing = listing(folder)
                }
                switch lastListing?.kind(of: UnsafeBufferPointer(rebasing: bytes[slash...])) {
                case .regularFile?: return !checkingSizes || isRegularFile(bytes, size: file.size)
                case .unknown?: return isRegularFile(bytes, size: checkingSizes ? file.size : nil)
                case .other?, nil: return false
                }
            }
            if !holds { return false }
        }
        return true
    }

    /// Asked of the file itself: for its size, or on a file system whose listings do not say
    /// what a name is.
    private func isRegularFile(_ relative: UnsafeBufferPointer<UInt8>, size: Int?) -> Bool {
        var info = stat()
        guard lstat(root + "/" + String(decoding: relative, as: UTF8.self), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return size.map { Int(info.st_size) == $0 } ?? true
    }
}
