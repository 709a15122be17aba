import Foundation
import TallyEngines

/// `tally import` into a budget: a statement's rows put where the rules say (the first rule
/// that matches each row wins; what none matches goes to `Uncategorised`), rows already in the
/// file by identity left out, and the rest written as `tally add` writes.
public enum StatementImporter {
    public static let uncategorised = "Uncategorised"

    public static func importStatement(_ statementPath: String, into budgetPath: String, rules rulesPath: String?,
                                       dryRun: Bool, context: ParseContext) throws(AddError) -> ImportSummary {
        let scenario = try ScenarioAdder.read(budgetPath, context: context)
        let budget = try BudgetAddition.budget(scenario, path: budgetPath, adding: "a bank statement")
        let currency = budget.header.currency
        let rules = try readRules(rulesPath, currency: currency)
        let bytes = try readStatement(statementPath)
        let (format, reading) = StatementFormat.read(bytes, path: statementPath, rules: rules, currency: currency)
        let rows: [StatementRow]
        switch reading {
        case .success(let read): rows = read
        case .failure(let diagnostics): throw nothingWritten(diagnostics, budgetPath: budgetPath)
        }
        var summary = ImportSummary(statement: statementPath, into: budgetPath, format: format, currency: currency, locale: budget.header.locale, rows: rows.count)
        summary.dryRun = dryRun
        _ = try ScenarioAdder.addAll(to: budgetPath, context: context, dryRun: dryRun) { (_: Scenario, source: YAMLSource) throws(AddError) -> [[ListAddition]] in
            try plan(rows, rules: rules, source: source, currency: currency, budgetPath: budgetPath, summary: &summary)
        }
        return summary
    }

    static func readRules(_ path: String?, currency: Currency) throws(AddError) -> ImportRules {
        guard let path else { return ImportRules() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AddError.file(path, FileManager.default.fileExists(atPath: path) ? "cannot read this rules file" : "no such rules file")
        }
        do {
            let text = try ScenarioText.decode([UInt8](data), path: path)
            return try ImportRulesParser.parse(text: text, path: path, currency: currency)
        } catch {
            throw AddError(lines: error.all.map(\.description) + ["error: nothing was imported; fix the rules file and import again"])
        }
    }

