extension ByteBuffer {
    /// Appends `text` for one line of Markdown (a table cell, a heading): punctuation is
    /// backslash-escaped and line breaks become spaces, since a break would end the row.
    mutating func appendMarkdownEscaped(_ text: String) {
        appendEscaped(text, isSpecial: MarkdownEscaping.needsEscaping) { out, byte in
            if byte == 0x0A || byte == 0x0D {
                out.append(byte: 0x20)
            } else {
                out.append(byte: 0x5C)
                out.append(byte: byte)
            }
        }
    }
}

enum MarkdownEscaping {
    /// A byte that `ByteBuffer.appendMarkdownEscaped` changes: punctuation or a line break.
    @inline(__always)
    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || isSpecial(byte)
    }

    /// `| \ * _ ` [ ] < > # ! ~`.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x7C, 0x5C, 0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x3C, 0x3E, 0x23, 0x21, 0x7E: return true
        default: return false
        }
    }
}

/// Escaping for text placed in Markdown prose (headings, list items).
extension String {
    public var markdownEscaped: String { Table.markdownCell(self) }
}
