import Foundation
import TallyEngines

/// `tally import` into a BMI log: a scale's CSV export (Withings, openScale, Fitbit, recognised
/// by their headers) or any CSV whose `csv:` block names the date and weight columns and the
/// unit. Each weigh-in is written as `tally add weigh-in` writes one (`date:`, `weight:` with
/// its unit, and `fat:` in percent where the export has it); several on one day are all kept.
/// A weigh-in is a duplicate when the log already has as many entries of that day, weight and
/// body fat as the export: importing the same export twice adds nothing, and five identical
/// weigh-ins on one day stay five.
public enum WeighInImporter {
    /// A scale's layout: the headers of its columns, and how its numbers are written.
    struct Layout {
        let name: String
        let date: String
        let weight: String
        let unit: String
        /// A body-fat column, in percent or (Withings) in kilograms of fat.
        let fat: String?
        let fatInKilograms: Bool
    }

    static let known = [
        Layout(name: "Withings", date: "Date", weight: "Weight (kg)", unit: "kg", fat: "Fat mass (kg)", fatInKilograms: true),
        Layout(name: "Withings", date: "Date", weight: "Weight (lb)", unit: "lb", fat: "Fat mass (lb)", fatInKilograms: true),
        Layout(name: "openScale", date: "dateTime", weight: "weight", unit: "kg", fat: "fat", fatInKilograms: false),
        Layout(name: "Fitbit", date: "Date", weight: "Weight", unit: "", fat: "Fat", fatInKilograms: false),
    ]

    public struct Summary: Sendable {
        public let export: String
        public let into: String
        /// The layout recognised, or "csv:" for the rules' own.
        public let layout: String
        public let rows: Int
        public var added = 0
        public var duplicates = 0
        public var days = 0
        public var dryRun = false
    }

    public static func importExport(_ exportPath: String, into logPath: String, rules rulesPath: String?,
                                    dryRun: Bool, context: ParseContext) throws(AddError) -> Summary {
        let scenario = try ScenarioAdder.read(logPath, context: context)
        guard case .bmi(let log) = scenario else {
            throw AddError.file(logPath, "is a \(scenario.header.kind.displayName.lowercased()) scenario; tally import reads statements into a budget and scale exports into a BMI log")
        }
        let rules = try StatementImporter.readRules(rulesPath, currency: scenario.header.currency)
        let bytes = try StatementImporter.readStatement(exportPath)
        let read = readRows(bytes, path: exportPath, layout: rules.csv, system: log.system)
        let (layoutName, rows): (String, [NewListItem])
        switch read {
        case .success(let found): (layoutName, rows) = found
        case .failure(let diagnostics): throw StatementImporter.nothingWritten(diagnostics, budgetPath: logPath)
        }
        var summary = Summary(export: exportPath, into: logPath, layout: layoutName, rows: rows.count)
        summary.dryRun = dryRun
        _ = try ScenarioAdder.addAll(to: logPath, context: context, dryRun: dryRun) { (_: Scenario, source: YAMLSource) throws(AddError) -> [[ListAddition]] in
            // How many of each weigh-in the log has: each in the export up to that many is there.
            var have: [String: Int] = [:]
            for entry in source.root.mapping?["entries"]?.sequence ?? Node.Sequence([]) {
                have[key(entry.mapping.map { mapping in mapping.map { (key: $0.key.string ?? "", value: ValueParsers.trim($0.value.string ?? "")) } } ?? []), default: 0] += 1
            }
            var added: [NewListItem] = []
            var days = Set<String>()
            for row in rows {
                let rowKey = key(row.pairs)
                if let count = have[rowKey], count > 0 {
                    have[rowKey] = count - 1
                    summary.duplicates += 1
                    continue
                }
                added.append(row)
                days.insert(row.pairs[0].value)
            }
            summary.added = added.count
            summary.days = days.count
            return [[ListAddition(ownerPath: [], listKey: "entries", items: added)]]
        }
        return summary
    }

    private static func key(_ pairs: [(key: String, value: String)]) -> String {
        ["date", "weight", "fat"].map { name in pairs.first { $0.key == name }?.value.lowercased() ?? "" }.joined(separator: "|")
    }

