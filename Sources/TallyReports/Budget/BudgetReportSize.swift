import TallyEngines
import TallyScenarios

/// At most how much a budget's reports come to, worked out from the scenario before anything is
/// drawn, so a build (and `tally check`) can refuse a budget whose pages would be too large
/// without spending the time and memory of drawing them.
///
/// A budget has a page for every tracked month (and the main report repeats the period's month).
/// Each page has a fixed part, a part per category (its row in the summary, its table and pie)
/// and a row per expense that falls in the month; a row's text appears in the HTML, the Markdown
/// and the charts, escaped. Every constant is above what the pages measure (a test renders
/// random budgets and requires the real size at or under this), so the bound errs towards
/// refusing a little early, never towards drawing what is then refused.
public struct BudgetReportSize: Sendable, Equatable {
    /// Pages of the report: one per tracked month and the main report.
    public let pages: Int
    /// Expense rows across every page: a recurring expense is one row in each month it falls in.
    public let rows: Int
    public let bytes: Int
    public let lines: Int

    /// Bytes of a page besides its categories and rows: the layout, the bar chart, the notes.
    static let pageBytes = 48_000
    static let pageLines = 200
    /// Bytes a category adds to a page (summary row, table and pie chart), besides its name.
    static let categoryBytes = 12_000
    static let categoryLines = 40
    /// Bytes an expense row adds to a page, besides its notes and days.
    static let rowBytes = 2_400
    static let rowLines = 6
    /// Bytes a day the expense falls on adds to its row ("14, " in the HTML and the Markdown).
    static let dayBytes = 16
    /// Bytes a budget with income adds to each page (money in and out, the income table's frame)
    /// and to the main report (money in and out by month, as a table and a chart).
    static let incomePageBytes = 8_000
    static let incomePageLines = 40
    static let incomeOverviewBytes = 40_000
    static let incomeOverviewLines = 160
    /// Bytes a row of a plain table adds (an income or a bill, each day it falls), besides its
    /// text, which such a row shows at most `tableTextAppearances` times (HTML and Markdown, and
    /// for a bill still to come, its list too).
    static let tableRowBytes = 700
    static let tableRowLines = 4
    static let tableTextAppearances = 4
    /// A bill's event in the calendar file.
    static let calendarEventBytes = 2_000
    static let calendarEventLines = 24
    /// How many times a name or note can appear on one page (table, Markdown, chart labels,
    /// chart titles and descriptions), each time escaped.
    static let textAppearances = 10

    public init(_ scenario: BudgetScenario) {
        let budget = scenario.budget
        let months = budget.since.months(to: budget.period) + 1
        let pages = months + 1
        var bytes = pages * (Self.pageBytes + Self.textBytes(budget.title) + Self.textBytes(scenario.header.notes ?? ""))
        var lines = pages * (Self.pageLines + Self.lineBreaks(scenario.header.notes ?? ""))
        var rows = 0
        guard let first = CalendarDate(year: budget.since.year, month: budget.since.month, day: 1),
              let periodFirst = CalendarDate(year: budget.period.year, month: budget.period.month, day: 1),
              let last = CalendarDate(year: budget.period.year, month: budget.period.month, day: budget.period.numberOfDays) else {
            self.init(pages: pages, rows: 0, bytes: bytes, lines: lines)
            return
        }
        for category in budget.categories {
            bytes += pages * (Self.categoryBytes + Self.textBytes(category.name) + Self.textBytes(category.notes ?? ""))
            lines += pages * (Self.categoryLines + Self.lineBreaks(category.notes ?? ""))
            for expense in category.expenses {
                let monthsIn = Self.monthsTouched(by: expense, from: first, through: last)
                guard monthsIn > 0 else { continue }
                let days = expense.occurrenceCount(from: first, through: last) + expense.occurrenceCount(from: periodFirst, through: last)
                if expense.isPlanned {
                    // A bill is a row of the bills table (and of what is still to come) each
                    // day it is due, named with its category.
                    let text = (expense.notes ?? "") + category.name
                    rows += days
                    bytes += days * (Self.tableRowBytes + Self.textBytes(text, appearances: Self.tableTextAppearances))
                        + Self.calendarEventBytes + Self.textBytes(text)
                    lines += days * (Self.tableRowLines + Self.tableTextAppearances * Self.lineBreaks(text)) + Self.calendarEventLines
                    continue
                }
                // The main report lists the period's month again.
                let inPeriod = expense.occurrenceCount(from: periodFirst, through: last) > 0 ? 1 : 0
                let expenseRows = monthsIn + inPeriod
                rows += expenseRows
                bytes += expenseRows * (Self.rowBytes + Self.textBytes(expense.notes ?? "")) + days * Self.dayBytes
                lines += expenseRows * (Self.rowLines + Self.textAppearances * Self.lineBreaks(expense.notes ?? ""))
            }
        }
        if !budget.income.isEmpty {
            bytes += pages * Self.incomePageBytes + Self.incomeOverviewBytes
            lines += pages * Self.incomePageLines + Self.incomeOverviewLines
        }
        for income in budget.income {
            // The income table has a row for every day money comes in.
            let entry = income.entry
            let days = entry.occurrenceCount(from: first, through: last) + entry.occurrenceCount(from: periodFirst, through: last)
            let text = income.name + (entry.notes ?? "")
            rows += days
            bytes += days * (Self.tableRowBytes + Self.textBytes(text, appearances: Self.tableTextAppearances))
            lines += days * (Self.tableRowLines + Self.tableTextAppearances * Self.lineBreaks(text))
        }
        self.init(pages: pages, rows: rows, bytes: bytes, lines: lines)
    }

    init(pages: Int, rows: Int, bytes: Int, lines: Int) {
        self.pages = pages
        self.rows = rows
        self.bytes = bytes
        self.lines = lines
    }

    /// The tracked months from `first` through `last` that an expense can fall in: every month
    /// its dates span, which is exact but for a month at either end that a weekly or monthly
    /// expense misses, so never fewer than the pages that list it.
    static func monthsTouched(by expense: Expense, from first: CalendarDate, through last: CalendarDate) -> Int {
        let start = max(expense.date, first)
        let end = min(expense.lastPossibleDate ?? last, last)
        guard start <= end else { return 0 }
        return start.yearMonth.months(to: end.yearMonth) + 1
    }

    /// What a piece of text can add to a page: its escaped form (at most six bytes for each
    /// byte, as `&quot;`), in each place it appears.
    static func textBytes(_ text: String, appearances: Int = textAppearances) -> Int {
        var escaped = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"): escaped += 6
            default: escaped += 1
            }
        }
        return escaped * appearances
    }

    static func lineBreaks(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
