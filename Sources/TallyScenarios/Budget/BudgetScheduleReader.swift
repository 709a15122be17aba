import TallyEngines

/// Reads a category's `budget:`: one amount for every month, or a list of amounts that apply
/// from a month on.
///
/// ```yaml
/// budget: 300
/// budget:
///   - from: 2027-01
///     amount: 300
///   - from: 2027-04
///     amount: 360
/// ```
///
/// Order and repeats are checked here; whether the list covers `since` is checked once the
/// whole budget is read (`checkCoverage`), since `since` can default to the earliest expense.
enum BudgetScheduleReader {
    /// A list's months with the nodes mistakes are reported at.
    struct WrittenList {
        let months: [YearMonth]
        let fromNodes: [Node]
    }

    /// The schedule, and the written list when it is one and its entries could be read; nil
    /// schedule when anything is wrong.
    static func read(_ entry: MappingReader, currency: Currency) -> (schedule: BudgetSchedule?, list: WrittenList?) {
        guard let node = entry.value("budget"), let items = node.sequence else {
            let amount = entry.parsed("budget", required: true, hint: " (the allowance for one month, such as 400, or a list of `from:` and `amount:`)") {
                BudgetValueParsers.money($0, currency: currency)
            }
            return (amount.map(BudgetSchedule.init(amount:)), nil)
        }
        if items.isEmpty {
            entry.report("budget must list at least one amount, such as `- from: 2027-01` with `amount: 300`", at: node)
            return (nil, nil)
        }
        var changes: [BudgetChange] = []
        var fromNodes: [Node] = []
        var failed = false
        for item in items {
            var sink: [Diagnostic] = []
            guard let change = MappingReader(item, in: entry.source, what: "each budget change", diagnostics: &sink) else {
                sink.forEach(entry.report)
                failed = true
                continue
            }
            let from = change.parsed("from", required: true, hint: " (the first month the amount applies to, such as 2027-04)", ValueParsers.yearMonth)
            let amount = change.parsed("amount", required: true, hint: " (the allowance for one month from then on, such as 360)") {
                BudgetValueParsers.money($0, currency: currency)
            }
            change.reportUnknownKeys()
            change.diagnostics.forEach(entry.report)
            guard change.diagnostics.isEmpty, let from, let amount, let fromNode = change.value("from") else {
                failed = true
                continue
            }
            changes.append(BudgetChange(from: from, amount: amount))
            fromNodes.append(fromNode)
        }
        guard !failed else { return (nil, nil) }
        // Returned even when out of order, so that whether it covers `since` is reported too.
        let list = WrittenList(months: changes.compactMap(\.from), fromNodes: fromNodes)
        // Order and repeats do not depend on `since`; reporting them here keeps them beside the
        // category's other mistakes.
        for mistake in BudgetSchedule.mistakes(in: list.months, since: list.months[0]) {
            report(mistake, in: list, at: entry)
            failed = true
        }
        return (failed ? nil : BudgetSchedule(changes), list)
    }

    /// Reports a list whose first month comes after `since`, which would leave a tracked month
    /// without a budget. Returns whether it covers `since`.
    static func checkCoverage(_ list: WrittenList, since: YearMonth, sinceWritten: Bool, reader: MappingReader) -> Bool {
        guard let first = list.months.first, let node = list.fromNodes.first, first > since else { return true }
        let tracked = sinceWritten
            ? "since (\(since))"
            : "the first month tracked (\(since), the month of the earliest expense, as `since:` is not written)"
        reader.report("from \(first) is after \(tracked), which would leave months without a budget; start the list on or before \(since)", at: node)
        return false
    }

    private static func report(_ mistake: BudgetScheduleMistake, in list: WrittenList, at reader: MappingReader) {
        switch mistake {
        case .startsAfterSince:
            // Checked by `checkCoverage`, once `since` is known.
            break
        case .repeated(let index, let firstIndex):
            let line = reader.location(of: list.fromNodes[firstIndex]).line
            reader.report("from \(list.months[index]) is given twice in this budget (first on line \(line)); give each month once", at: list.fromNodes[index])
        case .outOfOrder(let index, let laterIndex):
            let line = reader.location(of: list.fromNodes[laterIndex]).line
            reader.report("from \(list.months[index]) is out of order: it comes after \(list.months[laterIndex]) on line \(line); list budget changes oldest first", at: list.fromNodes[index])
        }
    }
}
