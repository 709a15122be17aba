import Foundation
import TallyReports
import TallyScenarios

/// The project's own `templates/` folder, read once a build: its files are part of the build's
/// key, its `*.mustache` files replace Tally's templates of the same name, and whether one of
/// them reads the index's `entries` decides how the index is drawn.
struct ProjectTemplates: Sendable {
    /// Every file below the folder (relative path, bytes or why they could not be read), in
    /// path order; nil with no folder.
    let files: [(path: String, bytes: Result<[UInt8], FileSystem.ReadFailure>)]?
    let folder: String

    /// Reads every file below `templates/` in `projectRoot`.
    static func read(projectRoot: URL) -> ProjectTemplates {
        let folder = projectRoot.appendingPathComponent("templates").path
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ProjectTemplates(files: nil, folder: folder) }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String { paths.append(relative) }
        var files: [(path: String, bytes: Result<[UInt8], FileSystem.ReadFailure>)] = []
        for relative in paths.sorted() {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files.append((relative, Result { () throws(FileSystem.ReadFailure) in try FileSystem.read(path) }))
        }
        return ProjectTemplates(files: files, folder: folder)
    }

    /// The templates, the project's on top of Tally's own.
    func load() throws(BuildFailure) -> PageTemplates {
        var overrides: [(file: String, text: String, shownAs: String)] = []
        for file in templateFiles {
            let path = folder + "/" + file.path
            let text: String
            switch file.bytes {
            case .success(let bytes):
                guard let valid = String(validating: bytes, as: UTF8.self) else {
                    throw BuildFailure(message: "\(path): cannot read template: it is not UTF-8 text")
                }
                text = valid
            case .failure(.system(let code)):
                throw BuildFailure(message: "\(path): cannot read template: \(PlainIOError.posix(code))")
            case .failure(.notRegularFile):
                throw BuildFailure(message: "\(path): cannot read template: not a regular file")
            }
            overrides.append((file.path, text, path))
        }
        do {
            return try PageTemplates.load(overriding: overrides)
        } catch {
            throw BuildFailure(message: error.description)
        }
    }

    /// The files directly in the folder that replace a template: `*.mustache`, not hidden.
    private var templateFiles: [(path: String, bytes: Result<[UInt8], FileSystem.ReadFailure>)] {
        (files ?? []).filter { !$0.path.contains("/") && !$0.path.hasPrefix(".") && $0.path.hasSuffix(".mustache") }
    }

    /// Adds every file, path and bytes, to `key`.
    func add(to key: inout InputKey) {
        guard let files else { key.add("no folder"); return }
        for file in files {
            key.add(file.path)
            switch file.bytes {
            case .success(let bytes): key.add(bytes)
            case .failure: key.add("unreadable")
            }
        }
    }
}
