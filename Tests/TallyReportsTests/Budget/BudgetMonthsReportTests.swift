import Foundation
import TallyEngines
import TallyReports
import TallyScenarios
import Testing

/// The month pages and the overview: which pages are written, how they link, and that the
/// overview's figures are the month pages' figures.
enum BudgetMonthsFixtures {
    /// Tracked December 2025 to March 2026; Food's budget rises in February; Fun goes over in
    /// January; a standing order started before tracking.
    static let yaml = """
    kind: budget
    title: Months & <more>
    currency: GBP
    since: 2025-12
    period: 2026-03
    categories:
      - name: Food
        budget:
          - from: 2025-11
            amount: 300
          - from: 2026-02
            amount: 360
        colour: teal
        expenses:
          - amount: 80
            date: 2025-10-04
            occurrence: monthly
            notes: Veg box
          - amount: 250
            date: 2025-11-20
            notes: Before tracking
          - amount: 240.50
            date: 2026-01-09
            notes: Party food
      - name: Fun <b>
        budget: 50
        expenses:
          - amount: 65
            date: 2026-01-17
            notes: Concert
          - amount: 12
            date: 2026-03-03
            notes: Cinema
    """

    static func render() throws -> RenderedScenario { try BudgetReportFixtures.render(yaml) }

    static func file(_ rendered: RenderedScenario, _ path: String) throws -> String {
        try #require(rendered.files.first { $0.path == path }, "no \(path)").contents
    }
}

@Suite struct BudgetMonthsGoldenTests {
    @Test func overviewAndMonthPageMatchGoldenFiles() throws {
        let rendered = try BudgetMonthsFixtures.render()
        try GoldenFile.check(try BudgetMonthsFixtures.file(rendered, "budget/budget.html"), named: "budget-overview.html")
        try GoldenFile.check(try BudgetMonthsFixtures.file(rendered, "budget/budget.md"), named: "budget-overview.md")
        try GoldenFile.check(try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-01.html"), named: "budget-month-2026-01.html")
        try GoldenFile.check(try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-01.md"), named: "budget-month-2026-01.md")
    }
}

@Suite struct BudgetMonthsReportTests {
    @Test func writesAPageForExactlyEveryTrackedMonth() throws {
        let paths = try BudgetMonthsFixtures.render().files.map(\.path).filter { !$0.hasSuffix(".svg") }
        #expect(paths == ["budget/budget.html", "budget/budget.md"]
            + ["2025-12", "2026-01", "2026-02", "2026-03"].flatMap { ["budget/budget/\($0).html", "budget/budget/\($0).md"] })
    }

    /// Issue 23: a budget's files are handed over as they are drawn, a few months at a time, so a
    /// build holds a batch of pages rather than all of them; they are the same files, in the
    /// same order, as drawn all at once. Forty months span three batches.
    @Test func filesHandedOverAsTheyAreDrawnAreTheSameFilesInOrder() throws {
        let yaml = BudgetMonthsFixtures.yaml.replacingOccurrences(of: "since: 2025-12", with: "since: 2022-12").replacingOccurrences(of: "from: 2025-11", with: "from: 2022-11")
        let scenario = try BudgetReportFixtures.scenario(yaml)
        let templates = try ReportFixtures.templates()
        let whole = BudgetReport.render(scenario, templates: templates, page: BudgetReportFixtures.page)
        var emitted: [OutputFile] = []
        let streamed = BudgetReport.render(scenario, templates: templates, page: BudgetReportFixtures.page) { emitted.append($0) }
        #expect(streamed.files.isEmpty)
        #expect(streamed.entry == whole.entry)
        #expect(emitted.count > 2 * 40)
        #expect(emitted.map(\.path) == whole.files.map(\.path))
        #expect(emitted.map(\.bytes) == whole.files.map(\.bytes))
    }

    @Test func monthPagesLinkToTheirNeighboursAndTheOverview() throws {
        let rendered = try BudgetMonthsFixtures.render()
        let first = try BudgetMonthsFixtures.file(rendered, "budget/budget/2025-12.html")
        let middle = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-01.html")
        let last = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-03.html")
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("rel=\"next\" href=\"2026-01.html\""))
        #expect(middle.contains("rel=\"prev\" href=\"2025-12.html\""))
        #expect(middle.contains("rel=\"next\" href=\"2026-02.html\""))
        #expect(!last.contains("rel=\"next\""))
        for page in [first, middle, last] {
            #expect(page.contains("<a class=\"month-all\" href=\"../budget.html\">All months</a>"))
            #expect(page.contains("href=\"../../style.css\""))
            #expect(page.contains("href=\"../../help/budgets.html\""))
            #expect(!page.contains("Month by month"), "only the main report has the overview")
        }
        #expect(middle.contains("<a href=\"2026-01.md\">Markdown version</a>"))
        let markdown = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-01.md")
        #expect(markdown.contains("[← December 2025](2025-12.md) · [All months](../budget.md) · [February 2026 →](2026-02.md)"))
        #expect(markdown.contains("[How this is worked out](../../help/budgets.md)"))

        let main = try BudgetMonthsFixtures.file(rendered, "budget/budget.html")
        #expect(main.contains("href=\"../style.css\""))
        #expect(main.contains("<a href=\"budget/2026-01.html\">Jan 2026</a>"))
        #expect(!main.contains("class=\"month-nav\""))
    }

