import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

extension Charts {
    /// The work a loan's charts share between both canvases (values placed up the plot, bars,
    /// thinned labels, escaped heads) against what each canvas would work out alone.
    @Suite struct ChartFastPathTests {
        static func randomValues(_ random: inout SeededRandom, count: Int) -> [Double] {
            var values: [Double] = [0, -0, 0.005, -0.005, 1e12, -1e12, 1e12.nextUp, 1e12.nextDown, (-1e12).nextUp, (-1e12).nextDown,
                                    999_999_999_999.995, -999_999_999_999.995, .infinity, -.infinity, .nan, 9_999.995, 10_000]
            for _ in 0..<count {
                let magnitude = [1.0, 100, 1e4, 1e8, 1e13][random.int(in: 0...4)]
                var value = (random.unit() - 0.3) * magnitude
                if random.int(in: 0...3) == 0 { value = (value * 200).rounded() / 200 }
                values.append(value)
            }
            return values
        }

        @Test func sharedFractionsPlaceValuesAsTheProjectionDoes() {
            var random = SeededRandom(seed: 77)
            for round in 0..<60 {
                let count = random.int(in: 0...400)
                let high = random.unit() * [1.0, 1e3, 1e6][round % 3]
                let values: [Double?] = (0..<count).map { _ in
                    switch random.int(in: 0...9) {
                    case 0: return nil
                    case 1: return [.nan, .infinity, -.infinity][random.int(in: 0...2)]
                    default: return random.unit() * high * 1.3 - high * 0.2
                    }
                }
                let scale = random.bool()
                    ? NiceScale(dataMin: 0, dataMax: max(high, 1e-9), includeZero: true)
                    : NiceScale(dataMin: high / 3, dataMax: high / 3, includeZero: false)
                let fractions = CartesianPlot.Projection.fractions(of: values, scale: scale)
                #expect(fractions.count == values.count)
                for canvas in [ChartCanvas.wide, .narrow] {
                    ChartCanvas.$current.withValue(canvas) {
                        let plot = CartesianPlot(
                            scale: scale, tickLabel: { ChartNumber.format($0) }, xCount: count, xMode: round % 2 == 0 ? .points : .bands,
                            legend: [], yTitle: random.bool() ? "Balance" : nil, xTitle: nil
                        )
                        let projection = plot.projection
                        for index in values.indices {
                            guard let value = values[index], value.isFinite else {
                                #expect(fractions[index].isNaN)
                                continue
                            }
                            #expect(projection.point(index, fraction: fractions[index]) == projection.point(index, value))
                            #expect(projection.y(fraction: fractions[index]) == plot.y(value))
                        }
                    }
                }
            }
        }

        /// The bars as the chart drew them before their fractions were shared: each slot's bars
        /// projected from the values on the canvas' own plot.
        static func referenceBars(_ chart: GroupedBarChart, fills: [String]) -> String {
            let xCount = max(chart.xLabels.count, chart.series.map { $0.values.count }.max() ?? 0)
            var high = 0.0
            for slot in 0..<xCount {
                var sum = 0.0
                for line in chart.series where slot < line.values.count {
                    let value = line.values[slot]
                    if chart.stacked {
                        if value.isFinite && value > 0 { sum += value }
                    } else if value.isFinite {
                        high = max(high, value)
                    }
                }
                high = max(high, sum)
            }
            let scale = NiceScale(dataMin: 0, dataMax: high > 0 ? high : 1, includeZero: true)
            let legend = chart.series.indices.map { ChartLegend.Entry(label: chart.series[$0].name, swatch: .fill(fills[$0])) }
            let plot = CartesianPlot(
                axis: YAxis(scale: scale, tickLabel: chart.tickLabel), xCount: xCount, xMode: .bands,
                legend: legend, yTitle: chart.yAxisTitle, xTitle: nil
            )
            var writer = SVGWriter(idPrefix: "r", title: "t", desc: "d", width: 10, height: 10, capacity: 64)
            let count = Double(chart.series.count)
            let groupWidth = plot.slotWidth * 0.72
            let barWidth = chart.stacked ? min(groupWidth, 34) : min(groupWidth / count, 26)
            let gap = barWidth > 6 ? 1.5 : 0
            let used = chart.stacked ? barWidth : barWidth * count
            for slot in 0..<xCount {
                let start = plot.x(slot) - used / 2
                var base = 0.0
                for (index, line) in chart.series.enumerated() where slot < line.values.count {
                    let value = line.values[slot]
                    guard value.isFinite, value > 0 else { continue }
                    if chart.stacked {
                        let top = plot.y(base + value)
                        writer.rect(x: start + gap / 2, y: top, width: barWidth - gap, height: plot.y(base) - top, fill: fills[index])
                        base += value
                    } else {
                        let top = plot.y(value)
                        writer.rect(x: start + Double(index) * barWidth + gap / 2, y: top, width: barWidth - gap, height: plot.y(0) - top, fill: fills[index])
                    }
                }
            }
            return writer.body.string
        }

