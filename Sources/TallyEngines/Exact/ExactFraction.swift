/// A signed fraction held exactly, so unit conversions and their rounding never meet binary error.
///
/// Every unit in Tally is an exact rational multiple of its base (1 lb = 0.45359237 kg exactly),
/// so a value typed as a decimal converts to an exact fraction and rounds to the digits a person
/// would get by hand: 1.005 at two places is 1.01, not the 1.00 a `Double` would give.
public struct ExactFraction: Sendable, Comparable, CustomStringConvertible {
    public let isNegative: Bool
    let numerator: BigUnsigned
    /// Never zero.
    let denominator: BigUnsigned

    init(negative: Bool, numerator: BigUnsigned, denominator: BigUnsigned) {
        self.isNegative = negative && !numerator.isZero
        self.numerator = numerator
        self.denominator = denominator.isZero ? .one : denominator
    }

    public static let zero = ExactFraction(0)

    public init(_ integer: Int64) {
        self.init(negative: integer < 0, numerator: BigUnsigned(integer.magnitude), denominator: .one)
    }

    /// `numerator / denominator`; nil for a zero denominator.
    public init?(_ numerator: Int64, over denominator: Int64) {
        guard denominator != 0 else { return nil }
        self.init(negative: (numerator < 0) != (denominator < 0),
                  numerator: BigUnsigned(numerator.magnitude), denominator: BigUnsigned(denominator.magnitude))
    }

    /// The decimal exactly as typed.
    public init(_ decimal: ExactDecimal) {
        let magnitude = BigUnsigned(decimal.mantissa.magnitude)
        if decimal.scale >= 0 {
            self.init(negative: decimal.isNegative, numerator: magnitude, denominator: .powerOfTen(decimal.scale))
        } else {
            self.init(negative: decimal.isNegative, numerator: magnitude * .powerOfTen(-decimal.scale), denominator: .one)
        }
    }

    /// The shortest decimal that reads back as `value` (what Swift prints for it), so a `Double`
    /// that came from "1.005" stands for 1.005 rather than its binary neighbour; nil for NaN or ±∞.
    public init?(shortestDecimalOf value: Double) {
        guard value.isFinite else { return nil }
        guard let parsed = Self.parseDecimal(Substring(value.description)) else { return nil }
        self = parsed
    }

    /// Parses `[-]digits[.digits][e[±]digits]` as Swift prints a `Double`.
    private static func parseDecimal(_ text: Substring) -> ExactFraction? {
        var rest = text
        var negative = false
        if rest.first == "-" {
            negative = true
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let parsedExponent = Int(rest[rest.index(after: marker)...]) else { return nil }
            exponent = parsedExponent
            rest = rest[..<marker]
        }
        var digits: UInt64 = 0
        var bigDigits = BigUnsigned.zero
        var useBig = false
        var fractionDigits = 0
        var seenPoint = false
        for character in rest {
            if character == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            if seenPoint { fractionDigits += 1 }
            if !useBig, digits < 1_000_000_000_000_000_000 / 10 {
                digits = digits * 10 + UInt64(digit)
            } else {
                if !useBig {
                    bigDigits = BigUnsigned(digits)
                    useBig = true
                }
                bigDigits = bigDigits.multiplied(bySmall: 10) + BigUnsigned(UInt64(digit))
            }
        }
        let magnitude = useBig ? bigDigits : BigUnsigned(digits)
        let power = exponent - fractionDigits
        if power >= 0 {
            return ExactFraction(negative: negative, numerator: magnitude * .powerOfTen(power), denominator: .one)
        }
        return ExactFraction(negative: negative, numerator: magnitude, denominator: .powerOfTen(-power))
    }

    public var isZero: Bool { numerator.isZero }

    /// The nearest `Double` (within an ulp or two), for charts and solvers.
    public var doubleValue: Double {
        guard !numerator.isZero else { return 0 }
        // Scale so the quotient carries at least 64 significant bits before it becomes a Double.
        let shift = max(0, 66 + denominator.bitWidth - numerator.bitWidth)
        var scaled = numerator
        var remaining = shift
        while remaining > 0 {
            let step = min(remaining, 31)
            scaled = scaled.multiplied(bySmall: UInt32(1) << UInt32(step))
            remaining -= step
        }
        let quotient = scaled.quotientAndRemainder(dividingBy: denominator).quotient
        let magnitude = Double(sign: .plus, exponent: -shift, significand: quotient.doubleValue)
        return isNegative ? -magnitude : magnitude
    }

    public static prefix func - (value: ExactFraction) -> ExactFraction {
        ExactFraction(negative: !value.isNegative, numerator: value.numerator, denominator: value.denominator)
    }

