@testable import TallyReports
import Testing

/// One golden report of each time-value kind: the exact HTML and Markdown a build writes.
@Suite struct TimeValueGoldenTests {
    static let cases: [(name: String, path: String, yaml: String)] = [
        ("loan-overpayments", "scenarios/loan-overpayments.yaml", """
        kind: loan
        title: Mortgage <with> "overpayments" & more
        notes: |
          A **fixed** rate. <script>alert(1)</script> [bad](javascript:alert(1))
        principal: 120000
        rate: 4.5
        years: 10
        payment: ?
        start: 2027-01
        extra-monthly: 100
        overpayments:
          - date: 2028-06
            amount: 5000
        """),
        ("mortgage-property", "scenarios/elm-street.yaml", """
        kind: loan
        title: 12 Elm <Street>
        price: 380000
        down-payment: 5%
        rate: 6.5
        years: 30
        payment: ?
        pmi: 0.6%
        start: 2027-03
        property:
          type: house
          street: |
            12 Elm Street
            Unit <4> & "rear"
          city: Springfield
          state: IL
          zip: "62701"
          tax: 1.1%
          insurance: 1500
          hoa: 25
        """),
        ("savings", "scenarios/savings.yaml", """
        kind: savings
        title: House deposit
        principal: 5000
        payment: ?
        rate: 4.2
        years: 3
        future-value: 30000
        start: 2027-01
        """),
        ("lump-sum", "scenarios/lump-sum.yaml", """
        kind: lump-sum
        title: Tripling £1,000
        currency: USD
        principal: 1000
        future-value: 3000
        years: 5
        rate: ?
        start: 2027-01
        """),
    ]

    @Test(arguments: 0..<cases.count)
    func reportMatchesGoldenFiles(index: Int) throws {
        let item = Self.cases[index]
        let scenario = try ReportFixtures.timeValue(item.yaml, path: item.path)
        let rendered = TimeValueReport.render(TimeValueOutcome(scenario), templates: try ReportFixtures.templates(), page: ReportFixtures.page)
        let html = try #require(rendered.files.first { $0.path.hasSuffix(".html") })
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") })
        try GoldenFile.check(html.contents, named: "\(item.name).html")
        try GoldenFile.check(markdown.contents, named: "\(item.name).md")
    }

