import TallyReports
import TallyScenarios
import Testing

/// A BMI report: exact HTML and Markdown for a metric log, and the empty and under-20 cases.
@Suite struct BMIReportGoldenTests {
    static func render(_ yaml: String, path: String = "scenarios/alex.yaml") throws -> RenderedScenario {
        guard case .bmi(let scenario) = try ReportFixtures.scenario(yaml, path: path) else {
            throw ReportFixtures.FixtureError.wrongKind
        }
        return BMIReport.render(scenario, templates: try ReportFixtures.templates(), page: ReportFixtures.page)
    }

    static let metric = """
    kind: bmi
    name: Alex <Morgan>
    age: 34
    gender: female
    units: metric
    height: 170cm
    notes: Mornings, *before* breakfast.
    entries:
      - date: 2026-02-02
        weight: 71.1kg
      - date: 2026-01-05
        weight: 72.4kg
      - date: 2026-03-02
        weight: 11st 2lb
      - date: 2026-04-06
        weight: 53.4kg
    """

    @Test func metricReportMatchesGoldenFiles() throws {
        let rendered = try Self.render(Self.metric)
        #expect(rendered.files.map(\.path) == ["health/alex.html", "health/alex.md", "health/alex-gauge.svg", "health/alex-bmi.svg", "health/alex-weight.svg"])
        try GoldenFile.check(rendered.files[0].contents, named: "bmi-metric.html")
        try GoldenFile.check(rendered.files[1].contents, named: "bmi-metric.md")
        #expect(rendered.entry.headline == "BMI 18.5")
        #expect(rendered.entry.detail == "Normal · trend 57.8 kg, losing 3.30 kg a week")
    }

    @Test func reportShowsTheLatestBMIGaugeTableAndCharts() throws {
        let html = try Self.render(Self.metric).files[0].contents
        #expect(html.contains("<title>Alex &lt;Morgan&gt; · Tally</title>"))
        #expect(html.contains("<p class=\"answer-value\">18.5 <span class=\"bmi-category\">"))
        #expect(html.contains("Your BMI is in the healthy range."))
        #expect(html.contains("id=\"alex-gauge-title\"") || html.contains("alex-gauge"))
        #expect(html.contains("alex-bmi"))
        #expect(html.contains("alex-weight"))
        // Sorted by date, with the change in kg and the weight in both systems.
        let january = try #require(html.range(of: "5 Jan 2026"))
        let february = try #require(html.range(of: "2 Feb 2026"))
        #expect(january.lowerBound < february.lowerBound)
        #expect(html.contains("<td>\u{2212}1.3 kg<"))
        #expect(html.contains("<td>159.6 lb<"))
        #expect(html.contains("<td>70.8 kg<"))
    }

    @Test func aLogWithoutEntriesShowsDetailsAndHowToStart() throws {
        let rendered = try Self.render("kind: bmi\nname: New Start\nunits: imperial\nheight: 5ft 7in\n", path: "new.yaml")
        let html = rendered.files[0].contents
        #expect(html.contains("5 ft 7.0 in (170.2 cm)"))
        #expect(html.contains("No weigh-ins yet."))
        #expect(!html.contains("<svg"))
        #expect(rendered.files[1].contents.contains("No weigh-ins yet."))
        #expect(rendered.entry.headline == "No weigh-ins yet")
    }

    @Test func underTwentyTheAdultCategoriesAreNotApplied() throws {
        let rendered = try Self.render("""
        kind: bmi
        name: Teen
        age: 15
        height: 160cm
        entries:
          - date: 2026-01-05
            weight: 50kg
        """, path: "teen.yaml")
        let html = rendered.files[0].contents
        #expect(html.contains("Adult BMI categories do not apply under 20; BMI-for-age percentiles do."))
        #expect(html.contains("n/a under 20"))
        #expect(!html.contains("Your BMI is in the healthy range."))
        #expect(rendered.files[1].contents.contains("BMI-for-age percentiles"))
    }

    /// The Change column is the difference of the weights as shown, so it never contradicts them.
    @Test func changeIsTheDifferenceOfTheShownWeights() throws {
        let rendered = try Self.render("""
        kind: bmi
        name: Close
        height: 170cm
        entries:
          - date: 2026-01-05
            weight: 72.44kg
          - date: 2026-01-12
            weight: 72.46kg
          - date: 2026-01-19
            weight: 72.54kg
        """, path: "close.yaml")
        let markdown = rendered.files[1].contents
        #expect(markdown.contains("| 5 Jan 2026 | 72.4 kg |"))
        #expect(markdown.contains("| 12 Jan 2026 | 72.5 kg |"))
        #expect(markdown.contains("| 19 Jan 2026 | 72.5 kg |"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| 12 Jan 2026") || $0.hasPrefix("| 19 Jan 2026") }
        #expect(rows.count == 2)
        #expect(rows.first?.hasSuffix("| +0.1 kg |") == true)
        #expect(rows.last?.hasSuffix("| 0.0 kg |") == true)
        #expect(rendered.files[0].contents.contains("<td>+0.1 kg<"))
    }

    @Test func aFallShowsATrueMinusSign() throws {
        let rendered = try Self.render("""
        kind: bmi
        height: 170cm
        entries:
          - date: 2026-01-05
            weight: 72.46kg
          - date: 2026-01-12
            weight: 72.44kg
        """, path: "fall.yaml")
        #expect(rendered.files[0].contents.contains("<td>\u{2212}0.1 kg<"))
    }
}
