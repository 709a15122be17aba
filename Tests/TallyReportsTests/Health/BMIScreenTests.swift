@testable import TallyReports
import TallyEngines
import TallyScenarios
import Testing

/// The BMI report's trend axis, band labels, healthy range and UK units.
@Suite struct BMIScreenTests {
    static let ukLog = """
    kind: bmi
    name: Sam
    units: imperial-uk
    height: 5ft 10in
    entries:
      - date: 2026-01-05
        weight: 13st 2lb
      - date: 2026-02-02
        weight: 12st 11lb
      - date: 2026-03-02
        weight: 12st 6lb
    """

    @Test func ukImperialLogsShowStonesAndPounds() throws {
        let rendered = try BMIReportGoldenTests.render(Self.ukLog, path: "scenarios/sam.yaml")
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") }).contents
        #expect(markdown.contains("| Date | Weight (st lb) | Trend (st lb) | Weight (kg) |"))
        // The trend on 2 Mar is 175.60 lb (scripts/oracles/weight-trend.py 2026-01-05=184 2026-02-02=179 2026-03-02=174).
        #expect(markdown.contains("| 12 st 6 lb | 12 st 7.6 lb | 78.9 kg |"))
        #expect(markdown.contains("losing 1.2 lb a week over the last two weeks"))
        #expect(markdown.contains("| Units shown | Imperial (stones and pounds) |"))
        let weightChart = try #require(rendered.files.first { $0.path.hasSuffix("-weight.svg") }).contents
        #expect(weightChart.contains(">Weight (st)<"))
    }

    @Test func theHealthyRangeAndTheDistanceToItAreShownForAdults() throws {
        let rendered = try BMIReportGoldenTests.render(Self.ukLog, path: "scenarios/sam.yaml")
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") }).contents
        // 1.778 m: BMI 18.5 at 58.48 kg (9 st 2.93 lb), 25 at 79.03 kg (12 st 6.24 lb).
        #expect(markdown.contains("| Healthy weight (BMI 18.5 to 25) | 9 st 2.9 lb to 12 st 6.2 lb |"))
        #expect(markdown.contains("| Latest weight against that range | Within it |"))
        let range = try BMICalculator.healthyWeightRange(height: try Quantity(170, .centimetre))
        #expect(range.lower == ExactFraction(ExactDecimal(mantissa: 534_65, scale: 3)))
        #expect(range.upper == ExactFraction(ExactDecimal(mantissa: 72_25, scale: 2)))
    }

    @Test func anUnknownSystemNamesImperialUK() {
        do {
            _ = try BMIReportGoldenTests.render("kind: bmi\nunits: imperial uk\nheight: 170cm\n")
            Issue.record("imperial uk is not a system")
        } catch {
            #expect(String(describing: error).contains("must be metric, imperial or imperial-uk"))
        }
    }

    static func bmiChart(_ values: [Double]) -> LineChart {
        var chart = LineChart(
            id: "t", title: "BMI", desc: "", xLabels: values.indices.map { "W\($0)" },
            series: [LineChart.Series(name: "BMI", values: values)],
            bands: BMIBand.all.map { ChartBand(lower: $0.lower ?? 0, upper: $0.upper ?? 100, colour: .black, label: $0.name) },
            yAxisTitle: "BMI", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
        chart.yIncludes = [18.5, 25]
        return chart
    }

    @Test func theAxisReachesTheBoundariesEitherSideOfTheData() {
        let svg = Self.bmiChart([22.1, 22.6, 23.0]).svg()
        #expect(svg.contains(">18<") || svg.contains(">18.5<") || svg.contains(">18.0<"))
        #expect(svg.contains(">25<") || svg.contains(">25.0<") || svg.contains(">26.0<"))
        #expect(svg.contains(">Normal<"))
    }

    @Test func aBandLabelGivesWayToALineRunningThroughEveryPlaceItCouldGo() {
        // A flat line through the middle of the only band on the axis, and a zig-zag filling it.
        let values = (0..<40).map { $0 % 2 == 0 ? 18.6 : 24.9 }
        let svg = Self.bmiChart(values).svg()
        #expect(!svg.contains(">Normal<"), "no label under the line")
    }
}
