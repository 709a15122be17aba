import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

extension Charts {
    /// A figure prepares a chart once (scale, tick labels, escaped text) and draws it on both
    /// canvases; every drawing must be byte for byte the one the chart draws unprepared.
    @Suite struct SharedChartWorkTests {
        /// Wide and narrow, inline and standalone.
        static func drawings(_ chart: some ChartDrawing) -> [String] {
            [false, true].flatMap { standalone in
                ChartCanvas.$standalone.withValue(standalone) {
                    [chart.svg(), ChartCanvas.$current.withValue(.narrow) { chart.svg() }]
                }
            }
        }

        static func expectSameDrawings(_ chart: some ChartDrawing, _ comment: String) {
            let plain = drawings(chart)
            let prepared = drawings(chart.preparedForCanvases())
            #expect(prepared == plain, "\(comment)")
        }

        @Test func samplesDrawAlikePrepared() {
            for sample in ChartSamples.drawings() {
                Self.expectSameDrawings(sample.chart, sample.name)
            }
        }

        @Test func randomChartsDrawAlikePrepared() {
            var random = SeededRandom(seed: 439)
            let texts = ["Balance", "Tom & Jerry's <loan>", "\"Quoted\" > 'single'", "Café €1,200", "", "A rather long series name that a phone's legend has to cut short"]
            for round in 0..<80 {
                let count = random.int(in: 0...45)
                let values = (0..<count).map { _ in random.int(in: 0...11) == 0 ? -random.unit() * 1e3 : random.unit() * [1.0, 1e3, 1e6][random.int(in: 0...2)] }
                let text = texts[random.int(in: 0...(texts.count - 1))]
                let other = texts[random.int(in: 0...(texts.count - 1))]
                let line = LineChart(
                    id: "line&\(round)", title: text, desc: other, xLabels: ChartSamples.months(count),
                    series: Array([LineChart.Series(name: text, values: values), LineChart.Series(name: other, values: values.map { $0 / 2 }, dash: .dotted)].prefix(random.int(in: 1...2))),
                    yAxisTitle: random.bool() ? "Balance" : nil, startsAtZero: random.bool(), tickLabel: AxisLabels.compactMoney(symbol: "£")
                )
                Self.expectSameDrawings(line, "line \(round)")
                let bars = GroupedBarChart(
                    id: "bars<\(round)>", title: other, desc: text, xAxis: .years(from: 2020 + round, count: count),
                    series: [.init(name: "Principal", values: values), .init(name: text, values: values.reversed())],
                    yAxisTitle: text, stacked: random.bool(), tickLabel: AxisLabels.compactMoney(symbol: "€")
                )
                Self.expectSameDrawings(bars, "bars \(round)")
                let slices = values.prefix(random.int(in: 0...5)).enumerated().map { index, value in
                    PieChart.Slice(label: index == 0 ? text : "Slice \(index)", value: value, amountText: "£\(Int(value))")
                }
                var pie = PieChart(id: "pie'\(round)", title: text, desc: other, slices: slices, note: random.bool() ? other : nil)
                if random.bool() { pie.tenths = PieChart.sharesInTenths(of: slices.map(\.value)).filter { $0 > 0 } }
                Self.expectSameDrawings(pie, "pie \(round)")
            }
        }

        @Test func yearLabelsReadAsTheStringsWould() {
            for (first, count) in [(2026, 31), (1999, 3), (-12, 30), (995, 10), (0, 0), (9990, 20), (-5, 1)] {
                let years = XAxisLabels.years(from: first, count: count)
                let given = XAxisLabels((0..<count).map { String(first + $0) })
                #expect(years.count == given.count)
                #expect((0..<count).allSatisfy { years.label(at: $0) == given.label(at: $0) })
                for limit in 0...(count + 1) {
                    #expect(years.widestWidth(of: limit, fontSize: 11) == given.widestWidth(of: limit, fontSize: 11), "\(first) \(count) \(limit)")
                }
            }
        }
    
        /// Runs broken by gaps and non-finite values, drawn from the points projected in place.
        @Test func gappedSeriesDrawEveryRun() throws {
            let values: [Double?] = [1, 2, nil, 3, .nan, 4, 5, 6, nil, nil, 7]
            let chart = LineChart(id: "gaps", title: "Gaps", desc: "", xLabels: ChartSamples.months(values.count), series: [.init(name: "Value", values: values)])
            let svg = chart.svg()
            // Runs of 2, 1, 3 and 1 points: four moves, two of them lone points with a dot.
            let path = try #require(svg.range(of: "<path d=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
            #expect(path.filter { $0 == "M" }.count == 4)
            #expect(svg.components(separatedBy: "<circle").count - 1 == 2)
        }
    }
}
