/// Writing amounts the way a statement does: `£1,752.18`, `−£500.00` (with a real minus sign).
///
/// Hand-written rather than through `NumberFormatter` because a build formats millions of
/// amounts and must give the same bytes on every machine, whatever its locale.
extension Currency {
    public static let minusSign = "\u{2212}"

    /// `£1,752.18`; negatives as `−£1,752.18`.
    public func format(_ money: Money) -> String {
        var text = money.isNegative ? Self.minusSign : ""
        text += symbol
        appendDigits(of: money, to: &text)
        return text
    }

    /// `1,752.18` without the symbol, for table cells under a heading that names the currency.
    public func formatPlain(_ money: Money) -> String {
        var text = money.isNegative ? Self.minusSign : ""
        appendDigits(of: money, to: &text)
        return text
    }

    /// `1752.18`: a plain decimal for machine-readable output (JSON, YAML, CSV).
    public func formatDecimal(_ money: Money) -> String {
        let magnitude = money.minorUnits.magnitude
        let divisor = UInt64(Money.power(minorDigits))
        var text = money.isNegative ? "-" : ""
        text += String(magnitude / divisor)
        if minorDigits > 0 {
            text += "."
            let fraction = String(magnitude % divisor)
            text += String(repeating: "0", count: minorDigits - fraction.count) + fraction
        }
        return text
    }

    /// Appends `1,752.18` (with `−` before negatives, no symbol) as UTF-8: the form table
    /// cells take, written straight into a page's bytes.
    public func appendPlain(_ money: Money, to bytes: inout [UInt8]) {
        if money.isNegative { bytes.append(contentsOf: [0xE2, 0x88, 0x92]) }
        withDigits(of: money) { bytes.append(contentsOf: $0) }
    }

    private func appendDigits(of money: Money, to text: inout String) {
        withDigits(of: money) { text += String(decoding: $0, as: UTF8.self) }
    }

    /// Digits with thousands commas and the minor units, built on the stack: this runs for every
    /// cell of every schedule, so it allocates nothing.
    private func withDigits(of money: Money, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let magnitude = money.minorUnits.magnitude
        var divisor: UInt64 = 1
        for _ in 0..<minorDigits { divisor *= 10 }
        var whole = magnitude / divisor
        var fraction = magnitude % divisor
        let digits = minorDigits
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            // Fill from the end: minor units, point, then grouped whole digits.
            var index = 40
            for _ in 0..<digits {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if digits > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: ".")
            }
            var written = 0
            repeat {
                if written > 0 && written % 3 == 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ",")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                written += 1
            } while whole > 0
            body(UnsafeBufferPointer(rebasing: buffer[index..<40]))
        }
    }
}
