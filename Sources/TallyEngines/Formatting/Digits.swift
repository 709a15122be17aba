/// Integers as text: the one writer of decimal and hexadecimal digits that money, dates, counts,
/// chart coordinates and hashes are written with.
///
/// Digits are appended least significant first and the run turned round in place, so that no
/// length is counted up front and no scratch buffer is needed.
public enum Digits {
    /// `value` in decimal digits, with a hyphen-minus if negative (machine forms, counts, years).
    @inlinable
    public static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(UInt64(value.magnitude), to: &bytes)
    }

    /// `value` in decimal digits.
    @inlinable
    public static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        append(value, grouping: nil, to: &bytes)
    }

    /// `value` in decimal digits, at least `minimumDigits` of them (leading zeros: a fraction's
    /// `05`), with `grouping` between each three from the right if given (`1,752`).
    @inlinable
    public static func append(_ value: UInt64, grouping: UInt8?, minimumDigits: Int = 1, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = value
        var written = 0
        repeat {
            if let grouping, written > 0, written % 3 == 0 { bytes.append(grouping) }
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
            written += 1
        } while rest > 0 || written < minimumDigits
        // Turned round in place (a slice's `reverse()` would copy the whole array).
        var low = start
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// `value` in exactly `count` hexadecimal digits (leading zeros kept, higher digits dropped),
    /// lower-case unless `uppercase`.
    public static func appendHex(_ value: UInt64, count: Int, uppercase: Bool = false, to bytes: inout [UInt8]) {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        for index in stride(from: count - 1, through: 0, by: -1) {
            let digit = index < 16 ? UInt8(truncatingIfNeeded: value >> UInt64(4 * index)) & 0x0F : 0
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10)
        }
    }

    /// `value` in hexadecimal digits without leading zeros (`0` for zero), as `String(value,
    /// radix: 16)` writes it.
    public static func appendHex(_ value: UInt64, uppercase: Bool = false, to bytes: inout [UInt8]) {
        let count = max(1, (64 - value.leadingZeroBitCount + 3) / 4)
        appendHex(value, count: count, uppercase: uppercase, to: &bytes)
    }
}