    static func readStatement(_ path: String) throws(AddError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AddError.file(path, FileManager.default.fileExists(atPath: path) ? "cannot read this statement" : "no such statement file")
        }
        return [UInt8](data)
    }

    static func nothingWritten(_ diagnostics: Diagnostics, budgetPath: String) -> AddError {
        AddError(lines: diagnostics.all.map(\.description) + ["error: nothing was imported; \(budgetPath) was left as it is"])
    }

    /// The import-ids the file holds already, in its income and every category's expenses.
    static func existingIDs(in source: YAMLSource) -> Set<String> {
        var ids = Set<String>()
        func collect(_ list: Node?) {
            for item in list?.sequence ?? Node.Sequence([]) {
                if let id = item.mapping?["import-id"]?.string { ids.insert(ValueParsers.trim(id)) }
            }
        }
        collect(source.root.mapping?["income"])
        for category in source.root.mapping?["categories"]?.sequence ?? Node.Sequence([]) {
            collect(category.mapping?["expenses"])
        }
        return ids
    }

    /// The lists to add to, and the summary of what goes where.
    static func plan(_ rows: [StatementRow], rules: ImportRules, source: YAMLSource, currency: Currency,
                     budgetPath: String, summary: inout ImportSummary) throws(AddError) -> [[ListAddition]] {
        let written = (source.root.mapping?["categories"]?.sequence).map { Array($0) } ?? []
        let names = written.map { ValueParsers.trim($0.mapping?["name"]?.string ?? "") }
        // Every rule's category must be in the budget, whether this statement uses it or not.
        var problems: [String] = []
        var categoryOfRule: [Int: Int] = [:]
        for (index, rule) in rules.rules.enumerated() {
            guard case .category(let name) = rule.action else { continue }
            switch CategoryNames.resolve(name, among: names) {
            case .success(let found): categoryOfRule[index] = names.firstIndex(of: found)
            case .failure(let error): problems.append("\(rule.location): error: category \(error.message.replacingOccurrences(of: "this budget", with: budgetPath))")
            }
        }
        guard problems.isEmpty else { throw AddError(lines: problems + ["error: nothing was imported; \(budgetPath) was left as it is"]) }

        let ids = ImportIdentity.ids(for: rows)
        let contentIDs = ImportIdentity.contentIDs(for: rows)
        var existing = existingIDs(in: source)
        var matcher = RuleMatcher(rules: rules.rules)
        var expenses = [[NewListItem]](repeating: [], count: names.count)
        var uncategorised: [NewListItem] = []
        var income: [NewListItem] = []
        var groups: [String: ImportSummary.Group] = [:]
        var unmatched: [String: Int] = [:]
        // Each list gets its entries in date order, a day's in the statement's order.
        let order = rows.indices.sorted { (rows[$0].date, $0) < (rows[$1].date, $1) }
        for index in order {
            let row = rows[index]
            let id = ids[index]
            guard !existing.contains(contentIDs[index]), existing.insert(id).inserted else {
                summary.duplicates += 1
                continue
            }
            guard row.amount != .zero else {
                summary.skipped += 1
                continue
            }
            let rule = matcher.firstRule(for: row)
            let notes = rule.flatMap { rules.rules[$0].notes } ?? row.description
            func group(_ name: String, isIncome: Bool, _ amount: Money) {
                let key = "\(isIncome ? "+" : "-")\(name)|\(row.date.yearMonth)"
                var entry = groups[key] ?? ImportSummary.Group(name: name, isIncome: isIncome, month: row.date.yearMonth, count: 0, total: .zero)
                entry.count += 1
                if amount.isNegative { entry.refunded = entry.refunded - amount } else { entry.total = entry.total + amount }
                groups[key] = entry
            }
            func expense() -> NewListItem {
                var pairs: [(key: String, value: String)] = [("amount", TallyLocale.decimal(.zero - row.amount, currency)), ("date", row.date.description)]
                if !notes.isEmpty { pairs.append(("notes", notes)) }
                pairs.append(("import-id", id))
                return NewListItem(pairs: pairs)
            }
            switch rule.map({ rules.rules[$0].action }) {
            case .skip?:
                summary.skipped += 1
            case .income(let name)?:
                guard row.amount > .zero else {
                    problems.append("\(row.location): error: the rule at \(rules.rules[rule!].location) (income: \(name)) matches \"\(row.description)\", which is money out (\(TallyLocale.decimal(row.amount, currency))); add amount: \"> 0\" to that rule, or a rule before it for this row")
                    continue
                }
                var pairs: [(key: String, value: String)] = [("name", name), ("amount", TallyLocale.decimal(row.amount, currency)), ("date", row.date.description)]
                if !notes.isEmpty { pairs.append(("notes", notes)) }
                pairs.append(("import-id", id))
                income.append(NewListItem(pairs: pairs))
                group(name, isIncome: true, row.amount)
            case .category?:
                let category = categoryOfRule[rule!]!
                expenses[category].append(expense())
                group(names[category], isIncome: false, .zero - row.amount)
            case nil:
                uncategorised.append(expense())
                unmatched[row.description, default: 0] += 1
                group(Self.uncategorised, isIncome: false, .zero - row.amount)
            }
        }
        guard problems.isEmpty else { throw AddError(lines: problems + ["error: nothing was imported; \(budgetPath) was left as it is"]) }
        summary.added = groups.values.sorted { ($0.month, $0.isIncome ? 0 : 1, $0.name) < ($1.month, $1.isIncome ? 0 : 1, $1.name) }
        summary.uncategorised = unmatched.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }

        var stages: [[ListAddition]] = [[], []]
        if !uncategorised.isEmpty {
            if let index = names.firstIndex(where: { BudgetCategory.nameKey($0) == BudgetCategory.nameKey(Self.uncategorised) }) {
                expenses[index] += uncategorised
            } else {
                stages[0].append(ListAddition(ownerPath: [], listKey: "categories",
                                              items: [NewListItem(pairs: [("name", Self.uncategorised), ("budget", "0")])]))
                stages[1].append(ListAddition(ownerPath: [.key("categories"), .index(names.count)], listKey: "expenses", items: uncategorised))
            }
        }
        stages[1].append(ListAddition(ownerPath: [], listKey: "income", items: income))
        for (index, items) in expenses.enumerated() {
            stages[1].append(ListAddition(ownerPath: [.key("categories"), .index(index)], listKey: "expenses", items: items))
        }
        return stages
    }
}
