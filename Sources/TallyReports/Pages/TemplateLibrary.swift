import Mustache
import Synchronization

/// The Mustache library pages are drawn from, each template parsed when a page first needs it:
/// parsing is slow next to drawing from a skeleton, and a build of loans never draws the budget,
/// property, BMI or unit templates. The project's own templates are parsed up front by
/// `PageTemplates.load`, so their mistakes are still reported before anything is drawn.
final class TemplateLibrary: Sendable {
    private let library: Mutex<MustacheLibrary>
    /// Template texts not yet parsed, by name (`report`), with where to say they came from.
    private let pending: Mutex<[String: (text: String, shownAs: String)]>
    /// Every template's text by name, parsed or not: what a template includes is read from it.
    private let texts: [String: String]

    init(parsed: MustacheLibrary, pending: [String: (text: String, shownAs: String)], texts: [String: String]) {
        library = Mutex(parsed)
        self.pending = Mutex(pending)
        self.texts = texts
    }

    /// Mustache's rendering of template `name`; nil for an unknown name (or one that would not
    /// parse, which the built-in templates' tests rule out).
    func render(_ context: Any, withTemplate name: String) -> String? {
        let snapshot = library.withLock { library -> MustacheLibrary in
            pending.withLock { pending in
                guard !pending.isEmpty else { return }
                var visited: Set<String> = []
                register(name, from: &pending, into: &library, visited: &visited)
            }
            return library
        }
        return snapshot.render(context, withTemplate: name)
    }

    /// Registers `name` and, first, every template it includes (`{{>name}}`) or extends
    /// (`{{<name}}`), so the library is complete for it.
    private func register(_ name: String, from pending: inout [String: (text: String, shownAs: String)],
                          into library: inout MustacheLibrary, visited: inout Set<String>) {
        guard visited.insert(name).inserted, let text = texts[name] else { return }
        for partial in Self.partials(in: text) { register(partial, from: &pending, into: &library, visited: &visited) }
        if let source = pending.removeValue(forKey: name) { try? library.register(source.text, named: name) }
    }

    /// The names a template includes or extends; nil-free and approximate on purpose: a name
    /// found in text that is not a tag only parses one template too many.
    static func partials(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var names: [String] = []
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{"),
                  bytes[index + 2] == UInt8(ascii: ">") || bytes[index + 2] == UInt8(ascii: "<") else { continue }
            var start = index + 3
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: " ") { end += 1 }
            if end > start { names.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
        }
        return names
    }

    /// Whether every template can be parsed on demand: a dynamic partial (`{{>*name}}`) or a
    /// changed delimiter hides which templates a page includes, so then all are parsed at once.
    static func canParseOnDemand(_ texts: some Sequence<String>) -> Bool {
        !texts.contains(where: hidesItsPartials)
    }

    /// Whether `text` holds `{{>*`, `{{<*` or `{{=`. A scan of the bytes: `String.contains(_:)`
    /// compares Characters and costs more than the rest of loading the templates.
    static func hidesItsPartials(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "{") && bytes[index + 1] == UInt8(ascii: "{") {
                switch bytes[index + 2] {
                case UInt8(ascii: "="): return true
                case UInt8(ascii: ">"), UInt8(ascii: "<"):
                    if index + 3 < bytes.count && bytes[index + 3] == UInt8(ascii: "*") { return true }
                default: break
                }
            }
            return false
        }
    }
}
