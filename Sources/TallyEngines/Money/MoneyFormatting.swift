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

    private func appendDigits(of money: Money, to text: inout String) {
        let magnitude = money.minorUnits.magnitude
        let divisor = UInt64(Money.power(minorDigits))
        let whole = String(magnitude / divisor)
        let utf8 = Array(whole.utf8)
        var grouped = [UInt8]()
        grouped.reserveCapacity(utf8.count + utf8.count / 3)
        for (index, digit) in utf8.enumerated() {
            if index > 0 && (utf8.count - index) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
            grouped.append(digit)
        }
        text += String(decoding: grouped, as: UTF8.self)
        if minorDigits > 0 {
            let fraction = String(magnitude % divisor)
            text += "."
            text += String(repeating: "0", count: minorDigits - fraction.count)
            text += fraction
        }
    }
}
