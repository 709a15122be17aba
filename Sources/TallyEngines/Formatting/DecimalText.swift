/// Exact decimals for people, per locale: the one writer behind rates, percentages and unit
/// quantities, as `MoneyText` is behind money. Digits are laid out with the locale's grouping
/// and decimal marks; the plain forms machine output takes (`ExactDecimal.description`,
/// `ExactFraction.decimalText`) stay where they are, the same in every locale.
extension TallyLocale {
    /// `3.5`, `1,250`, `0.004`: `value` in its shortest form, trailing zeros dropped, grouped.
    /// Negatives take `minus` (a hyphen by default, as a rate or a typed figure is written).
    public func shortest(_ value: ExactDecimal, minus: String = "-") -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendShortest(value, minus: minus, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `shortest`, appended.
    func appendShortest(_ value: ExactDecimal, minus: String = "-", to bytes: inout [UInt8]) {
        if value.isNegative { bytes.append(contentsOf: minus.utf8) }
        appendLaidOut(digits: Array(String(value.mantissa.magnitude).utf8), places: value.scale, trimmingZeros: true, to: &bytes)
    }

    /// `73,481.96`, `0.00`, `-40.00`: `value` rounded half away from zero to exactly `places`
    /// decimals (0...30), grouped. A value that rounds to zero has no sign.
    public func fixed(_ value: ExactFraction, places: Int, minus: String = "-") -> String {
        let places = min(max(places, 0), 30)
        let magnitude = value.roundedMagnitude(places: places)
        var bytes: [UInt8] = []
        if value.isNegative && !magnitude.isZero { bytes.append(contentsOf: minus.utf8) }
        appendLaidOut(digits: Array(magnitude.decimalDigits.utf8), places: places, trimmingZeros: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `digits` (ASCII, no sign or point) read as a number with `places` of them after the
    /// point, appended with this locale's marks: `1234567`, 2 places → `12,345.67`.
    func appendLaidOut(digits: [UInt8], places: Int, trimmingZeros: Bool, to bytes: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        var digits = digits.isEmpty ? [zero] : digits
        if digits.count <= places { digits.insert(contentsOf: repeatElement(zero, count: places - digits.count + 1), at: 0) }
        let point = digits.count - places
        var fractionEnd = digits.count
        if trimmingZeros { while fractionEnd > point && digits[fractionEnd - 1] == zero { fractionEnd -= 1 } }
        bytes.reserveCapacity(bytes.count + digits.count + point / 3 + 1)
        for index in 0..<point {
            if index > 0 && (point - index) % 3 == 0 { bytes.append(groupingSeparator) }
            bytes.append(digits[index])
        }
        if fractionEnd > point {
            bytes.append(decimalSeparator)
            bytes.append(contentsOf: digits[point..<fractionEnd])
        }
    }
}
