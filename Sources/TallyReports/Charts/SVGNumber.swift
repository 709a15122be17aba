extension ByteBuffer {
    /// Appends a coordinate as `ChartNumber.appendCoordinate` writes it (two decimals at most,
    /// trailing zeros dropped, ASCII minus, `0` for non-finite values), straight from integers:
    /// a chart writes thousands of these and a String per number was most of its cost.
    @inline(__always)
    mutating func append(coordinate value: Double) {
        guard value.isFinite else {
            append(byte: UInt8(ascii: "0"))
            return
        }
        // The same clamp and rounding as ChartNumber, so the digits are byte-identical.
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = Int64((clamped * 100).rounded(.toNearestOrAwayFromZero))
        if scaled < 0 { append(byte: UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        appendDigits(magnitude / 100)
        let hundredths = UInt8(truncatingIfNeeded: magnitude % 100)
        guard hundredths != 0 else { return }
        append(byte: UInt8(ascii: "."))
        append(byte: UInt8(ascii: "0") + hundredths / 10)
        if hundredths % 10 != 0 { append(byte: UInt8(ascii: "0") + hundredths % 10) }
    }

    /// A whole number in decimal digits, most significant first.
    @inline(__always)
    mutating func appendDigits(_ value: UInt64) {
        if value < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 100 {
            append(byte: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
            append(byte: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
            return
        }
        var divisor: UInt64 = 100
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            append(byte: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: (value / divisor) % 10))
            divisor /= 10
        }
    }
}