    @Test func eachMonthIsMeasuredAgainstItsOwnBudget() throws {
        let rendered = try BudgetMonthsFixtures.render()
        let january = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-01.md")
        // Food: the veg box (started before tracking) and the party; £300 until February.
        #expect(january.contains("| Food | £300.00 | £320.50 | £20.50 over budget | 106.8% |"))
        #expect(january.contains("| Fun \\<b\\> | £50.00 | £65.00 | £15.00 over budget | 130.0% |"))
        let february = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-02.md")
        #expect(february.contains("| Food | £360.00 | £80.00 | £280.00 | 22.2% |"))
        #expect(february.contains("Budget changes this month: Food up from £300.00 to £360.00."))
        #expect(!january.contains("Budget changes"))
        let februaryHTML = try BudgetMonthsFixtures.file(rendered, "budget/budget/2026-02.html")
        #expect(februaryHTML.contains("<p class=\"budget-change\">Budget changes this month: Food up from £300.00 to £360.00.</p>"))
        let december = try BudgetMonthsFixtures.file(rendered, "budget/budget/2025-12.md")
        #expect(!december.contains("Before tracking"), "November is before since")
        #expect(december.contains("| Food | £300.00 | £80.00 | £220.00 | 26.7% |"))
    }

    @Test func overviewFiguresAreTheMonthPagesFigures() throws {
        let rendered = try BudgetMonthsFixtures.render()
        let main = try BudgetMonthsFixtures.file(rendered, "budget/budget.md")
        let footer = try #require(main.split(separator: "\n").last { $0.hasPrefix("| **All categories** |") })
        let cells = footer.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.dropFirst()
        let months = ["2025-12", "2026-01", "2026-02", "2026-03"]
        #expect(cells.count == months.count + 1)
        for (month, cell) in zip(months, cells) {
            let page = try BudgetMonthsFixtures.file(rendered, "budget/budget/\(month).md")
            let totals = page.components(separatedBy: "## Categories")[0]
            let spent = try #require(Self.fact("Spent", in: totals))
            let budget = try #require(Self.fact("Total budget", in: totals))
            let over = try Money.parseForTest(spent) > Money.parseForTest(budget)
            #expect(cell == (over ? "**\(spent) / \(budget) ▲ over**" : "\(spent) / \(budget)"), "\(month)")
        }
        #expect(cells.last == "£637.50 / £1,520.00")
    }

