import TallyEngines

/// Reads the body of a `budget` scenario: its months, order and categories with their expenses.
///
/// Every mistake in every category and expense is reported, each at the value it is about;
/// the model is built only when there are none.
public enum BudgetScenarioParser {
    /// The keys a budget adds to the common header.
    public static let keys = ["period", "since", "sort", "income", "categories"]

    static func read(_ reader: MappingReader, header: ScenarioHeader, context: ParseContext) -> BudgetScenario? {
        let before = reader.diagnostics.count
        let writtenPeriod = reader.parsed("period", ValueParsers.yearMonth)
        let period = writtenPeriod ?? context.today.yearMonth
        let writtenSince = reader.parsed("since", ValueParsers.yearMonth)
        let writtenOrder = reader.parsed("sort", BudgetValueParsers.order)
        var lists: [BudgetScheduleReader.WrittenList] = []
        let income = BudgetIncomeReader.read(reader, currency: header.currency)
        let categories = readCategories(reader, currency: header.currency, lists: &lists)
        // A written `since` is checked, and checks every budget list, even when a category has
        // other mistakes; a default one depends on every expense and income, so needs them all read.
        let since = writtenSince ?? categories.flatMap { categories in
            income.map { Budget.defaultSince(categories: categories, income: $0, period: period) }
        }
        if let since, checkSince(since, written: writtenSince != nil, period: period, periodWritten: writtenPeriod != nil, reader: reader) {
            for list in lists {
                _ = BudgetScheduleReader.checkCoverage(list, since: since, sinceWritten: writtenSince != nil, reader: reader)
            }
        }
        guard reader.diagnostics.count == before, let categories, let income, let since else { return nil }
        let budget = Budget(
            title: header.title, period: period, since: since, categories: categories, income: income,
            order: context.categoryOrder ?? writtenOrder ?? .usage
        )
        let warnings = untrackedExpenses(budget, reader: reader, periodWritten: writtenPeriod != nil)
        let monthsLocation = reader.value("since").map { reader.location(of: $0) }
        return BudgetScenario(header: header, budget: budget, warnings: warnings, monthsLocation: monthsLocation)
    }

    /// An expense no tracked month counts is valid, but no page shows it: a warning at its date,
    /// saying which end of the tracked months it is outside and how to bring it in. A reminder
    /// of a payment to come (`remind: true` or a bill, after `period`) is exempt: the calendar
    /// file has it, which is what it was written for.
    private static func untrackedExpenses(_ budget: Budget, reader: MappingReader, periodWritten: Bool) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        // Every category and expense was read without a mistake, so the nodes pair with them.
        for (category, item) in zip(budget.categories, reader.list("categories")) {
            let nodes = item.mapping?["expenses"]?.sequence.map(Array.init) ?? []
            for (expense, node) in zip(category.expenses, nodes) where budget.firstTrackedMonth(of: expense) == nil {
                if (expense.remind || expense.isPlanned) && expense.date.yearMonth > budget.period { continue }
                guard let date = node.mapping?["date"] else { continue }
                warnings.append(Diagnostic(untrackedMessage(expense, in: budget, periodWritten: periodWritten),
                                           at: reader.location(of: date), severity: .warning))
            }
        }
        for (income, node) in zip(budget.income, reader.list("income")) where budget.firstTrackedMonth(of: income.entry) == nil {
            guard let date = node.mapping?["date"] else { continue }
            warnings.append(Diagnostic(untrackedMessage(income.entry, noun: "income", in: budget, periodWritten: periodWritten),
                                       at: reader.location(of: date), severity: .warning))
        }
        return warnings
    }

    private static func untrackedMessage(_ expense: Expense, noun: String = "expense", in budget: Budget, periodWritten: Bool) -> String {
        let month = expense.date.yearMonth
        if month <= budget.period, expense.occurrence != .oneOff,
           let sinceDay = CalendarDate(year: budget.since.year, month: budget.since.month, day: 1),
           let next = expense.firstOccurrence(onOrAfter: sinceDay) {
            // A yearly expense can skip every tracked month without having ended.
            return "this \(expense.occurrence.rawValue) \(noun) falls in none of the tracked months (\(budget.since) to \(budget.period)), so no page counts it; it next falls on \(next)"
        }
        if month <= budget.period {
            // It starts before `since` (which only a written `since` allows) and ends there too.
            let what = expense.occurrence == .oneOff ? "date \(expense.date) is" : "this \(expense.occurrence.rawValue) \(noun) ends on \(expense.until.map(\.description) ?? ""),"
            return "\(what) before since (\(budget.since)), the first month this budget tracks, so no page counts it; write since: \(month) to track from its month"
        }
        let periodText = periodWritten
            ? "period (\(budget.period)), the last month this budget tracks, so no page counts it; write period: \(month) to report on its month"
            : "this month (\(budget.period)), the last month this budget tracks while `period:` is not written, so no page counts it until \(month)"
        return "date \(expense.date) is after \(periodText)"
    }

    /// Reports a `since` after the period, or one so far back that the pages would be too many.
    /// Returns whether it is fine.
    private static func checkSince(_ since: YearMonth, written: Bool, period: YearMonth, periodWritten: Bool, reader: MappingReader) -> Bool {
        if since > period, let node = reader.value("since") {
            let periodText = periodWritten ? "period (\(period))" : "period (\(period), this month, as `period:` is not written)"
            reader.report("since \(since) is after \(periodText); the month reported on must be tracked, so set since on or before \(period)", at: node)
            return false
        }
        let trackedMonths = since.months(to: period) + 1
        guard trackedMonths > BudgetLimits.maximumTrackedMonths else { return true }
        let message = "tracks \(trackedMonths) months, from \(since) to \(period); a budget may track at most \(BudgetLimits.maximumTrackedMonths) (100 years)"
        if written, let node = reader.value("since") {
            reader.report("since " + message, at: node)
        } else {
            reader.report("this budget " + message + ", counted from its earliest expense; write a later `since:`", at: reader.node)
        }
        return false
    }

    /// The `categories:` list, or nil when it or anything in it is wrong. Every budget list whose
    /// months could be read goes into `lists`, for checking against `since`.
    private static func readCategories(
        _ reader: MappingReader, currency: Currency, lists: inout [BudgetScheduleReader.WrittenList]
    ) -> [BudgetCategory]? {
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

        // Every colour the budget chooses, read first: the automatic ones keep clear of them all.
        let chosen = items.compactMap { item in
            item.mapping?["colour"]?.string.flatMap { try? BudgetValueParsers.colour($0).get() }.flatMap(Colour.parse)
        }
        let automatic = Colour.categorical(avoiding: chosen)
        var categories: [BudgetCategory] = []
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
            let category = readCategory(entry, automaticColour: automatic[index % automatic.count], currency: currency, lists: &lists)
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
        _ entry: MappingReader, automaticColour: Colour, currency: Currency, lists: inout [BudgetScheduleReader.WrittenList]
    ) -> BudgetCategory? {
        let name = entry.requiredLocated("name", hint: " (what the category is called, such as Food)")
            .map { ValueParsers.trim($0.text) }
        if let found = entry.located("name"), ValueParsers.trim(found.text).isEmpty {
            entry.report("name must not be empty", at: found.node)
        }
        let budget = BudgetScheduleReader.read(entry, currency: currency)
        if let list = budget.list { lists.append(list) }
        let colour = readColour(entry) ?? automaticColour.hex
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
        return BudgetCategory(name: name, schedule: schedule, colour: colour, notes: notes, expenses: expenses)
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
