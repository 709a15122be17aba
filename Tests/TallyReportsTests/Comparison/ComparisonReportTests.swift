import TallyEngines
import TallyReports
import TallyScenarios
import Testing

/// Issue 26: a comparison page, exact in HTML and Markdown for offers with and without points,
/// and the figures a buyer checks against the Loan Estimate and against a rent-or-buy calculator.
@Suite struct ComparisonReportTests {
    static let files = [
        "offers/offer.yaml": "kind: loan\ntitle: 30 years at 6.75%\ncurrency: USD\nprincipal: 405000\nrate: 6.75\nyears: 30\npayment: ?\nstart: 2027-02\nclosing-costs: 4000\n",
        "offers/portland.yaml": "kind: loan\ntitle: Buy\ncurrency: USD\nprice: 400000\ndown-payment: 20%\nrate: 6.25\nyears: 30\npayment: ?\nstart: 2027-03\nclosing-costs: 9000\nproperty:\n  tax: 1.05%\n  insurance: 1500\n  tax-growth: 3%\n  insurance-growth: 3%\n",
        "offers/house.yaml": "kind: loan\ntitle: House\ncurrency: USD\nprice: 250000\ndown-payment: 20%\nrate: 6\nyears: 30\npayment: ?\nstart: 2027-03\n",
    ]

    static func render(_ yaml: String) throws -> RenderedScenario {
        let files = Self.files
        let context = ParseContext(settings: SiteSettings(), today: ReportFixtures.today, readFile: { path in
            files[path].map { .success(Array($0.utf8)) } ?? .failure(Diagnostics([]))
        })
        guard case .comparison(let scenario) = try ScenarioParser.parse(text: yaml, path: "offers/compare.yaml", context: context) else {
            throw ReportFixtures.FixtureError.wrongKind
        }
        return ComparisonReport.render(scenario, templates: try ReportFixtures.templates(), page: ReportFixtures.page)
    }

    static let points = "kind: comparison\ntitle: Points <or not>?\nbase: offer.yaml\nvariants:\n  2 points for 6.25%: {rate: 6.25, points: 2%}\nhorizons: [5]\n"

    @Test func pointsAgainstNoPointsMatchesGoldenFiles() throws {
        let rendered = try Self.render(Self.points)
        #expect(rendered.files.map(\.path) == ["comparison/compare.html", "comparison/compare.md", "comparison/compare-standing.svg", "comparison/compare-lead.svg", "comparison/compare-payments.svg"])
        try GoldenFile.check(rendered.files[0].contents, named: "comparison-points.html")
        try GoldenFile.check(rendered.files[1].contents, named: "comparison-points.md")
        #expect(rendered.entry.headline == "2 points for 6.25%")
        #expect(rendered.entry.detail == "cheapest over 5 years · 2 options")
    }

    /// The Loan Estimate's "In 5 Years" for each offer (numpy-financial agrees, see
    /// scripts/oracles/cost-timeline.py), the cheapest marked in words, and the break-even.
    @Test func theFiguresAreTheLoanEstimates() throws {
        let markdown = try Self.render(Self.points).files[1].contents
        #expect(markdown.contains("| 30 years at 6.75% | 161,609.20 | 24,803.19 | 380,196.81 | 136,806.01 | 2,070.85 |"))
        #expect(markdown.contains("| 2 points for 6.25% (cheapest) | 161,719.00 | 26,983.84 | 378,016.16 | 134,735.16 | — |"))
        #expect(markdown.contains("‘2 points for 6.25%’ costs less than ‘30 years at 6.75%’ from January 2031, after 48 payments, and stays so."))
        #expect(markdown.contains("| 2 points for 6.25% | 12,100.00 | 2,493.65 | 2,493.65 | 6.442% |"))
        let html = try Self.render(Self.points).files[0].contents
        #expect(html.contains("<h1>Points &lt;or not&gt;?</h1>"))
        #expect(html.contains("<tr class=\"best\">"))
    }

    /// Renting against buying: the renter invests the buyer's cash at closing and each month's
    /// difference; the sensitivity table moves each assumption two points either way.
    @Test func rentOrBuyComparesNetWorthWithASensitivityTable() throws {
        let yaml = """
        kind: comparison
        title: Rent or buy
        compare:
          - name: Buy
            scenarios: [house.yaml]
          - name: Rent
            rent: 1600
            rent-growth: 3%
        invest-difference: 5%
        home-growth: 3%
        selling-costs: 6%
        horizons: [5]
        """
        let markdown = try Self.render(yaml).files[1].contents
        #expect(markdown.contains("## What the answer hangs on"))
        #expect(markdown.contains("| Home growth (3%) |"))
        #expect(markdown.contains("| Rent growth (3%) |"))
        #expect(markdown.contains("Net worth"))
        // At closing the renter invests the $50,000.00 the buyer puts down.
        #expect(markdown.contains("| Buy | 50,000.00 | 1,199.10 |"))
    }

    /// examples/rent-or-buy.yaml's figures, as scripts/oracles/rent-or-buy.py works them out
    /// (numpy-financial's payment, every other step from the help's rules in Decimal).
    @Test func rentOrBuyAgreesWithTheOracle() throws {
        let yaml = "kind: comparison\ntitle: Rent or buy\ncompare:\n  - name: Buy\n    scenarios: [portland.yaml]\n  - name: Rent\n    rent: 2300\n    rent-growth: 3%\ninvest-difference: 5%\nhome-growth: 3%\nselling-costs: 6%\nhorizons: [5, 10, 20]\n"
        let markdown = try Self.render(yaml).files[1].contents
        #expect(markdown.contains("| Buy (best) | 1,337.20 | 138,089.07 | 139,426.27 | — |"))
        #expect(markdown.contains("| Buy (best) | 20,048.14 | 237,797.06 | 257,845.20 | — |"))
        #expect(markdown.contains("| Rent | 151,631.40 | 0.00 | 151,631.40 | 106,213.80 |"))
        #expect(markdown.contains("| Buy (best) | 158,402.06 | 509,125.77 | 667,527.83 | — |"))
        #expect(markdown.contains("| Rent | 249,738.37 | 0.00 | 249,738.37 |"))
    }
}
