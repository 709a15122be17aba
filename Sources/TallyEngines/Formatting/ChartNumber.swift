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
    @inlinable
    public static func appendCoordinate(_ value: Double, to text: inout String) {
        append(value, decimals: 2, minus: "-", to: &text)
    }

    @inlinable
    public static func append(_ value: Double, decimals: Int, minus: String, to text: inout String) {
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
        // Digits are built on the stack and appended once: a page's charts write thousands.
        var magnitude = scaled.magnitude
        var digits = places
        while digits > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            digits -= 1
        }
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> String in
            var index = 32
            var remaining = magnitude
            var produced = 0
            repeat {
                if produced == digits && digits > 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ".")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                produced += 1
            } while remaining > 0 || produced <= digits
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<32]), as: UTF8.self)
        }
        text += written
    }
}
