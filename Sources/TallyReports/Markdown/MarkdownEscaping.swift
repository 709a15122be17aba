extension ByteBuffer {
    /// Appends `text` for one line of Markdown (a table cell, a heading): punctuation is
    /// backslash-escaped and line breaks become spaces, since a break would end the row.
    mutating func appendMarkdownEscaped(_ text: String) {
        // Without a copy of the string to call `withUTF8` on, when its bytes are at hand (always,
        // for a native string): the copy cost a retain and a release per call.
        if text.utf8.withContiguousStorageIfAvailable({ appendMarkdownEscaped(utf8: $0) }) != nil { return }
        var text = text
        text.withUTF8 { appendMarkdownEscaped(utf8: $0) }
    }

    /// `appendMarkdownEscaped` for bytes: each plain run between special bytes is copied in
    /// one move, found eight bytes at a time (see `EscapeScan`).
    mutating func appendMarkdownEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        EscapeScan.forEachRun(in: utf8, splitAt: EscapeScan.firstMarkdownSpecial) { run in
            append(bytes: run)
        } special: { byte in
            if byte == 0x0A || byte == 0x0D {
                append(byte: 0x20)
            } else {
                append(byte: 0x5C)
                append(byte: byte)
            }
        }
    }
}
