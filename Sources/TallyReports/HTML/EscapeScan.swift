/// Finds the next byte an escape must change, eight bytes at a time.
///
/// Text reaching a page is nearly always plain (captions, labels, amounts), so an escape is
/// mostly a search for the first special byte followed by one copy of the run before it. A
/// word of eight bytes is tested with a few integer operations that find every byte in some
/// small ranges of ASCII holding the special ones (`"` `&` `'` `<` `=` `>` for HTML), then the
/// exact per-byte test decides on the first byte found, so a near miss (`=`) costs a retry and
/// never a wrong answer. (Swift's generic `SIMD16` compares compile to a loop per lane here.)
enum EscapeScan {
    /// Walks `utf8` as the plain runs an escape copies whole and the special bytes between
    /// them (as `firstSpecial` finds them): every writer's escapes, HTML and Markdown alike,
    /// go through here and differ only in what they write for a run and for a special byte.
    @inline(__always)
    static func forEachRun(in utf8: UnsafeBufferPointer<UInt8>,
                           splitAt firstSpecial: (UnsafeBufferPointer<UInt8>, Int) -> Int,
                           run: (UnsafeBufferPointer<UInt8>) -> Void, special: (UInt8) -> Void) {
        var start = 0
        while true {
            let next = firstSpecial(utf8, start)
            if next > start { run(UnsafeBufferPointer(rebasing: utf8[start..<next])) }
            guard next < utf8.count else { return }
            special(utf8[next])
            start = next &+ 1
        }
    }

    /// The index of the first of `& < > " '` in `bytes` at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstHTMLSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstSpecial(bytes, from: start, isSpecial: ByteBuffer.isHTMLSpecial) { low7 in
            between(low7, 0x21, 0x23) | between(low7, 0x25, 0x28) | between(low7, 0x3B, 0x3F)
        }
    }

    /// The index of the first byte `appendMarkdownEscaped` changes (punctuation or a line
    /// break) in `bytes` at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstMarkdownSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstSpecial(bytes, from: start, isSpecial: Table.needsMarkdownEscaping) { low7 in
            between(low7, 0x09, 0x0E)       // \n \r
                | between(low7, 0x20, 0x24) // ! #
                | between(low7, 0x29, 0x2B) // *
                | between(low7, 0x3B, 0x3F) // < >
                | between(low7, 0x5A, 0x61) // [ \ ] _ `
                | between(low7, 0x7B, 0x7F) // | ~
        }
    }

    /// The first byte at or after `start` that `isSpecial`, eight bytes a step: `candidates`
    /// marks (top bit of each byte of a word with every top bit cleared) the ASCII ranges that
    /// hold the special bytes, and `isSpecial` decides on the first candidate.
    @inline(__always)
    private static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isSpecial: (UInt8) -> Bool,
                                     candidates: (UInt64) -> UInt64) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // Bytes with their top bit set (beyond ASCII) are never special.
            let found = candidates(word & 0x7F7F_7F7F_7F7F_7F7F) & ~word
            if found == 0 {
                index &+= 8
                continue
            }
            let candidate = index &+ found.trailingZeroBitCount &>> 3
            if isSpecial(base[candidate]) { return candidate }
            index = candidate &+ 1
        }
        while index < count, !isSpecial(base[index]) { index &+= 1 }
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
