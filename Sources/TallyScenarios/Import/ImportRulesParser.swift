import Foundation
import TallyEngines

/// Reads a rules file (`bank.rules.yaml`), reporting every mistake located in it.
public enum ImportRulesParser {
    public static func parse(text: String, path: String, currency: Currency) throws(Diagnostics) -> ImportRules {
        let source = try YAMLSource(text: text, path: path)
        var diagnostics: [Diagnostic] = []
        guard let reader = MappingReader(source.root, in: source, what: "a rules file", diagnostics: &diagnostics) else {
            throw Diagnostics(diagnostics)
        }
        var rules = ImportRules()
        rules.path = path
        if let node = reader.value("csv"), !MappingReader.isBlank(node),
           let csv = MappingReader(node, in: source, what: "csv", diagnostics: &diagnostics) {
            rules.csv = readLayout(csv)
            diagnostics += csv.diagnostics
        }
        for item in reader.list("rules") {
            guard let entry = MappingReader(item, in: source, what: "a rule", diagnostics: &diagnostics) else { continue }
            if let rule = readRule(entry, currency: currency) { rules.rules.append(rule) }
            diagnostics += entry.diagnostics
        }
        reader.reportUnknownKeys()
        diagnostics += reader.diagnostics
        guard diagnostics.isEmpty else { throw Diagnostics(diagnostics) }
        return rules
    }

    private static func column(_ text: String) -> Result<ImportRules.Column, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if let number = Int(trimmed) {
            return number >= 1 ? .success(.number(number)) : .failure(ValueError("must be a column's header or its number from 1, got \"\(trimmed)\""))
        }
        return trimmed.isEmpty ? .failure(ValueError("must name a column")) : .success(.named(trimmed))
    }

    private static func readLayout(_ csv: MappingReader) -> ImportRules.CSVLayout {
        var layout = ImportRules.CSVLayout()
        layout.location = csv.location(of: csv.node)
        layout.date = csv.parsed("date", column)
        if let found = csv.located("date-format") {
            if let format = StatementDateFormat(found.text) {
                layout.dateFormat = StatementDateFormatText(format: format, location: csv.location(of: found.node))
            } else {
                csv.report("date-format must give the day, month and year with %d, %m (or %b for a month's name) and %Y (or %y), such as \"%d/%m/%Y\", got \"\(found.text)\"", at: found.node)
            }
        }
        layout.amount = csv.parsed("amount", column)
        layout.paidOut = csv.parsed("paid-out", column)
        layout.paidIn = csv.parsed("paid-in", column)
        if let node = csv.value("description"), let list = node.sequence {
            layout.description = list.compactMap { item in
                guard let text = item.string, case .success(let found) = column(text) else {
                    csv.report("description must name a column, or list several to join", at: item)
                    return nil
                }
                return found
            }
        } else if let one = csv.parsed("description", column) {
            layout.description = [one]
        }
        layout.weight = csv.parsed("weight", column)
        layout.fat = csv.parsed("fat", column)
        layout.unit = csv.parsed("unit") { text in
            let unit = ValueParsers.trim(text).lowercased()
            return ["kg", "lb", "st"].contains(unit) ? .success(unit) : .failure(ValueError("must be kg, lb or st (stones and pounds), got \"\(ValueParsers.trim(text))\""))
        }
        layout.delimiter = csv.parsed("delimiter") { text in
            switch text {
            case ",": return .success(UInt8(ascii: ","))
            case ";": return .success(UInt8(ascii: ";"))
            case "\t", "tab": return .success(0x09)
            default: return .failure(ValueError("must be \",\", \";\" or tab, got \"\(text)\""))
            }
        }
        layout.decimalComma = csv.parsed("decimal-mark") { text in
            switch ValueParsers.trim(text) {
            case ".": return .success(false)
            case ",": return .success(true)
            default: return .failure(ValueError("must be \".\" or \",\", got \"\(text)\""))
            }
        } ?? false
        layout.header = csv.parsed("header", ValueParsers.bool)
        _ = csv.value("balance")
        if layout.amount != nil, layout.paidOut != nil || layout.paidIn != nil {
            csv.report("give either amount: (one signed column) or paid-out: and paid-in:, not both", at: csv.node)
        }
        csv.reportUnknownKeys()
        return layout
    }

    private static func readRule(_ entry: MappingReader, currency: Currency) -> ImportRules.Rule? {
        let before = entry.diagnostics.count
        var match: String?
        var pattern: NSRegularExpression?
        if let found = entry.located("match") {
            do {
                pattern = try NSRegularExpression(pattern: found.text, options: [.caseInsensitive])
                match = found.text
            } catch {
                entry.report("match is not a regular expression Tally can read: \"\(found.text)\" (a literal ( [ { * + ? . | ^ $ or \\ needs a \\ before it)", at: found.node)
            }
        }
        let amount = entry.parsed("amount") { text -> Result<ImportRules.AmountCondition, ValueError> in
            var rest = Substring(ValueParsers.trim(text))
            var comparison = ImportRules.AmountCondition.Comparison.equal
            for candidate in [ImportRules.AmountCondition.Comparison.lessOrEqual, .greaterOrEqual, .less, .greater, .equal] where rest.hasPrefix(candidate.rawValue) {
                comparison = candidate
                rest = rest.dropFirst(candidate.rawValue.count)
                break
            }
            guard let money = StatementAmount.parse(String(rest), currency: currency) else {
                return .failure(ValueError("must be a comparison with an amount such as \"<= -500\" or \">= 1000\" (money out is negative), got \"\(text)\""))
            }
            return .success(.init(comparison: comparison, amount: money))
        }
        if !entry.has("match"), !entry.has("amount") {
            entry.report("a rule needs match: (a regular expression on the description) or amount: (such as \"<= -500\")", at: entry.node)
        }
        var actions: [ImportRules.Action] = []
        if let name = entry.located("category")?.text { actions.append(.category(ValueParsers.trim(name))) }
        if let name = entry.located("income")?.text { actions.append(.income(ValueParsers.trim(name))) }
        if entry.parsed("skip", ValueParsers.bool) == true { actions.append(.skip) }
        if actions.count != 1 {
            entry.report(actions.isEmpty ? "a rule needs category: (spending), income: (money in) or skip: true" : "a rule takes one of category:, income: and skip: true", at: entry.node)
        }
        let notes = entry.located("notes").map { ValueParsers.trim($0.text) }
        entry.reportUnknownKeys()
        guard entry.diagnostics.count == before, let action = actions.first else { return nil }
        return ImportRules.Rule(match: match, pattern: pattern, literal: match.flatMap(LiteralPattern.init), amount: amount, action: action, notes: notes,
                                location: entry.location(of: entry.node))
    }
}