    /// The export's weigh-ins as the log's entries will be written, in the export's order.
    static func readRows(_ bytes: [UInt8], path: String, layout given: ImportRules.CSVLayout,
                         system: MeasurementSystem) -> Result<(String, [NewListItem]), Diagnostics> {
        let table: CSVTable
        do {
            table = try CSVTable(bytes: bytes, delimiter: given.delimiter)
        } catch {
            return .failure(Diagnostics([Diagnostic("this quote is never closed", at: SourceLocation(path: path, line: error.line, column: error.column))]))
        }
        let start = SourceLocation(path: path, line: 1, column: 1)
        // Fitbit puts a title line (`Body`) above its header: the header is the first record
        // naming a date column.
        var records = table.records[...]
        let chosen: Layout
        var header: [String] = []
        if given.date != nil || given.weight != nil {
            guard let date = given.date, let weight = given.weight, let unit = given.unit else {
                return .failure(Diagnostics([Diagnostic("a weigh-in export's csv: block needs date:, weight: and unit: (kg, lb or st)", at: given.location ?? start)]))
            }
            if given.header ?? true { header = records.popFirst()?.map { ValueParsers.trim($0.text) } ?? [] }
            func name(_ column: ImportRules.Column) -> String {
                switch column {
                case .named(let name): return name
                case .number(let number): return number <= header.count ? header[number - 1] : "#\(number)"
                }
            }
            if header.isEmpty { header = (1...(records.first?.count ?? 1)).map { "#\($0)" } }
            chosen = Layout(name: "csv:", date: name(date), weight: name(weight), unit: unit, fat: given.fat.map(name), fatInKilograms: false)
        } else {
            while let first = records.first, !first.contains(where: { ["date", "datetime"].contains(ValueParsers.trim($0.text).lowercased()) }) {
                records.removeFirst()
                if records.isEmpty { break }
            }
            header = records.popFirst()?.map { ValueParsers.trim($0.text) } ?? []
            guard let found = known.first(where: { layout in header.contains(layout.date) && header.contains(layout.weight) }) else {
                return .failure(Diagnostics([Diagnostic("this is not a Withings, openScale or Fitbit export Tally knows (its header is \(header.map { "\"\($0)\"" }.joined(separator: ", "))); name the columns in a rules file's csv: block (date:, weight:, unit:) and pass it with --rules",
                                                        at: start)]))
            }
            chosen = found
        }
        guard let dateColumn = header.firstIndex(of: chosen.date), let weightColumn = header.firstIndex(of: chosen.weight) else {
            return .failure(Diagnostics([Diagnostic("the export has no column \"\(header.firstIndex(of: chosen.date) == nil ? chosen.date : chosen.weight)\"; its columns are \(header.map { "\"\($0)\"" }.joined(separator: ", "))", at: given.location ?? start)]))
        }
        let fatColumn = chosen.fat.flatMap { header.firstIndex(of: $0) }
        // A scale writes the time after the day; one day is what a log keeps.
        func day(_ text: String) -> Substring {
            Substring(ValueParsers.trim(text)).prefix { $0 != " " && $0 != "T" }
        }
        let format: StatementDateFormat
        if let written = given.dateFormat {
            format = written.format
        } else {
            let samples = records.compactMap { $0.indices.contains(dateColumn) ? day($0[dateColumn].text) : nil }
            switch StatementDateFormat.choose(for: samples) {
            case .success(let found): format = found
            case .failure(.ambiguous(let one, let other)):
                return .failure(Diagnostics([Diagnostic("the dates could be read as \(one) or as \(other); say which with date-format: \"\(one)\" in a rules file's csv: block", at: start)]))
            case .failure(.none):
                format = StatementDateFormat.known.max { a, b in samples.filter { a.date($0) != nil }.count < samples.filter { b.date($0) != nil }.count }!
            }
        }
        let unit = chosen.unit.isEmpty ? (system == .metric ? "kg" : "lb") : chosen.unit
        var diagnostics: [Diagnostic] = []
        var rows: [NewListItem] = []
        for record in records {
            func at(_ column: Int) -> SourceLocation { SourceLocation(path: path, line: record[column].line, column: record[column].column) }
            guard record.count > max(dateColumn, weightColumn) else {
                diagnostics.append(Diagnostic("this row has too few fields", at: SourceLocation(path: path, line: record[0].line, column: 1)))
                continue
            }
            guard let date = format.date(day(record[dateColumn].text)) else {
                diagnostics.append(Diagnostic("the date \"\(record[dateColumn].text)\" is not a day written \(format)", at: at(dateColumn)))
                continue
            }
            let number = ValueParsers.trim(record[weightColumn].text).replacingOccurrences(of: ",", with: ".")
            // A row without a weight (a scale's body-fat-only reading) is no weigh-in.
            if number.isEmpty { continue }
            let weightText = unit == "st" && number.contains(where: \.isLetter) ? number : number + unit
            guard unit == "st" || ExactDecimal(number) != nil else {
                diagnostics.append(Diagnostic("the weight \"\(number)\" is not a number (of \(unit))", at: at(weightColumn)))
                continue
            }
            switch BMIScenarioParser.weightValue(weightText, system: system) {
            case .success: break
            case .failure(let error):
                diagnostics.append(Diagnostic("weight \(error.message)", at: at(weightColumn)))
                continue
            }
            var pairs: [(key: String, value: String)] = [("date", date.description), ("weight", weightText)]
            if let fatColumn, record.indices.contains(fatColumn) {
                let fatText = ValueParsers.trim(record[fatColumn].text).replacingOccurrences(of: ",", with: ".")
                if !fatText.isEmpty {
                    guard let value = ExactDecimal(fatText.hasSuffix("%") ? String(fatText.dropLast()) : fatText), !value.isNegative else {
                        diagnostics.append(Diagnostic("body fat \"\(fatText)\" is not a number", at: at(fatColumn)))
                        continue
                    }
                    // Fitbit writes 0 for a weigh-in without a body-fat reading.
                    if value.isZero { rows.append(NewListItem(pairs: pairs)); continue }
                    var percent = value
                    // Fat mass and weight are in the same unit, so their ratio is the share.
                    if chosen.fatInKilograms, let whole = Double(number), whole > 0 {
                        // Fat mass over the weight, to a tenth of a percent as scales show it.
                        percent = ExactDecimal(rounding: value.doubleValue / whole * 100, scale: 1) ?? value
                    }
                    pairs.append(("fat", "\(percent)%"))
                }
            }
            rows.append(NewListItem(pairs: pairs))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        return .success((chosen.name, rows))
    }
}
