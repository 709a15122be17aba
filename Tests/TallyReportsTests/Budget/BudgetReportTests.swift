import TallyEngines
import TallyReports
import TallyScenarios
import Testing

/// Budgets parsed with the fixtures' fixed "today" (1 January 2026) and rendered.
enum BudgetReportFixtures {
    static func scenario(_ yaml: String, path: String = "scenarios/budget.yaml", order: CategoryOrder? = nil) throws -> BudgetScenario {
        let context = ParseContext(settings: SiteSettings(), today: ReportFixtures.today, categoryOrder: order)
        guard case .budget(let budget) = try ScenarioParser.parse(text: yaml, path: path, context: context) else {
            throw ReportFixtures.FixtureError.wrongKind
        }
        return budget
    }

    static func render(_ yaml: String, order: CategoryOrder? = nil) throws -> RenderedScenario {
        BudgetReport.render(try scenario(yaml, order: order), templates: try ReportFixtures.templates(), page: page)
    }

    /// 1 January 2026, stamped at 08:00 UTC, so DTSTAMP differs from a bare date.
    static let page = PageInfo(siteTitle: "Tally", generatedOn: ReportFixtures.today, buildTimestamp: 1_767_254_400)

    static func file(_ rendered: RenderedScenario, _ suffix: String) throws -> String {
        try #require(rendered.files.first { $0.path.hasSuffix(suffix) }).contents
    }

    /// Over budget (Fun), within it (Food, with a weekly reminder), empty (Clothes), no budget (Gifts).
    static let household = """
    kind: budget
    title: Household <spending> & "more"
    currency: GBP
    period: 2026-03
    notes: Our **shared** account. <script>alert(1)</script>
    categories:
      - name: Food
        budget: 400
        colour: "#e76f51"
        notes: Groceries and *takeaway*
        expenses:
          - amount: 45.20
            date: 2026-03-02 09:30
            occurrence: weekly
            until: 2026-12-31
            notes: Big shop
            remind: true
          - amount: 28.50
            date: 2026-03-06
          - amount: 12.00
            date: 2026-03-14
            notes: Bakery
          - amount: 7.25
            date: 2026-03-21
            notes: Market
      - name: Fun <b>
        budget: 100
        colour: rose
        expenses:
          - amount: 65.00
            date: 2026-03-07
            notes: Dinner | drinks
          - amount: 48.00
            date: 2026-03-13
            notes: Theatre
      - name: Clothes
        budget: 60
      - name: Gifts
        budget: 0
        expenses:
          - amount: 25.00
            date: 2026-03-18
            notes: Leaving present
    """
}

@Suite struct BudgetGoldenTests {
    @Test func reportMatchesGoldenFiles() throws {
        let rendered = try BudgetReportFixtures.render(BudgetReportFixtures.household)
        #expect(rendered.files.map(\.path).filter { !$0.hasSuffix(".svg") } == ["budget/budget.html", "budget/budget.md", "budget/budget.ics", "budget/budget/2026-03.html", "budget/budget/2026-03.md"])
        #expect(rendered.files.map(\.path).filter { $0.hasPrefix("budget/budget/") && $0.hasSuffix(".svg") } == [
            "budget/budget/budget-2026-03-bars.svg", "budget/budget/budget-2026-03-category-1-pie.svg",
            "budget/budget/budget-2026-03-category-2-pie.svg",
        ], "a month page's charts sit beside its Markdown (a category with one expense has no pie)")
        try GoldenFile.check(try BudgetReportFixtures.file(rendered, ".html"), named: "budget.html")
        try GoldenFile.check(try BudgetReportFixtures.file(rendered, ".md"), named: "budget.md")
        try GoldenFile.check(try BudgetReportFixtures.file(rendered, ".ics"), named: "budget.ics")
    }

    @Test func indexEntrySaysWhatWasSpentAndLinksTheCalendar() throws {
        let entry = try BudgetReportFixtures.render(BudgetReportFixtures.household).entry
        // Food 5 × 45.20 + 28.50 + 12.00 + 7.25 = 273.75; Fun 113.00; Gifts 25.00.
        #expect(entry.headline == "£411.75 of £560.00 spent")
        // Fun and Gifts went over by £38.00 in all; the others have £186.25 left: never netted.
        #expect(entry.detail == "£186.25 left · £38.00 over · March 2026")
        #expect(entry.href == "budget/budget.html")
        #expect(entry.extraHref == "budget/budget.ics")
        #expect(entry.extraLabel == "Add reminders to your calendar (.ics)")
        #expect(entry.group == "budget")
    }

    @Test func userTextIsEscaped() throws {
        let rendered = try BudgetReportFixtures.render(BudgetReportFixtures.household)
        let html = try BudgetReportFixtures.file(rendered, ".html")
        #expect(html.contains("Household &lt;spending&gt; &amp; &quot;more&quot;"))
        #expect(html.contains("Fun &lt;b&gt;"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("<strong>shared</strong>"))
        let markdown = try BudgetReportFixtures.file(rendered, ".md")
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("Dinner \\| drinks"))
    }
}

