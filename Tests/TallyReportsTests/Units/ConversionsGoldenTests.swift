import TallyReports
import TallyScenarios
import Testing

/// The units page of a history: exact HTML and Markdown, and the promises the page makes.
@Suite struct ConversionsGoldenTests {
    static let yaml = """
    kind: conversions
    title: Kitchen & <garage>
    precision: 2
    conversions:
      - category: weight
        value: 1
        unit: kg
        to: lb
        saved: 2026-01-01
      - value: 2
        unit: kg
        to: lb
      - value: 3
        unit: kg
        to: st-lb
        precision: 3
        saved: 2026-01-03
      - value: 4
        unit: kg
        to: oz
        saved: 2026-01-04
      - value: 5
        unit: kg
        to: g
        saved: 2026-01-05
      - value: 6
        unit: kg
        to: lb
        precision: 4
        saved: 2026-01-06
      - value: -40
        unit: c
        to: f
        saved: 2026-01-07
    """

    static func rendered() throws -> RenderedScenario {
        guard case .conversions(let scenario) = try ReportFixtures.scenario(yaml, path: "scenarios/conversions.yaml") else {
            throw ReportFixtures.FixtureError.wrongKind
        }
        return ConversionsReport.render(scenario, templates: try ReportFixtures.templates(), page: ReportFixtures.page)
    }

    @Test func pageMatchesGoldenFiles() throws {
        let rendered = try Self.rendered()
        #expect(rendered.files.map(\.path) == ["units/conversions.html", "units/conversions.md"])
        try GoldenFile.check(rendered.files[0].contents, named: "units-conversions.html")
        try GoldenFile.check(rendered.files[1].contents, named: "units-conversions.md")
    }

    @Test func sectionsShowTheLastFiveNewestFirstAndEveryCategoryHasAReference() throws {
        let html = try Self.rendered().files[0].contents
        #expect(html.contains("Kitchen &amp; &lt;garage&gt;"))
        for category in ["weight", "temperature", "length", "speed", "volume"] {
            #expect(html.contains("<a href=\"#units-\(category)\">"))
            #expect(html.contains("<section class=\"unit-category\" id=\"units-\(category)\""))
        }
        // The first weight conversion (1 kg) fell off; 6 kg is first, at its own four places.
        #expect(html.contains("<td>2 kg<"))
        #expect(!html.contains("<td>1 kg<"))
        let six = try #require(html.range(of: "13.2277 lb"))
        let two = try #require(html.range(of: "4.41 lb"))
        #expect(six.lowerBound < two.lowerBound)
        #expect(html.contains("<td>6.6 lb<"))
        #expect(html.contains("No length conversions saved yet. Save one with <code>tally convert &quot;5ft 7in&quot; --to cm --save</code>."))
        #expect(html.contains("\u{2212}40.00"))
    }
}
