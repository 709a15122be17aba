/// A decimal number held exactly as `mantissa × 10^-scale`, as written in a scenario file.
///
/// Rates and amounts are typed by people as decimals ("3.5", "1752.18"); holding them exactly
/// means "3.5%" of a balance is computed in integers and ties round the way a lender's do.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let mantissa: Int64
    public let scale: Int

    public init(mantissa: Int64, scale: Int) {
        self.mantissa = mantissa
        self.scale = scale
    }

    /// Parses `123`, `-4.5`, `.25`, `1e3` is refused: only plain decimals, as a person writes them.
    public init?(_ text: String) {
        // "", "-" and "." hold no number; "1." and ".5" do.
        guard let parsed = Self.scan(text), parsed.digits > 0, parsed.digits <= 17 else { return nil }
        self.mantissa = parsed.negative ? -parsed.value : parsed.value
        self.scale = parsed.scale
    }

    /// Whether `text` is a plain decimal refused only for holding more than 17 digits, so that
    /// it can be called too long rather than "not a number".
    public static func hasTooManyDigits(_ text: String) -> Bool {
        guard let parsed = scan(text) else { return false }
        return parsed.digits > 17
    }

    /// An optional sign, then ASCII digits with at most one point among them, read in one pass
    /// over the bytes (this runs for every amount and rate of every scenario); nil for anything
    /// else. `value` holds the first 17 digits only.
    private static func scan(_ text: String) -> (negative: Bool, value: Int64, digits: Int, scale: Int)? {
        var negative = false
        var value: Int64 = 0
        var digits = 0
        var scale = 0
        var sawPoint = false
        var first = true
        for byte in text.utf8 {
            defer { first = false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits < 17 { value = value * 10 + Int64(byte - UInt8(ascii: "0")) }
                digits += 1
                if sawPoint { scale += 1 }
            case UInt8(ascii: "."):
                guard !sawPoint else { return nil }
                sawPoint = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard first else { return nil }
                negative = byte == UInt8(ascii: "-")
            default:
                return nil
            }
        }
        return (negative, value, digits, scale)
    }

    /// The nearest decimal with `scale` places to a solver's result.
    public init?(rounding value: Double, scale: Int) {
        guard value.isFinite else { return nil }
        let scaled = (value * Money.power(scale)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else { return nil }
        self.mantissa = Int64(scaled)
        self.scale = scale
    }

    public var doubleValue: Double { Double(mantissa) / Money.power(scale) }

    /// This value with at most `places` decimals, rounded half away from zero in integers.
    public func rounded(scale places: Int) -> ExactDecimal {
        guard scale > places else { return self }
        var divisor: Int64 = 1
        for _ in places..<scale { divisor *= 10 }
        let magnitude = (mantissa.magnitude + UInt64(divisor) / 2) / UInt64(divisor)
        return ExactDecimal(mantissa: mantissa < 0 ? -Int64(magnitude) : Int64(magnitude), scale: places)
    }

    public var isNegative: Bool { mantissa < 0 }
    public var isZero: Bool { mantissa == 0 }

    /// This value in minor units when it has no more decimal places than the currency allows.
    public func minorUnits(minorDigits: Int) -> Int64? {
        if scale <= minorDigits {
            var result = mantissa
            for _ in scale..<minorDigits {
                let (product, overflow) = result.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                result = product
            }
            return result
        }
        var result = mantissa
        for _ in minorDigits..<scale {
            guard result % 10 == 0 else { return nil }
            result /= 10
        }
        return result
    }

    /// The shortest plain form: `3.5`, `6`, `22.17`.
    public var description: String {
        let magnitude = mantissa.magnitude
        var text = mantissa < 0 ? "-" : ""
        guard scale > 0 else { return text + String(magnitude) }
        let divisor = UInt64(Money.power(scale))
        var fraction = String(magnitude % divisor)
        fraction = String(repeating: "0", count: scale - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += String(magnitude / divisor)
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }

    /// Compared exactly, by bringing both to the same scale in 128-bit integers.
    /// The exact sum, at the finer of the two scales (a comparison's assumption moved by two
    /// percentage points). Percentages hold far fewer digits than would overflow.
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        let scale = max(lhs.scale, rhs.scale)
        func widened(_ value: ExactDecimal) -> Int64 {
            var mantissa = value.mantissa
            for _ in value.scale..<scale { mantissa *= 10 }
            return mantissa
        }
        return ExactDecimal(mantissa: widened(lhs) + widened(rhs), scale: scale)
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let scale = max(lhs.scale, rhs.scale)
        func widened(_ value: ExactDecimal) -> Int128 {
            var result = Int128(value.mantissa)
            for _ in value.scale..<scale { result *= 10 }
            return result
        }
        return widened(lhs) < widened(rhs)
    }

    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let scale = max(lhs.scale, rhs.scale)
        return lhs.minorUnits(minorDigits: scale) == rhs.minorUnits(minorDigits: scale)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = self
        while trimmed.scale > 0 && trimmed.mantissa % 10 == 0 {
            trimmed = ExactDecimal(mantissa: trimmed.mantissa / 10, scale: trimmed.scale - 1)
        }
        hasher.combine(trimmed.mantissa)
        hasher.combine(trimmed.scale)
    }
}

extension Character {
    public var isASCIIDigit: Bool { isASCII && isNumber }
}
