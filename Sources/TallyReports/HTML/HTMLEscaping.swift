/// Escaping for text placed in HTML, SVG or XML: element content and quoted attribute values alike.
extension String {
    /// `& < > " '` as entities (the same rules `ByteBuffer.appendHTMLEscaped` writes pages with).
    public var htmlEscaped: String {
        guard utf8.contains(where: HTMLEntity.isSpecial) else { return self }
        var out = ByteBuffer(capacity: utf8.count + 16)
        out.appendHTMLEscaped(self)
        return out.string
    }
}

extension ByteBuffer {
    /// Appends `text` with `& < > " '` replaced by entities; each plain run between them is
    /// copied whole.
    mutating func appendHTMLEscaped(_ text: String) {
        appendEscaped(text.utf8, isSpecial: HTMLEntity.isSpecial) { out, byte in
            if let entity = HTMLEntity.of(byte) { out.append(entity) }
        }
    }

    /// `appendHTMLEscaped` for text given as UTF-8 bytes.
    mutating func appendHTMLEscaped(utf8: some Collection<UInt8>) {
        appendEscaped(utf8, isSpecial: HTMLEntity.isSpecial) { out, byte in
            if let entity = HTMLEntity.of(byte) { out.append(entity) }
        }
    }

    /// Copies `utf8` in the runs between the bytes that `isSpecial`, and lets `replace` write
    /// each of those: every escape here, HTML and Markdown alike, is this walk.
    @inline(__always)
    mutating func appendEscaped<Text: Collection<UInt8>>(_ utf8: Text, isSpecial: (UInt8) -> Bool, replace: (inout ByteBuffer, UInt8) -> Void) {
        var start = utf8.startIndex
        while let found = utf8[start...].firstIndex(where: isSpecial) {
            append(bytes: utf8[start..<found])
            replace(&self, utf8[found])
            start = utf8.index(after: found)
        }
        append(bytes: utf8[start...])
    }
}

/// The entities `& < > " '` become, the one table every writer escapes with.
enum HTMLEntity {
    /// The entity for `byte`, or nil for a byte that stands for itself.
    @inline(__always)
    static func of(_ byte: UInt8) -> StaticString? {
        switch byte {
        case 0x26: return "&amp;"
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x22: return "&quot;"
        case 0x27: return "&#39;"
        default: return nil
        }
    }

    /// One of `& < > " '`.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }
}
