/// Escaping for text placed in HTML or SVG: element content and quoted attribute values alike.
extension String {
    public var htmlEscaped: String {
        guard needsHTMLEscaping else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for character in unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

extension String {
    /// Whether any byte is one of `& < > " '`; most cells are numbers and need nothing.
    @inline(__always)
    var needsHTMLEscaping: Bool {
        var utf8 = self.utf8
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 { return true }
            return false
        }) {
            return found
        }
        var copy = self
        copy.makeContiguousUTF8()
        utf8 = copy.utf8
        return utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
    }
}
