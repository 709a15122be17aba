import TallyEngines

/// Reads the body of a `kind: conversions` history.
enum ConversionsScenarioParser {
    static let keys = ["precision", "conversions"]
    static let entryKeys = ["category", "value", "unit", "to", "precision", "saved"]

    static func read(_ reader: MappingReader, header: ScenarioHeader, context: ParseContext) -> ConversionsScenario? {
        let before = reader.diagnostics.count
        let precisionSetting = reader.parsed("precision", ValueParsers.precision)
        let precision = precisionSetting ?? context.settings.precision
        var conversions: [SavedConversion] = []
        for item in reader.list("conversions") {
            if let conversion = readEntry(item, reader: reader, precision: precision) {
                conversions.append(conversion)
            }
        }
        guard reader.diagnostics.count == before else { return nil }
        return ConversionsScenario(header: header, precisionSetting: precisionSetting, precision: precision, conversions: conversions)
    }

    private static func readEntry(_ item: Node, reader: MappingReader, precision: ConversionPrecision) -> SavedConversion? {
        var sink: [Diagnostic] = []
        guard let entry = MappingReader(item, in: reader.source, what: "each conversion", diagnostics: &sink) else {
            sink.forEach(reader.report)
            return nil
        }
        defer { entry.diagnostics.forEach(reader.report) }
        let unitHint = " (the unit converted from, such as kg)"
        let unit: MeasurementUnit? = entry.requiredLocated("unit", hint: unitHint).flatMap { found in
            do throws(UnitError) {
                return try MeasurementUnit.resolve(found.text).unit
            } catch {
                entry.report("unit \(error.description)", at: found.node)
                return nil
            }
        }
        var source: Quantity?
        if let found = entry.requiredLocated("value", hint: " (the number converted)"), let unit {
            switch ValueParsers.quantity(found.text, defaultUnit: unit) {
            case .success(let parsed) where parsed.quantity.unit == unit:
                source = parsed.quantity
            case .success:
                entry.report("value must be a number of \(unit.name) (the unit is given by `unit:`), got \"\(found.text)\"", at: found.node)
            case .failure(let error):
                entry.report("value \(error.message)", at: found.node)
            }
        }
        let target = entry.parsed("to", required: true, hint: " (the unit converted to)", ValueParsers.outputUnit)?.unit
        if let target, let unit, target.category != unit.category, let node = entry.value("to") {
            entry.report("to must be a unit of \(unit.category.rawValue) like \(unit.code), got \"\(target.code)\" (\(target.category.rawValue))", at: node)
        }
        if let found = entry.located("category"), let unit {
            if found.text != unit.category.rawValue {
                let names = UnitCategory.allCases.map(\.rawValue)
                let known = UnitCategory(rawValue: found.text) == nil
                    ? "must be one of \(names.joined(separator: ", ")), got \"\(found.text)\"" + DidYouMean.hint(for: found.text, among: names)
                    : "must match the unit (\(unit.code) is a \(unit.category.rawValue)), got \"\(found.text)\""
                entry.report("category \(known)", at: found.node)
            }
        }
        let entryPrecision = entry.parsed("precision", ValueParsers.precision)
        let saved = entry.parsed("saved", ValueParsers.date)
        entry.reportUnknownKeys()
        guard entry.diagnostics.isEmpty, let source, let target else { return nil }
        return SavedConversion(source: source, target: target, precision: entryPrecision ?? precision, saved: saved)
    }
}
