import Foundation
import TallySite

/// Which folders to watch and which names in them matter. Folders, not files: editors save by
/// writing a new file and renaming it over the old one, which a watch on the file would miss.
struct WatchPlan: Sendable, Equatable {
    struct Folder: Sendable, Equatable {
        let path: String
        /// Subfolders too, including ones created later.
        let recursive: Bool
        /// Only these names directly inside count; nil means every name.
        let names: Set<String>?
    }

    let folders: [Folder]
    /// The output folder: when it lies inside a watched one, writing it must not rebuild again.
    let excluded: [String]

    /// The scenario files and folders, `templates/`, `site/` and `tally.yaml`.
    init(for options: BuildOptions) {
        let root = options.projectRoot.standardizedFileURL.path
        var rootNames: Set<String> = ["tally.yaml", "templates", "site"]
        var folders: [Folder] = []
        for name in ["templates", "site"] {
            folders.append(Folder(path: root + "/" + name, recursive: true, names: nil))
        }
        let scenarioRoots = options.paths.isEmpty ? ScenarioFinder.defaultFolders : options.paths
        if options.paths.isEmpty { rootNames.formUnion(ScenarioFinder.defaultFolders) }
        for path in scenarioRoots {
            let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : root + "/" + path).standardizedFileURL.path
            // A folder that does not exist yet (examples/ beside scenarios/) is watched once made.
            let isFile = FileManager.default.fileExists(atPath: absolute) ? !Self.isDirectory(absolute) : absolute.hasSuffix(".yaml") || absolute.hasSuffix(".yml")
            if !isFile {
                folders.append(Folder(path: absolute, recursive: true, names: nil))
            } else {
                let url = URL(fileURLWithPath: absolute)
                folders.append(Folder(path: url.deletingLastPathComponent().path, recursive: false, names: [url.lastPathComponent]))
            }
            if let first = path.split(separator: "/").first, !path.hasPrefix("/") { rootNames.insert(String(first)) }
        }
        // `tally serve .` watches the whole project already.
        if !folders.contains(where: { $0.path == root && $0.recursive }) {
            folders.insert(Folder(path: root, recursive: false, names: rootNames), at: 0)
        }
        self.folders = folders
        excluded = [options.outputURL.standardizedFileURL.path]
    }

    init(folders: [Folder], excluded: [String] = []) {
        self.folders = folders
        self.excluded = excluded
    }

    func isExcluded(_ path: String) -> Bool {
        excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// Whether a change to `name` inside a watched folder should rebuild. Hidden files (vim's
    /// `.x.swp`, staging folders), backups (`x~`) and vim's write test `4913` never do.
    static func matters(_ name: String, in folder: Folder) -> Bool {
        if let names = folder.names, !names.contains(name) { return false }
        return !name.hasPrefix(".") && !name.hasSuffix("~") && name != "4913"
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Tells its owner that something it watches changed. The callback runs on the watcher's own
/// thread and must be quick.
protocol FileWatcher: Sendable {
    func start(onChange: @escaping @Sendable (String) -> Void) throws(WatchError)
    func stop()
}

struct WatchError: Error, Sendable, CustomStringConvertible {
    let description: String
}
