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
        appendEscaped(text, isSpecial: HTMLEntity.isSpecial) { out, byte in
            if let entity = HTMLEntity.of(byte) { out.append(entity) }
        }
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
