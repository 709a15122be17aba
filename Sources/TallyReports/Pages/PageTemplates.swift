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
        // Each template is parsed once, from the project's file when there is one: registering a
        // name twice would parse it twice.
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
    }

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

    /// The named template drawn with `values`: from the skeleton of their shape when there is
    /// one, otherwise by Mustache itself. An unknown name draws an empty page, never a crash.
    public func render(_ values: TemplateValues, template name: String) -> [UInt8] {
        if let page = fromSkeleton(values, template: name) { return page }
        return Array(renderDirectly(values.context(), template: name).utf8)
    }

    /// What Mustache itself writes for `context`.
    func renderDirectly(_ context: [String: Any], template name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// Whether pages are drawn from skeletons (false when a template rules them out).
    var usesSkeletons: Bool { skeletons != nil }

    /// The page from the skeleton of its shape, made now if this is the shape's first page;
    /// nil when skeletons are off or Mustache's output for the shape could not be read back.
    private func fromSkeleton(_ values: TemplateValues, template name: String) -> [UInt8]? {
        guard let skeletons else { return nil }
        let key = SkeletonCache.Key(template: name, shape: values.shape)
        let skeleton = skeletons.skeleton(for: key) {
            TemplateSkeleton(rendered: renderDirectly(values.standIns(), template: name), valueCount: values.values.count)
        }
        // A skeleton read from an earlier build's file is only trusted to fill this many values.
        guard let skeleton, skeleton.valueCount == values.values.count else { return nil }
        var out = ByteBuffer(capacity: skeleton.literal.count + values.htmlBytes + 4096)
        skeleton.fill(values.values, into: &out)
        return out.bytes
    }
}

/// Skeletons by template and shape, shared by the build's workers. A shape Mustache's output
/// could not be read back for is remembered as nil and rendered directly from then on.
final class SkeletonCache: Sendable {
    struct Key: Hashable {
        let template: String
        let shape: [UInt8]
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
