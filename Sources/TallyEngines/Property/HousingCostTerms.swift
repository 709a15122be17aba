/// Property tax as a scenario gives it: a share of the price each year, or a yearly amount.
public enum PropertyTax: Sendable, Hashable {
    case percentOfPrice(ExactDecimal)
    case yearly(Money)
}

/// The running costs that come with a mortgaged home, as US lenders quote them beside the loan
/// payment ("PITI": principal, interest, taxes, insurance, plus HOA dues and mortgage insurance).
public struct HousingCostTerms: Sendable, Hashable {
    /// The purchase price: property tax given as a percentage and the PMI thresholds refer to it.
    public let price: Money?
    public let tax: PropertyTax?
    public let yearlyInsurance: Money
    public let monthlyHOA: Money
    /// Private mortgage insurance: percent a year of the amount borrowed.
    public let pmiPercent: ExactDecimal?
    /// Percent the property tax changes by each loan year (`tax-growth:`); nil when it stays put.
    public let taxGrowth: ExactDecimal?
    /// Percent the home insurance changes by each loan year (`insurance-growth:`).
    public let insuranceGrowth: ExactDecimal?

    public init(price: Money?, tax: PropertyTax?, yearlyInsurance: Money = .zero, monthlyHOA: Money = .zero,
                pmiPercent: ExactDecimal? = nil, taxGrowth: ExactDecimal? = nil, insuranceGrowth: ExactDecimal? = nil) {
        self.price = price
        self.tax = tax
        self.yearlyInsurance = yearlyInsurance
        self.monthlyHOA = monthlyHOA
        self.pmiPercent = pmiPercent
        self.taxGrowth = taxGrowth
        self.insuranceGrowth = insuranceGrowth
    }
}

extension Money {
    /// This amount ÷ `divisor`, rounded half away from zero to the minor unit.
    public func dividedRoundingHalfUp(by divisor: Int64) -> Money {
        Money(minorUnits: Money.roundedQuotient(Int128(minorUnits), Int128(divisor)))
    }

    /// `percent`% of this amount ÷ `divisor`, rounded once, half away from zero: a yearly rate
    /// turned monthly without rounding the yearly figure first.
    public func percentage(_ percent: ExactDecimal, dividedBy divisor: Int64) -> Money {
        var denominator: Int128 = 100 * Int128(divisor)
        for _ in 0..<percent.scale { denominator *= 10 }
        return Money(minorUnits: Money.roundedQuotient(Int128(minorUnits) * Int128(percent.mantissa), denominator))
    }

    /// This amount changed by `percent`% (3 for a 3% rise, -2 for a 2% fall), rounded once, half
    /// away from zero, to the minor unit.
    public func grown(byPercent percent: ExactDecimal) -> Money {
        var hundred: Int128 = 100
        for _ in 0..<percent.scale { hundred *= 10 }
        return Money(minorUnits: Money.roundedQuotient(Int128(minorUnits) * (hundred + Int128(percent.mantissa)), hundred))
    }

    static func roundedQuotient(_ numerator: Int128, _ denominator: Int128) -> Int64 {
        let magnitude = (2 * abs(numerator) + abs(denominator)) / (2 * abs(denominator))
        return Int64((numerator < 0) != (denominator < 0) ? -magnitude : magnitude)
    }
}
