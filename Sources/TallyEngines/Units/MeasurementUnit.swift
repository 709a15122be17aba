/// A unit Tally converts, named by its short code (`kg`, `st-lb`, `km/h`, `floz`).
///
/// Each unit is an exact rational multiple of its category's base, plus an offset for
/// temperatures, so conversions are exact and round trips return the value typed.
public enum MeasurementUnit: String, CaseIterable, Sendable, Codable, Comparable {
    case kilogram = "kg", gram = "g", ounce = "oz", pound = "lb"
    /// Stones with the remainder in pounds; values of this unit are held in pounds.
    case stonesAndPounds = "st-lb"
    case celsius = "c", fahrenheit = "f", kelvin = "k"
    case metre = "m", kilometre = "km", mile = "mi", centimetre = "cm", millimetre = "mm", yard = "yd", inch = "in"
    /// Read in heights (`5ft 7in`) but never written.
    case foot = "ft"
    case metresPerSecond = "m/s", kilometresPerHour = "km/h", milesPerHour = "mph", knot = "kn"
    /// UK (imperial) gallon, pint and fluid ounce.
    case gallon = "gal", litre = "l", pint = "pt", fluidOunce = "floz", millilitre = "ml"

    public var code: String { rawValue }

    public var category: UnitCategory {
        switch self {
        case .kilogram, .gram, .ounce, .pound, .stonesAndPounds: .weight
        case .celsius, .fahrenheit, .kelvin: .temperature
        case .metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .inch, .foot: .length
        case .metresPerSecond, .kilometresPerHour, .milesPerHour, .knot: .speed
        case .gallon, .litre, .pint, .fluidOunce, .millilitre: .volume
        }
    }

    /// Whether conversions may produce this unit (feet are input only).
    public var isOutputUnit: Bool { self != .foot }

    /// The symbol written after a number: `kg`, `°C`, `km/h`, `fl oz`.
    public var symbol: String {
        switch self {
        case .stonesAndPounds: "st lb"
        case .celsius: "°C"
        case .fahrenheit: "°F"
        case .kelvin: "K"
        case .litre: "L"
        case .millilitre: "mL"
        case .fluidOunce: "fl oz"
        default: rawValue
        }
    }

    /// Plural name for prose: "kilograms", "UK gallons".
    public var name: String {
        switch self {
        case .kilogram: "kilograms"
        case .gram: "grams"
        case .ounce: "ounces"
        case .pound: "pounds"
        case .stonesAndPounds: "stones and pounds"
        case .celsius: "degrees Celsius"
        case .fahrenheit: "degrees Fahrenheit"
        case .kelvin: "kelvin"
        case .metre: "metres"
        case .kilometre: "kilometres"
        case .mile: "miles"
        case .centimetre: "centimetres"
        case .millimetre: "millimetres"
        case .yard: "yards"
        case .inch: "inches"
        case .foot: "feet"
        case .metresPerSecond: "metres per second"
        case .kilometresPerHour: "kilometres per hour"
        case .milesPerHour: "miles per hour"
        case .knot: "knots"
        case .gallon: "UK gallons"
        case .litre: "litres"
        case .pint: "UK pints"
        case .fluidOunce: "UK fluid ounces"
        case .millilitre: "millilitres"
        }
    }

    /// How many base units one of this unit is, from the legal definitions.
    var scaleToBase: ExactFraction {
        switch self {
        case .kilogram, .celsius, .kelvin, .metre, .metresPerSecond, .litre: Self.fraction(1, 1)
        case .gram, .millimetre, .millilitre: Self.fraction(1, 1000)
        case .pound, .stonesAndPounds: Self.fraction(45_359_237, 100_000_000)
        case .ounce: Self.fraction(45_359_237, 1_600_000_000)
        case .fahrenheit: Self.fraction(5, 9)
        case .kilometre: Self.fraction(1000, 1)
        case .mile: Self.fraction(1_609_344, 1000)
        case .centimetre: Self.fraction(1, 100)
        case .yard: Self.fraction(9144, 10000)
        case .inch: Self.fraction(254, 10000)
        case .foot: Self.fraction(3048, 10000)
        case .kilometresPerHour: Self.fraction(1000, 3600)
        case .milesPerHour: Self.fraction(1_609_344, 3_600_000)
        case .knot: Self.fraction(1852, 3600)
        case .gallon: Self.fraction(454_609, 100_000)
        case .pint: Self.fraction(454_609, 800_000)
        case .fluidOunce: Self.fraction(454_609, 16_000_000)
        }
    }

    /// Added after scaling: 0 °C is 273.15 K and 0 °F is 459.67 × 5/9 K.
    var offsetToBase: ExactFraction {
        switch self {
        case .celsius: Self.fraction(27315, 100)
        case .fahrenheit: Self.fraction(45967, 180)
        default: .zero
        }
    }

    private static func fraction(_ numerator: Int64, _ denominator: Int64) -> ExactFraction {
        ExactFraction(numerator, over: denominator) ?? .zero
    }

    /// `amount` of this unit expressed in the category's base unit.
    func toBase(_ amount: ExactFraction) -> ExactFraction {
        amount * scaleToBase + offsetToBase
    }

    /// A base-unit amount expressed in this unit.
    func fromBase(_ base: ExactFraction) -> ExactFraction {
        // scaleToBase is never zero, so the division always succeeds.
        let shifted: ExactFraction = base - offsetToBase
        return (shifted / scaleToBase) ?? ExactFraction.zero
    }

    public static func < (lhs: MeasurementUnit, rhs: MeasurementUnit) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
