import TallyEngines
import TallyReports
import TallyScenarios

/// The most one scenario's reports may come to. A small file must not cost a large build: the
/// scenario reader's own limits stop nearly everything first, and this is the last guard.
///
/// The cap grows with the file, because what a person writes is what a build may fairly spend
/// on it: a budget kept for ten years (80 KB, 120 month pages) may make 40 MB, while any file
/// under 64 KB stays under 48 MB, however its aliases or daily expenses multiply.
enum ReportLimits {
    /// Bytes across every file one scenario renders (pages, charts, calendar, data), whatever
    /// the file's size.
    static let minimumBytes = 25_000_000
    /// Output bytes allowed per byte of scenario file, above `minimumBytes`.
    static let bytesPerInputByte = 750
    /// Lines across one scenario's files (table rows, calendar events, data lines), whatever
    /// the file's size.
    static let minimumLines = 250_000
    /// Output lines allowed per byte of scenario file, above `minimumLines`.
    static let linesPerInputByte = 10

    static func maximumBytes(forInput inputBytes: Int) -> Int { max(minimumBytes, inputBytes * bytesPerInputByte) }
    static func maximumLines(forInput inputBytes: Int) -> Int { max(minimumLines, inputBytes * linesPerInputByte) }

    /// Payments one budget month may hold: each is a calendar check and a point in its charts.
    static let maximumPaymentsInMonth = 20_000

    /// A located error, before anything is drawn, when a budget's pages would be over a limit:
    /// 60 daily expenses kept for a hundred years fit in a 47 KB file but make 850 MB of pages.
    /// The size is `BudgetReportSize`'s bound, so what passes here is never refused after drawing,
    /// and `tally check` refuses what `tally build` would.
    static func check(_ scenario: Scenario, inputBytes: Int) -> Diagnostic? {
        guard case .budget(let budget) = scenario else { return nil }
        let size = BudgetReportSize(budget)
        let maximumBytes = maximumBytes(forInput: inputBytes)
        let maximumLines = maximumLines(forInput: inputBytes)
        let months = budget.budget.since.months(to: budget.budget.period) + 1
        let locale = budget.header.locale
        let span = "\(months == 1 ? "1 month" : "\(months) months") from \(locale.text(budget.budget.since, .long)) to \(locale.text(budget.budget.period, .long))"
        let fix = "track fewer months (a later `since:`), make fewer expenses recur, or split the budget into smaller files"
        if size.bytes > maximumBytes || size.lines > maximumLines {
            let amount = size.bytes > maximumBytes
                ? "could come to \(megabytes(size.bytes)) MB, over Tally's limit of \(megabytes(maximumBytes)) MB"
                : "could have \(size.lines) lines, over Tally's limit of \(maximumLines)"
            return Diagnostic("this budget's pages (\(span), \(size.rows) expense rows) \(amount) for a scenario file of this size; \(fix)",
                              at: budget.monthsLocation)
        }
        let period = budget.budget.period
        guard let first = CalendarDate(year: period.year, month: period.month, day: 1),
              let last = CalendarDate(year: period.year, month: period.month, day: period.numberOfDays) else { return nil }
        var payments = 0
        for category in budget.budget.categories {
            for expense in category.expenses { payments += expense.occurrenceCount(from: first, through: last) }
        }
        guard payments > maximumPaymentsInMonth else { return nil }
        return Diagnostic("this budget has \(payments) payments in \(locale.text(period, .long)), over Tally's limit of \(maximumPaymentsInMonth) for one month; split it into smaller budgets or make fewer expenses daily",
                          at: budget.monthsLocation)
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + 999_999) / 1_000_000 }

    /// A located error when `rendered`, made from a file of `inputBytes`, is over either limit,
    /// naming the limit.
    static func check(_ rendered: RenderedScenario, inputBytes: Int, path: String) -> Diagnostic? {
        let maximumBytes = maximumBytes(forInput: inputBytes)
        let maximumLines = maximumLines(forInput: inputBytes)
        var bytes = 0
        var lines = 0
        for file in rendered.files { bytes += file.bytes.count }
        // A file has no more lines than bytes: only a large report needs its lines counted.
        if bytes > maximumLines {
            for file in rendered.files {
                for byte in file.bytes where byte == 0x0A { lines += 1 }
            }
        }
        let location = SourceLocation(path: path, line: 1, column: 1)
        if bytes > maximumBytes {
            return Diagnostic("this scenario's reports would come to \(bytes / 1_000_000) MB, over Tally's limit of \(maximumBytes / 1_000_000) MB for a scenario file of this size; split it into smaller files", at: location)
        }
        if lines > maximumLines {
            return Diagnostic("this scenario's reports would have \(lines) rows and lines, over Tally's limit of \(maximumLines) for a scenario file of this size; split it into smaller files", at: location)
        }
        return nil
    }
}
