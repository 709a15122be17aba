/// The two text rules of RFC 5545 that every property value goes through.
enum ICalendarText {
    /// The longest physical line allowed, in octets, not counting the CRLF (RFC 5545 §3.1).
    static let maximumLineOctets = 75

    /// A TEXT value (§3.3.11): backslash, semicolon and comma escaped, any line break as `\n`,
    /// and other control characters, which TEXT may not hold, dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !afterCarriageReturn { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends one content line, folded so that no physical line exceeds 75 octets (§3.1), each
    /// ending in CRLF. Folds fall between UTF-8 sequences, never inside a character's bytes; a
    /// continuation line starts with one space, which counts towards its 75.
    static func appendFolded(_ line: String, to output: inout String) {
        let bytes = Array(line.utf8)
        var start = 0
        var limit = maximumLineOctets
        while bytes.count - start > limit {
            var cut = start + limit
            // Step back to the first byte of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while cut > start && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            output += String(decoding: bytes[start..<cut], as: UTF8.self)
            output += "\r\n "
            start = cut
            limit = maximumLineOctets - 1
        }
        output += String(decoding: bytes[start...], as: UTF8.self)
        output += "\r\n"
    }
}
