/// An amount of money as a whole number of minor units (pence, cents).
///
/// Money is never a floating-point number outside a solver: sums of `Money` are exact, and a value
/// only becomes a `Double` for a closed-form or iterative solution, and comes back rounded half-up.
public struct Money: Sendable, Hashable, Comparable, AdditiveArithmetic, Codable {
    public var minorUnits: Int64

    @inlinable
    public init(minorUnits: Int64) {
        self.minorUnits = minorUnits
    }

    /// Computed rather than stored: a stored static is a lazy global, checked on every read.
    @inlinable
    public static var zero: Money { Money(minorUnits: 0) }

    /// The amount in major units, for solvers only.
    public func major(minorDigits: Int = 2) -> Double {
        Double(minorUnits) / Self.power(minorDigits)
    }

    @inlinable
    public static func + (lhs: Money, rhs: Money) -> Money { Money(minorUnits: lhs.minorUnits + rhs.minorUnits) }
    @inlinable
    public static func - (lhs: Money, rhs: Money) -> Money { Money(minorUnits: lhs.minorUnits - rhs.minorUnits) }
    @inlinable
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }
    @inlinable
    public static prefix func - (value: Money) -> Money { Money(minorUnits: -value.minorUnits) }

    @inlinable
    public static func * (lhs: Money, rhs: Int) -> Money { Money(minorUnits: lhs.minorUnits * Int64(rhs)) }

    @inlinable
    public var isNegative: Bool { minorUnits < 0 }

    /// `percent`% of this amount, rounded half away from zero to the minor unit, exactly
    /// (a 10% down payment on £349,999.99 is £35,000.00).
    public func percentage(_ percent: ExactDecimal) -> Money {
        var denominator: Int128 = 100
        for _ in 0..<percent.scale { denominator *= 10 }
        let numerator = Int128(minorUnits) * Int128(percent.mantissa)
        let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
        return Money(minorUnits: Int64(numerator < 0 ? -magnitude : magnitude))
    }

    static func power(_ digits: Int) -> Double {
        var result = 1.0
        for _ in 0..<digits { result *= 10 }
        return result
    }
}

extension Sequence where Element == Money {
    /// Inlinable, so that a sum is specialised where it is taken instead of walking the
    /// sequence through generic calls.
    @inlinable
    public func sum() -> Money {
        var total = Money.zero
        for amount in self { total = total + amount }
        return total
    }
}
