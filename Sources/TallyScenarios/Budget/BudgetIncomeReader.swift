import TallyEngines

/// Reads a budget's `income:` list: money coming in, each entry with a `name:` and the fields an
/// expense has.
///
/// ```yaml
/// income:
///   - name: Salary
///     amount: 2450.00
///     date: 2026-10-31
///     occurrence: monthly
/// ```
enum BudgetIncomeReader {
    /// Every entry, or nil when the list or anything in it is wrong (reported on `reader`).
    static func read(_ reader: MappingReader, currency: Currency) -> [Income]? {
        let items = reader.list("income")
        if items.count > BudgetLimits.maximumExpenses, let node = reader.value("income") {
            reader.report("income has \(items.count) entries; a budget may have at most \(BudgetLimits.maximumExpenses)", at: node)
            return nil
        }
        var income: [Income] = []
        income.reserveCapacity(items.count)
        var failed = reader.value("income").map { !MappingReader.isBlank($0) && $0.sequence == nil } ?? false
        for item in items {
            var sink: [Diagnostic] = []
            guard let entry = MappingReader(item, in: reader.source, what: "each income", diagnostics: &sink) else {
                sink.forEach(reader.report)
                failed = true
                continue
            }
            let name = entry.requiredLocated("name", hint: " (what the money is, such as Salary)").map { ValueParsers.trim($0.text) }
            if let found = entry.located("name"), ValueParsers.trim(found.text).isEmpty {
                entry.report("name must not be empty", at: found.node)
            }
            let fields = BudgetExpenseReader.readFields(
                entry, noun: "income", currency: currency, readsRemind: false,
                amountHint: " (what comes in each time, such as 2450.00)", amount: BudgetValueParsers.incomeAmount
            )
            entry.reportUnknownKeys()
            entry.diagnostics.forEach(reader.report)
            guard entry.diagnostics.isEmpty, let name, let fields else {
                failed = true
                continue
            }
            income.append(Income(name: name, entry: fields))
        }
        return failed ? nil : income
    }
}
