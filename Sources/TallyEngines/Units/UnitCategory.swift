/// What a unit measures; conversions only happen within one category.
public enum UnitCategory: String, CaseIterable, Sendable, Codable, Comparable {
    case weight, temperature, length, speed, volume

    /// Output units in the documented order used for "convert to everything" lists and tables.
    /// Feet are read but never written, so they are not here.
    public var units: [MeasurementUnit] {
        switch self {
        case .weight: [.kilogram, .gram, .ounce, .pound, .stonesAndPounds]
        case .temperature: [.celsius, .fahrenheit, .kelvin]
        case .length: [.metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .inch]
        case .speed: [.metresPerSecond, .kilometresPerHour, .milesPerHour, .knot]
        case .volume: [.gallon, .litre, .pint, .fluidOunce, .millilitre]
        }
    }

    /// The unit reference tables are written in: the one people in the UK think in first.
    public var primaryUnit: MeasurementUnit {
        switch self {
        case .weight: .kilogram
        case .temperature: .celsius
        case .length: .metre
        case .speed: .kilometresPerHour
        case .volume: .litre
        }
    }

    /// Familiar values of the primary unit for reference tables (body temperature, speed limits).
    public var referenceValues: [Int64] {
        switch self {
        case .weight, .length, .volume: [1, 5, 10, 50, 100]
        case .temperature: [-40, 0, 20, 37, 100]
        case .speed: [10, 30, 50, 70, 100]
        }
    }

    /// Temperatures are positions on a scale, so they may be negative (down to absolute zero).
    public var allowsNegativeValues: Bool { self == .temperature }

    public static func < (lhs: UnitCategory, rhs: UnitCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
