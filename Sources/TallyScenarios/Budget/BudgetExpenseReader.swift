import TallyEngines

/// Reads one entry of a category's `expenses:` list.
enum BudgetExpenseReader {
    /// The expense, or nil when anything in it is wrong; mistakes go to `category`'s reader.
    static func read(_ item: Node, in category: MappingReader, currency: Currency) -> Expense? {
        var sink: [Diagnostic] = []
        guard let entry = MappingReader(item, in: category.source, what: "each expense", diagnostics: &sink) else {
            sink.forEach(category.report)
            return nil
        }
        let amount = entry.parsed("amount", required: true, hint: " (what it costs each time, such as 45.20)") {
            BudgetValueParsers.expenseAmount($0, currency: currency)
        }
        let when = entry.parsed("date", required: true, hint: " (the day it falls on, such as 2026-03-02 or 2026-03-02 09:30)", BudgetValueParsers.dateAndTime)
        let occurrence = entry.parsed("occurrence", BudgetValueParsers.occurrence) ?? .oneOff
        let until = readUntil(entry, start: when?.date, occurrence: occurrence, locale: .default(for: currency))
        let notes = entry.located("notes")?.text
        let remind = entry.parsed("remind", ValueParsers.bool) ?? false
        entry.reportUnknownKeys()
        entry.diagnostics.forEach(category.report)
        guard entry.diagnostics.isEmpty, let amount, let when else { return nil }
        return Expense(
            amount: amount, date: when.date, time: when.time, occurrence: occurrence,
            until: until, notes: notes, remind: remind
        )
    }

    /// `until:`, which only a recurring expense can have and which cannot come before its start.
    private static func readUntil(_ entry: MappingReader, start: CalendarDate?, occurrence: Occurrence, locale: TallyLocale) -> CalendarDate? {
        guard let found = entry.located("until") else { return nil }
        let until: CalendarDate
        switch BudgetValueParsers.until(found.text) {
        case .success(let parsed): until = parsed
        case .failure(let error):
            entry.report("until \(error.message)", at: found.node)
            return nil
        }
        if occurrence == .oneOff {
            entry.report("until \"\(ValueParsers.trim(found.text))\" is only for a recurring expense; add `occurrence: daily`, `weekly` or `monthly`, or remove `until:`", at: found.node)
            return nil
        }
        if let start, until < start {
            entry.report("until must not be before the expense's date (\(locale.text(start, .short))), got \"\(ValueParsers.trim(found.text))\"", at: found.node)
            return nil
        }
        return until
    }
}
