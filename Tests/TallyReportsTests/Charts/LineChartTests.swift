import Testing
import TallyEngines
@testable import TallyReports

extension Charts {
    @Suite struct LineChartTests {
        @Test func longSeriesAreSimplifiedKeepingTheEnds() throws {
            let values = (0..<360).map { 1000 - Double($0 * $0) / 200 }
            let chart = LineChart(id: "l", title: "t", desc: "d", xLabels: ChartSamples.months(360), series: [.init(name: "s", values: values)])
            let svg = chart.svg()
            let paths = ChartChecks.attributeValues("d", in: svg)
            let line = try #require(paths.first(where: { $0.hasPrefix("M") }))
            let commands = line.filter { $0 == "M" || $0 == "L" }.count
            #expect(commands > 2 && commands < 60, "a smooth 360-point curve in \(commands) points")
            // The first point sits on the plot's left edge, the last on its right.
            let numbers = line.split(whereSeparator: { $0 == "M" || $0 == "L" || $0 == " " }).compactMap { Double($0) }
            let plot = CartesianPlot(scale: NiceScale(dataMin: 0, dataMax: 1000, includeZero: true), tickLabel: AxisLabels.number(decimals: 2), xCount: 360, xMode: .points, legend: [], yTitle: nil, xTitle: nil)
            #expect(abs(try #require(numbers.first) - plot.x(0)) < 0.01)
            #expect(abs(numbers[numbers.count - 2] - plot.x(359)) < 0.01)
        }

        @Test func aStraightLineIsDrawnFromItsEnds() throws {
            let chart = LineChart(id: "l", title: "t", desc: "d", xLabels: ChartSamples.months(120), series: [.init(name: "s", values: (0..<120).map { Double($0) })])
            let line = try #require(ChartChecks.attributeValues("d", in: chart.svg()).first(where: { $0.hasPrefix("M") }))
            #expect(line.filter { $0 == "L" }.count == 1)
        }

        @Test func dashedSeriesAndLegendAreDrawn() {
            let svg = ChartSamples.loanLine().svg()
            #expect(svg.contains("stroke-dasharray=\"7 4\""))
            #expect(svg.contains(">Scheduled</text>"))
            #expect(svg.contains(">Overpaying £300/month</text>"))
            #expect(svg.contains(">£350k</text>"))
            #expect(svg.contains(">£0</text>"))
        }

        @Test func gapsSplitTheLineAndLonePointsGetADot() {
            let chart = LineChart(id: "g", title: "t", desc: "d", xLabels: ChartSamples.months(5), series: [.init(name: "s", values: [1, 2, nil, 3, nil])])
            let svg = chart.svg()
            let line = ChartChecks.attributeValues("d", in: svg).first(where: { $0.hasPrefix("M") }) ?? ""
            #expect(line.filter { $0 == "M" }.count == 2)
            #expect(ChartChecks.occurrences(of: "<circle", in: svg) == 1)
        }

        @Test func bandsAreClippedToTheAxisRange() {
            let svg = ChartSamples.bmiLine().svg()
            #expect(svg.contains(">Overweight</text>"))
            // 24.6 to 27.9 zooms to 24.5–28, so the obese and underweight bands are out of view.
            #expect(!svg.contains("Obese"))
            #expect(!svg.contains("Underweight"))
        }

        @Test func drawsA360PointChartQuickly() {
            let chart = ChartSamples.loanLine()
            _ = chart.svg()
            let clock = ContinuousClock()
            let rounds = 50
            let elapsed = clock.measure {
                for _ in 0..<rounds { _ = chart.svg() }
            }
            // Generous for debug builds; release is far below a millisecond.
            #expect(elapsed / rounds < .milliseconds(10))
        }
    }
}

@Suite struct ChartReviewRegressionTests {
    @Test func aTinySpanEndsAndHugeValuesStayOnTheCanvas() throws {
        let scale = NiceScale(dataMin: 0, dataMax: .leastNonzeroMagnitude, includeZero: false)
        #expect(!scale.ticks.isEmpty)
        let chart = LineChart(id: "big", title: "t", desc: "d", xLabels: ["a", "b"], series: [.init(name: "s", values: [1, 5.37e15])])
        let svg = chart.svg()
        let path = try #require(ChartChecks.attributeValues("d", in: svg).first(where: { $0.hasPrefix("M") }))
        let numbers = path.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        #expect(numbers.allSatisfy { $0 >= 0 && $0 <= 640 })
    }
}
