/// An annual interest rate in percent, compounded monthly, held exactly as written or solved.
///
/// Each month's interest is `balance × percent / 1200`, rounded half-up to the minor unit, in
/// integers: a given rate such as 3.5 is exact, and a solved one is kept to 12 decimal places of
/// a percent, far below anything that moves a cent.
public struct AnnualRate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let percent: ExactDecimal

    public init(percent: ExactDecimal) {
        self.percent = percent
    }

    /// A solver's rate (a fraction per year, 0.035 for 3.5%) quantised to 12 places of a percent.
    public init?(solvedFraction fraction: Double) {
        guard fraction.isFinite, let percent = ExactDecimal(rounding: fraction * 100, scale: 12) else { return nil }
        self.percent = percent
    }

    public static let zero = AnnualRate(percent: ExactDecimal(mantissa: 0, scale: 0))

    /// The rate per month as a fraction, for solvers (r / 12).
    public var monthlyFraction: Double { percent.doubleValue / 1200 }

    /// The rate per year as a fraction (0.035), for solvers.
    public var annualFraction: Double { percent.doubleValue / 100 }

    public var isZero: Bool { percent.isZero }

    /// The annual equivalent rate in percent: what a year of monthly compounding at this rate
    /// earns (22.17% compounded monthly is 24.57% AER), the figure UK savers compare.
    public var annualEquivalentPercent: Double {
        var growth = 1.0
        for _ in 0..<12 { growth *= 1 + monthlyFraction }
        return (growth - 1) * 100
    }

    /// One month's interest on `balance`, rounded half-up to the minor unit, exactly.
    public func monthlyInterest(on balance: Money) -> Money {
        // A schedule asks this once a row: in 64 bits when nothing can overflow (any real loan),
        // which skips a 128-bit division; the same rounding either way.
        if percent.scale <= 12 {
            var denominator: Int64 = 1200
            for _ in 0..<percent.scale { denominator *= 10 }
            let (numerator, overflow) = balance.minorUnits.multipliedReportingOverflow(by: percent.mantissa)
            if !overflow, numerator.magnitude < 1 << 61 {
                let magnitude = (2 * Int64(numerator.magnitude) + denominator) / (2 * denominator)
                return Money(minorUnits: numerator < 0 ? -magnitude : magnitude)
            }
        }
        var denominator: Int128 = 1200
        for _ in 0..<percent.scale { denominator *= 10 }
        let numerator = Int128(balance.minorUnits) * Int128(percent.mantissa)
        let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
        return Money(minorUnits: Int64(numerator < 0 ? -magnitude : magnitude))
    }

    /// `3.5%`, `22.17%`: as an en-GB report writes it (`TallyLocale.rate`, which pages call with
    /// their scenario's locale).
    public var description: String { TallyLocale.enGB.rate(self) }

    /// Percentages as en-GB reports write them: at most two decimal places, no trailing zeros
    /// (`TallyLocale.percent(_:places:)`).
    public static func formatPercent(_ value: Double, places: Int = 2) -> String {
        TallyLocale.enGB.percent(value, places: places)
    }

    public static func < (lhs: AnnualRate, rhs: AnnualRate) -> Bool { lhs.percent < rhs.percent }
}
