import TallyEngines
import Yams

/// Reads the body of a `budget` scenario: its months, order and categories with their expenses.
///
/// Every mistake in every category and expense is reported, each at the value it is about;
/// the model is built only when there are none.
public enum BudgetScenarioParser {
    /// The keys a budget adds to the common header.
    public static let keys = ["period", "since", "sort", "categories"]

    static func read(_ reader: MappingReader, header: ScenarioHeader, context: ParseContext) -> BudgetScenario? {
        let before = reader.diagnostics.count
        let writtenPeriod = reader.parsed("period", ValueParsers.yearMonth)
        let period = writtenPeriod ?? context.today.yearMonth
        let writtenSince = reader.parsed("since", ValueParsers.yearMonth)
        let writtenOrder = reader.parsed("sort", BudgetValueParsers.order)
        let read = readCategories(reader, currency: header.currency)
        guard reader.diagnostics.count == before, let read else { return nil }
        let categories = read.map(\.category)
        let since = writtenSince ?? Budget.defaultSince(categories: categories, period: period)
        if let writtenSince, writtenSince > period, let node = reader.value("since") {
            let periodText = writtenPeriod == nil ? "period (\(period), this month, as `period:` is not written)" : "period (\(period))"
            reader.report("since \(writtenSince) is after \(periodText); the month reported on must be tracked, so set since on or before \(period)", at: node)
            return nil
        }
        let trackedMonths = since.months(to: period) + 1
        if trackedMonths > BudgetLimits.maximumTrackedMonths {
            let message = "tracks \(trackedMonths) months, from \(since) to \(period); a budget may track at most \(BudgetLimits.maximumTrackedMonths) (100 years)"
            if let node = reader.value("since") {
                reader.report("since " + message, at: node)
            } else {
                reader.report("this budget " + message + ", counted from its earliest expense; write a later `since:`", at: reader.node)
            }
            return nil
        }
        var covered = true
        for entry in read {
            guard let list = entry.list else { continue }
            covered = BudgetScheduleReader.checkCoverage(list, since: since, sinceWritten: writtenSince != nil, reader: reader) && covered
        }
        guard covered else { return nil }
        let budget = Budget(
            title: header.title, period: period, since: since, categories: categories,
            order: context.categoryOrder ?? writtenOrder ?? .usage
        )
        return BudgetScenario(header: header, budget: budget)
    }

    /// The `categories:` list, each with its written budget list if it has one, or nil when it
    /// or anything in it is wrong.
    private static func readCategories(
        _ reader: MappingReader, currency: Currency
    ) -> [(category: BudgetCategory, list: BudgetScheduleReader.WrittenList?)]? {
        guard reader.has("categories") else {
            _ = reader.value("categories")
            reader.report("missing `categories:` (a list of categories, each with `name:` and `budget:`)", at: reader.node)
            return nil
        }
        let items = reader.list("categories")
        guard let listNode = reader.value("categories") else { return nil }
        if items.isEmpty {
            if listNode.sequence != nil || MappingReader.isBlank(listNode) {
                reader.report("categories must list at least one category, each with `name:` and `budget:`", at: listNode)
            }
            return nil
        }
        if items.count > BudgetLimits.maximumCategories {
            reader.report("categories has \(items.count) entries; a budget may have at most \(BudgetLimits.maximumCategories)", at: listNode)
            return nil
        }
        let expenseCount = items.reduce(0) { count, item in
            count + (item.mapping?["expenses"]?.sequence?.count ?? 0)
        }
        if expenseCount > BudgetLimits.maximumExpenses {
            reader.report("categories list \(expenseCount) expenses in all; a budget may have at most \(BudgetLimits.maximumExpenses)", at: listNode)
            return nil
        }

        var categories: [(category: BudgetCategory, list: BudgetScheduleReader.WrittenList?)] = []
        categories.reserveCapacity(items.count)
        var names: [(name: String, node: Node)] = []
        var failed = false
        for (index, item) in items.enumerated() {
            var sink: [Diagnostic] = []
            guard let entry = MappingReader(item, in: reader.source, what: "each category", diagnostics: &sink) else {
                sink.forEach(reader.report)
                failed = true
                continue
            }
            let category = readCategory(entry, index: index, currency: currency)
            if let name = entry.located("name"), !ValueParsers.trim(name.text).isEmpty {
                names.append((ValueParsers.trim(name.text), name.node))
            }
            entry.reportUnknownKeys()
            entry.diagnostics.forEach(reader.report)
            if let category, entry.diagnostics.isEmpty {
                categories.append(category)
            } else {
                failed = true
            }
        }
        for duplicate in BudgetCategory.duplicateNames(names.map(\.name)) {
            let first = names[duplicate.firstIndex]
            let firstLine = reader.location(of: first.node).line
            reader.report(
                "name \"\(duplicate.name)\" is already used by the category \"\(first.name)\" on line \(firstLine); category names must differ, ignoring case",
                at: names[duplicate.duplicateIndex].node
            )
            failed = true
        }
        return failed ? nil : categories
    }

    private static func readCategory(
        _ entry: MappingReader, index: Int, currency: Currency
    ) -> (category: BudgetCategory, list: BudgetScheduleReader.WrittenList?)? {
        let name = entry.requiredLocated("name", hint: " (what the category is called, such as Food)")
            .map { ValueParsers.trim($0.text) }
        if let found = entry.located("name"), ValueParsers.trim(found.text).isEmpty {
            entry.report("name must not be empty", at: found.node)
        }
        let budget = BudgetScheduleReader.read(entry, currency: currency)
        let colour = readColour(entry) ?? Colour.categorical(at: index).hex
        let notes = entry.located("notes")?.text
        var expenses: [Expense] = []
        var expensesFailed = false
        for item in entry.list("expenses") {
            if let expense = BudgetExpenseReader.read(item, in: entry, currency: currency) {
                expenses.append(expense)
            } else {
                expensesFailed = true
            }
        }
        guard let name, !name.isEmpty, let schedule = budget.schedule, !expensesFailed else { return nil }
        return (BudgetCategory(name: name, schedule: schedule, colour: colour, notes: notes, expenses: expenses), budget.list)
    }

    /// The colour written, as `#rrggbb`; nil when absent or wrong (wrong is reported).
    private static func readColour(_ entry: MappingReader) -> String? {
        if let node = entry.value("colour"), MappingReader.isBlank(node), node.scalar?.style == .plain {
            // `colour: #e76f51` without quotes: YAML reads everything after `#` as a comment.
            entry.report("colour is empty; in YAML a # starts a comment, so write hex colours in quotes, such as colour: \"#e76f51\"", at: node)
            return nil
        }
        return entry.parsed("colour", BudgetValueParsers.colour)
    }
}