    /// Every in-page link (contents, the yearly summary's links to each year's months) has a target.
    @Test(arguments: 0..<cases.count)
    func everyInPageLinkHasATarget(index: Int) throws {
        let item = Self.cases[index]
        let scenario = try ReportFixtures.timeValue(item.yaml, path: item.path)
        let files = TimeValueReport.render(TimeValueOutcome(scenario), templates: try ReportFixtures.templates(), page: ReportFixtures.page).files
        let html = try #require(files.first { $0.path.hasSuffix(".html") }).contents
        let targets = Set(html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
        let links = html.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(!links.isEmpty)
        for link in links { #expect(targets.contains(link), "\(item.name): #\(link) has no target") }
    }

    @Test func userTextIsEscapedAndNotesAreRenderedSafely() throws {
        let item = Self.cases[0]
        let scenario = try ReportFixtures.timeValue(item.yaml, path: item.path)
        let rendered = TimeValueReport.render(TimeValueOutcome(scenario), templates: try ReportFixtures.templates(), page: ReportFixtures.page)
        let html = try #require(rendered.files.first { $0.path.hasSuffix(".html") }).contents
        #expect(html.contains("Mortgage &lt;with&gt; &quot;overpayments&quot; &amp; more"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<strong>fixed</strong>"))
    }
}

@Suite struct MortgageReportTests {
    private func rendered(_ yaml: String) throws -> (html: String, markdown: String, outcome: TimeValueOutcome) {
        let scenario = try ReportFixtures.timeValue(yaml, path: "scenarios/home.yaml")
        let outcome = TimeValueOutcome(scenario)
        let files = TimeValueReport.render(outcome, templates: try ReportFixtures.templates(), page: ReportFixtures.page).files
        let html = try #require(files.first { $0.path.hasSuffix(".html") }).contents
        let markdown = try #require(files.first { $0.path.hasSuffix(".md") }).contents
        return (html, markdown, outcome)
    }

    @Test func theWorkedCaseShowsItsBreakdownAndWhenPMIEnds() throws {
        let page = try rendered(TimeValueGoldenTests.cases[1].yaml.replacingOccurrences(of: "hoa: 25", with: "hoa: 0"))
        for figure in ["$2,281.77", "$348.33", "$125.00", "$180.50", "$2,935.60"] {
            #expect(page.html.contains(figure), "\(figure) in HTML")
            #expect(page.markdown.contains(figure), "\(figure) in Markdown")
        }
        #expect(page.html.contains("charged on the first 135 payments"))
        #expect(page.html.contains("https://www.google.com/maps/@?api=1&amp;map_action=pano&amp;viewpoint=39."))
        #expect(page.html.contains("Unit &lt;4&gt; &amp; &quot;rear&quot;"))
        #expect(!page.html.contains("<4>"))
        #expect(page.outcome.housingCosts?.pmiPayments == 135)
    }

    /// A US property: dollars and the locale's month styles on the page, in the Markdown and in
    /// `tally solve`, schedule cells included.
    @Test func aUSPropertyReadsInItsLocaleEverywhere() throws {
        let page = try rendered(TimeValueGoldenTests.cases[1].yaml)
        let locale = page.outcome.locale
        #expect(locale == .enUS)
        let scenario = page.outcome.scenario
        let payment = locale.money(scenario.solution.payment, .usd)
        #expect(payment.hasPrefix("$") && payment.contains(","))
        let firstMonth = locale.text(scenario.start, .long)
        let solve = SolveOutput.text(page.outcome, schedule: true)
        for (name, text) in [("HTML", page.html), ("Markdown", page.markdown), ("tally solve", solve)] {
            #expect(text.contains(payment), "\(payment) in \(name)")
            #expect(text.contains(firstMonth), "\(firstMonth) in \(name)")
        }
        let firstRow = "| 1 | \(locale.text(scenario.start, .short)) | \(locale.plainMoney(scenario.solution.principal, .usd)) |"
        #expect(page.markdown.contains(firstRow))
        #expect(solve.contains(firstRow))
    }

    @Test func scheduleRowsAddTheCostsOfTheirMonth() throws {
        let page = try rendered(TimeValueGoldenTests.cases[1].yaml)
        let table = monthlyTable(page.outcome)
        #expect(table.columns.map(\.title).suffix(4) == ["PMI ($)", "Tax and insurance ($)", "HOA ($)", "Housing total ($)"])
        // Payment 135 carries PMI and payment 136 does not: their housing totals differ by it.
        let costs = try #require(page.outcome.housingCosts)
        let rows = try #require(page.outcome.loanSchedule?.rows)
        #expect(rows[134].payment + costs.costs(forPeriod: 135) - (rows[135].payment + costs.costs(forPeriod: 136)) == costs.monthlyPMI)
    }

    @Test func aLoanWithoutPropertyOrPMIHasNoCostsSection() throws {
        let page = try rendered("""
        kind: loan
        principal: 200000
        rate: 5
        years: 25
        """)
        #expect(!page.html.contains("What it costs a month"))
        #expect(page.outcome.housingCosts == nil)
    }
}

@Suite struct MarkdownSafetyTests {
    @Test func rawHTMLAndScriptLinksAreDisarmed() {
        let safe = MarkdownSafety.neutralized("Hi <script>x</script> <b>bold</b> [a](JavaScript:alert(1)) <https://example.com> 3 < 4")
        #expect(!safe.contains("<script>"))
        #expect(!safe.contains("<b>"))
        #expect(!safe.lowercased().contains("javascript:"))
        #expect(safe.contains("<https://example.com>"))
        #expect(MarkdownRenderer.html(from: safe).contains("3 &lt; 4"))
    }
}

@Suite struct MarkdownCellTests {
    @Test func lineBreaksCannotSplitARowOrHeading() {
        #expect("Multi\nline | name\r\n".markdownEscaped == "Multi line \\| name  ")
        let table = Table(columns: [.init("Name", .left)], rows: [Table.Row(["a\nb"])])
        #expect(table.markdown() == "| Name |\n| :-- |\n| a b |\n")
    }
}
