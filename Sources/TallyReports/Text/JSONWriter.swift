import TallyEngines

/// A JSON value written with its keys in the order given, so output is stable and readable.
public indirect enum JSONValue: Sendable {
    case string(String)
    /// Already formatted as a JSON number (`1752.18`, `300`).
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Money as a JSON number rounded to the cent: `1752.18`.
    public static func money(_ value: Money, _ currency: Currency) -> JSONValue {
        .number(TallyLocale.decimal(value, currency))
    }

    /// A number with at most `places` decimals, trailing zeros trimmed; null if not finite.
    public static func decimal(_ value: Double, places: Int) -> JSONValue {
        guard let exact = ExactDecimal(rounding: value, scale: places) else { return .null }
        return .number(exact.description)
    }

    public func serialized(indent: Int = 0, pretty: Bool = true) -> String {
        guard pretty else { return String(decoding: compactBytes(), as: UTF8.self) }
        var out = ""
        write(to: &out, indent: indent, pretty: pretty)
        return out
    }

    /// Compact JSON as UTF-8, written byte by byte (a build writes its manifest this way).
    public func compactBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        appendCompact(to: &out)
        return out
    }

    private func appendCompact(to out: inout [UInt8]) {
        switch self {
        case .string(let text): Self.appendQuoted(text, to: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.appendCompact(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.appendQuoted(pair.0, to: &out)
                out.append(UInt8(ascii: ":"))
                pair.1.appendCompact(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `"…"` with `"`, `\\` and control characters escaped; text without any is copied in one go.
    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: utf8)
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case 0x0A: out.append(contentsOf: "\\n".utf8)
                case 0x0D: out.append(contentsOf: "\\r".utf8)
                case 0x09: out.append(contentsOf: "\\t".utf8)
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: "\\u00".utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        let newline = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closing = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .string(let text): out += Self.quote(text)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Arrays of objects (schedules) put one object on a line: long but scannable.
            out += "[" + newline
            for (index, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1, pretty: false)
                out += index < items.count - 1 ? "," + newline : newline
            }
            out += closing + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{" + newline
            for (index, pair) in pairs.enumerated() {
                out += pad + Self.quote(pair.0) + (pretty ? ": " : ":")
                pair.1.write(to: &out, indent: indent + 1, pretty: pretty)
                out += index < pairs.count - 1 ? "," + newline : newline
            }
            out += closing + "}"
        }
    }

    /// `text` as a JSON string, with the escapes `appendQuoted` writes.
    static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension JSONValue {
    /// Compact JSON that can sit inside an HTML `<script type="application/json">`: `<`, `>`
    /// and `&` (which only occur inside strings) become `\u` escapes, so no text of a person's
    /// can close the element, and U+2028/2029 are escaped for older script parsers.
    func serializedForScript() -> String {
        var out = ""
        for scalar in serialized(pretty: false).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
