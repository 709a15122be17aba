import Testing
import TallyTestSupport
import TallyEngines
@testable import TallyReports

extension Charts {
    @Suite struct PieChartTests {
        /// The percentages shown in the legend, read back from the SVG.
        private func legendPercentages(_ svg: String) -> [Double] {
            var result = [Double]()
            for piece in svg.components(separatedBy: "%</text>").dropLast() {
                guard let start = piece.lastIndex(of: ">") else { continue }
                if let value = Double(piece[piece.index(after: start)...]) { result.append(value) }
            }
            return result
        }

        @Test func legendPercentagesSumToOneHundred() {
            var random = SeededRandom(seed: 7)
            for _ in 0..<300 {
                let count = random.int(in: 1...12)
                let values = (0..<count).map { _ in random.unit() < 0.15 ? 0 : (random.unit() * 1_000).rounded() / 10 + 0.01 }
                let svg = PieChart(id: "p", title: "t", desc: "d", slices: values.map { .init(label: "s", value: $0, amountText: "a") }).svg()
                let shown = legendPercentages(svg)
                #expect(shown.count == values.filter { $0 > 0 }.count)
                if !shown.isEmpty {
                    #expect(abs(shown.reduce(0, +) - 100) <= 0.1)
                }
                let tenths = PieChart.sharesInTenths(of: values)
                #expect(tenths.reduce(0, +) == (values.contains { $0 > 0 } ? 1000 : 0))
            }
        }

        @Test func sharesFollowLargestRemainders() {
            #expect(PieChart.sharesInTenths(of: [1, 1, 1]) == [334, 333, 333])
            #expect(PieChart.sharesInTenths(of: [1, 0, 3]) == [250, 0, 750])
            #expect(PieChart.sharesInTenths(of: [0, 0]) == [0, 0])
            #expect(PieChart.sharesInTenths(of: [.nan, 2]) == [0, 1000])
        }

        @Test func aSingleSliceIsAFullCircle() {
            let svg = PieChart(id: "p", title: "t", desc: "d", slices: [.init(label: "All", value: 10, amountText: "£10.00"), .init(label: "None", value: 0, amountText: "£0.00")]).svg()
            #expect(svg.contains("<circle"))
            #expect(!svg.contains(" A"))
            #expect(svg.contains(">100.0%</text>"))
            #expect(!svg.contains(">None<"))
        }

        @Test func slicesCarryDistinctPatternsSharedWithTheLegend() {
            let svg = ChartSamples.spendingPie().svg()
            // Six drawn slices (Gifts is zero): one solid, five patterned, each used by slice and swatch.
            #expect(ChartChecks.occurrences(of: "<pattern ", in: svg) == 5)
            for index in 1..<6 {
                #expect(ChartChecks.occurrences(of: "url(#spend-slice\(index))", in: svg) == 2)
            }
            #expect(svg.contains(">Over budget by £45.20</text>"))
            #expect(!svg.contains(">Gifts<"))
            #expect(svg.contains(">54.5%</text>"))
        }
    }
}
