/// Why a BMI could not be worked out.
public enum BMIError: Error, Sendable, Equatable, CustomStringConvertible {
    case nonPositiveWeight
    case nonPositiveHeight
    /// Lighter than 1 kg or heavier than 650 kg; the text is the exact weight in kg.
    case implausibleWeight(kilograms: String)
    /// Shorter than 50 cm or taller than 272 cm (the tallest person recorded); the text is the
    /// exact height in cm, so 49.99 cm is never shown as a plausible-looking 50.0.
    case implausibleHeight(centimetres: String)
    case notAWeight(MeasurementUnit)
    case notALength(MeasurementUnit)
    case invalidAge(Int)

    public var description: String {
        switch self {
        case .nonPositiveWeight: "weight must be more than zero"
        case .nonPositiveHeight: "height must be more than zero"
        case .implausibleWeight(let kilograms):
            "a weight of \(kilograms) kg is not plausible; weights must be between 1 kg and 650 kg"
        case .implausibleHeight(let centimetres):
            "a height of \(centimetres) cm is not plausible; heights must be between 50 cm and 272 cm"
        case .notAWeight(let unit): "\(unit.code) is not a unit of weight"
        case .notALength(let unit): "\(unit.code) is not a unit of length"
        case .invalidAge(let age): "an age of \(age) is not valid"
        }
    }
}

/// A body mass index worked out exactly, rounded once for showing and categorised on that.
public struct BMIResult: Sendable, Equatable {
    /// kg / m² from the exact unit definitions, before any rounding.
    public let exactValue: ExactFraction
    /// The BMI to one decimal place, rounded half up: what people see and what sets the category.
    public let shown: ExactDecimal
    public let category: BMICategory
    /// False under 20, where BMI-for-age percentiles apply instead of the adult categories.
    public let adultCategoriesApply: Bool

    /// `24.9`.
    public var shownText: String { ExactFraction(shown).decimalText(places: 1) }
    /// The shown value as a `Double`, for gauges and charts.
    public var value: Double { shown.doubleValue }

    /// Said alongside the result when the person is under 20.
    public var ageNote: String? {
        adultCategoriesApply ? nil
            : "Adult BMI categories do not apply under 20; BMI-for-age percentiles do."
    }
}

/// BMI = weight in kg / (height in m)², from exact conversions so boundary values land exactly.
public enum BMICalculator {
    public static let minimumHeightCentimetres = 50
    public static let maximumHeightCentimetres = 272
    /// Below 1 kg a "weight" is a slip (`1oz`, `72g`); above 650 kg it is beyond anyone weighed
    /// (the heaviest person recorded was about 635 kg). The bounds also keep the BMI small
    /// enough to round exactly.
    public static let minimumWeightKilograms = 1
    public static let maximumWeightKilograms = 650
    public static let adultAge = 20

    /// Refuses units that are not weights, weights that are not above zero, and weights outside
    /// 1–650 kg.
    public static func validateWeight(_ weight: Quantity) throws(BMIError) {
        guard weight.category == .weight else { throw .notAWeight(weight.unit) }
        guard !weight.amount.isZero, !weight.amount.isNegative else { throw .nonPositiveWeight }
        let kilograms = weight.baseAmount
        if kilograms < ExactFraction(Int64(minimumWeightKilograms))
            || ExactFraction(Int64(maximumWeightKilograms)) < kilograms {
            throw .implausibleWeight(kilograms: exactText(kilograms))
        }
    }

    /// Refuses non-lengths, heights not above zero, and heights outside 50–272 cm.
    public static func validateHeight(_ height: Quantity) throws(BMIError) {
        guard height.category == .length else { throw .notALength(height.unit) }
        guard !height.amount.isZero, !height.amount.isNegative else { throw .nonPositiveHeight }
        let metres = height.baseAmount
        let centimetres = metres * ExactFraction(100)
        if centimetres < ExactFraction(Int64(minimumHeightCentimetres))
            || ExactFraction(Int64(maximumHeightCentimetres)) < centimetres {
            throw .implausibleHeight(centimetres: exactText(centimetres))
        }
    }

    /// Every digit of a value from typed decimals (all weight and length definitions are exact
    /// decimals, so 20 places is exact), trailing zeros dropped: `49.99`, `274.32`, `300`.
    static func exactText(_ value: ExactFraction) -> String {
        var text = value.decimalText(places: 20)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Whether the adult categories apply at `age` (unknown age is taken as adult); refuses
    /// negative ages and ages over 150.
    public static func adultCategoriesApply(age: Int?) throws(BMIError) -> Bool {
        guard let age else { return true }
        guard (0...150).contains(age) else { throw .invalidAge(age) }
        return age >= adultAge
    }

    /// The weights, in kilograms, at which an adult of `height` has a BMI of 18.5 and of 25
    /// (23 with Asian cut-offs): the healthy band runs from the first up to (not including) the second.
    public static func healthyWeightRange(height: Quantity, cutOffs: BMICutOffs = .who) throws(BMIError) -> (lower: ExactFraction, upper: ExactFraction) {
        try validateHeight(height)
        let square = height.baseAmount * height.baseAmount
        let healthy = cutOffs.healthy
        return (ExactFraction(healthy.lower) * square, ExactFraction(healthy.upper) * square)
    }

    /// The BMI for any weight and length units (`11st 6lb` at `5ft 7in` works directly).
    public static func calculate(weight: Quantity, height: Quantity, age: Int? = nil, cutOffs: BMICutOffs = .who) throws(BMIError) -> BMIResult {
        try validateWeight(weight)
        try validateHeight(height)
        let adult = try adultCategoriesApply(age: age)
        let metres = height.baseAmount
        // Height is at least 50 cm and weight at most 650 kg, so the BMI is at most 2600: the
        // division and the rounding cannot fail; the weight is the only thing that could be too big.
        guard let exact = weight.baseAmount / (metres * metres), let shown = exact.rounded(places: 1) else {
            throw .implausibleWeight(kilograms: exactText(weight.baseAmount))
        }
        return BMIResult(exactValue: exact, shown: shown, category: cutOffs.category(shown: shown), adultCategoriesApply: adult)
    }
}
