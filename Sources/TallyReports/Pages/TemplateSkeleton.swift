/// A template rendered once for a shape of context, with a numbered slot where each value goes.
///
/// A thousand loan reports differ in their figures, not in which sections they show: Mustache
/// renders the first page of each shape with a stand-in in place of every string, and every
/// other page of that shape is its values written into the stand-ins' slots. Mustache stays
/// the renderer of record (what it writes for the stand-ins is what the page gets), but it runs
/// once per shape instead of once per page, and its per-token dynamic casts and per-character
/// escaping cost about 3 M instructions a page.
///
/// The shape is everything that decides what Mustache writes besides the strings themselves:
/// the keys, every `Bool`, the length of every list, and which strings are empty (an empty
/// value renders nothing, which Mustache's partial indentation notices).
struct TemplateSkeleton: Sendable {
    enum Segment: Sendable {
        /// Bytes of the rendered template, `start..<end` in `literal`.
        case literal(Int, Int)
        /// Value number `index`, HTML-escaped or as it is.
        case value(Int, escaped: Bool)
    }

    let literal: [UInt8]
    let segments: [Segment]
    let valueCount: Int

    /// The stand-in for value `index`: private-use characters (U+10FFFC, U+10FFFD), which no template or
    /// text has reason to hold, around an ampersand that shows whether Mustache escaped it.
    static func standIn(_ index: Int) -> String { "\u{10FFFC}&\(index)\u{10FFFD}" }

    private static let open: [UInt8] = Array("\u{10FFFC}".utf8)
    private static let close: [UInt8] = Array("\u{10FFFD}".utf8)
    private static let escapedAmpersand: [UInt8] = Array("&amp;".utf8)

    /// Reads what Mustache wrote for the stand-ins; nil if any stand-in is missing, repeated
    /// in a form this does not know, or out of range, so the caller renders the page directly.
    init?(rendered: String, valueCount: Int) {
        let bytes = Array(rendered.utf8)
        var segments: [Segment] = []
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.open[0], Self.matches(Self.open, in: bytes, at: index) else {
                index += 1
                continue
            }
            var cursor = index + Self.open.count
            let escaped: Bool
            if Self.matches(Self.escapedAmpersand, in: bytes, at: cursor) {
                escaped = true
                cursor += Self.escapedAmpersand.count
            } else if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "&") {
                escaped = false
                cursor += 1
            } else {
                return nil
            }
            var number = 0
            var digits = 0
            while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"), digits < 9 {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
                digits += 1
            }
            guard digits > 0, number < valueCount, Self.matches(Self.close, in: bytes, at: cursor) else { return nil }
            if literalStart < index { segments.append(.literal(literalStart, index)) }
            segments.append(.value(number, escaped: escaped))
            index = cursor + Self.close.count
            literalStart = index
        }
        if literalStart < bytes.count { segments.append(.literal(literalStart, bytes.count)) }
        literal = bytes
        self.segments = segments
        self.valueCount = valueCount
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// The page: the skeleton's bytes with each slot filled from `values`.
    func fill(_ values: [TemplateValues.Value], into out: inout ByteBuffer) {
        literal.withUnsafeBufferPointer { source in
            for segment in segments {
                switch segment {
                case .literal(let start, let end):
                    out.append(bytes: UnsafeBufferPointer(rebasing: source[start..<end]))
                case .value(let index, let escaped):
                    switch values[index] {
                    case .text(let text):
                        if escaped { out.appendHTMLEscaped(text) } else { out.append(text) }
                    case .spliced(let html):
                        out.append(html)
                    }
                }
            }
        }
    }
}

/// A page's context taken apart into its shape and its values, in one fixed order (keys
/// sorted), so that two contexts of the same shape number their values alike.
struct TemplateValues {
    enum Value {
        case text(String)
        /// Large HTML built beforehand (a schedule table), written as it is.
        case spliced(ByteBuffer)
    }

    private(set) var shape: [UInt8] = []
    private(set) var values: [Value] = []
    /// Large HTML by key; the context holds `PageTemplates.marker(key)` where it goes.
    private let large: [String: ByteBuffer]

    /// Nil when the context holds something other than strings, integers, flags, lists and
    /// string-keyed dictionaries: such a page is rendered directly.
    init?(_ context: [String: Any], splicing large: [String: ByteBuffer]) {
        self.large = large
        shape.reserveCapacity(512)
        values.reserveCapacity(64)
        guard walk(context) else { return nil }
    }