@Suite struct BudgetReportContentTests {
    @Test func overspentCategorySaysSoInWordsAndHasNoUnspentSlice() throws {
        let rendered = try BudgetReportFixtures.render(BudgetReportFixtures.household)
        let html = try BudgetReportFixtures.file(rendered, ".html")
        let fun = try #require(section(of: "category-2", in: html))
        #expect(fun.contains("Over by £13.00"))
        #expect(fun.contains("Over budget by"))
        #expect(fun.contains("Over budget by £13.00: no unspent slice"))
        #expect(!fun.contains("Unspent"))
        let markdown = try BudgetReportFixtures.file(rendered, ".md")
        #expect(markdown.contains("| Fun \\<b\\> | £100.00 | £113.00 | £13.00 over budget | 113.0% |"))
        #expect(markdown.contains("Over budget by **£13.00**, so there is no unspent share."))
    }

    @Test func withinBudgetPieEndsWithTheUnspentSlice() throws {
        let markdown = try BudgetReportFixtures.file(try BudgetReportFixtures.render(BudgetReportFixtures.household), ".md")
        // The weekly shop is one slice (its days beneath), the three one-offs, then what is left;
        // four expenses need no Other slice.
        #expect(markdown.contains("| Big shop, weekly × 5 (2, 9, 16, 23 and 30 Mar) | £226.00 | 56.5% |"))
        #expect(markdown.contains("| Market | £7.25 | 1.8% |\n| Unspent | £126.25 | 31.6% |"))
        #expect(!markdown.contains("Other ("))
        // The expenses table shows the shop once, at the share the pie gives it.
        #expect(markdown.contains("| 2, 9, 16, 23 and 30 Mar 2026 | Big shop, weekly × 5 | Weekly | £226.00 | 56.5% |"))
    }

    @Test func emptyCategorySaysSoWithoutATableOrPie() throws {
        let html = try BudgetReportFixtures.file(try BudgetReportFixtures.render(BudgetReportFixtures.household), ".html")
        let clothes = try #require(section(of: "category-3", in: html))
        #expect(clothes.contains("Nothing was spent on Clothes in March 2026, so all £60.00 is left."))
        #expect(!clothes.contains("<table"))
        #expect(!clothes.contains("<svg"))
    }

    @Test func zeroBudgetHasNoShareButStillCounts() throws {
        let html = try BudgetReportFixtures.file(try BudgetReportFixtures.render(BudgetReportFixtures.household), ".html")
        let gifts = try #require(section(of: "category-4", in: html))
        #expect(gifts.contains("no budget"))
        // A single expense needs no pie: its one row says it all.
        #expect(!gifts.contains("category-4-pie"))
        #expect(!gifts.contains("NaN") && !gifts.contains("nan") && !gifts.contains("inf"))
    }

    @Test func wholeBudgetOfZeroRendersWithoutShares() throws {
        let yaml = "kind: budget\nperiod: 2026-03\ncategories:\n  - name: Nothing planned\n    budget: 0\n"
        let rendered = try BudgetReportFixtures.render(yaml)
        let html = try BudgetReportFixtures.file(rendered, ".html")
        #expect(html.contains("£0.00 of £0.00 spent"))
        #expect(html.contains("Nothing was spent on Nothing planned in March 2026, and it has no budget."))
        #expect(rendered.files.map(\.path).filter { !$0.hasSuffix(".svg") } == ["budget/budget.html", "budget/budget.md", "budget/budget/2026-03.html", "budget/budget/2026-03.md"], "no reminders, so no calendar file")
        #expect(rendered.entry.extraHref == nil)
        #expect(!html.contains(".ics"))
    }

    @Test func remindersThatAreAllInThePastWriteNoCalendar() throws {
        let yaml = "kind: budget\nperiod: 2025-03\ncategories:\n  - name: A\n    budget: 10\n    expenses:\n      - amount: 1\n        date: 2025-03-02\n        remind: true\n"
        let rendered = try BudgetReportFixtures.render(yaml)
        #expect(rendered.files.map(\.path).filter { !$0.hasSuffix(".svg") } == ["budget/budget.html", "budget/budget.md", "budget/budget/2025-03.html", "budget/budget/2025-03.md"])
        #expect(rendered.entry.extraHref == nil)
    }

    @Test func overspentBudgetShowsInTheIndexDetail() throws {
        let yaml = "kind: budget\nperiod: 2026-03\ncategories:\n  - name: A\n    budget: 10\n    expenses:\n      - amount: 12.50\n        date: 2026-03-02\n"
        let entry = try BudgetReportFixtures.render(yaml).entry
        #expect(entry.headline == "£12.50 of £10.00 spent")
        #expect(entry.detail == "£2.50 over · March 2026", "every category over: no £0.00 left")
    }

