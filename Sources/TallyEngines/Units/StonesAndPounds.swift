/// A weight as whole stones and the remaining pounds, rounded as people say it: to one decimal
/// place (`13 st 10.6 lb`), or to a conversion's precision for programs (`tally convert --json`).
///
/// The pounds are rounded before they are shown, so a remainder that rounds up to 14 lb carries
/// into the stones: 13.97 lb is 1 st 0 lb, never 0 st 14.0 lb.
public struct StonesAndPounds: Sendable, Equatable, CustomStringConvertible {
    public let stones: Int
    /// The remainder in pounds, already rounded to `places` (always below 14).
    public let pounds: ExactDecimal
    /// How many decimal places the pounds were rounded to.
    public let places: Int

    /// Rounded as people say a weight, to a tenth of a pound; nil for a negative weight or one
    /// too large to count in stones.
    public init?(pounds total: ExactFraction) {
        self.init(pounds: total, places: 1)
    }

    /// Rounded to `precision`, for the numbers a program reads.
    public init?(pounds total: ExactFraction, precision: ConversionPrecision) {
        self.init(pounds: total, places: precision.places)
    }

    private init?(pounds total: ExactFraction, places: Int) {
        guard !total.isNegative else { return nil }
        let fourteen = BigUnsigned(14)
        let wholeStones = total.numerator.quotientAndRemainder(dividingBy: total.denominator * fourteen).quotient
        guard let stoneCount = wholeStones.uint64Value, stoneCount < UInt64(Int.max) else { return nil }
        let remainder = total - ExactFraction(Int64(stoneCount)) * ExactFraction(14)
        guard let rounded = remainder.rounded(places: places) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        if rounded.mantissa >= 14 * scale {
            self.stones = Int(stoneCount) + 1
            self.pounds = ExactDecimal(mantissa: rounded.mantissa - 14 * scale, scale: places)
        } else {
            self.stones = Int(stoneCount)
            self.pounds = rounded
        }
        self.places = places
    }

    /// The pounds as plain digits at their places: `8.00`.
    public var poundsText: String { ExactFraction(pounds).decimalText(places: places) }

    /// `11 st 8 lb`, as en-GB writes it (`TallyLocale.stonesAndPounds` for other locales).
    public var description: String { TallyLocale.enGB.stonesAndPounds(self) }
}
