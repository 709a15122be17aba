/// One value as a new line of a scenario file writes it: plain when YAML would read the plain
/// text back as the same string, double-quoted otherwise.
enum YAMLScalarText {
    /// `text` written so that YAML reads exactly `text`; `inFlow` is for values inside `[...]`
    /// or `{...}`, where commas and brackets end a plain value.
    static func text(_ text: String, inFlow: Bool = false) -> String {
        isSafePlain(text, inFlow: inFlow) ? text : doubleQuoted(text)
    }

    /// `"..."` with YAML's escapes for quotes, backslashes and anything that is not printable.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Words a scenario reader treats as "no value" (or YAML as something other than text).
    private static let reserved: Set<String> = ["~", "null", "Null", "NULL", "?", "true", "false", "yes", "no", "on", "off"]

    private static func isSafePlain(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if reserved.contains(text) || reserved.contains(text.lowercased()) { return false }
        if first == " " || last == " " || last == ":" { return false }
        // Characters that start something else in YAML: indicators, quotes, anchors, tags.
        // A refund's `-23.99` is a plain number to YAML (a `-` starts a list item only before a
        // space); any other `-x` is quoted, to stay safe.
        let negativeNumber = first == "-" && text.unicodeScalars.dropFirst().first.map { ("0"..."9").contains($0) } == true
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) && !negativeNumber {
            return false
        }
        if startsCommentOrValue(text) { return false }
        if inFlow && text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
                && scalar.value != 0x2028 && scalar.value != 0x2029 && scalar.value != 0xFEFF
        }
    }

    /// `: `, ` #` or a tab anywhere in `text`: one pass over its bytes (`tally import` writes
    /// 100,000 notes, where Foundation's `contains` for each was a quarter of the import's time).
    private static func startsCommentOrValue(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x09 || (previous == UInt8(ascii: ":") && byte == 0x20) || (previous == 0x20 && byte == UInt8(ascii: "#")) { return true }
            previous = byte
        }
        return false
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
