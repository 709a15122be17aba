@testable import TallyReports
import TallyEngines
import TallyScenarios
import Testing

/// The weight trend on a BMI page (issue 29): the trend column, the chart's sinkers and
/// floaters, the rule, and the weekly rate in words, in the log's own units.
@Suite struct BMITrendPageTests {
    /// Worked by hand (and by scripts/oracles/weight-trend.py): 2 Jan has no weigh-in and takes
    /// 79.5, halfway between its neighbours. Trends 80, 79.95, 79.855, 79.8695; the least-squares
    /// slope through them is −0.04865 kg a day, −0.34055 kg a week.
    static let shortLog = """
    kind: bmi
    name: Short
    units: metric
    height: 180cm
    entries:
      - date: 2025-01-01
        weight: 80kg
      - date: 2025-01-03
        weight: 79kg
      - date: 2025-01-04
        weight: 80kg
    """

    static func pages(_ yaml: String) throws -> (html: String, markdown: String, weightChart: String) {
        let rendered = try BMIReportGoldenTests.render(yaml, path: "scenarios/short.yaml")
        let html = try #require(rendered.files.first { $0.path.hasSuffix(".html") }).contents
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") }).contents
        let chart = try #require(rendered.files.first { $0.path.hasSuffix("-weight.svg") }).contents
        return (html, markdown, chart)
    }

    /// Two weigh-ins on 1 Jan (80 and 78 kg) are one day of 79 kg for the trend: its first
    /// value; 2 Jan at 81 kg moves it a tenth of the way, to 79.2. Both weigh-ins are listed.
    @Test func severalWeighInsADayAreOneDayOfTheirMean() throws {
        let pages = try Self.pages("kind: bmi\nname: Two\nunits: metric\nheight: 180cm\nentries:\n  - date: 2025-01-01\n    weight: 80kg\n  - date: 2025-01-01\n    weight: 78kg\n  - date: 2025-01-02\n    weight: 81kg\n")
        #expect(pages.markdown.contains("| 1 Jan 2025 | 80.0 kg | 79.0 kg |"))
        #expect(pages.markdown.contains("| 1 Jan 2025 | 78.0 kg | 79.0 kg |"))
        #expect(pages.markdown.contains("| 2 Jan 2025 | 81.0 kg | 79.2 kg |"))
    }

