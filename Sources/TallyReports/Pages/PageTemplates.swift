import Foundation
import Mustache
import TallyResources

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
    private let library: MustacheLibrary

    /// Where the built-in templates are among the embedded resources (and in the repository,
    /// below `Sources/`).
    public static let builtInFolder = "TallyReports/Templates"

    /// Loads the built-in templates, then every `*.mustache` in `overrides` on top of them.
    public static func load(overrides: URL?) throws(TemplateError) -> PageTemplates {
        let builtIn = EmbeddedResources.files(in: builtInFolder).filter(isTemplateFile)
        guard !builtIn.isEmpty else {
            throw TemplateError("this tally was built without its templates (Sources/\(builtInFolder) was empty); rebuild it from a complete checkout")
        }
        var library = MustacheLibrary()
        for file in builtIn {
            let text = String(decoding: EmbeddedResources.file(builtInFolder + "/" + file) ?? [], as: UTF8.self)
            try register(text, file: file, shownAs: "(built in) templates/\(file)", into: &library)
        }
        if let overrides {
            let files: [String]
            do {
                files = try FileManager.default.contentsOfDirectory(atPath: overrides.path).filter(isTemplateFile).sorted()
            } catch {
                return PageTemplates(library: library)
            }
            for file in files {
                let url = overrides.appendingPathComponent(file)
                let text: String
                do {
                    text = try String(contentsOf: url, encoding: .utf8)
                } catch {
                    throw TemplateError("\(url.path): error: cannot read template: \(error.localizedDescription)")
                }
                try register(text, file: file, shownAs: url.path, into: &library)
            }
        }
        return PageTemplates(library: library)
    }

    private static func isTemplateFile(_ name: String) -> Bool {
        name.hasSuffix(".mustache") && !name.contains("/") && !name.hasPrefix(".")
    }

    private static func register(_ text: String, file: String, shownAs path: String, into library: inout MustacheLibrary) throws(TemplateError) {
        do {
            try library.register(text, named: String(file.dropLast(".mustache".count)))
        } catch let error as MustacheTemplate.ParserError {
            throw TemplateError("\(path):\(error.context.lineNumber):\(error.context.columnNumber): error: template syntax: \(error.error)")
        } catch {
            throw TemplateError("\(path): error: template: \(error)")
        }
    }

    /// Renders the named template; an unknown name renders as an empty string, never a crash.
    public func render(_ context: [String: Any], template name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// Renders the template with large, already-built HTML (schedule tables) spliced in after
    /// Mustache has run: the template places them with `{{{key}}}` as usual, but Mustache only
    /// ever copies a short marker through its nested renders instead of 60 KB of table.
    func render(_ context: [String: Any], template name: String, splicing large: [String: ByteBuffer]) -> [UInt8] {
        var context = context
        for key in large.keys where context[key] == nil { context[key] = Self.marker(key) }
        var page = render(context, template: name)
        var out = ByteBuffer(capacity: page.utf8.count + large.values.reduce(0) { $0 + $1.count })
        page.withUTF8 { bytes in
            var position = 0
            while position < bytes.count {
                // Markers start with "<!--tally-splice:"; anything else is copied as it is.
                guard let start = Self.find(Self.markerPrefix, in: bytes, from: position),
                      let end = Self.find(Self.markerSuffix, in: bytes, from: start) else {
                    out.append(bytes: UnsafeBufferPointer(rebasing: bytes[position...]))
                    break
                }
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[position..<start]))
                let key = String(decoding: bytes[(start + Self.markerPrefix.count)..<end], as: UTF8.self)
                if let html = large[key] {
                    out.append(html)
                } else {
                    out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<(end + Self.markerSuffix.count)]))
                }
                position = end + Self.markerSuffix.count
            }
        }
        return out.bytes
    }

    private static let markerPrefix = Array("<!--tally-splice:".utf8)
    private static let markerSuffix = Array("-->".utf8)

    private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matches = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// What a template receives in place of the large HTML under `key`.
    static func marker(_ key: String) -> String { "<!--tally-splice:\(key)-->" }
}
