import TallyEngines

/// Layers stacked over a shared x axis, e.g. a savings balance split into deposit,
/// contributions and interest.
///
/// Layers get progressively lighter fills and each its own texture (the first solid), so the
/// bands remain distinct when printed in grayscale. Negative or non-finite values count as zero.
public struct StackedAreaChart: Sendable {
    public var id: String
    public var title: String
    public var desc: String
    public var xLabels: XAxisLabels
    /// Bottom layer first; missing trailing values count as zero.
    public var layers: [ChartSeries]
    public var yAxisTitle: String?
    public var xAxisTitle: String?
    public var tickLabel: @Sendable (Double) -> String

    public init(
        id: String, title: String, desc: String, xLabels: [String], layers: [ChartSeries],
        yAxisTitle: String? = nil, xAxisTitle: String? = nil,
        tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.init(
            id: id, title: title, desc: desc, xAxis: XAxisLabels(xLabels), layers: layers,
            yAxisTitle: yAxisTitle, xAxisTitle: xAxisTitle, tickLabel: tickLabel
        )
    }

    public init(
        id: String, title: String, desc: String, xAxis: XAxisLabels, layers: [ChartSeries],
        yAxisTitle: String? = nil, xAxisTitle: String? = nil,
        tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.id = id
        self.title = title
        self.desc = desc
        self.xLabels = xAxis
        self.layers = layers
        self.yAxisTitle = yAxisTitle
        self.xAxisTitle = xAxisTitle
        self.tickLabel = tickLabel
    }

    private static let tints = [0.0, 0.3, 0.55, 0.15, 0.45, 0.65]

    func draw() -> SVGWriter {
        let xCount = xLabels.slots(longest: layers.map(\.values.count))
        // Running totals: tops[layer][index] is the layer's cumulative top.
        var tops = [[Double]]()
        tops.reserveCapacity(layers.count)
        var running = [Double](repeating: 0, count: xCount)
        var high = 0.0
        for layer in layers {
            for index in 0..<xCount {
                let value = index < layer.values.count ? layer.values[index] : 0
                running[index] += value.isFinite && value > 0 ? value : 0
                high = max(high, running[index])
            }
            tops.append(running)
        }
        let hasData = high > 0
        let scale = NiceScale(dataMin: 0, dataMax: hasData ? high : 1, includeZero: true)
        let head = self.head
        var definitions = PatternDefinitions(head: head)
        var fills = [String]()
        var strokes = [String]()
        for (index, layer) in layers.enumerated() {
            let base = layer.colour ?? Colour.categorical(at: index)
            let fill = base.tinted(Self.tints[index % Self.tints.count])
            fills.append(definitions.sequenceFill(colour: fill, local: "layer", index: index))
            strokes.append(base.hex)
        }
        let legend = layers.indices.map { ChartLegend.Entry(label: layers[$0].name, swatch: .fill(fills[$0])) }
        let plot = CartesianPlot(
            scale: scale, tickLabel: tickLabel, xCount: xCount, xMode: .points,
            legend: legend, yTitle: yAxisTitle, xTitle: xAxisTitle
        )
        var writer = SVGWriter(
            head: head, width: ChartTheme.width, height: plot.totalHeight,
            capacity: 4096 + layers.count * 1600
        )
        definitions.write(into: &writer)
        plot.drawGrid(into: &writer)
        if hasData {
            // Each layer's top is simplified once and serves as its own outline and fill edge
            // and as the lower edge of the layer above, so neighbouring fills meet exactly.
            let bottom = plot.y(0)
            var lower = [ChartPoint(x: plot.x(0), y: bottom), ChartPoint(x: plot.x(xCount - 1), y: bottom)]
            for index in layers.indices {
                let upper = PolylineSimplifier.simplified((0..<xCount).map { ChartPoint(x: plot.x($0), y: plot.y(tops[index][$0])) })
                writer.raw("<path d=\"")
                writer.appendPolyline(upper)
                writer.appendPolylineReversed(lower, continuing: true)
                writer.raw("Z\" fill=\"")
                writer.raw(string: fills[index])
                writer.raw("\"/><path d=\"")
                writer.appendPolyline(upper)
                writer.raw("\" fill=\"none\" stroke=\"")
                writer.raw(string: strokes[index])
                writer.raw("\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>")
                lower = upper
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