        @Test func sharedBarsStandWhereEachPlotPlacesThem() {
            var random = SeededRandom(seed: 31)
            for round in 0..<60 {
                let count = random.int(in: 1...45)
                let values = (0..<count).map { _ in random.int(in: 0...11) == 0 ? -random.unit() * 1e3 : random.unit() * [1.0, 1e3, 1e6][round % 3] }
                let chart = GroupedBarChart(
                    id: "bars", title: "Bars", desc: "Bars", xAxis: .years(from: 2020, count: count),
                    series: [.init(name: "Principal", values: values), .init(name: "Interest", values: values.map { $0 / 3 }.reversed())],
                    yAxisTitle: random.bool() ? "Paid in the year" : nil, stacked: round % 2 == 0, tickLabel: AxisLabels.compactMoney(symbol: "£")
                ).preparedForCanvases()
                for canvas in [ChartCanvas.wide, .narrow] {
                    ChartCanvas.$current.withValue(canvas) {
                        let suffix = canvas == .narrow ? "-n" : ""
                        let fills = [Colour.categorical(at: 0).hex, "url(#bars\(suffix)-series1)"]
                        let drawn = chart.draw().body.string
                        let bars = Self.referenceBars(chart, fills: fills)
                        #expect(drawn.contains(bars), "round \(round) \(canvas)")
                    }
                }
            }
        }

        /// The x labels drawn, as the list the axis built before it walked them in place.
        static func referenceShown(count: Int, step: Int, slotWidth: Double, needed: Double) -> [Int] {
            var shown = Array(stride(from: 0, to: count, by: step))
            if let last = shown.last, last != count - 1 {
                if slotWidth * Double(count - 1 - last) < needed { shown.removeLast() }
                shown.append(count - 1)
            }
            return shown
        }

        @Test func thinnedLabelsAreTheListsLabels() {
            let steps = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120, 240, 600, 1200]
            for count in [0, 1, 2, 3, 5, 7, 12, 13, 25, 31, 59, 61, 100, 121, 180, 359, 360, 361, 500] {
                let labels = XAxisLabels((0..<count).map { "L\($0)" })
                for canvas in [ChartCanvas.wide, .narrow] {
                    ChartCanvas.$current.withValue(canvas) {
                        let plot = CartesianPlot(
                            scale: NiceScale(dataMin: 0, dataMax: 1, includeZero: true), tickLabel: { ChartNumber.format($0) },
                            xCount: max(count, 1), xMode: count % 2 == 0 ? .points : .bands, legend: [], yTitle: nil, xTitle: nil
                        )
                        var writer = SVGWriter(idPrefix: "x", title: "t", desc: "d", width: 10, height: 10, capacity: 64)
                        plot.drawXLabels(labels, into: &writer)
                        let drawn = writer.body.string.split(separator: "<text").dropFirst().compactMap { element -> Int? in
                            guard let open = element.firstIndex(of: ">"), let close = element.firstIndex(of: "<") else { return nil }
                            return Int(element[element.index(open, offsetBy: 2)..<close])
                        }
                        let shown = min(count, plot.xCount)
                        let needed = labels.widestWidth(of: shown, fontSize: ChartTheme.tickFontSize) + 14
                        var step = 1
                        for candidate in steps {
                            step = candidate
                            if plot.slotWidth * Double(candidate) >= needed { break }
                        }
                        while plot.slotWidth * Double(step) < needed && step < plot.xCount { step *= 2 }
                        #expect(drawn == Self.referenceShown(count: shown, step: step, slotWidth: plot.slotWidth, needed: needed), "\(count) \(canvas)")
                    }
                }
            }
        }

        @Test func headsEscapeAsThePagesDo() {
            for text in ["Each calendar year's payments", "Tom & Jerry <loan> \"q\"", "plain", "", "Café €1,200 & more"] {
                let head = SVGHead(id: "id&\(text.count)", title: text, desc: text + "'")
                #expect(head.title == text.htmlEscaped)
                #expect(head.desc == (text + "'").htmlEscaped)
                #expect(head.idPrefix(for: .wide) == "id&amp;\(text.count)")
                #expect(head.idPrefix(for: .narrow) == "id&amp;\(text.count)-n")
            }
        }

        @Test func textWidthsOfNonASCIILabelsAddTheirScalars() {
            #expect(ChartText.estimatedUnits("£350k") == 0.58 + 0.58 + 0.58 + 0.58 + 0.54)
            #expect(ChartText.estimatedUnits("日本") == 0.62 + 0.62)
        }

        @Test func balancesDivideAsMajorUnitsDo() {
            var random = SeededRandom(seed: 5)
            for digits in 0...4 {
                let divisor = TimeValueCharts.majorUnitDivisor(minorDigits: digits)
                for _ in 0..<2_000 {
                    let minor = Int64(random.int(in: -1_000_000_000...1_000_000_000)) * Int64(random.int(in: 1...1_000))
                    let money = Money(minorUnits: minor)
                    #expect(Double(minor) / divisor == money.major(minorDigits: digits))
                }
            }
        }
    }
}
