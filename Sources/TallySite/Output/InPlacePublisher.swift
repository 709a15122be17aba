import Foundation
import TallyScenarios

/// Publishing a rebuild into the live output without re-creating it: only the files whose bytes
/// changed were staged, and each is renamed over its old version (atomic per file); an
/// unchanged page costs no file-system write at all.
///
/// What a reader of the output can see:
/// - A build that fails before publishing (an invalid scenario, a report over the size limit, a
///   failed write, Ctrl-C) leaves the output byte-identical: everything it made is in the staging
///   folder, which is removed.
/// - While publishing, every page is whole (old or new, never half-written). Before the first
///   rename the manifest is replaced, atomically, by one that no longer vouches for anything
///   about to change. A build killed from there on may leave old and new pages side by side,
///   but the next build does not trust them: it re-renders those scenarios and the site pages,
///   and rewrites whatever differs, which repairs the output. A rename that fails removes the
///   manifest, so the next build is a cold one that replaces the whole site.
/// - The final manifest is written last, atomically: it is the commit record.
extension StagingFolder {
    /// Moves `changed` (staged relative paths) into the destination, deletes `removed` from it,
    /// then writes `manifest`. `pending` is written first when the old manifest vouches for files
    /// that are about to change. Each is encoded only when it is written, so the two are never
    /// in memory at once.
    func publishInPlace(changed: [String], removed: [String], pending: BuildManifest?, manifest: BuildManifest) throws(OutputError) {
        let root = destination.path
        if let pending { try replaceFile(BuildManifest.fileName, with: pending.encoded()) }
        do throws(OutputError) {
            for relativePath in changed {
                try makeRealFolders(for: relativePath, in: root)
                if rename(url.path + "/" + relativePath, root + "/" + relativePath) != 0 {
                    throw OutputError("cannot move \(relativePath) into \(root): \(PlainIOError.posix(errno))")
                }
            }
        } catch {
            // Whatever stopped this (a folder where a page goes, the staging folder removed by
            // Ctrl-C), the next build must not trust this output: without a manifest it is a
            // cold build that replaces the whole site.
            unlink(root + "/" + BuildManifest.fileName)
            throw error
        }
        var emptied = Set<String>()
        for relativePath in removed where Self.staysInside(relativePath) && Self.isInsideWithoutSymlinks(relativePath, in: root) {
            var info = stat()
            let path = root + "/" + relativePath
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { unlink(path) }
            if let slash = relativePath.lastIndex(of: "/") { emptied.insert(String(relativePath[..<slash])) }
        }
        // A scenario's folder goes when its last page does; rmdir leaves a folder that is not empty.
        for folder in emptied.sorted(by: { $0.count > $1.count }) where Self.isInsideWithoutSymlinks(folder + "/x", in: root) {
            rmdir(root + "/" + folder)
        }
        try replaceFile(BuildManifest.fileName, with: manifest.encoded())
        discard()
    }

    /// Writes `bytes` under the staging folder, then renames it over the destination's file.
    private func replaceFile(_ relativePath: String, with bytes: [UInt8]) throws(OutputError) {
        try write(bytes, to: relativePath, linkUnchanged: false)
        if rename(url.path + "/" + relativePath, destination.path + "/" + relativePath) != 0 {
            throw OutputError("cannot write \(relativePath) into \(destination.path): \(PlainIOError.posix(errno))")
        }
    }

    /// Makes every folder on the way to `relativePath` under `root` a real folder: a symlink (or a
    /// file) in its place is removed, never followed, so a rename cannot land outside the output.
    private func makeRealFolders(for relativePath: String, in root: String) throws(OutputError) {
        var path = root
        for component in relativePath.split(separator: "/").dropLast() {
            path += "/" + component
            var info = stat()
            if lstat(path, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                unlink(path)
            }
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw OutputError("cannot create the folder \(path): \(PlainIOError.posix(errno))")
            }
        }
    }
}
