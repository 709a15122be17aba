/// A template rendered once for a shape of context, with a numbered slot where each value goes.
///
/// A thousand loan reports differ in their figures, not in which sections they show: Mustache
/// renders the first page of each shape with a stand-in in place of every string, and every
/// other page of that shape is its values written into the stand-ins' slots. Mustache stays
/// the renderer of record (what it writes for the stand-ins is what the page gets), but it runs
/// once per shape instead of once per page.
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
        for segment in segments {
            switch segment {
            case .literal(let start, let end):
                out.append(bytes: literal[start..<end])
            case .value(let index, let escaped):
                switch values[index] {
                case .text(let text):
                    if escaped { out.appendHTMLEscaped(text) } else { out.append(text) }
                // HTML placed with `{{key}}` rather than `{{{key}}}` is escaped, as Mustache would.
                case .html(let html):
                    if escaped { out.appendHTMLEscaped(String(decoding: html, as: UTF8.self)) } else { out.append(bytes: html) }
                case .table(let table, let className):
                    if escaped { out.appendHTMLEscaped(table.wrappedHTML(class: className)) } else { table.wrappedHTML(class: className, into: &out) }
                }
            }
        }
    }
}
