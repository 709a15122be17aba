/// A quantity read from text, with notes saying how any ambiguous unit spelling was read.
public struct ParsedQuantity: Sendable, Equatable {
    public let quantity: Quantity
    public let notes: [String]
    /// The whole feet of a feet-and-inches input (`5ft 7in` → 5), so that it can be shown back
    /// as typed rather than as 67 in.
    public var feet: Int64? = nil
}

/// Reads what people type: `72.4kg`, `11st 6lb`, `5' 7"`, `-40 °F`, `1.70m`.
///
/// Stones-and-pounds input becomes an `st-lb` quantity held in pounds (`11st 6lb` is 160 lb);
/// feet-and-inches becomes inches (`5ft 7in` is 67 in). A lone `11st` is 11 stones and a lone
/// `6ft` stays in feet.
public enum QuantityParser {
    /// One number followed by the unit text up to the next number.
    private struct Part {
        let number: String
        let unitText: String
    }

    /// `defaultUnit` is used when the text is only a number (a YAML field that names its unit).
    public static func parse(_ text: String, defaultUnit: MeasurementUnit? = nil) throws(UnitError) -> ParsedQuantity {
        let trimmed = UnitSpellings.trim(text)
        guard !trimmed.isEmpty else { throw .emptyInput }
        let parts = try split(trimmed)
        switch parts.count {
        case 1:
            return try single(parts[0], whole: trimmed, defaultUnit: defaultUnit)
        case 2:
            return try compound(parts[0], parts[1], whole: trimmed)
        default:
            throw .malformedCompound(trimmed)
        }
    }

    private static func split(_ text: String) throws(UnitError) -> [Part] {
        var parts = [Part]()
        var characters = Substring(text)
        while !characters.isEmpty {
            var number = ""
            if parts.isEmpty, let sign = characters.first, sign == "-" || sign == "+" || sign == "\u{2212}" {
                number.append(sign == "+" ? "+" : "-")
                characters = characters.dropFirst()
                characters = characters.drop(while: { $0 == " " })
            }
            let digits = characters.prefix(while: { ($0.isASCII && $0.isNumber) || $0 == "." })
            guard !digits.isEmpty else {
                throw parts.isEmpty ? .notANumber(text) : .malformedCompound(text)
            }
            number += digits
            characters = characters.dropFirst(digits.count)
            // `1,5 kg` is a decimal comma (or `1,500` a thousands separator), not a unit called ",".
            if characters.first == ",", let after = characters.dropFirst().first, after.isASCII && after.isNumber {
                let rest = characters.prefix(while: { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," })
                throw .commaInNumber(number + rest)
            }
            // `1e3 kg` is scientific notation, not a unit called "e"; people never mean that here.
            if let marker = characters.first, marker == "e" || marker == "E",
               let after = characters.dropFirst().first, after.isASCII && (after.isNumber || after == "-" || after == "+") {
                throw .notANumber(text)
            }
            let unitText = characters.prefix(while: { !($0.isASCII && $0.isNumber) })
            characters = characters.dropFirst(unitText.count)
            parts.append(Part(number: number, unitText: UnitSpellings.trim(unitText)))
        }
        if parts.isEmpty { throw .notANumber(text) }
        return parts
    }

    private static func decimal(_ part: Part, whole: String) throws(UnitError) -> ExactDecimal {
        guard let value = ExactDecimal(part.number) else {
            throw ExactDecimal.hasTooManyDigits(part.number) ? .tooManyDigits(part.number) : .notANumber(part.number)
        }
        return value
    }

    private static func single(_ part: Part, whole: String, defaultUnit: MeasurementUnit?) throws(UnitError) -> ParsedQuantity {
        let value = ExactFraction(try decimal(part, whole: whole))
        let resolved: ResolvedUnit
        if part.unitText.isEmpty {
            guard let defaultUnit else { throw .missingUnit(whole) }
            resolved = ResolvedUnit(unit: defaultUnit, note: nil)
        } else {
            resolved = try MeasurementUnit.resolve(part.unitText)
        }
        let amount = resolved.unit == .stonesAndPounds ? value * ExactFraction(14) : value
        return ParsedQuantity(quantity: try Quantity(amount, resolved.unit), notes: resolved.note.map { [$0] } ?? [])
    }

    /// `11st 6lb` or `5ft 7in`; the second unit may be left off (`5' 7`, `11st 6`).
    private static func compound(_ first: Part, _ second: Part, whole: String) throws(UnitError) -> ParsedQuantity {
        let major = try MeasurementUnit.resolve(first.unitText)
        let minorUnit = second.unitText.isEmpty ? nil : try MeasurementUnit.resolve(second.unitText).unit
        let majorValue = ExactFraction(try decimal(first, whole: whole))
        if majorValue.isNegative { throw .negativeValue(first.number, major.unit) }
        let minorValue = ExactFraction(try decimal(second, whole: whole))
        switch (major.unit, minorUnit ?? (major.unit == .foot ? .inch : .pound)) {
        case (.stonesAndPounds, .pound):
            // 11st 20lb is almost certainly a slip; refuse it rather than guess 12st 6lb.
            guard minorValue < ExactFraction(14) else { throw .compoundRemainderTooLarge(whole, .pound) }
            let pounds = majorValue * ExactFraction(14) + minorValue
            return ParsedQuantity(quantity: try Quantity(pounds, .stonesAndPounds), notes: [])
        case (.foot, .inch):
            guard minorValue < ExactFraction(12) else { throw .compoundRemainderTooLarge(whole, .inch) }
            let inches = majorValue * ExactFraction(12) + minorValue
            // Whole feet only: `5.5ft 3in` is shown back in inches, as it has no tidy split.
            let roundedFeet = majorValue.rounded(places: 0)?.mantissa
            let wholeFeet = roundedFeet.flatMap { ExactFraction($0) == majorValue ? $0 : nil }
            return ParsedQuantity(quantity: try Quantity(inches, .inch), notes: [], feet: wholeFeet)
        default:
            throw .malformedCompound(whole)
        }
    }
}