    /// Body fat, where the log has it: its own column (a dash where a weigh-in has none) and a
    /// small chart with two readings or more.
    @Test func bodyFatHasAColumnAndAChart() throws {
        let yaml = "kind: bmi\nname: Fat\nunits: metric\nheight: 180cm\nentries:\n  - date: 2025-01-01\n    weight: 80kg\n    fat: 24.5%\n  - date: 2025-01-08\n    weight: 79kg\n  - date: 2025-01-15\n    weight: 78.5kg\n    fat: 23.9%\n"
        let rendered = try BMIReportGoldenTests.render(yaml, path: "scenarios/fat.yaml")
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") }).contents
        #expect(markdown.contains("| Change | Body fat |"))
        // The tracking table's rows: eight cells, the first a date.
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" Jan 2025 |") && $0.split(separator: "|").count == 8 }
        #expect(rows.count == 3)
        #expect(rows.map { $0.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) } == ["24.5%", "—", "23.9%"])
        let chart = try #require(rendered.files.first { $0.path.hasSuffix("-fat.svg") }).contents
        #expect(chart.contains("Body fat moved from 24.5% to 23.9% over 2 readings."))
        // Without readings, no column and no chart.
        let plain = try BMIReportGoldenTests.render(Self.shortLog, path: "scenarios/short.yaml")
        #expect(!plain.files.contains { $0.path.hasSuffix("-fat.svg") })
        #expect(!(try #require(plain.files.first { $0.path.hasSuffix(".md") }).contents.contains("Body fat")))
    }

    /// The index card gives the trend and its weekly rate beside the latest BMI.
    @Test func theIndexCardShowsTheTrendAndItsRate() throws {
        let rendered = try BMIReportGoldenTests.render(Self.shortLog, path: "scenarios/short.yaml")
        #expect(rendered.entry.headline == "BMI 24.7")
        #expect(rendered.entry.detail == "Normal · trend 79.9 kg, losing 0.34 kg a week")
    }

    @Test func theTableShowsTheTrendOnEachWeighInsDay() throws {
        let pages = try Self.pages(Self.shortLog)
        #expect(pages.markdown.contains("| Date | Weight (kg) | Trend (kg) | Weight (lb) |"))
        // 79.855 and 79.8695 both show as 79.9; the first trend is the first weight.
        #expect(pages.markdown.contains("| 1 Jan 2025 | 80.0 kg | 80.0 kg |"))
        #expect(pages.markdown.contains("| 3 Jan 2025 | 79.0 kg | 79.9 kg |"))
        #expect(pages.markdown.contains("| 4 Jan 2025 | 80.0 kg | 79.9 kg |"))
        #expect(pages.html.contains("<th scope=\"col\">Trend (kg)</th>") || pages.html.contains(">Trend (kg)<"))
    }

    @Test func theRateIsSaidInWordsOverTheDaysLogged() throws {
        let pages = try Self.pages(Self.shortLog)
        let sentence = "The trend is 79.9 kg, losing 0.34 kg a week over the 4 days logged."
        #expect(pages.html.contains(sentence))
        #expect(pages.markdown.contains(sentence))
        #expect(pages.markdown.contains("| Since the first weigh-in, 1 Jan 2025 | down 0.1 kg |"))
        #expect(pages.html.contains(BMITrendText.rule.replacingOccurrences(of: "'", with: "&#39;")) || pages.html.contains("a tenth of the way"))
        #expect(pages.markdown.contains("a tenth of the way from the day before"))
    }

    @Test func theChartDrawsEveryDayAndAStemForEachWeighIn() throws {
        let chart = try Self.pages(Self.shortLog).weightChart
        // Four days on the axis, three weigh-ins as dots on stems.
        #expect(chart.components(separatedBy: "stroke=\"#ffffff\" stroke-width=\"0.75\"/>").count - 1 == 3)
        #expect(chart.contains(">2 Jan 2025<") || chart.contains("2 Jan"))
        #expect(chart.contains("Trend (kg)"))
    }

    @Test func ratesAreInPoundsForImperialLogsAndTheChangeInStones() throws {
        // 14 st flat, then 13 st 7 lb 28 days later: the trend loses 7 lb along a straight line.
        let yaml = """
        kind: bmi
        units: imperial-uk
        height: 5ft 10in
        entries:
          - date: 2025-01-01
            weight: 14st
          - date: 2025-01-29
            weight: 13st 7lb
        """
        let pages = try Self.pages(yaml)
        let trend = WeightTrend(weighIns: [(CalendarDate(year: 2025, month: 1, day: 1)!, 14 * 14 * 0.45359237),
                                           (CalendarDate(year: 2025, month: 1, day: 29)!, (13 * 14 + 7) * 0.45359237)])
        let twoWeeks = try #require(trend.weeklyRate(overLast: 14)) / 0.45359237
        let fourWeeks = try #require(trend.weeklyRate(overLast: 28)) / 0.45359237
        let change = try #require(trend.change) / 0.45359237
        #expect(pages.markdown.contains("losing \(Self.oneDecimal(-twoWeeks)) lb a week over the last two weeks"))
        #expect(pages.markdown.contains("| Last four weeks | losing \(Self.oneDecimal(-fourWeeks)) lb a week |"))
        #expect(pages.markdown.contains("| Since the first weigh-in, 1 Jan 2025 | down \(Self.oneDecimal(-change)) lb |"))
    }

    @Test func aSteadyTrendIsHoldingSteady() {
        #expect(BMITrendText.rateWords(-0.004, in: .metric, locale: .enGB) == "holding steady")
        #expect(BMITrendText.rateWords(0.42, in: .metric, locale: .enGB) == "gaining 0.42 kg a week")
        #expect(BMITrendText.rateWords(-0.45359237, in: .imperial, locale: .enGB) == "losing 1.0 lb a week")
        #expect(BMITrendText.changeWords(-14 * 0.45359237 - 0.5 * 0.45359237, in: .imperialUK, locale: .enGB) == "down 1 st 0.5 lb")
    }

    static func oneDecimal(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }
}
