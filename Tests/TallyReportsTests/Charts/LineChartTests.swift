import Testing
import TallyEngines
@testable import TallyReports

extension Charts {
    @Suite struct LineChartTests {
        @Test func longSeriesAreDownsampledKeepingTheEnds() throws {
            let values = (0..<360).map { Double($0) }
            let chart = LineChart(id: "l", title: "t", desc: "d", xLabels: ChartSamples.months(360), series: [.init(name: "s", values: values)])
            let svg = chart.svg()
            let paths = ChartChecks.attributeValues("d", in: svg)
            let line = try #require(paths.first(where: { $0.hasPrefix("M") }))
            let commands = line.filter { $0 == "M" || $0 == "L" }.count
            #expect(commands == Downsampling.defaultLimit)
            #expect(Downsampling.indices(count: 360).first == 0)
            #expect(Downsampling.indices(count: 360).last == 359)
            #expect(Downsampling.indices(count: 100) == Array(0..<100))
        }

        @Test func downsampledIndicesAreStrictlyIncreasingForManyLengths() {
            for count in [241, 300, 360, 361, 480, 1_000, 10_000] {
                let picked = Downsampling.indices(count: count)
                #expect(picked.count == Downsampling.defaultLimit)
                #expect(picked.first == 0 && picked.last == count - 1)
                #expect(zip(picked, picked.dropFirst()).allSatisfy { $0 < $1 })
            }
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
