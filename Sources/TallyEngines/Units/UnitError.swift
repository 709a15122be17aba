/// Why a quantity or conversion was refused, worded for the person who typed it.
public enum UnitError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyInput
    /// No number before the unit, or a number Tally cannot read exactly (`1e3`, `1,5`).
    case notANumber(String)
    /// A plain number of 18 digits or more, beyond what Tally holds exactly.
    case tooManyDigits(String)
    /// A comma inside a number (`1,5`): a decimal comma or a thousands separator, which Tally
    /// does not guess between; the text is the number as typed.
    case commaInNumber(String)
    /// `11st 20lb` or `5ft 13in`: the second part is a whole stone or foot or more.
    case compoundRemainderTooLarge(String, MeasurementUnit)
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
        case .tooManyDigits(let text):
            return "\"\(text)\" has too many digits; Tally reads numbers of at most 17 digits"
        case .commaInNumber(let text):
            return "\"\(text)\" is not a number Tally can read; " + Self.commaAdvice(text)
        case .compoundRemainderTooLarge(let text, let unit):
            return unit == .inch
                ? "\"\(text)\" has 12 inches or more after the feet; write less than 12 in (1 ft = 12 in), such as 5ft 7in"
                : "\"\(text)\" has 14 pounds or more after the stones; write less than 14 lb (1 st = 14 lb), such as 11st 6lb"
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

    /// `write 1.5` for a decimal comma; both readings when three digits follow (`1,500`).
    private static func commaAdvice(_ text: String) -> String {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
        guard pieces.count == 2, !text.contains(".") else {
            return "write plain digits with a point for decimals and no thousands separators, such as 1500.5"
        }
        if pieces[1].count == 3 {
            return "write \(pieces[0])\(pieces[1]) (no thousands separators) or \(pieces[0]).\(pieces[1]) (a point for decimals)"
        }
        return "write \(pieces[0]).\(pieces[1])"
    }
}
