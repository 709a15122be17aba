/// Where the formatting module's writers put their bytes: an array, or a page's buffer.
public protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    /// `count` bytes that `layOut` stores in place, in any order, as `bytes[0..<count]` (the
    /// span may be longer): a number's digits come least significant first, so they are
    /// stored from the end.
    mutating func append(count: Int, layingOut layOut: (inout MutableSpan<UInt8>) -> Void)
}

extension Array: ByteSink where Element == UInt8 {
    /// Laid out on the stack, then appended: at most 48 bytes, and the longest number `Digits`
    /// writes has 45 (20 digits, 6 separators, a mark and 18 decimals).
    public mutating func append(count: Int, layingOut layOut: (inout MutableSpan<UInt8>) -> Void) {
        precondition(count <= 48, "a number longer than any Digits writes")
        var laidOut = InlineArray<48, UInt8>(repeating: 0)
        var bytes = laidOut.mutableSpan
        layOut(&bytes)
        for index in 0..<count { append(laidOut[index]) }
    }
}

/// Integers as text: the one writer of decimal and hexadecimal digits that money, dates, counts,
/// chart coordinates and hashes are written with.
public enum Digits {
    /// `value` in decimal digits, with a hyphen-minus if negative (machine forms, counts, years).
    @inlinable
    public static func append<Sink: ByteSink & ~Copyable>(_ value: Int, to sink: inout Sink) {
        if value < 0 { sink.append(UInt8(ascii: "-")) }
        append(UInt64(value.magnitude), to: &sink)
    }

    /// `value` in decimal digits, its last `fractionDigits` (at most 18) after `decimalMark`
    /// (`175218` with 2: `1752.18`) and the whole part grouped by `grouping` if given
    /// (`1,752.18`): the one layout that money, coordinates and counts share. The length is
    /// counted first, so that the digits, which come least significant first, are stored in
    /// place from the end. Inlined into each writer, whose separators are constants there.
    @inlinable @inline(__always)
    public static func append<Sink: ByteSink & ~Copyable>(
        _ value: UInt64, fractionDigits: Int = 0, decimalMark: UInt8 = UInt8(ascii: "."), grouping: UInt8? = nil, to sink: inout Sink
    ) {
        let fractionDigits = min(max(fractionDigits, 0), 18)
        // At least one whole digit: `0.05`, not `.05`.
        let wholeDigits = max(decimalDigitCount(value) - fractionDigits, 1)
        let separators = grouping == nil ? 0 : (wholeDigits - 1) / 3
        let length = wholeDigits + separators + (fractionDigits > 0 ? fractionDigits + 1 : 0)
        sink.append(count: length) { bytes in
            var rest = value
            var index = length
            if fractionDigits > 0 {
                for _ in 0..<fractionDigits {
                    index &-= 1
                    bytes[index] = digit(rest % 10)
                    rest /= 10
                }
                index &-= 1
                bytes[index] = decimalMark
            }
            // Whole groups of three first, each one division of `rest`, then the leading one to
            // three digits without leading zeros, from a number under 1000.
            while rest >= 1000 {
                let group = UInt32(truncatingIfNeeded: rest % 1000)
                rest /= 1000
                bytes[index &- 1] = digit(group % 10)
                bytes[index &- 2] = digit(group / 10 % 10)
                bytes[index &- 3] = digit(group / 100)
                index &-= 3
                if let grouping {
                    index &-= 1
                    bytes[index] = grouping
                }
            }
            let lead = UInt32(truncatingIfNeeded: rest)
            if lead >= 100 { bytes[index &- 3] = digit(lead / 100) }
            if lead >= 10 { bytes[index &- 2] = digit(lead / 10 % 10) }
            bytes[index &- 1] = digit(lead % 10)
        }
    }

    @inlinable
    static func digit(_ value: some BinaryInteger) -> UInt8 {
        UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
    }

    /// How many decimal digits `value` has (`0` has one): comparisons in a tree, three or four
    /// for an amount or a coordinate; inlined, as they cost less than the call.
    @inlinable @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        if value < 100_000 {
            if value < 100 { return value < 10 ? 1 : 2 }
            return value < 1_000 ? 3 : (value < 10_000 ? 4 : 5)
        }
        if value < 10_000_000_000 {
            if value < 10_000_000 { return value < 1_000_000 ? 6 : 7 }
            return value < 100_000_000 ? 8 : (value < 1_000_000_000 ? 9 : 10)
        }
        var digits = 11
        var limit: UInt64 = 100_000_000_000
        while digits < 20 && value >= limit {
            digits += 1
            limit &*= 10
        }
        return digits
    }

    /// `value` in exactly `count` hexadecimal digits (leading zeros kept, higher digits dropped),
    /// lower-case unless `uppercase`.
    public static func appendHex<Sink: ByteSink & ~Copyable>(_ value: UInt64, count: Int, uppercase: Bool = false, to sink: inout Sink) {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        for index in stride(from: count - 1, through: 0, by: -1) {
            let digit = index < 16 ? UInt8(truncatingIfNeeded: value >> UInt64(4 * index)) & 0x0F : 0
            sink.append(digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10)
        }
    }

    /// `value` in hexadecimal digits without leading zeros (`0` for zero), as `String(value,
    /// radix: 16)` writes it.
    public static func appendHex<Sink: ByteSink & ~Copyable>(_ value: UInt64, uppercase: Bool = false, to sink: inout Sink) {
        let count = max(1, (64 - value.leadingZeroBitCount + 3) / 4)
        appendHex(value, count: count, uppercase: uppercase, to: &sink)
    }
}
