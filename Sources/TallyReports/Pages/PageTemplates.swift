import Foundation
import Mustache

/// Why the page templates could not be loaded.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// The Mustache templates pages are drawn with: Tally's own, each replaced by a file of the same
/// name in the project's `templates/` folder when there is one.
public struct PageTemplates: Sendable {
    public static let names = ["page", "report", "index", "help"]
    private let library: MustacheLibrary

    public static func builtInDirectory() -> URL? {
        BundledResources.directory(bundle: "Tally_TallyReports", folder: "Templates")
    }

    /// Loads the built-in templates, then every `*.mustache` in `overrides` on top of them.
    public static func load(overrides: URL?) throws(TemplateError) -> PageTemplates {
        guard let builtIn = builtInDirectory() else {
            throw TemplateError("Tally's built-in templates are missing (expected Tally_TallyReports.resources beside the tally executable); reinstall Tally")
        }
        var library = MustacheLibrary()
        try register(directory: builtIn, into: &library, required: true)
        if let overrides {
            try register(directory: overrides, into: &library, required: false)
        }
        return PageTemplates(library: library)
    }

    private static func register(directory: URL, into library: inout MustacheLibrary, required: Bool) throws(TemplateError) {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            if required { throw TemplateError("cannot read templates in \(directory.path): \(error.localizedDescription)") }
            return
        }
        for file in files {
            let url = directory.appendingPathComponent(file)
            let name = String(file.dropLast(".mustache".count))
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                try library.register(text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                let line = error.context.lineNumber
                let column = error.context.columnNumber
                throw TemplateError("\(url.path):\(line):\(column): error: template syntax: \(error.error)")
            } catch {
                throw TemplateError("\(url.path): error: cannot read template: \(error.localizedDescription)")
            }
        }
    }

    /// Renders the named template; an unknown name renders as an empty string, never a crash.
    public func render(_ context: [String: Any], template name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
