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
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !digits.isEmpty, digits != "." else { return nil }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        guard whole.count + fraction.count <= 17 else { return nil }
        let combined = whole + fraction
        guard let value = Int64(combined.isEmpty ? "0" : String(combined)) else { return nil }
        self.mantissa = negative ? -value : value
        self.scale = fraction.count
    }

    /// Whether `text` is a plain decimal refused only for holding more than 17 digits, so that
    /// it can be called too long rather than "not a number".
    public static func hasTooManyDigits(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return false }
        return parts.reduce(0) { $0 + $1.count } > 17
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
