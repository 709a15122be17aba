/// Numbers as charts write them: fixed precision, trailing zeros trimmed, never `-0`, NaN or inf.
/// Part of the formatting module, beside money and dates, so that one place owns how every
/// number reaches a reader; axis labels take the locale's minus sign through `minus:`.
///
/// Written by hand rather than with `String(format:)` or `Double.description` so that output is
/// byte-identical on every machine and short enough to keep a thousand charts small.
public enum ChartNumber {
    /// `value` rounded half away from zero to at most `decimals` places (0...6); non-finite
    /// values are written as `0` so a bad input can never put `nan` into a document.
    public static func format(_ value: Double, decimals: Int = 2, minus: String = "\u{2212}") -> String {
        var text = ""
        append(value, decimals: decimals, minus: minus, to: &text)
        return text
    }

    /// Appends a coordinate (two decimals, ASCII minus) to SVG output.
    public static func appendCoordinate(_ value: Double, to text: inout String) {
        append(value, decimals: 2, minus: "-", to: &text)
    }

    public static func append(_ value: Double, decimals: Int, minus: String, to text: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, decimals: decimals, minus: Array(minus.utf8), to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// A coordinate (two decimals, ASCII minus) appended as bytes, as `appendCoordinate`.
    @inlinable
    public static func appendCoordinate<Sink: ByteSink & ~Copyable>(_ value: Double, to bytes: inout Sink) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        appendScaled(scaled(value, scale: 100), places: 2, to: &bytes) { $0.append(UInt8(ascii: "-")) }
    }

    /// `format`, appended as bytes.
    @inlinable
    public static func append<Sink: ByteSink & ~Copyable>(_ value: Double, decimals: Int, minus: [UInt8], to bytes: inout Sink) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        appendScaled(scaled(value, scale: scale), places: places, to: &bytes) { for byte in minus { $0.append(byte) } }
    }

    /// `value` times `scale`, rounded half away from zero; clamped so that it always fits an
    /// Int64 (no chart coordinate comes near the clamp).
    @inlinable
    static func scaled(_ value: Double, scale: Int64) -> Int64 {
        let clamped = min(max(value, -1e12), 1e12)
        return Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
    }

    /// `scaled` read with `places` decimals, trailing zeros of the fraction dropped.
    @inlinable
    static func appendScaled<Sink: ByteSink & ~Copyable>(_ scaled: Int64, places: Int, to bytes: inout Sink, minus: (inout Sink) -> Void) {
        if scaled < 0 { minus(&bytes) }
        var magnitude = scaled.magnitude
        var digits = places
        while digits > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            digits -= 1
        }
        Digits.append(magnitude, fractionDigits: digits, to: &bytes)
    }
}
