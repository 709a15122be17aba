import TallyEngines

/// Reads one entry of a category's `expenses:` list, and the fields an `income:` entry shares
/// with it (amount, date, repeat, `until`, notes, import id).
enum BudgetExpenseReader {
    /// The expense, or nil when anything in it is wrong; mistakes go to `category`'s reader.
    static func read(_ item: Node, in category: MappingReader, currency: Currency) -> Expense? {
        var sink: [Diagnostic] = []
        guard let entry = MappingReader(item, in: category.source, what: "each expense", diagnostics: &sink) else {
            sink.forEach(category.report)
            return nil
        }
        let bill = readBill(entry)
        let expense = readFields(
            entry, noun: "expense", currency: currency, readsRemind: true, bill: bill,
            amountHint: " (what it costs each time, such as 45.20, or -23.99 for a refund)",
            amount: BudgetValueParsers.expenseAmount
        )
        if bill != nil, let expense, expense.isRefund, let node = entry.value("amount") {
            entry.report("amount of a bill (planned: true) must be more than zero, got \"\(ValueParsers.trim(node.scalar?.string ?? ""))\"; a refund is not planned", at: node)
        }
        entry.reportUnknownKeys()
        entry.diagnostics.forEach(category.report)
        guard entry.diagnostics.isEmpty else { return nil }
        return expense
    }

    /// `planned: true` with its `tolerance:` and `window:`, which only a bill may have.
    private static func readBill(_ entry: MappingReader) -> BillTerms? {
        let planned = entry.parsed("planned", ValueParsers.bool) ?? false
        let tolerance = entry.parsed("tolerance", BudgetValueParsers.tolerance)
        let window = entry.parsed("window", BudgetValueParsers.window)
        if !planned {
            for key in ["tolerance", "window"] {
                guard let found = entry.located(key) else { continue }
                entry.report("\(key) \"\(ValueParsers.trim(found.text))\" is only for a bill; add `planned: true`, or remove `\(key):`", at: found.node)
            }
            return nil
        }
        return BillTerms(tolerance: tolerance ?? BillTerms.defaultTolerance, window: window ?? BillTerms.defaultWindow)
    }

    /// The fields every budget entry has, and `remind:` when `readsRemind` (income has no
    /// reminders); nil when a required one is missing or wrong. The caller reports unknown keys
    /// once it has read its own.
    static func readFields(
        _ entry: MappingReader, noun: String, currency: Currency, readsRemind: Bool, bill: BillTerms? = nil, amountHint: String,
        amount parseAmount: (String, Currency) -> Result<Money, ValueError>
    ) -> Expense? {
        let amount = entry.parsed("amount", required: true, hint: amountHint) { parseAmount($0, currency) }
        let when = entry.parsed("date", required: true, hint: " (the day it falls on, such as 2026-03-02 or 2026-03-02 09:30)", BudgetValueParsers.dateAndTime)
        let occurrence = entry.parsed("occurrence", BudgetValueParsers.occurrence) ?? .oneOff
        let until = readUntil(entry, noun: noun, start: when?.date, occurrence: occurrence, locale: .default(for: currency))
        let notes = entry.located("notes")?.text
        let remind = readsRemind ? entry.parsed("remind", ValueParsers.bool) ?? false : false
        let importID = entry.located("import-id")?.text
        guard let amount, let when else { return nil }
        return Expense(
            amount: amount, date: when.date, time: when.time, occurrence: occurrence,
            until: until, notes: notes, remind: remind, importID: importID, bill: bill
        )
    }

    /// `until:`, which only a recurring entry can have and which cannot come before its start.
    private static func readUntil(_ entry: MappingReader, noun: String, start: CalendarDate?, occurrence: Occurrence, locale: TallyLocale) -> CalendarDate? {
        guard let found = entry.located("until") else { return nil }
        let until: CalendarDate
        switch BudgetValueParsers.until(found.text) {
        case .success(let parsed): until = parsed
        case .failure(let error):
            entry.report("until \(error.message)", at: found.node)
            return nil
        }
        if occurrence == .oneOff {
            let repeats = Occurrence.allCases.filter { $0 != .oneOff }.map(\.rawValue)
            let choices = "`occurrence: \(repeats.dropLast().joined(separator: "`, `"))` or `\(repeats.last ?? "")`"
            entry.report("until \"\(ValueParsers.trim(found.text))\" is only for a recurring \(noun); add \(choices), or remove `until:`", at: found.node)
            return nil
        }
        if let start, until < start {
            entry.report("until must not be before the \(noun)'s date (\(locale.text(start, .short))), got \"\(ValueParsers.trim(found.text))\"", at: found.node)
            return nil
        }
        return until
    }
}
