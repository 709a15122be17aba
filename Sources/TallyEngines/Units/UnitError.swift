/// Why a quantity or conversion was refused, worded for the person who typed it.
public enum UnitError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyInput
    /// No number before the unit, or a number Tally cannot read exactly (`1e3`, `1,5`).
    case notANumber(String)
    case missingUnit(String)
    case unknownUnit(String, suggestions: [MeasurementUnit])
    case notFinite
    /// A negative weight, length, speed or volume; the text shows the value.
    case negativeValue(String, MeasurementUnit)
    case belowAbsoluteZero(String, MeasurementUnit)
    case categoryMismatch(from: MeasurementUnit, to: MeasurementUnit)
    case inputOnlyUnit(MeasurementUnit)
    /// Two parts that are not stones-then-pounds or feet-then-inches, or more than two parts.
    case malformedCompound(String)

    public var description: String {
        switch self {
        case .emptyInput:
            return "no quantity given; write a number and a unit such as 72.4 kg"
        case .notANumber(let text):
            return "\"\(text)\" is not a number Tally can read; write plain digits such as 72.4"
        case .missingUnit(let text):
            return "\"\(text)\" has no unit; write one such as kg, lb, cm or °C"
        case .unknownUnit(let text, let suggestions):
            let base = "unknown unit \"\(text)\""
            guard !suggestions.isEmpty else { return base }
            return base + "; did you mean " + suggestions.map(\.code).joined(separator: ", ") + "?"
        case .notFinite:
            return "the value is not a finite number"
        case .negativeValue(let text, let unit):
            return "a \(unit.category.rawValue) cannot be negative: \(text) \(unit.symbol)"
        case .belowAbsoluteZero(let text, let unit):
            return "\(text) \(unit.symbol) is below absolute zero (0 K = -273.15 °C = -459.67 °F)"
        case .categoryMismatch(let from, let to):
            return "cannot convert \(from.category.rawValue) (\(from.code)) to \(to.category.rawValue) (\(to.code))"
        case .inputOnlyUnit(let unit):
            return "\(unit.code) is accepted as input only; convert to in, yd or m instead"
        case .malformedCompound(let text):
            return "\"\(text)\" should be one value and unit, or stones then pounds (11st 6lb), or feet then inches (5ft 7in)"
        }
    }
}