    public static func + (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction {
        let left = lhs.numerator * rhs.denominator
        let right = rhs.numerator * lhs.denominator
        let denominator = lhs.denominator * rhs.denominator
        if lhs.isNegative == rhs.isNegative {
            return ExactFraction(negative: lhs.isNegative, numerator: left + right, denominator: denominator)
        }
        if let difference = left.subtracting(right) {
            return ExactFraction(negative: lhs.isNegative, numerator: difference, denominator: denominator)
        }
        return ExactFraction(negative: rhs.isNegative, numerator: right.subtracting(left) ?? .zero, denominator: denominator)
    }

    public static func - (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction { lhs + -rhs }

    public static func * (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction {
        ExactFraction(negative: lhs.isNegative != rhs.isNegative,
                      numerator: lhs.numerator * rhs.numerator, denominator: lhs.denominator * rhs.denominator)
    }

    /// `lhs / rhs`; nil when dividing by zero.
    public static func / (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction? {
        guard !rhs.isZero else { return nil }
        return ExactFraction(negative: lhs.isNegative != rhs.isNegative,
                             numerator: lhs.numerator * rhs.denominator, denominator: lhs.denominator * rhs.numerator)
    }

    public static func == (lhs: ExactFraction, rhs: ExactFraction) -> Bool {
        lhs.isNegative == rhs.isNegative && lhs.numerator * rhs.denominator == rhs.numerator * lhs.denominator
    }

    public static func < (lhs: ExactFraction, rhs: ExactFraction) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let left = lhs.numerator * rhs.denominator
        let right = rhs.numerator * lhs.denominator
        return lhs.isNegative ? right < left : left < right
    }

    /// The magnitude scaled by 10^places and rounded half away from zero (a tie rounds up in size).
    func roundedMagnitude(places: Int) -> BigUnsigned {
        // floor((2·n·10^p + d) / (2·d)) is n·10^p/d rounded half up, in integers only.
        let twice = (numerator * .powerOfTen(places)).multiplied(bySmall: 2) + denominator
        return twice.quotientAndRemainder(dividingBy: denominator.multiplied(bySmall: 2)).quotient
    }

    /// Rounded half away from zero to a whole number, found from `estimate` (a `Double`
    /// working of the same value) by checking 2|x| against (2k ± 1) × denominator in integers
    /// and stepping k by the `Double` size of the miss: no long division of the large numbers a
    /// compound-interest formula makes. Nil when the result does not fit an `Int64`.
    public func roundedToInteger(near estimate: Double) -> Int64? {
        let twice = numerator.multiplied(bySmall: 2)
        let twiceDenominator = denominator.multiplied(bySmall: 2)
        let start = estimate.isFinite ? abs(estimate).rounded() : 0
        var k: UInt64 = start < 9.2e18 ? UInt64(start) : UInt64(Int64.max)
        // Each step moves k by the miss measured in Double, so a start within Double's error
        // ends in two or three rounds; the bound only stops a runaway on a wild estimate.
        for _ in 0..<200 {
            guard k <= UInt64(Int64.max) else { return nil }
            let above = denominator * BigUnsigned(2 * k + 1)
            if !(twice < above) {
                let miss = BigUnsigned.ratio(twice.subtracting(above) ?? .zero, twiceDenominator)
                k += UInt64(min(max(1, miss.rounded(.down)), 1e18))
                continue
            }
            if k > 0 {
                let below = denominator * BigUnsigned(2 * k - 1)
                if twice < below {
                    let miss = BigUnsigned.ratio(below.subtracting(twice) ?? .zero, twiceDenominator)
                    k -= min(k, UInt64(min(max(1, miss.rounded(.down)), 1e18)))
                    continue
                }
            }
            let magnitude = Int64(k)
            return isNegative ? -magnitude : magnitude
        }
        return nil
    }

    /// `self` raised to a whole `exponent` ≥ 0.
    func power(_ exponent: Int) -> ExactFraction {
        ExactFraction(negative: isNegative && exponent % 2 == 1,
                      numerator: numerator.power(exponent), denominator: denominator.power(exponent))
    }

    /// Rounded half away from zero to `places` decimals (0...18); nil if it does not fit an `ExactDecimal`.
    public func rounded(places: Int) -> ExactDecimal? {
        let clamped = min(max(places, 0), 18)
        guard let magnitude = roundedMagnitude(places: clamped).uint64Value, magnitude <= UInt64(Int64.max) else { return nil }
        let signed = Int64(magnitude)
        return ExactDecimal(mantissa: isNegative ? -signed : signed, scale: clamped)
    }

    /// Plain digits rounded half away from zero to `places` decimals, with '-' for negatives and no
    /// grouping; a value that rounds to zero prints without a sign.
    public func decimalText(places: Int) -> String {
        let clamped = min(max(places, 0), 30)
        let magnitude = roundedMagnitude(places: clamped)
        var digits = magnitude.decimalDigits
        if clamped > 0 {
            if digits.count <= clamped {
                digits = String(repeating: "0", count: clamped - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -clamped))
        }
        return isNegative && !magnitude.isZero ? "-" + digits : digits
    }

    /// Exact form for diagnostics: `-12/5`.
    public var description: String {
        let sign = isNegative ? "-" : ""
        return denominator == .one ? sign + numerator.decimalDigits
            : sign + numerator.decimalDigits + "/" + denominator.decimalDigits
    }
}
