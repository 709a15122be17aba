import TallyEngines

/// Vertical bars grouped per x label, e.g. each month's spending beside its budget.
///
/// Series after the first are textured (each its own, `PatternDefinitions.sequenceFill`) so that
/// "spent" and "budget" stay apart in grayscale.
/// Negative and non-finite values draw as zero.
public struct GroupedBarChart: Sendable {
    public var id: String
    public var title: String
    public var desc: String
    public var xLabels: XAxisLabels
    public var series: [ChartSeries]
    public var yAxisTitle: String?
    /// Series stacked in one bar per label (parts of a whole) instead of side by side.
    public var stacked: Bool
    public var tickLabel: @Sendable (Double) -> String
    /// Set by `preparedForCanvases()`.
    var shared: Shared?

    /// What both canvases draw alike, worked out from the data once.
    struct Shared: Sendable {
        let xCount: Int
        let hasData: Bool
        let axis: YAxis
        let head: SVGHead
        /// Every bar drawn, in drawing order, placed up the plot as fractions of its height:
        /// the scale is the same on both canvases, so only the step to coordinates is redone.
        let bars: [Bar]
    }

    /// A bar's slot, series and its top and bottom as `CartesianPlot.Projection` fractions.
    struct Bar: Sendable {
        let slot: Int
        let series: Int
        let top: Double
        let bottom: Double
    }

    public init(
        id: String, title: String, desc: String, xLabels: [String], series: [ChartSeries],
        yAxisTitle: String? = nil, stacked: Bool = false,
        tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.init(
            id: id, title: title, desc: desc, xAxis: XAxisLabels(xLabels), series: series,
            yAxisTitle: yAxisTitle, stacked: stacked, tickLabel: tickLabel
        )
    }

    public init(
        id: String, title: String, desc: String, xAxis: XAxisLabels, series: [ChartSeries],
        yAxisTitle: String? = nil, stacked: Bool = false,
        tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.stacked = stacked
        self.id = id
        self.title = title
        self.desc = desc
        self.xLabels = xAxis
        self.series = series
        self.yAxisTitle = yAxisTitle
        self.tickLabel = tickLabel
    }

    func sharedWork() -> Shared {
        let xCount = xLabels.slots(longest: series.map(\.values.count))
        var high = 0.0
        if stacked {
            for slot in 0..<xCount {
                var sum = 0.0
                for index in series.indices where slot < series[index].values.count {
                    let value = series[index].values[slot]
                    if value.isFinite && value > 0 { sum += value }
                }
                high = max(high, sum)
            }
        } else {
            for line in series {
                for value in line.values where value.isFinite { high = max(high, value) }
            }
        }
        let hasData = high > 0
        let scale = NiceScale(dataMin: 0, dataMax: hasData ? high : 1, includeZero: true)
        return Shared(
            xCount: xCount, hasData: hasData, axis: YAxis(scale: scale, tickLabel: tickLabel), head: head,
            bars: hasData ? bars(xCount: xCount, scale: scale) : []
        )
    }

    /// Stacked bars rise from the one below (its top their bottom); side by side, from zero.
    /// Values that are not finite and positive draw no bar.
    private func bars(xCount: Int, scale: NiceScale) -> [Bar] {
        let lower = scale.lower
        let span = scale.upper - scale.lower
        func fraction(_ value: Double) -> Double {
            CartesianPlot.Projection.fraction(of: value, lower: lower, span: span)
        }
        let zero = fraction(0)
        var bars = [Bar]()
        bars.reserveCapacity(xCount * series.count)
        // The value arrays taken out once: a series read per bar costs retains and releases.
        let columns = series.map(\.values)
        for slot in 0..<xCount {
            var base = 0.0
            for index in columns.indices where slot < columns[index].count {
                let value = columns[index][slot]
                guard value.isFinite, value > 0 else { continue }
                if stacked {
                    bars.append(Bar(slot: slot, series: index, top: fraction(base + value), bottom: fraction(base)))
                    base += value
                } else {
                    bars.append(Bar(slot: slot, series: index, top: fraction(value), bottom: zero))
                }
            }
        }
        return bars
    }

    func draw() -> SVGWriter {
        let shared = sharedForDrawing
        let xCount = shared.xCount
        let hasData = shared.hasData
        var definitions = PatternDefinitions(head: shared.head)
        var fills = [String]()
        for (index, line) in series.enumerated() {
            let colour = line.colour ?? Colour.categorical(at: index)
            fills.append(definitions.sequenceFill(colour: index == 0 ? colour : colour.tinted(0.35), local: "series", index: index))
        }
        let legend = series.indices.map { ChartLegend.Entry(label: series[$0].name, swatch: .fill(fills[$0])) }
        let plot = CartesianPlot(
            axis: shared.axis, xCount: xCount, xMode: .bands,
            legend: legend, yTitle: yAxisTitle, xTitle: nil
        )
        var writer = SVGWriter(
            head: shared.head, width: ChartTheme.width, height: plot.totalHeight,
            capacity: 3072 + xCount * series.count * 90
        )
        definitions.write(into: &writer)
        plot.drawGrid(into: &writer)
        if hasData && !series.isEmpty {
            let groupWidth = plot.slotWidth * 0.72
            let barWidth = stacked ? min(groupWidth, 34) : min(groupWidth / Double(series.count), 26)
            let gap = barWidth > 6 ? 1.5 : 0
            let used = stacked ? barWidth : barWidth * Double(series.count)
            // The projection's y is the plot's, with the scale's fields read once.
            let projection = plot.projection
            let width = max(barWidth - gap, 0)
            var slot = -1
            var start = 0.0
            for bar in shared.bars {
                if bar.slot != slot {
                    slot = bar.slot
                    start = plot.x(slot) - used / 2
                }
                let x = stacked ? start + gap / 2 : start + Double(bar.series) * barWidth + gap / 2
                let top = projection.y(fraction: bar.top)
                writer.rect(x: x, y: top, width: width, height: projection.y(fraction: bar.bottom) - top, fill: fills[bar.series])
            }
        } else {
            plot.drawNoData(into: &writer)
        }
        plot.drawBaseline(into: &writer)
        plot.drawXLabels(xLabels, into: &writer)
        plot.drawLegendAndTitles(into: &writer)
        return writer
    }
}
