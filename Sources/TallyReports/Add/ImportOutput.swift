import TallyEngines
import TallyScenarios

/// What `tally import` prints: what was added per month and list, what was already there, what
/// a rule skipped, and the descriptions no rule matched, most frequent first, so that the next
/// rule is one line to write.
public enum ImportOutput {
    public static func text(_ summary: ImportSummary) -> String {
        let locale = summary.locale
        let currency = summary.currency
        let verb = summary.dryRun ? "Would add" : "Added"
        var out = "\(summary.statement): \(summary.rows) \(summary.rows == 1 ? "row" : "rows") (\(summary.format.rawValue)).\n"
        if summary.added.isEmpty {
            out += "Nothing new to add to \(summary.into).\n"
        } else {
            out += "\(verb) \(summary.addedCount) \(summary.addedCount == 1 ? "entry" : "entries") to \(summary.into):\n"
            var month: YearMonth?
            for group in summary.added {
                if group.month != month {
                    out += "  \(locale.text(group.month, .long))\n"
                    month = group.month
                }
                var amounts: [String] = []
                if group.total != .zero || group.refunded == .zero {
                    amounts.append("\(locale.money(group.total, currency)) \(group.isIncome ? "income" : "spent")")
                }
                if group.refunded != .zero { amounts.append("\(locale.money(group.refunded, currency)) refunded") }
                out += "    \(group.name): \(group.count) \(group.count == 1 ? "entry" : "entries"), \(amounts.joined(separator: ", "))\n"
            }
        }
        if summary.duplicates > 0 {
            out += "\(summary.duplicates) \(summary.duplicates == 1 ? "row was" : "rows were") in the file already (imported before), so not added again.\n"
        }
        if summary.skipped > 0 {
            out += "\(summary.skipped) \(summary.skipped == 1 ? "row was" : "rows were") skipped (a skip: rule, or no amount).\n"
        }
        if !summary.uncategorised.isEmpty {
            let count = summary.uncategorised.reduce(0) { $0 + $1.count }
            out += "\(count) \(count == 1 ? "row" : "rows") matched no rule and \(summary.dryRun ? "would go" : "went") to \(StatementImporter.uncategorised):\n"
            for (description, times) in summary.uncategorised.prefix(20) {
                out += "  \(times) × \(description.isEmpty ? "(no description)" : description)\n"
            }
            if summary.uncategorised.count > 20 { out += "  … and \(summary.uncategorised.count - 20) more descriptions\n" }
        }
        if summary.dryRun { out += "Dry run: \(summary.into) was not changed.\n" }
        return out
    }

    public static func text(_ summary: WeighInImporter.Summary) -> String {
        var out = "\(summary.export): \(summary.rows) \(summary.rows == 1 ? "weigh-in" : "weigh-ins") (\(summary.layout == "csv:" ? "the rules' csv: columns" : summary.layout + " export")).\n"
        if summary.added == 0 {
            out += "Nothing new to add to \(summary.into).\n"
        } else {
            out += "\(summary.dryRun ? "Would add" : "Added") \(summary.added) \(summary.added == 1 ? "weigh-in" : "weigh-ins") on \(summary.days) \(summary.days == 1 ? "day" : "days") to \(summary.into).\n"
        }
        if summary.duplicates > 0 {
            out += "\(summary.duplicates) \(summary.duplicates == 1 ? "was" : "were") in the log already, so not added again.\n"
        }
        if summary.dryRun { out += "Dry run: \(summary.into) was not changed.\n" }
        return out
    }
}
