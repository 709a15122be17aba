import Foundation
import TallyScenarios

/// Step 1 of a build: which scenario files to read.
public enum ScenarioFinder {
    public static let defaultFolders = ["scenarios", "examples"]

    /// Every `.yaml`/`.yml` file named or found below the named folders, sorted, each once.
    /// `tally.yaml` (site settings) is not a scenario.
    public static func files(for paths: [String], projectRoot: URL) throws(OutputError) -> [String] {
        let manager = FileManager.default
        var roots = paths
        if roots.isEmpty {
            guard let folder = defaultFolders.first(where: { isDirectory(projectRoot.appendingPathComponent($0).path) }) else {
                throw OutputError("no scenarios/ folder here: pass scenario files or folders, or create one with `tally new loan my-loan`")
            }
            roots = [folder]
        }
        var found: [String] = []
        for root in roots {
            let absolute = root.hasPrefix("/") ? root : projectRoot.appendingPathComponent(root).path
            if isDirectory(absolute) {
                guard let enumerator = manager.enumerator(atPath: absolute) else { continue }
                var inFolder: [String] = []
                while let relative = enumerator.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if name.hasPrefix(".") {
                        if isDirectory(absolute + "/" + relative) { enumerator.skipDescendants() }
                        continue
                    }
                    if isScenarioFile(name), !isDirectory(absolute + "/" + relative) { inFolder.append(join(root, relative)) }
                }
                found += inFolder.sorted()
            } else if manager.fileExists(atPath: absolute) {
                found.append(root)
            } else {
                throw OutputError("\(root): no such file or folder")
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    static func isScenarioFile(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && name != SiteSettings.fileName
    }

    private static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
}
