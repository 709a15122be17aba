/// Escaping for text placed in HTML or SVG: element content and quoted attribute values alike.
extension String {
    /// `& < > " '` as entities (the same rules `ByteBuffer.appendHTMLEscaped` writes pages with).
    public var htmlEscaped: String {
        var text = self
        guard text.withUTF8({ EscapeScan.firstHTMLSpecial($0, from: 0) < $0.count }) else { return self }
        var out = ByteBuffer(capacity: utf8.count + 16)
        out.appendHTMLEscaped(self)
        return out.string
    }
}

extension ByteBuffer {
    /// Appends `text` with `& < > " '` replaced by entities.
    mutating func appendHTMLEscaped(_ text: String) {
        // Without a copy of the string to call `withUTF8` on, when its bytes are at hand (always,
        // for a native string): the copy cost a retain and a release per call.
        if text.utf8.withContiguousStorageIfAvailable({ appendHTMLEscaped(utf8: $0) }) != nil { return }
        var text = text
        text.withUTF8 { appendHTMLEscaped(utf8: $0) }
    }

    /// `appendHTMLEscaped` for bytes: each plain run between special bytes (all of most text)
    /// is copied in one move, found eight bytes at a time (see `EscapeScan`).
    mutating func appendHTMLEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        EscapeScan.forEachRun(in: utf8, splitAt: EscapeScan.firstHTMLSpecial) { run in
            append(bytes: run)
        } special: { byte in
            if let entity = HTMLEntity.of(byte) { append(entity) }
        }
    }
}

/// The entities `& < > " '` become, the one table every byte writer escapes with.
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
}
