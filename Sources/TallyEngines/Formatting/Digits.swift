/// Where the formatting module's writers put their bytes: an array, or a page's buffer.
public protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    /// Bytes laid out elsewhere first (a number's digits), appended in one go.
    mutating func append(contentsOf bytes: Span<UInt8>)
}

extension ByteSink where Self: ~Copyable {
    @inlinable
    public mutating func append(contentsOf bytes: Span<UInt8>) {
        for index in bytes.indices { append(bytes[index]) }
    }
}

extension Array: ByteSink where Element == UInt8 {}

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
    /// (`1,752.18`): the one layout that money, coordinates and counts share. The digits come
    /// least significant first, so they are laid out from the end of a small array on the
    /// stack and then appended in order.
    @inlinable
    public static func append<Sink: ByteSink & ~Copyable>(
        _ value: UInt64, fractionDigits: Int = 0, decimalMark: UInt8 = UInt8(ascii: "."), grouping: UInt8? = nil, to sink: inout Sink
    ) {
        // 18 fraction digits and a mark, 20 whole digits and 6 separators.
        var laidOut = InlineArray<48, UInt8>(repeating: 0)
        var start = laidOut.count
        var rest = value
        let fractionDigits = min(max(fractionDigits, 0), 18)
        if fractionDigits > 0 {
            for _ in 0..<fractionDigits {
                start -= 1
                laidOut[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            start -= 1
            laidOut[start] = decimalMark
        }
        var inGroup = 0
        repeat {
            if inGroup == 3, let grouping {
                start -= 1
                laidOut[start] = grouping
                inGroup = 0
            }
            start -= 1
            laidOut[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            inGroup += 1
        } while rest > 0
        sink.append(contentsOf: laidOut.span.extracting(start...))
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
