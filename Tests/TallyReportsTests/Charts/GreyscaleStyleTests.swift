import Foundation
import TallyEngines
import Testing
@testable import TallyReports

extension Charts {
    /// A black-and-white print loses hue, so every chart must tell its parts apart by texture
    /// or dash as well: for N parts, N styles that differ pairwise once colour is set aside, with
    /// each legend swatch showing its part's style.
    @Suite struct GreyscaleStyle {
        /// 2…8 parts: up to as many as there are textures, and past the three dashes a
        /// comparison once cycled through.
        static let counts = Array(2...ChartPattern.allCases.count)

        static func values(_ part: Int) -> [Double] { (0..<6).map { Double(10 + part * 3 + $0) } }

        @Test(arguments: counts) func pieSlices(count: Int) {
            let chart = PieChart(
                id: "p", title: "Pie", desc: "Parts.",
                slices: (0..<count).map { .init(label: "Part \($0)", value: Double(10 + $0), amountText: "£\(10 + $0)") }
            )
            expectDistinctFills(chart.svg(), count: count)
        }

        @Test(arguments: counts) func groupedBarSeries(count: Int) {
            let series = (0..<count).map { ChartSeries(name: "Series \($0)", values: Self.values($0)) }
            let chart = GroupedBarChart(id: "g", title: "Bars", desc: "Bars.", xLabels: ChartSamples.months(6), series: series)
            expectDistinctFills(chart.svg(), count: count)
            let stacked = GroupedBarChart(id: "s", title: "Bars", desc: "Bars.", xLabels: ChartSamples.months(6), series: series, stacked: true)
            expectDistinctFills(stacked.svg(), count: count)
        }

        @Test(arguments: counts) func stackedAreaLayers(count: Int) {
            let layers = (0..<count).map { ChartSeries(name: "Layer \($0)", values: Self.values($0)) }
            let chart = StackedAreaChart(id: "a", title: "Areas", desc: "Areas.", xLabels: ChartSamples.months(6), layers: layers)
            expectDistinctFills(chart.svg(), count: count)
        }

        @Test(arguments: counts) func gaugeBands(count: Int) {
            let bands = (0..<count).map { ChartBand(lower: Double($0 * 5), upper: Double($0 * 5 + 5), colour: Colour.categorical(at: $0), label: "Band \($0)") }
            let chart = GaugeChart(id: "k", title: "Gauge", desc: "Gauge.", minimum: 0, maximum: Double(count * 5), bands: bands, value: 3, valueLabel: "3")
            expectDistinctFills(chart.svg(), count: count)
        }

        /// Budget bars need no texture per row: each row is named in words beside its bar (and an
        /// overspend is hatched, marked and said, as `BarAndGaugeChartTests` checks).
        @Test(arguments: counts) func budgetBarRowsAreNamed(count: Int) {
            let rows = (0..<count).map {
                BudgetBarChart.Row(label: "Line \($0)", spent: Money(minorUnits: Int64(1_000 * ($0 + 1))), budget: Money(minorUnits: 5_000),
                                   valueText: "£\($0 + 1)0.00 of £50.00")
            }
            let svg = BudgetBarChart(id: "b", title: "Bars", desc: "Bars.", rows: rows, currency: .gbp).svg()
            for index in 0..<count {
                #expect(ChartChecks.occurrences(of: ">Line \(index)</text>", in: svg) == 1, "row \(index) is named")
            }
        }

        /// Lines as callers write them most simply (every one `.solid` by default), and with two
        /// asking for the same dash: each still gets its own.
        @Test(arguments: Array(2...LineDash.allCases.count)) func lineSeries(count: Int) {
            let plain = (0..<count).map { LineChart.Series(name: "Line \($0)", values: Self.values($0)) }
            expectDistinctDashes(LineChart(id: "l", title: "Lines", desc: "Lines.", xLabels: ChartSamples.months(6), series: plain).svg(), count: count)
            var asked = plain
            for index in asked.indices { asked[index].dash = index % 2 == 0 ? .dashed : .solid }
            let svg = LineChart(id: "m", title: "Lines", desc: "Lines.", xLabels: ChartSamples.months(6), series: asked).svg()
            expectDistinctDashes(svg, count: count)
            #expect(Self.lineDashes(svg).legend.first == LineDash.dashed.dashArray, "a dash a caller chose is kept where it is free")
        }

        @Test func distinctDashesKeepFreeChoicesAndReplaceRepeats() {
            #expect(LineDash.distinct([.solid, .dashed]) == [.solid, .dashed])
            #expect(LineDash.distinct([.dashed, .dashed, .solid]) == [.dashed, .solid, .dotted])
            #expect(Set(LineDash.distinct(Array(repeating: .solid, count: LineDash.allCases.count))).count == LineDash.allCases.count)
        }

        // MARK: Reading the drawing

        /// The legend's swatches (every chart's key draws them with the same faint outline), each
        /// reduced to what survives a grey print: "solid", or its pattern's geometry.
        private func expectDistinctFills(_ svg: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let swatches = Self.captures(##"<rect [^>]*fill="([^"]+)" stroke="#000000" stroke-opacity="0\.3""##, in: svg)
            #expect(swatches.count == count, "one swatch per part: \(swatches)", sourceLocation: sourceLocation)
            let styles = swatches.map { Self.texture(of: $0, in: svg) }
            #expect(Set(styles).count == count, "parts alike in grey: \(styles)", sourceLocation: sourceLocation)
            for fill in swatches {
                // The swatch and at least one shape share the fill.
                #expect(ChartChecks.occurrences(of: "fill=\"\(fill)\"", in: svg) >= 2, "\(fill) keys no shape", sourceLocation: sourceLocation)
            }
        }

        private func expectDistinctDashes(_ svg: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let (legend, lines) = Self.lineDashes(svg)
            #expect(legend.count == count && lines.count == count, "legend \(legend), lines \(lines)", sourceLocation: sourceLocation)
            #expect(Set(lines).count == count, "lines alike in grey: \(lines)", sourceLocation: sourceLocation)
            #expect(legend == lines, "each swatch shows its line's dash", sourceLocation: sourceLocation)
        }

        /// The dash ("" for solid) of each legend swatch and each series' line, in order.
        static func lineDashes(_ svg: String) -> (legend: [String], lines: [String]) {
            let dash = #"(?: stroke-dasharray="([^"]+)")?"#
            let legend = captures(#"<line [^>]* stroke-width="2\.5" stroke-linecap="round""# + dash + "/>", in: svg)
            let lines = captures(##"<path d="[^"]*" fill="none" stroke="#[0-9a-f]{6}" stroke-width="2\.25"[^>]*?"## + dash + "/>", in: svg)
            return (legend, lines)
        }

        /// "solid" for a plain colour; for a pattern, its markup with every colour and opacity
        /// taken out (its ink is white or black by the colour under it).
        static func texture(of fill: String, in svg: String) -> String {
            guard fill.hasPrefix("url(#"), let id = fill.dropFirst(5).split(separator: ")").first,
                  let body = captures(#"<pattern id="\#(id)"(.*?)</pattern>"#, in: svg).first else { return "solid" }
            return body.replacingOccurrences(of: #"(fill|stroke)(-opacity)?="[^"]*""#, with: "", options: .regularExpression)
        }

        /// The first group of each match; "" where it did not take part.
        static func captures(_ pattern: String, in text: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
            let whole = NSRange(text.startIndex..., in: text)
            return regex.matches(in: text, range: whole).map { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
