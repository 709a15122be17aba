import TallyEngines

/// A horizontal scale of coloured bands (e.g. the eight BMI categories) with a marker at a value.
///
/// Band names go in a key underneath rather than inside the bands, since narrow bands (BMI
/// 16–17) cannot hold a word; the boundaries are numbered under the bar.
public struct GaugeChart: Sendable {
    public var id: String
    public var title: String
    public var desc: String
    public var minimum: Double
    public var maximum: Double
    public var bands: [ChartBand]
    /// Where the marker points; clamped into the range so an extreme value still shows.
    public var value: Double
    /// The marker's text, e.g. `23.4`.
    public var valueLabel: String
    public var tickLabel: @Sendable (Double) -> String

    public init(
        id: String, title: String, desc: String, minimum: Double, maximum: Double, bands: [ChartBand],
        value: Double, valueLabel: String, tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 1)
    ) {
        self.id = id
        self.title = title
        self.desc = desc
        self.minimum = minimum
        self.maximum = maximum
        self.bands = bands
        self.value = value
        self.valueLabel = valueLabel
        self.tickLabel = tickLabel
    }

    private static let barTop = 48.0
    private static let barHeight = 22.0

    func draw() -> SVGWriter {
        let margin = CartesianPlot.margin
        let width = ChartTheme.width
        let left = margin + 4
        let barWidth = width - 2 * left
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if low > high { swap(&low, &high) }
        if high - low <= 0 { high = low + 1 }
        func x(_ value: Double) -> Double {
            left + barWidth * (min(max(value, low), high) - low) / (high - low)
        }
        let usable = bands.filter { $0.lower.isFinite && $0.upper.isFinite && $0.upper > $0.lower }
        let columns = keyColumns(usable)
        let legendRows = (usable.count + columns - 1) / columns
        let legendTop = Self.barTop + Self.barHeight + 36
        let height = legendTop + Double(legendRows) * ChartLegend.rowHeight + margin - 2

        // Neighbouring bands print as near-identical greys: each also gets its own texture,
        // repeated on its key swatch, so the bands can be told apart without colour.
        let head = self.head
        var definitions = PatternDefinitions(head: head)
        var fills = [String]()
        for index in usable.indices {
            fills.append(definitions.sequenceFill(colour: usable[index].colour, local: "band", index: index))
        }
        var writer = SVGWriter(head: head, width: width, height: height, capacity: 2048 + usable.count * 400)
        definitions.write(into: &writer)
        writer.rect(x: left, y: Self.barTop, width: barWidth, height: Self.barHeight, fill: ChartTheme.track)
        for (band, fill) in zip(usable, fills) {
            let start = x(band.lower)
            let end = x(band.upper)
            guard end > start else { continue }
            writer.rect(x: start, y: Self.barTop, width: end - start, height: Self.barHeight, fill: fill)
        }
        // Thin white seams between bands keep neighbours of similar grey apart in print.
        var boundaries = [low, high]
        for band in usable {
            for edge in [band.lower, band.upper] where edge > low && edge < high && !boundaries.contains(edge) {
                boundaries.append(edge)
                writer.line(x1: x(edge), y1: Self.barTop, x2: x(edge), y2: Self.barTop + Self.barHeight, stroke: "#ffffff", width: 1.5)
            }
        }
        drawBoundaryLabels(boundaries, x: x, into: &writer)
        drawMarker(at: x(value.isFinite ? value : low), into: &writer)
        drawKey(usable, fills: fills, columns: columns, top: legendTop, into: &writer)
        return writer
    }

    /// Ends first, then inner boundaries left to right wherever they do not collide.
    private func drawBoundaryLabels(_ boundaries: [Double], x: (Double) -> Double, into writer: inout SVGWriter) {
        let fontSize = ChartTheme.tickFontSize
        let inner = boundaries.dropFirst(2).sorted()
        var placed = [(Double, Double)]()
        writer.raw("<g font-size=\"11\" fill=\"")
        writer.raw(string: ChartTheme.mutedInk)
        writer.raw("\" text-anchor=\"middle\">")
        for edge in boundaries.prefix(2) + inner {
            let label = tickLabel(edge)
            let half = ChartText.estimatedWidth(label, fontSize: fontSize) / 2
            let centre = min(max(x(edge), half + 2), ChartTheme.width - half - 2)
            let span = (centre - half - 4, centre + half + 4)
            guard !placed.contains(where: { span.0 < $0.1 && $0.0 < span.1 }) else { continue }
            placed.append(span)
            writer.plainText(label, x: centre, y: Self.barTop + Self.barHeight + 16)
        }
        writer.raw("</g>")
    }

    private func drawMarker(at markerX: Double, into writer: inout SVGWriter) {
        let tip = Self.barTop + Self.barHeight + 2
        writer.line(x1: markerX, y1: Self.barTop - 8, x2: markerX, y2: tip, stroke: ChartTheme.ink, width: 2)
        writer.raw("<path d=\"M")
        writer.number(markerX - 7)
        writer.raw(" ")
        writer.number(Self.barTop - 14)
        writer.raw("H")
        writer.number(markerX + 7)
        writer.raw("L")
        writer.number(markerX)
        writer.raw(" ")
        writer.number(Self.barTop - 4)
        writer.raw("Z\" fill=\"")
        writer.raw(string: ChartTheme.ink)
        writer.raw("\"/>")
        let half = ChartText.estimatedWidth(valueLabel, fontSize: 13) * 1.05 / 2
        let centre = min(max(markerX, half + 2), ChartTheme.width - half - 2)
        writer.text(valueLabel, x: centre, y: Self.barTop - 20, size: 13, anchor: .middle, weight: 700)
    }

    private func keyText(_ band: ChartBand) -> String {
        band.label + " " + tickLabel(band.lower) + "–" + tickLabel(band.upper)
    }

    /// As many key columns (4, 3, 2 or, on a phone, 1) as fit every entry without cutting it short.
    private func keyColumns(_ bands: [ChartBand]) -> Int {
        let widest = bands.map { ChartText.estimatedWidth(keyText($0), fontSize: 11) }.max() ?? 0
        for columns in [4, 3, 2] where (ChartTheme.width - 2 * CartesianPlot.margin) / Double(columns) - 26 >= widest {
            return columns
        }
        return 1
    }

    private func drawKey(_ bands: [ChartBand], fills: [String], columns: Int, top: Double, into writer: inout SVGWriter) {
        let margin = CartesianPlot.margin
        let columnWidth = (ChartTheme.width - 2 * margin) / Double(columns)
        writer.raw("<g font-size=\"11\">")
        for (index, band) in bands.enumerated() {
            let x = margin + Double(index % columns) * columnWidth
            let middle = top + Double(index / columns) * ChartLegend.rowHeight + ChartLegend.rowHeight / 2
            writer.rect(x: x + 4, y: middle - 5.5, width: 11, height: 11, fill: fills[index], extra: " stroke=\"#000000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"")
            writer.fittedText(keyText(band), maxWidth: columnWidth - 26, x: x + 20, y: middle + 4, size: 11)
        }
        writer.raw("</g>")
    }
}
