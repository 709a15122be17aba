import Foundation
import Mustache
import Synchronization
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
    private let library: TemplateLibrary
    /// Skeletons of the templates by shape of context (see `TemplateSkeleton`); nil when a
    /// template uses a feature for which a stand-in would not render as its value would.
    let skeletons: SkeletonCache?

    /// Where the built-in templates are among the embedded resources (and in the repository,
    /// below `Sources/`).
    public static let builtInFolder = "TallyReports/Templates"

    /// Loads the built-in templates, then every `*.mustache` in `overrides` on top of them.
    public static func load(overrides: URL?) throws(TemplateError) -> PageTemplates {
        var files: [(file: String, text: String, shownAs: String)] = []
        if let overrides, let names = try? FileManager.default.contentsOfDirectory(atPath: overrides.path).filter(isTemplateFile).sorted() {
            for file in names {
                let url = overrides.appendingPathComponent(file)
                do {
                    files.append((file, try String(contentsOf: url, encoding: .utf8), url.path))
                } catch {
                    throw TemplateError("\(url.path): error: cannot read template: \(error.localizedDescription)")
                }
            }
        }
        return try load(overriding: files)
    }

    /// Loads the built-in templates, then the project's `files` (`home.mustache`, its text, and
    /// its path as errors name it) on top of them; a name that is not a template's is ignored.
    public static func load(overriding files: [(file: String, text: String, shownAs: String)]) throws(TemplateError) -> PageTemplates {
        let builtIn = EmbeddedResources.files(in: builtInFolder).filter(isTemplateFile)
        guard !builtIn.isEmpty else {
            throw TemplateError("this tally was built without its templates (Sources/\(builtInFolder) was empty); rebuild it from a complete checkout")
        }
        // Each template is parsed once, from the project's file when there is one: swift-mustache
        // parses at about 2,000 instructions a byte, and registering a name twice parses twice.
        var sources: [String: (text: String, shownAs: String)] = [:]
        var order: [String] = []
        var builtInTexts: [String: String] = [:]
        for file in builtIn {
            let text = String(decoding: EmbeddedResources.file(builtInFolder + "/" + file) ?? [], as: UTF8.self)
            sources[file] = (text, "(built in) templates/\(file)")
            builtInTexts[file] = text
            order.append(file)
        }
        for (file, text, shownAs) in files where isTemplateFile(file) {
            if sources[file] == nil { order.append(file) }
            sources[file] = (text, shownAs)
        }
        // Tally's own templates (and a project's copy of one, unchanged) are parsed when a page
        // first needs them; the project's own are parsed now, so their mistakes stop the build.
        let onDemand = TemplateLibrary.canParseOnDemand(sources.values.map(\.text))
        var library = MustacheLibrary()
        var pending: [String: (text: String, shownAs: String)] = [:]
        var texts: [String: String] = [:]
        for file in order {
            guard let source = sources[file] else { continue }
            texts[file] = source.text
            if onDemand, builtInTexts[file] == source.text {
                pending[String(file.dropLast(".mustache".count))] = source
            } else {
                try register(source.text, file: file, shownAs: source.shownAs, into: &library)
            }
        }
        let byName = Dictionary(uniqueKeysWithValues: texts.map { (String($0.key.dropLast(".mustache".count)), $0.value) })
        return PageTemplates(library: TemplateLibrary(parsed: library, pending: pending, texts: byName), texts: texts)
    }

    private init(library: TemplateLibrary, texts: [String: String]) {
        self.library = library
        skeletons = texts.values.allSatisfy(Self.rendersStandInsFaithfully) ? SkeletonCache() : nil
        mentionedOnDemand = Set(Self.onDemandKeys.filter { key in texts.values.contains { Self.names(key, in: $0) } })
    }

    /// Whether a tag of `text` names `key` whole (`{{#year_links}}`, `{{year_links.0.year}}`; not
    /// `{{{year_links_html}}}`, nor a comment such as `{{! year_links holds … }}`, nor plain text).
    /// A template that changes its delimiters is matched anywhere, to stay on the safe side.
    public static func names(_ key: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let name = Array(key.utf8)
        let open = Array("{{".utf8), close = Array("}}".utf8)
        guard !name.isEmpty else { return false }
        if firstIndex(of: Array("{{=".utf8), in: bytes, from: 0) != nil {
            return names(name, in: bytes[...])
        }
        var cursor = 0
        while let tagStart = firstIndex(of: open, in: bytes, from: cursor) {
            let contentStart = tagStart + open.count
            guard let tagEnd = firstIndex(of: close, in: bytes, from: contentStart) else { return false }
            cursor = tagEnd + close.count
            let content = bytes[contentStart..<tagEnd]
            if content.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "!") { continue }
            if names(name, in: content) { return true }
        }
        return false
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0] == needle[0] && bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private static func names(_ name: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        guard name.count <= bytes.count else { return false }
        for start in bytes.startIndex...(bytes.endIndex - name.count)
        where bytes[start] == name[0] && bytes[start..<start + name.count].elementsEqual(name) {
            let before = start == bytes.startIndex ? nil : bytes[start - 1]
            let after = start + name.count < bytes.endIndex ? bytes[start + name.count] : nil
            if !(before.map(isNamePart) ?? false) && !(after.map(isNamePart) ?? false) { return true }
        }
        return false
    }

    /// Context values that cost real work per page and that the built-in templates no longer
    /// use (they place the same thing drawn beforehand): made only when some template names
    /// them, so that a project's own template from before keeps working.
    public static let onDemandKeys = ["year_links"]
    private let mentionedOnDemand: Set<String>

    /// Whether any template (built in or the project's) names `key`, one of `onDemandKeys`.
    public func mentions(_ key: String) -> Bool { mentionedOnDemand.contains(key) }

    /// Whether a template only places values, so that a stand-in renders exactly where and as
    /// its value would. Transforms (`{{uppercased(x)}}`), dynamic partials (`{{>*x}}`), changed
    /// delimiters and indented partials or blocks (which indent by what a value ends with) read
    /// or reshape the value itself: a set of templates with any of them is rendered directly.
    static func rendersStandInsFaithfully(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            let tagStart = index + 2
            var tagEnd = tagStart
            while tagEnd + 1 < bytes.count, !(bytes[tagEnd] == close && bytes[tagEnd + 1] == close) { tagEnd += 1 }
            guard tagEnd + 1 < bytes.count else { break }
            let tag = bytes[tagStart..<tagEnd]
            if tag.contains(UInt8(ascii: "(")) || tag.first == UInt8(ascii: "=") { return false }
            if let first = tag.first, first == UInt8(ascii: ">") || first == UInt8(ascii: "$") || first == UInt8(ascii: "<") {
                if tag.dropFirst().first == UInt8(ascii: "*") { return false }
                // Standalone and indented: only spaces or tabs between the line's start and the tag.
                var lineStart = index
                while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
                if lineStart < index && (lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")) { return false }
            }
            index = tagEnd + 2
        }
        return true
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
        renderPage(context, template: name, splicing: [:]).string
    }

    /// Renders the named template with already-built HTML spliced in where the context holds
    /// `htmlMarker(key)` (see `render(_:template:splicing:)`).
    public func render(_ context: [String: Any], template name: String, splicingHTML large: [String: [UInt8]]) -> String {
        renderPage(context, template: name, splicing: large.mapValues { ByteBuffer(bytes: $0) }).string
    }

    /// Renders the named template and appends it to `bytes`.
    public func render(_ context: [String: Any], template name: String, appendingTo bytes: inout [UInt8]) {
        bytes.append(contentsOf: renderPage(context, template: name, splicing: [:]).bytes)
    }

    /// What a context holds where large HTML under `key` goes.
    public static func htmlMarker(_ key: String) -> String { marker(key) }

    /// What Mustache itself writes for `context` (the skeletons' reference, also in tests).
    func renderDirectly(_ context: [String: Any], template name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// Renders the template with large, already-built HTML (schedule tables) spliced in after
    /// Mustache has run: the template places them with `{{{key}}}` as usual, but Mustache only
    /// ever copies a short marker through its nested renders instead of 60 KB of table.
    func render(_ context: [String: Any], template name: String, splicing large: [String: ByteBuffer]) -> [UInt8] {
        renderPage(context, template: name, splicing: large).bytes
    }

    /// Whether pages are drawn from skeletons (false when a template rules them out).
    var usesSkeletons: Bool { skeletons != nil }

    private func renderPage(_ context: [String: Any], template name: String, splicing large: [String: ByteBuffer]) -> ByteBuffer {
        // A value the context already has wins over large HTML of the same name.
        var context = context
        var spliced = large
        for key in large.keys {
            if context[key] == nil { context[key] = Self.marker(key) } else { spliced[key] = nil }
        }
        if skeletons != nil, let values = TemplateValues(context, splicing: spliced), let page = fromSkeleton(values, template: name) {
            return page
        }
        return renderSplicingDirectly(context, template: name, splicing: spliced)
    }

    /// Renders the named template from a context a report wrote key by key, straight into
    /// slot order (see `TemplateValues`).
    func render(_ values: TemplateValues, template name: String) -> [UInt8] {
        if let page = fromSkeleton(values, template: name) { return page.bytes }
        let direct = values.directContext()
        return renderSplicingDirectly(direct.context, template: name, splicing: direct.large).bytes
    }

    /// The page from the skeleton of its shape, made now if this is the shape's first page;
    /// nil when skeletons are off or Mustache's output for the shape could not be read back.
    private func fromSkeleton(_ values: TemplateValues, template name: String) -> ByteBuffer? {
        guard let skeletons else { return nil }
        let key = SkeletonCache.Key(template: name, shape: values.shape)
        let skeleton = skeletons.skeleton(for: key) {
            TemplateSkeleton(rendered: renderDirectly(values.standIns(), template: name), valueCount: values.values.count)
        }
        // A skeleton read from an earlier build's file is only trusted to fill this many values.
        guard let skeleton, skeleton.valueCount == values.values.count else { return nil }
        var out = ByteBuffer(capacity: skeleton.literal.count + values.splicedBytes + 4096)
        skeleton.fill(values.values, into: &out)
        return out
    }

    private func renderSplicingDirectly(_ context: [String: Any], template name: String, splicing large: [String: ByteBuffer]) -> ByteBuffer {
        var page = renderDirectly(context, template: name)
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
        return out
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

    /// The key of a marker, or nil for any other text.
    static func markerKey(_ text: String) -> String? {
        // Every string of every page passes here: most are told apart by their first byte.
        guard text.utf8.first == UInt8(ascii: "<") else { return nil }
        let utf8 = text.utf8
        let open = "<!--tally-splice:".utf8
        let close = "-->".utf8
        guard utf8.count >= open.count + close.count, utf8.starts(with: open), utf8.reversed().starts(with: close.reversed()) else { return nil }
        return String(decoding: utf8.dropFirst(open.count).dropLast(close.count), as: UTF8.self)
    }
}

/// Skeletons by template and shape, shared by the build's workers. A shape Mustache's output
/// could not be read back for is remembered as nil and rendered directly from then on.
final class SkeletonCache: Sendable {
    struct Key: Hashable {
        let template: String
        let shape: [UInt8]

        // The shape is hashed as one run of bytes: as an array, each byte went through the
        // hasher on its own, for every page.
        func hash(into hasher: inout Hasher) {
            hasher.combine(template)
            shape.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private let skeletons = Mutex<[Key: TemplateSkeleton?]>([:])
    /// Budgets with many months can have a shape per month page: beyond this, render directly
    /// rather than hold a skeleton no other page will use.
    static let capacity = 512
    /// Whether a skeleton was not kept for want of room.
    let overflowed = Atomic<Bool>(false)

    /// Held while a new shape is made. A build's workers all start on the same shape: one
    /// makes it (parsing templates, Swift's first conformance lookups: milliseconds) while the
    /// others wait for it asleep, instead of making it again or spinning on `skeletons`' lock
    /// (a `Mutex` waits in a priority-inheriting futex, which spins while its owner runs).
    /// `NSLock` is a plain pthread mutex; `make` never asks for another skeleton, so it is
    /// never taken twice by one thread.
    private let maker = NSLock()

    func skeleton(for key: Key, make: () -> TemplateSkeleton?) -> TemplateSkeleton? {
        if let known = skeletons.withLock({ $0[key] }) { return known }
        // With no room left, nothing made is kept, so nothing is worth waiting for.
        if overflowed.load(ordering: .relaxed) { return make() }
        maker.lock()
        defer { maker.unlock() }
        if let madeMeanwhile = skeletons.withLock({ $0[key] }) { return madeMeanwhile }
        let made = make()
        skeletons.withLock { cache in
            if cache.count < Self.capacity { cache[key] = .some(made) } else { overflowed.store(true, ordering: .relaxed) }
        }
        return made
    }
}