    /// The index line splits what is left from what is over, as the headline card does, rather
    /// than netting them (£10.00 left and £2.50 over is not "£7.50 left").
    @Test func indexDetailSplitsLeftFromOver() throws {
        let yaml = "kind: budget\nperiod: 2026-03\ncategories:\n  - name: A\n    budget: 10\n    expenses:\n      - amount: 12.50\n        date: 2026-03-02\n  - name: B\n    budget: 20\n    expenses:\n      - amount: 10\n        date: 2026-03-03\n  - name: C\n    budget: 5\n"
        let rendered = try BudgetReportFixtures.render(yaml)
        #expect(rendered.entry.detail == "£15.00 left · £2.50 over · March 2026")
        let html = try BudgetReportFixtures.file(rendered, ".html")
        #expect(html.contains("£15.00"), "the card shows the same left figure")
        let underOnly = "kind: budget\nperiod: 2026-03\ncategories:\n  - name: A\n    budget: 10\n"
        #expect(try BudgetReportFixtures.render(underOnly).entry.detail == "1 category · March 2026")
    }

    @Test func overviewCountsEveryTrackedMonth() throws {
        let yaml = "kind: budget\nperiod: 2026-03\ncategories:\n  - name: Rent\n    budget: 500\n    expenses:\n      - amount: 450\n        date: 2025-12-31\n        occurrence: monthly\n"
        let markdown = try BudgetReportFixtures.file(try BudgetReportFixtures.render(yaml), ".md")
        // Tracked from the first expense's month; the 31st falls on 28 February in 2026.
        #expect(markdown.contains("| Category | [Dec 2025](budget/2025-12.md) | [Jan 2026](budget/2026-01.md) | [Feb 2026](budget/2026-02.md) | [Mar 2026](budget/2026-03.md) | Total |"))
        #expect(markdown.contains("| Rent | £450.00 / £500.00 | £450.00 / £500.00 | £450.00 / £500.00 | £450.00 / £500.00 | £1,800.00 / £2,000.00 |"))
        #expect(markdown.contains("| 28 Feb 2026") == false, "the report's table lists only the period's payments")
        #expect(markdown.contains("| 31 Mar 2026 | Rent, 31 Mar | Monthly | £450.00 | 90.0% |"))
    }

    /// The HTML of one category's section.
    private func section(of anchor: String, in html: String) -> String? {
        guard let start = html.range(of: "id=\"\(anchor)\"") else { return nil }
        let rest = html[start.lowerBound...]
        guard let end = rest.range(of: "</section>") else { return nil }
        return String(rest[..<end.lowerBound])
    }
}

@Suite struct BudgetSortingTests {
    static let yaml = """
    kind: budget
    period: 2026-03
    sort: usage
    categories:
      - name: zoo
        budget: 10
      - name: Bus
        budget: 100
        expenses:
          - amount: 2
            date: 2026-03-01
            occurrence: daily
      - name: apples
        budget: 50
        expenses:
          - amount: 3
            date: 2026-03-05
      - name: Coffee
        budget: 50
        expenses:
          - amount: 3
            date: 2026-03-06
    """

    /// The category names in the order the HTML summary table lists them.
    private func order(_ html: String) -> [String] {
        var names: [String] = []
        var rest = Substring(html)
        while let range = rest.range(of: "<a href=\"#category-") {
            rest = rest[range.upperBound...]
            guard let open = rest.firstIndex(of: ">"), let close = rest.firstIndex(of: "<") else { break }
            names.append(String(rest[rest.index(after: open)..<close]))
        }
        return names
    }

    @Test func usageListsTheMostPaymentsFirstThenByName() throws {
        let html = try BudgetReportFixtures.file(try BudgetReportFixtures.render(Self.yaml), ".html")
        #expect(order(html) == ["Bus", "apples", "Coffee", "zoo"])
        #expect(html.contains("Categories are listed by usage"))
    }

    @Test func nameIgnoresCase() throws {
        let yaml = Self.yaml.replacingFirst("sort: usage", with: "sort: name")
        let html = try BudgetReportFixtures.file(try BudgetReportFixtures.render(yaml), ".html")
        #expect(order(html) == ["apples", "Bus", "Coffee", "zoo"])
    }

    @Test func theCommandLineOrderWinsOverTheFile() throws {
        let rendered = try BudgetReportFixtures.render(Self.yaml, order: .name)
        let html = try BudgetReportFixtures.file(rendered, ".html")
        #expect(order(html) == ["apples", "Bus", "Coffee", "zoo"])
        let markdown = try BudgetReportFixtures.file(rendered, ".md")
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings == ["Totals", "Categories", "apples", "Bus", "Coffee", "zoo", "Month by month"])
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
