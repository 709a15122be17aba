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

        /// A stepped series holds level to the slot where its value changes, then rises straight.
        @Test func aSteppedSeriesRisesStraightUpAtTheChange() throws {
            func path(stepped: Bool) throws -> [(x: Double, y: Double)] {
                let chart = LineChart(id: "s", title: "t", desc: "d", xLabels: ChartSamples.months(4), series: [.init(name: "s", values: [1, 1, 2, 2], stepped: stepped)])
                let line = try #require(ChartChecks.attributeValues("d", in: chart.svg()).first(where: { $0.hasPrefix("M") }))
                let numbers = line.split(whereSeparator: { $0 == "M" || $0 == "L" || $0 == " " }).compactMap { Double($0) }
                return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
            }
            let steps = try path(stepped: true)
            #expect(steps.count == 4)
            #expect(steps[0].y == steps[1].y && steps[1].x == steps[2].x && steps[2].y == steps[3].y)
            #expect(steps[2].y < steps[1].y)
            // Not stepped: a slanted segment from the second slot to the third.
            let slant = try path(stepped: false)
            #expect(slant.count == 4)
            #expect(slant[1].x < slant[2].x && slant[1].y > slant[2].y)
        }

        /// Each mark in range gets a rule; a label that would cover the next rule is left out, and
        /// one at the plot's right end sits left of its rule.
        @Test func marksDrawARuleEachAndLabelsWhereTheyFit() {
            let marks = [ChartMark(index: 100, label: "4.5%"), ChartMark(index: 101, label: "5.5%"), ChartMark(index: 359, label: "6.5%"), ChartMark(index: 400, label: "9%")]
            let chart = LineChart(id: "m", title: "t", desc: "d", xLabels: ChartSamples.months(360), series: [.init(name: "s", values: (0..<360).map { Double(360 - $0) })], marks: marks)
            let svg = chart.svg()
            ChartChecks.expectValid(svg, id: "m")
            #expect(ChartChecks.occurrences(of: "stroke-dasharray=\"3 3\"", in: svg) == 3)
            #expect(!svg.contains(">4.5%</text>"))
            #expect(svg.contains(">5.5%</text>"))
            #expect(svg.contains("text-anchor=\"end\" fill=\"\(ChartTheme.mutedInk)\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" style=\"paint-order:stroke\">6.5%</text>"))
            #expect(!svg.contains("9%"))
            // Without marks the chart is drawn as before: no rules.
            #expect(!LineChart(id: "m", title: "t", desc: "d", xLabels: ChartSamples.months(360), series: chart.series).svg().contains("3 3"))
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
