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
        var out = ""
        write(to: &out, indent: indent, pretty: pretty)
        return out
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

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
