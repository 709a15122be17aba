/// Numbers as charts write them: fixed precision, trailing zeros trimmed, never `-0`, NaN or inf.
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
    @inline(__always)
    static func appendCoordinate(_ value: Double, to text: inout String) {
        append(value, decimals: 2, minus: "-", to: &text)
    }

    static func append(_ value: Double, decimals: Int, minus: String, to text: inout String) {
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite else {
            text += "0"
            return
        }
        // Clamped so the scaled value always fits an Int64; no chart coordinate comes near this.
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 {
            text += "0"
            return
        }
        if scaled < 0 { text += minus }
        let magnitude = scaled.magnitude
        let unit = UInt64(scale)
        text += String(magnitude / unit)
        var fraction = magnitude % unit
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        text += "."
        let fractionText = String(fraction)
        for _ in fractionText.utf8.count..<digits { text += "0" }
        text += fractionText
    }
}