    @Test func overBudgetCellsSayItInWordsAsWellAsColour() throws {
        let html = try BudgetMonthsFixtures.file(try BudgetMonthsFixtures.render(), "budget/budget.html")
        let table = try #require(html.components(separatedBy: "<table class=\"data budget-months\">").last?.components(separatedBy: "</table>").first)
        #expect(table.contains("<td class=\"num over\"><span class=\"cell-spent\">£65.00 <span class=\"over-mark\" aria-hidden=\"true\">▲</span><span class=\"visually-hidden\"> over budget</span></span> <span class=\"cell-budget\">/ £50.00</span></td>"))
        #expect(table.contains("Fun &lt;b&gt;"))
        #expect(!table.contains("<b>"))
        #expect(html.contains("role=\"region\" aria-labelledby=\"months-caption\" tabindex=\"0\""))
    }

    @Test func theOverviewShowsTwelveMonthsAndListsTheEarlierOnes() throws {
        let yaml = "kind: budget\nsince: 2024-11\nperiod: 2026-03\ncategories:\n  - name: Rent\n    budget: 500\n    expenses:\n      - amount: 450\n        date: 2024-01-31\n        occurrence: monthly\n"
        let rendered = try BudgetReportFixtures.render(yaml)
        #expect(rendered.files.filter { !$0.path.hasSuffix(".svg") }.count == 2 + 2 * 17, "a page and its Markdown per month, besides their charts")
        let html = try BudgetMonthsFixtures.file(rendered, "budget/budget.html")
        let table = try #require(html.components(separatedBy: "<table class=\"data budget-months\">").last?.components(separatedBy: "</table>").first)
        #expect(table.components(separatedBy: "<th scope=\"col\" class=\"num\"><a href=").count - 1 == 12)
        #expect(table.contains("<a href=\"budget/2025-04.html\">Apr 2025</a>"))
        #expect(!table.contains("budget/2025-03.html"))
        #expect(html.contains("<li><span class=\"month-index-year\">2024</span> <a href=\"budget/2024-11.html\" aria-label=\"November 2024\">Nov</a> <a href=\"budget/2024-12.html\" aria-label=\"December 2024\">Dec</a></li>"))
        #expect(html.contains("<a href=\"budget/2025-03.html\" aria-label=\"March 2025\">Mar</a></li>"))
        #expect(html.contains("The table shows the last 12 of the 17 months tracked; every month has its own page."))
        let markdown = try BudgetMonthsFixtures.file(rendered, "budget/budget.md")
        #expect(markdown.contains("- 2024: [Nov](budget/2024-11.md) · [Dec](budget/2024-12.md)\n- 2025: [Jan](budget/2025-01.md) · [Feb](budget/2025-02.md) · [Mar](budget/2025-03.md)\n"))
    }

    @Test func aReminderNamesTheBudgetInForceWhenTheSiteIsBuilt() throws {
        // The fixtures build on 1 January 2026, when Food's budget has just risen.
        let yaml = "kind: budget\nsince: 2025-11\nperiod: 2026-03\ncategories:\n  - name: Food\n    budget:\n      - from: 2025-11\n        amount: 300\n      - from: 2026-01\n        amount: 360\n    expenses:\n      - amount: 45\n        date: 2026-02-02\n        remind: true\n"
        let rendered = try BudgetReportFixtures.render(yaml)
        // iCalendar folds long lines with CRLF and a space; unfold to read the text.
        let calendar = try BudgetMonthsFixtures.file(rendered, "budget/budget.ics").replacingOccurrences(of: "\r\n ", with: "")
        #expect(calendar.contains("Budget for Food: £360.00 a month."))
        #expect(!calendar.contains("£300.00"))
    }

    /// The value of a facts row such as `| Spent | £80.00 |`.
    static func fact(_ label: String, in markdown: String) -> String? {
        let prefix = "| \(label) | "
        guard let line = markdown.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(2)).replacingOccurrences(of: "**", with: "")
    }
}

extension Money {
    /// `£1,067.50` back to minor units, for comparing figures read off a page.
    static func parseForTest(_ text: String) throws -> Money {
        let digits = text.filter { $0.isASCII && $0.isNumber }
        return Money(minorUnits: try #require(Int64(digits)))
    }
}
