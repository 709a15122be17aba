import Foundation
import PackagePlugin

/// Compiles every file of the resource folders (`Sources/<Target>/Resources`, `Templates` and
/// `Site`) into the target it is applied to, so that an installed `tally` needs nothing beside it.
/// The folders are found, not listed: a file or a folder of that name added later is embedded
/// with no change here.
@main
struct EmbedResources: BuildToolPlugin {
    static let folderNames: Set<String> = ["Resources", "Templates", "Site"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = context.package.directoryURL.appendingPathComponent("Sources", isDirectory: true)
        let manager = FileManager.default
        var folders: [String] = []
        for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() where !module.hasPrefix(".") {
            for name in Self.folderNames.sorted() where Self.isDirectory(sources.appendingPathComponent(module).appendingPathComponent(name)) {
                folders.append(module + "/" + name)
            }
        }
        var files: [String] = []
        for folder in folders {
            guard let walker = manager.enumerator(atPath: sources.appendingPathComponent(folder).path) else { continue }
            while let relative = walker.nextObject() as? String {
                let url = sources.appendingPathComponent(folder).appendingPathComponent(relative)
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    if Self.isDirectory(url) { walker.skipDescendants() }
                    continue
                }
                if !Self.isDirectory(url) { files.append(folder + "/" + relative) }
            }
        }
        files.sort()
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResourceTable.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) resource files",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path, sources.path] + folders + ["--"] + files,
                inputFiles: files.map { sources.appendingPathComponent($0) },
                outputFiles: [output]
            ),
        ]
    }

    static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
