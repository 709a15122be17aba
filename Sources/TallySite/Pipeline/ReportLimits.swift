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

    /// Rows one report may list: a budget's payments in its month (each is a table row, a
    /// calendar check and a point in its charts). Counted before anything is rendered.
    static let maximumRows = 20_000

    /// A located error, before rendering, when the scenario would list more rows than allowed:
    /// 10,000 daily expenses fit in a small file but make 310,000 rows.
    static func check(_ scenario: Scenario, path: String) -> Diagnostic? {
        guard case .budget(let budget) = scenario else { return nil }
        let period = budget.budget.period
        guard let first = CalendarDate(year: period.year, month: period.month, day: 1),
              let last = CalendarDate(year: period.year, month: period.month, day: period.numberOfDays) else { return nil }
        var rows = 0
        for category in budget.budget.categories {
            for expense in category.expenses {
                rows += expense.occurrenceDates(from: first, through: last).count
            }
        }
        guard rows > maximumRows else { return nil }
        return Diagnostic("this budget has \(rows) payments in \(budget.header.locale.text(period, .long)), over Tally's limit of \(maximumRows) rows for one report; split it into smaller budgets or make fewer expenses daily",
                          at: SourceLocation(path: path, line: 1, column: 1))
    }

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
