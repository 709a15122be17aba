import TallyEngines

/// How a line is stroked, so two series stay distinct in a grayscale print: lines' counterpart
/// of `ChartPattern`, solid first, then ever busier strokes.
public enum LineDash: ChartStyleSequence {
    case solid
    case dashed
    case dotted
    case dashDot
    case longDash
    case dashDotDot

    var dashArray: String? {
        switch self {
        case .solid: return nil
        case .dashed: return "7 4"
        case .dotted: return "1.5 3.5"
        case .dashDot: return "9 4 1.5 4"
        case .longDash: return "16 5"
        case .dashDotDot: return "9 4 1.5 4 1.5 4"
        }
    }

    /// Each series' dash as asked, except that one already taken by an earlier series gives way
    /// to the first in `sequence` that is free, so no two lines in a chart share a stroke (and a
    /// grey print can still tell them apart) while callers keep the dash they chose where they can.
    static func distinct(_ asked: [LineDash]) -> [LineDash] {
        var used = Set<LineDash>()
        return asked.enumerated().map { index, dash in
            let chosen = used.contains(dash) ? (allCases.first { !used.contains($0) } ?? sequence(at: index)) : dash
            used.insert(chosen)
            return chosen
        }
    }
}

/// Lines over a shared x axis of labels (usually months), with optional shaded y bands and
/// vertical marks at x slots.
public struct LineChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        /// One value per x label; `nil` leaves a gap. Shorter series simply end early.
        public var values: [Double?]
        public var colour: Colour?
        public var dash: LineDash
        /// Drawn as steps: each value holds level until the next one's slot, where the line
        /// rises or falls straight, as a payment that changes on one month does. A slanted
        /// segment would say the value changed gradually between two slots.
        public var stepped: Bool
        /// Points drawn as dots, each joined by a stem to the line's value at its slot, as The
        /// Hacker's Diet draws weigh-ins against their trend ("sinkers and floaters"); `nil` draws none.
        public var stems: [Double?] = []

        public init(name: String, values: [Double?], colour: Colour? = nil, dash: LineDash = .solid, stepped: Bool = false) {
            self.name = name
            self.values = values
            self.colour = colour
            self.dash = dash
            self.stepped = stepped
        }

        public init(name: String, values: [Double], colour: Colour? = nil, dash: LineDash = .solid, stepped: Bool = false) {
            self.init(name: name, values: values.map { Optional($0) }, colour: colour, dash: dash, stepped: stepped)
        }
    }

    public var id: String
    public var title: String
    public var desc: String
    public var xLabels: XAxisLabels
    public var series: [Series]
    public var bands: [ChartBand]
    /// Vertical rules at x slots, each labelled beside it where there is room.
    public var marks: [ChartMark]
    public var yAxisTitle: String?
    public var xAxisTitle: String?
    /// Money axes start at zero; measurements such as BMI zoom to the data.
    public var startsAtZero: Bool
    /// Values the y axis must reach besides the data, e.g. the band boundaries either side of it.
    public var yIncludes: [Double] = []
    public var tickLabel: @Sendable (Double) -> String
    /// Set by `preparedForCanvases()`.
    var shared: Shared?

    /// What both canvases draw alike, worked out from the data once.
    struct Shared: Sendable {
        let xCount: Int
        let hasData: Bool
        let axis: YAxis
        let colours: [Colour]
        /// Each series' stroke, no two alike (`LineDash.distinct`).
        let dashes: [LineDash]
        let legend: [ChartLegend.Entry]
        let head: SVGHead
        /// Per series, each value's place up the plot (0 at the bottom, 1 at the top) as
        /// `CartesianPlot.Projection.y` works it out, NaN for a gap: the scale is the same on
        /// both canvases, so only the step from place to coordinate is taken per drawing.
        let fractions: [[Double]]
    }

    public init(
        id: String, title: String, desc: String, xLabels: [String], series: [Series],
        bands: [ChartBand] = [], marks: [ChartMark] = [], yAxisTitle: String? = nil, xAxisTitle: String? = nil,
        startsAtZero: Bool = true, tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.init(
            id: id, title: title, desc: desc, xAxis: XAxisLabels(xLabels), series: series, bands: bands, marks: marks,
            yAxisTitle: yAxisTitle, xAxisTitle: xAxisTitle, startsAtZero: startsAtZero, tickLabel: tickLabel
        )
    }

    public init(
        id: String, title: String, desc: String, xAxis: XAxisLabels, series: [Series],
        bands: [ChartBand] = [], marks: [ChartMark] = [], yAxisTitle: String? = nil, xAxisTitle: String? = nil,
        startsAtZero: Bool = true, tickLabel: @escaping @Sendable (Double) -> String = AxisLabels.number(decimals: 2)
    ) {
        self.id = id
        self.title = title
        self.desc = desc
        self.xLabels = xAxis
        self.series = series
        self.bands = bands
        self.marks = marks
        self.yAxisTitle = yAxisTitle
        self.xAxisTitle = xAxisTitle
        self.startsAtZero = startsAtZero
        self.tickLabel = tickLabel
    }

    func sharedWork() -> Shared {
        let xCount = xLabels.slots(longest: series.map(\.values.count))
        var low = Double.infinity
        var high = -Double.infinity
        for line in series {
            // `min` and `max` spelled out (`max` takes the later of equal values, so -0 after 0).
            for case let value? in line.values where value.isFinite {
                if value < low { low = value }
                if value >= high { high = value }
            }
            for case let value? in line.stems where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        let hasData = low <= high
        if hasData {
            for value in yIncludes where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        let scale = hasData
            ? NiceScale(dataMin: low, dataMax: high, includeZero: startsAtZero)
            : NiceScale(dataMin: 0, dataMax: 1, includeZero: true)
        let colours = series.indices.map { series[$0].colour ?? Colour.categorical(at: $0) }
        let dashes = LineDash.distinct(series.map(\.dash))
        // A lone series named like the axis ("Balance" over "Balance") needs no key.
        let soleName = series.count == 1 ? series[0].name : nil
        let legend = series.count > 1 || !(soleName?.isEmpty ?? true) && soleName != yAxisTitle
            ? series.indices.map { ChartLegend.Entry(label: series[$0].name, swatch: .line(stroke: colours[$0].hex, dash: dashes[$0].dashArray)) }
            : []
        let axis = YAxis(scale: scale, tickLabel: tickLabel)
        let fractions = series.map { CartesianPlot.Projection.fractions(of: $0.values, scale: axis.scale) }
        return Shared(
            xCount: xCount, hasData: hasData, axis: axis, colours: colours, dashes: dashes, legend: legend,
            head: head, fractions: fractions
        )
    }

    func draw() -> SVGWriter {
        let shared = sharedForDrawing
        let hasData = shared.hasData
        let colours = shared.colours
        let plot = CartesianPlot(
            axis: shared.axis, xCount: shared.xCount, xMode: .points,
            legend: shared.legend, yTitle: yAxisTitle, xTitle: xAxisTitle
        )
        var writer = SVGWriter(
            head: shared.head, width: ChartTheme.width, height: plot.totalHeight,
            capacity: 3072 + series.count * 1200
        )
        drawBands(plot: plot, into: &writer)
        plot.drawGrid(into: &writer)
        plot.drawBaseline(into: &writer)
        plot.drawXLabels(xLabels, into: &writer)
        plot.drawLegendAndTitles(into: &writer)
        drawMarkRules(plot: plot, into: &writer)
        if hasData {
            for index in series.indices {
                drawSeries(series[index], fractions: shared.fractions[index], colour: colours[index], dash: shared.dashes[index], plot: plot, into: &writer)
            }
        } else {
            plot.drawNoData(into: &writer)
        }
        drawMarkLabels(plot: plot, into: &writer)
        return writer
    }

    private func drawBands(plot: CartesianPlot, into writer: inout SVGWriter) {
        for band in bands where band.lower.isFinite && band.upper.isFinite {
            let lower = max(min(band.lower, band.upper), plot.scale.lower)
            let upper = min(max(band.lower, band.upper), plot.scale.upper)
            guard upper > lower else { continue }
            let top = plot.y(upper)
            let bottom = plot.y(lower)
            writer.rect(x: plot.left, y: top, width: plot.width, height: bottom - top, fill: band.colour.tinted(0.82).hex, extra: " class=\"band\"")
            // Edges drawn too, since pale neighbouring fills merge into one grey on paper.
            let edge = band.colour.tinted(0.45).hex
            for y in [top, bottom] where y > plot.top + 0.5 && y < plot.top + plot.height - 0.5 {
                writer.line(x1: plot.left, y1: y, x2: plot.left + plot.width, y2: y, stroke: edge, width: 0.75, extra: " stroke-dasharray=\"3 3\"")
            }
            if bottom - top >= 14 && !band.label.isEmpty,
               let place = labelPlace(band.label, top: top, bottom: bottom, plot: plot) {
                // A halo in the ground's colour keeps the label clear of the band's edge lines.
                writer.text(
                    place.text, x: place.x, y: place.y, size: 10, anchor: place.anchor,
                    fill: ChartTheme.mutedInk, extra: " stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" style=\"paint-order:stroke\""
                )
            }
        }
    }

    /// Where a band's label fits: inside the band, off every gridline, and clear of every line
    /// drawn over it. Tries the right end, then the left, at heights from the band's middle
    /// outwards; nil when nowhere fits, since a label under a line or a gridline cannot be read.
    private func labelPlace(_ label: String, top: Double, bottom: Double, plot: CartesianPlot) -> (text: String, x: Double, y: Double, anchor: SVGWriter.Anchor)? {
        let text = ChartText.truncated(label, fontSize: 10, maxWidth: plot.width / 2)
        let width = ChartText.estimatedWidth(text, fontSize: 10) + 4
        let gridYs = plot.scale.ticks.map { plot.y($0) }
        let middle = (top + bottom) / 2
        var heights = [middle]
        var offset = 4.0
        while middle - offset - 8 >= top || middle + offset + 3 <= bottom {
            heights += [middle - offset, middle + offset]
            offset += 4
        }
        for (anchor, right) in [(SVGWriter.Anchor.end, plot.left + plot.width - 6), (.start, plot.left + 6)] {
            let boxLeft = anchor == .end ? right - width : right
            let boxRight = boxLeft + width
            for centre in heights {
                // The text's box: about 8 units above the baseline and 2 below, plus a margin.
                let boxTop = centre - 6.5
                let boxBottom = centre + 4.5
                guard boxTop >= top, boxBottom <= bottom else { continue }
                if gridYs.contains(where: { $0 >= boxTop - 1 && $0 <= boxBottom + 1 }) { continue }
                if series.contains(where: { crosses($0, left: boxLeft, right: boxRight, top: boxTop - 2, bottom: boxBottom + 2, plot: plot) }) { continue }
                return (text, right, centre + 3.5, anchor)
            }
        }
        return nil
    }

    /// Whether a series' drawn line passes through a box: its points in the box's span, and its
    /// segments there (a stepped series' level and rise), compared by their y range.
    private func crosses(_ line: Series, left: Double, right: Double, top: Double, bottom: Double, plot: CartesianPlot) -> Bool {
        func segmentCrosses(_ start: (x: Double, y: Double), _ point: (x: Double, y: Double)) -> Bool {
            guard max(start.x, point.x) >= left, min(start.x, point.x) <= right else { return false }
            // The segment's y over the part of it inside the box's x span.
            func y(at x: Double) -> Double {
                point.x == start.x ? point.y : start.y + (point.y - start.y) * (x - start.x) / (point.x - start.x)
            }
            let a = point.x == start.x ? start.y : y(at: max(left, min(start.x, point.x)))
            let b = y(at: min(right, max(start.x, point.x)))
            return max(a, b) >= top && min(a, b) <= bottom
        }
        var previous: (x: Double, y: Double)?
        for index in line.values.indices {
            guard let value = line.values[index], value.isFinite else {
                previous = nil
                continue
            }
            let point = (x: plot.x(index), y: plot.y(value))
            if let start = previous {
                if line.stepped {
                    let corner = (x: point.x, y: start.y)
                    if segmentCrosses(start, corner) || segmentCrosses(corner, point) { return true }
                } else if segmentCrosses(start, point) {
                    return true
                }
            } else if point.x >= left, point.x <= right, point.y >= top - 3, point.y <= bottom + 3 {
                return true
            }
            previous = point
        }
        return false
    }

    /// A thin dotted rule at each mark's slot, under the lines.
    private func drawMarkRules(plot: CartesianPlot, into writer: inout SVGWriter) {
        for mark in marks where mark.index >= 0 && mark.index < plot.xCount {
            let x = plot.x(mark.index)
            writer.line(x1: x, y1: plot.top, x2: x, y2: plot.top + plot.height, stroke: ChartTheme.faintInk, extra: " stroke-dasharray=\"3 3\"")
        }
    }

    /// Each mark's label beside its rule, over the lines: to the rule's right, or its left where
    /// the plot ends. A label that would run into another or cover another rule is left out
    /// (its rule stays), since a reader could not tell which rule it names. All labels share
    /// one row, at the top of the plot, or at the bottom where a line passes through the top.
    private func drawMarkLabels(plot: CartesianPlot, into writer: inout SVGWriter) {
        let shown = marks.filter { $0.index >= 0 && $0.index < plot.xCount }
        guard !shown.isEmpty else { return }
        let rules = shown.map { plot.x($0.index) }
        let plotRight = plot.left + plot.width
        var labels: [(text: String, x: Double, anchor: SVGWriter.Anchor, left: Double, right: Double)] = []
        for (mark, rule) in zip(shown, rules) where !mark.label.isEmpty {
            let text = ChartText.truncated(mark.label, fontSize: 10, maxWidth: plot.width / 3)
            let width = ChartText.estimatedWidth(text, fontSize: 10)
            let onRight = rule + 4 + width <= plotRight
            let left = onRight ? rule + 4 : rule - 4 - width
            let right = left + width
            if let last = labels.last, left < last.right + 6 { continue }
            if rules.contains(where: { $0 != rule && $0 >= left - 3 && $0 <= right + 3 }) { continue }
            labels.append((text, onRight ? rule + 4 : rule - 4, onRight ? .start : .end, left, right))
        }
        // Baselines: the box runs about 10 units above a baseline and 1 below.
        let rows = [plot.top + 13, plot.top + plot.height - 5]
        let baseline = rows.first { baseline in
            !labels.contains { label in
                series.contains { crosses($0, left: label.left - 2, right: label.right + 2, top: baseline - 12, bottom: baseline + 3, plot: plot) }
            }
        } ?? rows[0]
        for label in labels {
            // The halo keeps the label clear of a gridline or a line it must sit over.
            writer.text(
                label.text, x: label.x, y: baseline, size: 10, anchor: label.anchor, fill: ChartTheme.mutedInk,
                extra: " stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" style=\"paint-order:stroke\""
            )
        }
    }

    /// Each unbroken run of values as one simplified polyline; a run of one point also gets a dot.
    /// `fractions` are the series' values placed up the plot (`Shared.fractions`).
    private func drawSeries(_ line: Series, fractions: [Double], colour: Colour, dash: LineDash, plot: CartesianPlot, into writer: inout SVGWriter) {
        let hex = colour.hex
        var isolated = [ChartPoint]()
        var opened = false
        let projection = plot.projection
        var points = [ChartPoint]()
        points.reserveCapacity(fractions.count)
        var start = 0
        while start < fractions.count {
            // Each unbroken run of values, projected.
            points.removeAll(keepingCapacity: true)
            var end = start
            while end < fractions.count, !fractions[end].isNaN {
                let point = projection.point(end, fraction: fractions[end])
                // A step: level to this slot, then straight up or down to the value.
                if line.stepped, end > start, fractions[end] != fractions[end - 1] {
                    points.append(ChartPoint(x: point.x, y: points[points.count - 1].y))
                }
                points.append(point)
                end += 1
            }
            guard end > start else {
                start += 1
                continue
            }
            if points.count == 1 { isolated.append(points[0]) }
            if !opened {
                writer.raw("<path d=\"")
                opened = true
            }
            writer.appendPolyline(PolylineSimplifier.simplified(points))
            start = end
        }
        if opened {
            writer.raw("\" fill=\"none\" stroke=\"")
            writer.raw(string: hex)
            writer.raw("\" stroke-width=\"2.25\" stroke-linejoin=\"round\" stroke-linecap=\"round\"")
            if let dash = dash.dashArray {
                writer.raw(" stroke-dasharray=\"")
                writer.raw(string: dash)
                writer.raw("\"")
            }
            writer.raw("/>")
        }
        drawStems(line, colour: colour, plot: plot, into: &writer)
        for point in isolated {
            writer.raw("<circle")
            writer.attribute("cx", point.x)
            writer.attribute("cy", point.y)
            writer.raw(" r=\"3\" fill=\"")
            writer.raw(string: hex)
            writer.raw("\"/>")
        }
    }

    /// Each stem as a thin line from the series' value to the point, then the point as a dot
    /// ringed in white, so dots that touch the line stay visible.
    private func drawStems(_ line: Series, colour: Colour, plot: CartesianPlot, into writer: inout SVGWriter) {
        let hex = colour.hex
        for (index, stem) in line.stems.enumerated() where index < line.values.count {
            guard let point = stem, point.isFinite, let value = line.values[index], value.isFinite else { continue }
            let x = plot.x(index)
            // A point on the line (the first weigh-in is its own trend) has no stem to draw.
            if abs(plot.y(value) - plot.y(point)) >= 0.5 {
                writer.line(x1: x, y1: plot.y(value), x2: x, y2: plot.y(point), stroke: hex, width: 1)
            }
            writer.raw("<circle")
            writer.attribute("cx", x)
            writer.attribute("cy", plot.y(point))
            writer.raw(" r=\"3\" fill=\"")
            writer.raw(string: hex)
            writer.raw("\" stroke=\"#ffffff\" stroke-width=\"0.75\"/>")
        }
    }
}
