import TallyEngines

/// What `tally convert` was asked, read from its arguments with the same rules as scenario files.
public struct ConvertRequest: Sendable, Equatable {
    public let source: Quantity
    /// nil converts to every other unit of the category.
    public let target: MeasurementUnit?
    public let precision: ConversionPrecision
    /// How ambiguous spellings were read, each once, for stderr.
    public let notes: [String]
    /// Whole feet when the source was typed as feet and inches (`5ft 7in`), to show it back so.
    public var sourceFeet: Int64? = nil

    /// Reads `VALUE UNIT` given as one argument (`72.4kg`, `"11st 8lb"`) or several (`-40 f`,
    /// `11 st 8 lb`), an optional target unit and an optional precision (else `defaultPrecision`).
    public static func parse(arguments: [String], to targetText: String?, precision precisionText: String?,
                             defaultPrecision: ConversionPrecision) -> Result<ConvertRequest, ValueError> {
        let text = arguments.joined(separator: " ")
        var precision = defaultPrecision
        if let precisionText {
            switch ValueParsers.precision(precisionText) {
            case .success(let value): precision = value
            case .failure(let error): return .failure(ValueError("--precision \(error.message)"))
            }
        }
        let parsed: ParsedQuantity
        do throws(UnitError) {
            parsed = try QuantityParser.parse(text)
        } catch {
            return .failure(ValueError(error.description))
        }
        var notes = parsed.notes
        var target: MeasurementUnit?
        if let targetText {
            do throws(UnitError) {
                let resolved = try MeasurementUnit.resolveOutput(targetText)
                _ = try parsed.quantity.converted(to: resolved.unit)
                target = resolved.unit
                if let note = resolved.note, !notes.contains(note) { notes.append(note) }
            } catch {
                return .failure(ValueError("--to: \(error.description)"))
            }
        }
        return .success(ConvertRequest(source: parsed.quantity, target: target, precision: precision, notes: notes, sourceFeet: parsed.feet))
    }

    /// The results in order: the one target, or every other output unit of the category.
    public var results: [Quantity] {
        if let target, let result = try? source.converted(to: target) { return [result] }
        return source.convertedToOtherUnits()
    }

    /// What `--save` records: the conversion to the target, or to the category's primary unit
    /// (the first other unit when converting from it) when no target was given.
    public func savedConversion(on date: CalendarDate?) -> SavedConversion {
        let fallback = source.unit == source.category.primaryUnit
            ? (source.category.units.first { $0 != source.unit } ?? source.unit)
            : source.category.primaryUnit
        return SavedConversion(source: source, target: target ?? fallback, precision: precision, saved: date)
    }
}
