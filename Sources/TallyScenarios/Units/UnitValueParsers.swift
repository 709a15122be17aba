import TallyEngines

/// Parsers for unit values, shared by scenario files, `tally.yaml` and the command line.
extension ValueParsers {
    /// Decimal places for a conversion: `2`, `3` or `4`.
    public static func precision(_ text: String) -> Result<ConversionPrecision, ValueError> {
        let trimmed = trim(text)
        guard let places = Int(trimmed), let precision = ConversionPrecision(places: places) else {
            return .failure(ValueError("must be 2, 3 or 4 (decimal places), got \"\(trimmed)\""))
        }
        return .success(precision)
    }

    /// A unit to convert into (`kg`, `°F`, `st-lb`); feet are refused since Tally writes inches.
    public static func outputUnit(_ text: String) -> Result<ResolvedUnit, ValueError> {
        let trimmed = trim(text)
        do throws(UnitError) {
            return .success(try MeasurementUnit.resolveOutput(trimmed))
        } catch {
            return .failure(ValueError("must be a unit Tally converts to: \(error.description)"))
        }
    }

    /// A quantity such as `72.4kg`, `11st 6lb`, `5ft 7in`; a bare number takes `defaultUnit`.
    public static func quantity(_ text: String, defaultUnit: MeasurementUnit?) -> Result<ParsedQuantity, ValueError> {
        let trimmed = trim(text)
        do throws(UnitError) {
            return .success(try QuantityParser.parse(trimmed, defaultUnit: defaultUnit))
        } catch {
            return .failure(ValueError(quantityMessage(error, text: trimmed)))
        }
    }

    /// The engine's sentence, with the value quoted when the engine's own words do not quote it.
    static func quantityMessage(_ error: UnitError, text: String) -> String {
        switch error {
        case .notANumber, .tooManyDigits, .missingUnit, .malformedCompound:
            return "is not readable: \(error.description)"
        case .commaInNumber:
            return "is not readable: \(error.description), got \"\(text)\""
        case .compoundRemainderTooLarge:
            return "is not valid: \(error.description)"
        default:
            return "is not valid: \(error.description), got \"\(text)\""
        }
    }
}
