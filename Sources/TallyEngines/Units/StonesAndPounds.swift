/// A weight as whole stones and the remaining pounds rounded to a precision, as UK scales show it.
///
/// The pounds are rounded before they are shown, so a remainder that rounds up to 14 lb carries
/// into the stones: 13.999 lb at two places is 1 st 0.00 lb, never 0 st 14.00 lb.
public struct StonesAndPounds: Sendable, Equatable, CustomStringConvertible {
    public let stones: Int
    /// The remainder in pounds, already rounded to `precision` (always below 14).
    public let pounds: ExactDecimal
    public let precision: ConversionPrecision

    /// nil for a negative weight or one too large to count in stones.
    public init?(pounds total: ExactFraction, precision: ConversionPrecision) {
        guard !total.isNegative else { return nil }
        let fourteen = BigUnsigned(14)
        let wholeStones = total.numerator.quotientAndRemainder(dividingBy: total.denominator * fourteen).quotient
        guard let stoneCount = wholeStones.uint64Value, stoneCount < UInt64(Int.max) else { return nil }
        let remainder = total - ExactFraction(Int64(stoneCount)) * ExactFraction(14)
        guard let rounded = remainder.rounded(places: precision.places) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<precision.places { scale *= 10 }
        if rounded.mantissa >= 14 * scale {
            self.stones = Int(stoneCount) + 1
            self.pounds = ExactDecimal(mantissa: rounded.mantissa - 14 * scale, scale: precision.places)
        } else {
            self.stones = Int(stoneCount)
            self.pounds = rounded
        }
        self.precision = precision
    }

    /// The pounds as plain digits at the precision: `8.00`.
    public var poundsText: String { ExactFraction(pounds).decimalText(places: precision.places) }

    /// `11 st 8.00 lb`, as en-GB writes it (`TallyLocale.stonesAndPounds` for other locales).
    public var description: String { TallyLocale.enGB.stonesAndPounds(self) }
}
