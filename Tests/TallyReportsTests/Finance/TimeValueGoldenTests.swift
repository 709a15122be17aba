import TallyReports
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
