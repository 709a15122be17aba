/// The compounding factors of `Compounding` as fractions, for deciding how a solved amount
/// rounds when `Double` cannot: at a monthly rate r = m/D (D = 1200 × 10^scale), the growth
/// (1 + r)^n is G/H.
///
/// `exact` takes G = (D + m)^n and H = D^n, whole numbers whose digits grow with n × the rate's
/// digits (372,000 bits for 12,000 months at six decimals). `close` takes H = 2^320 and G the
/// growth in that fixed point, truncated at each step: its relative error is under 2^−300, so
/// an amount it puts more than 2^−100 of a minor unit from a half unit is decided, at the cost
/// of a dozen 320-bit multiplications. Only a true tie, or one closer than that, needs `exact`.
struct ExactCompounding {
    let n: Int
    /// The monthly rate's numerator; zero for a zero rate.
    let m: BigUnsigned
    let d: BigUnsigned
    let g: BigUnsigned
    let h: BigUnsigned

    /// The bits of `close`'s fixed point, a whole number of limbs.
    static let closeBits = 320
    /// How far `close` may be from the formula's value, in minor units: far more than 2^−300 of
    /// any amount `Money` holds (2^63) grown by at most 2^40 and divided by a rate of 2^−50.
    static let closeError = ExactFraction(negative: false, numerator: .one, denominator: BigUnsigned(2).power(100))

    static func exact(rate: AnnualRate, payments: Int) -> ExactCompounding {
        let (m, d) = monthly(rate)
        return ExactCompounding(n: payments, m: m, d: d, g: (d + m).power(payments), h: d.power(payments))
    }

    static func close(rate: AnnualRate, payments: Int) -> ExactCompounding {
        let (m, d) = monthly(rate)
        let one = BigUnsigned(2).power(closeBits)
        let limbs = closeBits / 32
        // (1 + r) in fixed point, then its n-th power by squaring, each product cut back.
        var base = ((d + m) * one).quotientAndRemainder(dividingBy: d).quotient
        var growth = one
        var remaining = payments
        while remaining > 0 {
            if remaining & 1 == 1 { growth = (growth * base).droppingLowLimbs(limbs) }
            remaining >>= 1
            if remaining > 0 { base = (base * base).droppingLowLimbs(limbs) }
        }
        return ExactCompounding(n: payments, m: m, d: d, g: growth, h: one)
    }

    private static func monthly(_ rate: AnnualRate) -> (m: BigUnsigned, d: BigUnsigned) {
        let percent = rate.percent
        return (BigUnsigned(percent.mantissa.magnitude), BigUnsigned.powerOfTen(max(0, percent.scale)).multiplied(bySmall: 1200))
    }

    private var isZeroRate: Bool { m.isZero }

    /// (1 + r)^n.
    var growth: ExactFraction {
        guard !isZeroRate else { return ExactFraction(1) }
        return ExactFraction(negative: false, numerator: g, denominator: h)
    }

    /// ((1 + r)^n − 1)/r: what 1 a month grows to after n payments (n at 0%).
    var futureAnnuity: ExactFraction {
        guard !isZeroRate else { return ExactFraction(Int64(n)) }
        return ExactFraction(negative: false, numerator: (g.subtracting(h) ?? .zero) * d, denominator: h * m)
    }

    /// (1 − (1 + r)^−n)/r: what n payments of 1 are worth today (n at 0%).
    var presentAnnuity: ExactFraction {
        guard !isZeroRate else { return ExactFraction(Int64(n)) }
        return ExactFraction(negative: false, numerator: (g.subtracting(h) ?? .zero) * d, denominator: g * m)
    }
}
