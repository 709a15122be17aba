@testable import TallyReports
import Testing

/// What a loan report gives a phone, a printer and a git host besides its figures.
@Suite struct TimeValueScreenTests {
    static let yaml = """
    kind: loan
    title: A & B's "home"
    principal: 150000
    rate: 4
    years: 3
    payment: ?
    start: 2027-03
    """

    static func render() throws -> RenderedScenario {
        let scenario = try ReportFixtures.timeValue(yaml, path: "scenarios/home.yaml")
        return TimeValueReport.render(TimeValueOutcome(scenario), templates: try ReportFixtures.templates(), page: ReportFixtures.page)
    }

    static func file(_ rendered: RenderedScenario, _ path: String) throws -> String {
        try #require(rendered.files.first { $0.path == path }).contents
    }

    @Test func markdownShowsEveryChartAsAnImageFileBesideIt() throws {
        let rendered = try Self.render()
        let markdown = try Self.file(rendered, "loan/home.md")
        let svgs = rendered.files.filter { $0.path.hasSuffix(".svg") }
        #expect(svgs.map(\.path) == ["loan/home-balance.svg", "loan/home-years.svg", "loan/home-split.svg"])
        for svg in svgs {
            let name = String(svg.path.dropFirst("loan/".count))
            #expect(markdown.contains("](\(name))"), "the Markdown shows \(name)")
            #expect(svg.contents.contains(" width=\"640\""), "\(name) has a size of its own")
            #expect(!svg.contents.contains("canvas-narrow"))
        }
        #expect(markdown.contains("![Balance over time](home-balance.svg)"))
        #expect(markdown.contains("[How this is worked out](../help/loan.md)"), "Markdown links to Markdown")
        #expect(!markdown.contains(".html)"))
    }

    @Test func longSchedulesScrollInABoxWithTheCaptionOutsideAndStickyHeader() throws {
        let html = try Self.file(try Self.render(), "loan/home.html")
        #expect(html.contains("<div class=\"table-block\"><p class=\"table-caption\" aria-hidden=\"true\">Payments at the end of each month."))
        #expect(html.contains("<div class=\"table-wrap table-long\" role=\"region\" tabindex=\"0\" aria-label=\"Payments at the end of each month."))
        #expect(html.contains("<span class=\"scroll-hint\"> Scroll sideways for more columns.</span>"))
        // The yearly summary has three rows: no box of its own height.
        #expect(html.contains("<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-label=\"Per calendar year"))
    }

    @Test func theYearlySummaryLinksToEachYearsMonthsAndTheReportHasContents() throws {
        let html = try Self.file(try Self.render(), "loan/home.html")
        for year in 2027...2030 {
            #expect(html.contains("<a href=\"#months-\(year)\">\(year)</a>"))
            #expect(html.contains("<tr id=\"months-\(year)\">"))
        }
        #expect(html.contains("<nav class=\"contents\" aria-label=\"Contents\">"))
        #expect(html.contains("<li><a href=\"#monthly-heading\">Month by month</a></li>"))
    }

    @Test func theScheduleShowsEachMonthsOpeningBalance() throws {
        let markdown = try Self.file(try Self.render(), "loan/home.md")
        #expect(markdown.contains("| No. | Month | Opening balance (£) | Payment (£) |"))
        #expect(markdown.contains("| 1 | Mar 2027 | 150,000.00 |"))
    }

    @Test func printedPagesCarryTheTitleAsAnEscapedCSSString() throws {
        let html = try Self.file(try Self.render(), "loan/home.html")
        #expect(html.contains("<style>@page { @top-left { content: \"A \\26  B's \\22 home\\22  \\b7  Tally\"; } }</style>"))
        #expect(PageInfo.cssString("</style>\"\\") == "\\3c \\2f style\\3e \\22 \\5c ")
    }

    @Test func theBalanceChartRunsFromTheFirstPaymentToTheLabelledLastOne() throws {
        let html = try Self.file(try Self.render(), "loan/home-balance.svg")
        #expect(!html.contains(">Feb 2027<"), "no point before the first payment")
        #expect(html.contains(">Mar 2027<"))
        #expect(html.contains(">Feb 2030<"), "the final month is labelled")
        #expect(html.components(separatedBy: ">Balance<").count == 2, "the axis title once, and no legend repeating it")
    }
}

/// The page-level pieces a loan report writes straight into bytes, against their general forms.
@Suite struct TimeValuePagePartsTests {
    @Test func yearLinksOfAnyYearMatchTheGeneralForm() {
        let years = [1999, 2026, 2027, 9999, 10_000, 999, 5, -3, 1000]
        var expected = ""
        for year in years { expected += "<a href=\"#\(TimeValueTables.yearAnchor(year))\">\(year)</a> " }
        #expect(TimeValueReport.yearLinks(years).string == expected)
        #expect(TimeValueReport.yearLinks([]).string == "")
    }

    @Test func factsTablesOfFactsMatchTheTableOfPairs() {
        let facts = [Fact("Loan *amount*", "£1,000.00", solved: true), Fact("Rate | APR", "4.00%"), Fact("Note", "a_b <c>")]
        var out = ByteBuffer(capacity: 256)
        MarkdownPage.facts(facts, header: ("Input", "Value"), marksSolved: true, into: &out)
        let pairs = facts.map { ($0.label, $0.solved ? "**\($0.value.markdownEscaped)** (solved)" : $0.value.markdownEscaped) }
        #expect(out.string == MarkdownPage.facts(pairs, header: ("Input", "Value")))
        var plain = ByteBuffer(capacity: 256)
        MarkdownPage.facts(facts, into: &plain)
        #expect(plain.string == MarkdownPage.facts(facts.map { ($0.label, $0.value.markdownEscaped) }))
    }

    @Test func codeSpansOfPlainAndAwkwardPaths() {
        for path in ["scenarios/a.yaml", "", " lead", "a`b", "x\ny", "`", "  ", "trail "] {
            var out = ByteBuffer(capacity: 32)
            MarkdownPage.appendCodeSpan(path, to: &out)
            #expect(out.string == MarkdownPage.codeSpan(path), "\(path)")
        }
    }
}

extension TimeValuePagePartsTests {
    @Test func capitalizedMatchesTheGeneralForm() {
        for text in ["amount borrowed", "", "Rate", "école", "1 year", "a", "ßx"] {
            #expect(TimeValueSummary.capitalized(text) == text.prefix(1).uppercased() + text.dropFirst(), "\(text)")
        }
    }
}