    // `walk` runs for every value of every page: it tells types apart by their metatype, a
    // pointer comparison, because a failed `as?` costs a runtime call and a successful cast of
    // `[String: String]` to `[String: Any]` copies the dictionary.
    private mutating func walk<Value>(_ dictionary: [String: Value]) -> Bool {
        shape.append(UInt8(ascii: "{"))
        // Sorted as pairs: sorting the keys and looking each up again would hash every key twice.
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            shape.append(contentsOf: key.utf8)
            shape.append(UInt8(ascii: ":"))
            if !walk(value) { return false }
            shape.append(UInt8(ascii: ","))
        }
        shape.append(UInt8(ascii: "}"))
        return true
    }

    // Lists of small string dictionaries (a page's year links, its contents) are walked
    // without the generic path: sorting `(key, Any)` pairs boxed every value and copied it.
    private mutating func walk(_ dictionary: [String: String]) {
        shape.append(UInt8(ascii: "{"))
        if dictionary.count == 1, let (key, value) = dictionary.first {
            walk(key: key, text: value)
        } else {
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { walk(key: key, text: value) }
        }
        shape.append(UInt8(ascii: "}"))
    }

    private mutating func walk(key: String, text: String) {
        shape.append(contentsOf: key.utf8)
        shape.append(UInt8(ascii: ":"))
        walk(text)
        shape.append(UInt8(ascii: ","))
    }

    private mutating func walk(_ list: [[String: String]]) {
        shape.append(UInt8(ascii: "["))
        for element in list { walk(element) }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func walk(_ list: [String]) {
        shape.append(UInt8(ascii: "["))
        for element in list { walk(element) }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func walk<Element>(_ list: [Element]) -> Bool {
        shape.append(UInt8(ascii: "["))
        for element in list where !walk(element) { return false }
        shape.append(UInt8(ascii: "]"))
        return true
    }

    private mutating func walk(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == Self.stringType, let text = value as? String {
            walk(text)
        } else if type == Self.boolType, let flag = value as? Bool {
            shape.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        } else if type == Self.intType, let number = value as? Int {
            shape.append(UInt8(ascii: "s"))
            values.append(.text(String(number)))
        } else if type == Self.anyDictionaryType, let dictionary = value as? [String: Any] {
            return walk(dictionary)
        } else if type == Self.stringDictionaryType, let dictionary = value as? [String: String] {
            walk(dictionary)
        } else if type == Self.anyDictionaryListType, let list = value as? [[String: Any]] {
            return walk(list)
        } else if type == Self.stringDictionaryListType, let list = value as? [[String: String]] {
            walk(list)
        } else if type == Self.stringListType, let list = value as? [String] {
            walk(list)
        } else if let dictionary = value as? [String: Any] {
            return walk(dictionary)
        } else if let list = value as? [Any] {
            return walk(list)
        } else {
            return false
        }
        return true
    }

    private mutating func walk(_ text: String) {
        if text.isEmpty {
            shape.append(UInt8(ascii: "e"))
            return
        }
        shape.append(UInt8(ascii: "s"))
        if let key = PageTemplates.markerKey(text), let html = large[key] {
            values.append(.spliced(html))
        } else {
            values.append(.text(text))
        }
    }

    private static let stringType = ObjectIdentifier(String.self)
    private static let boolType = ObjectIdentifier(Bool.self)
    private static let intType = ObjectIdentifier(Int.self)
    private static let anyDictionaryType = ObjectIdentifier([String: Any].self)
    private static let stringDictionaryType = ObjectIdentifier([String: String].self)
    private static let anyDictionaryListType = ObjectIdentifier([[String: Any]].self)
    private static let stringDictionaryListType = ObjectIdentifier([[String: String]].self)
    private static let stringListType = ObjectIdentifier([String].self)

    /// The context Mustache renders for the skeleton: the same keys, flags and lists, with each
    /// value replaced by its numbered stand-in, in the order `values` has them.
    static func standIns(for context: [String: Any]) -> [String: Any] {
        var next = 0
        return standIns(context, next: &next)
    }

    private static func standIns(_ dictionary: [String: Any], next: inout Int) -> [String: Any] {
        var out: [String: Any] = [:]
        for key in dictionary.keys.sorted() {
            if let value = dictionary[key] { out[key] = standIn(value, next: &next) }
        }
        return out
    }

    private static func standIn(_ value: Any, next: inout Int) -> Any {
        switch value {
        case let text as String:
            if text.isEmpty { return text }
        case is Bool:
            return value
        case is Int:
            break
        case let dictionary as [String: Any]:
            return standIns(dictionary, next: &next)
        case let list as [Any]:
            return list.map { standIn($0, next: &next) }
        default:
            return value
        }
        defer { next += 1 }
        return TemplateSkeleton.standIn(next)
    }
}
