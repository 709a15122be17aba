/// Finds the next byte an escape must change, eight bytes at a time.
///
/// Text reaching a page is nearly always plain (captions, labels, amounts), so an escape is
/// mostly a search for the first special byte followed by one copy of the run before it. A
/// word of eight bytes is tested with a few integer operations that find every byte in some
/// small ranges of ASCII holding the special ones (`"` `&` `'` `<` `=` `>` for HTML), then the
/// exact per-byte test decides on the first byte found, so a near miss (`=`) costs a retry and
/// never a wrong answer. (Swift's generic `SIMD16` compares compile to a loop per lane here.)
enum EscapeScan {
    /// The index of the first of `& < > " '` in `bytes` at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstHTMLSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
            let found = (between(low7, 0x21, 0x23) | between(low7, 0x25, 0x28) | between(low7, 0x3B, 0x3F)) & ~word
            if found == 0 {
                index &+= 8
                continue
            }
            let candidate = index &+ found.trailingZeroBitCount &>> 3
            if ByteBuffer.isHTMLSpecial(base[candidate]) { return candidate }
            index = candidate &+ 1
        }
        while index < count, !ByteBuffer.isHTMLSpecial(base[index]) { index &+= 1 }
        return index
    }

    /// The index of the first byte `appendMarkdownEscaped` changes (punctuation or a line
    /// break) in `bytes` at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstMarkdownSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
            let ranges = between(low7, 0x09, 0x0E)      // \n \r
                | between(low7, 0x20, 0x24)            // ! #
                | between(low7, 0x29, 0x2B)            // *
                | between(low7, 0x3B, 0x3F)            // < >
                | between(low7, 0x5A, 0x61)            // [ \ ] _ `
                | between(low7, 0x7B, 0x7F)            // | ~
            let found = ranges & ~word
            if found == 0 {
                index &+= 8
                continue
            }
            let candidate = index &+ found.trailingZeroBitCount &>> 3
            if Table.needsMarkdownEscaping(base[candidate]) { return candidate }
            index = candidate &+ 1
        }
        while index < count, !Table.needsMarkdownEscaping(base[index]) { index &+= 1 }
        return index
    }

    /// The top bit of each byte of `low7` (a word with every byte's top bit cleared) that lies
    /// strictly between `low` and `high` (both at most 0x7F), and other bits: the sums stay
    /// within each byte, so no byte's answer spills into the next. The caller masks with
    /// `~word` for bytes that were ASCII to begin with, and keeps only the top bits.
    @inline(__always)
    private static func between(_ low7: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
        let lanes: UInt64 = 0x0101_0101_0101_0101
        // Top bit set in a byte b when b < high, and when b > low.
        let belowHigh = lanes &* (0x7F &+ high) &- low7
        let aboveLow = low7 &+ lanes &* (0x7F &- low)
        return belowHigh & aboveLow & 0x8080_8080_8080_8080
    }
}
