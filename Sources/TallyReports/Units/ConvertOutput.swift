import TallyEngines
import TallyScenarios

/// What `tally convert` prints: lines for people, or one JSON object for programs.
public enum ConvertOutput {
    /// `72.4 kg = 159.61 lb`, or the source followed by every other unit, one per line; in
    /// `locale`'s way of writing numbers (`tally.yaml`'s `locale:`, else en-GB).
    public static func text(_ request: ConvertRequest, locale: TallyLocale = .enGB) -> String {
        let source = typed(request, locale: locale)
        let results = request.results
        if request.target != nil, let result = results.first {
            return "\(source) = \(locale.quantity(result, precision: request.precision))\n"
        }
        var out = "\(source) (\(request.source.category.rawValue)) is\n"
        for result in results { out += "  \(locale.quantity(result, precision: request.precision))\n" }
        return out
    }

    /// With a target: `{"category", "from", "unit", "value"}`; without: `{"category", "from",
    /// "results": [...]}`. Stones-and-pounds values carry `stones` and `pounds` instead of `value`.
    public static func json(_ request: ConvertRequest) -> String {
        let source = request.source
        var pairs: [(String, JSONValue)] = [
            ("category", .string(source.category.rawValue)),
            ("from", .object(fromPairs(source))),
        ]
        if request.target != nil, let result = request.results.first {
            pairs += resultPairs(result, precision: request.precision)
        } else {
            pairs.append(("results", .array(request.results.map { .object(resultPairs($0, precision: request.precision)) })))
        }
        return JSONValue.object(pairs).serialized() + "\n"
    }

    /// The source as typed: `5 ft 7 in` stays in feet and inches.
    public static func typed(_ request: ConvertRequest, locale: TallyLocale = .enGB) -> String {
        if let feet = request.sourceFeet, request.source.unit == .inch {
            let inches = request.source.amount - ExactFraction(feet) * ExactFraction(12)
            return "\(locale.grouped(String(feet))) ft \(locale.grouped(ConversionHistoryWriter.exactText(inches))) in"
        }
        return typed(request.source, locale: locale)
    }

    /// The source as given, exactly: `72.4 kg`, `11 st 8 lb`, `-40 °F`, `1,500 m`.
    public static func typed(_ quantity: Quantity, locale: TallyLocale = .enGB) -> String {
        guard quantity.unit == .stonesAndPounds else {
            return locale.grouped(ConversionHistoryWriter.exactText(quantity.amount)) + " " + quantity.unit.symbol
        }
        let parts = stonesAndPoundsExact(quantity)
        return "\(locale.grouped(parts.stones)) st \(locale.grouped(parts.pounds)) lb"
    }

    /// The input as typed, not rounded: it is what the person wrote.
    private static func fromPairs(_ quantity: Quantity) -> [(String, JSONValue)] {
        guard quantity.unit == .stonesAndPounds else {
            return [("value", .number(ConversionHistoryWriter.exactText(quantity.amount))), ("unit", .string(quantity.unit.code))]
        }
        let parts = stonesAndPoundsExact(quantity)
        return [("stones", .number(parts.stones)), ("pounds", .number(parts.pounds)), ("unit", .string(quantity.unit.code))]
    }

    private static func resultPairs(_ quantity: Quantity, precision: ConversionPrecision) -> [(String, JSONValue)] {
        if quantity.unit == .stonesAndPounds, let split = quantity.stonesAndPounds(precision: precision) {
            return [("unit", .string(quantity.unit.code)), ("stones", .number(String(split.stones))), ("pounds", .number(split.poundsText))]
        }
        return [("unit", .string(quantity.unit.code)), ("value", .number(quantity.valueText(precision: precision)))]
    }

    private static func stonesAndPoundsExact(_ quantity: Quantity) -> (stones: String, pounds: String) {
        ConversionHistoryWriter.exactStonesAndPounds(quantity.amount)
    }
}
