import Foundation
import TallyScenarios

/// Step 1 of a build: which scenario files to read.
public enum ScenarioFinder {
    public static let defaultFolders = ["scenarios", "examples"]

    /// Every `.yaml`/`.yml` file named or found below the named folders, sorted, each once.
    /// `tally.yaml` (site settings) is not a scenario.
    public static func files(for paths: [String], projectRoot: URL) throws(OutputError) -> [String] {
        try find(for: paths, projectRoot: projectRoot).files
    }

    /// The scenario files, and a warning for each one found in a folder but not taken: one that
    /// is not a regular file (reading a FIFO would wait forever), or whose name is not UTF-8
    /// (no path Tally can write names it).
    public static func find(for paths: [String], projectRoot: URL) throws(OutputError) -> (files: [String], skipped: [Diagnostic]) {
        let manager = FileManager.default
        var roots = paths
        if roots.isEmpty {
            if let folder = defaultFolders.first(where: { isDirectory(projectRoot.appendingPathComponent($0).path) }) {
                roots = [folder]
            } else {
                // A first run: `tally new` may have written NAME.yaml right here, so read those.
                let here = topLevelScenarios(in: projectRoot)
                guard !here.isEmpty else { throw OutputError(noScenarioFolder(in: projectRoot)) }
                return (here, [])
            }
        }
        var found: [String] = []
        var skipped: [Diagnostic] = []
        for root in roots {
            let absolute = root.hasPrefix("/") ? root : projectRoot.appendingPathComponent(root).path
            if isDirectory(absolute) {
                var inFolder: [String] = []
                var notTaken: [(name: String, reason: String)] = []
                collect(in: absolute, relative: "", into: &inFolder, skipped: &notTaken)
                found += inFolder.map { join(root, $0) }.sorted()
                skipped += notTaken.map { Diagnostic("skipped: \($0.reason)", at: SourceLocation(path: join(root, $0.name), line: 1, column: 1), severity: .warning) }
            } else if manager.fileExists(atPath: absolute) {
                found.append(root)
            } else if root.contains("\u{FFFD}") {
                // Swift gives arguments as UTF-8 text, replacing bytes that are not: the name
                // shown is then not the file's, so say why rather than blame a missing file.
                throw OutputError("\(root): no such file or folder; if its name is not UTF-8 text, it cannot be named here: rename it, or name its folder")
            } else {
                throw OutputError("\(root): no such file or folder")
            }
        }
        // One folder's walk names each file once; only several roots can name one twice.
        guard roots.count > 1 else { return (found, skipped) }
        var seen = Set<String>()
        return (found.filter { seen.insert($0).inserted }, skipped)
    }

    /// The scenario files below `folder` (paths relative to the first folder), as
    /// `FileManager`'s enumerator found them: hidden names skipped, real folders descended, a
    /// symlink to a folder neither descended nor taken, a symlink to anything else taken (a
    /// broken one is then reported as unreadable). The listing tells the type of almost every
    /// entry without a `stat`.
    ///
    /// A name that is not UTF-8, and anything but a regular file (or a link to one), is not
    /// taken but named in `skipped` with why.
    private static func collect(in folder: String, relative: String, into found: inout [String], skipped: inout [(name: String, reason: String)]) {
        for entry in FileSystem.list(folder) ?? [] {
            let bytes = entry.name
            let name = String(decoding: bytes, as: UTF8.self)
            guard !name.hasPrefix(".") else { continue }
            let inside = relative.isEmpty ? name : relative + "/" + name
            var kind = entry.kind
            // Decoding put U+FFFD for the bad bytes, so `name` names no file: the real bytes
            // are shown instead, and the file (or folder) is left alone.
            guard String(validating: bytes, as: UTF8.self) != nil else {
                let shown = bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
                if isScenarioFile(shown) || kind == .folder {
                    skipped.append((relative.isEmpty ? shown : relative + "/" + shown, "the name is not UTF-8 text; rename it"))
                }
                continue
            }
            let path = folder + "/" + name
            if kind == .unknown {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = .folder
                case S_IFLNK: kind = .link
                case S_IFREG: kind = .regularFile
                default: kind = .other
                }
            }
            if kind == .folder {
                collect(in: path, relative: inside, into: &found, skipped: &skipped)
            } else if isScenarioFile(name) {
                // A link is followed; a broken one is taken, and reported as unreadable.
                var info = stat()
                let target = kind == .link && stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
                if target == S_IFDIR { continue }
                if kind == .regularFile || (kind == .link && (target == nil || target == S_IFREG)) {
                    found.append(inside)
                } else {
                    skipped.append((inside, "not a regular file (a FIFO, socket or device); a scenario is a plain text file"))
                }
            }
        }
    }

    /// What a bare `tally build` looked for, where, and the two ways on.
    static func noScenarioFolder(in projectRoot: URL) -> String {
        let looked = defaultFolders.map { "\($0)/" }.joined(separator: " or ")
        return """
        nothing to build: with no files or folders named, tally build reads \(looked) from the \
        current folder, or else the .yaml scenarios in it, and \(projectRoot.path) has none of them. Try:
          tally build path/to/scenarios               build the scenarios in another folder
          tally new loan my-loan                      start a scenario to edit (in scenarios/)
        """
    }

    /// The `.yaml` files directly in `folder` (not below it), sorted.
    private static func topLevelScenarios(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isScenarioFile($0) && !isDirectory(folder.appendingPathComponent($0).path) }.sorted()
    }

    /// A `.yaml` file, but not `tally.yaml` nor a `tally import` rules file (`bank.rules.yaml`),
    /// which live beside the budgets they fill.
    static func isScenarioFile(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && name != SiteSettings.fileName
            && !name.hasSuffix(".rules.yaml") && !name.hasSuffix(".rules.yml")
    }

    private static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
}
