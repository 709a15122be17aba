/// The shared frame of line, area and bar charts: margins, gridlines, tick labels and axis titles.
///
/// Layout follows the labels actually drawn (widest tick label, legend rows), so long money
/// labels or many series never run into the plot.
struct CartesianPlot {
    /// Points sit on the gridlines' ends (lines, areas); bands give each label a slot (bars).
    enum XMode {
        case points
        case bands
    }

    static let margin = 14.0
    static let plotHeight = 210.0

    let left: Double
    let top: Double
    let width: Double
    let height: Double
    let totalHeight: Double
    let scale: NiceScale
    let xCount: Int
    let xMode: XMode
    let tickLabels: [String]
    let legend: ChartLegend
    let yTitle: String?
    let xTitle: String?

    init(
        scale: NiceScale, tickLabel: (Double) -> String, xCount: Int, xMode: XMode,
        legend: [ChartLegend.Entry], yTitle: String?, xTitle: String?
    ) {
        self.init(axis: YAxis(scale: scale, tickLabel: tickLabel), xCount: xCount, xMode: xMode, legend: legend, yTitle: yTitle, xTitle: xTitle)
    }

    init(axis: YAxis, xCount: Int, xMode: XMode, legend: [ChartLegend.Entry], yTitle: String?, xTitle: String?) {
        let totalWidth = ChartTheme.width
        let margin = Self.margin
        scale = axis.scale
        self.xCount = xCount
        self.xMode = xMode
        self.yTitle = yTitle.flatMap { $0.isEmpty ? nil : $0 }
        self.xTitle = xTitle.flatMap { $0.isEmpty ? nil : $0 }
        tickLabels = axis.labels
        let widest = axis.widest
        self.legend = ChartLegend(entries: legend, width: totalWidth - 2 * margin)
        var top = margin
        if legend.isEmpty == false { top += self.legend.height + 8 }
        if self.yTitle != nil { top += 22 }
        top += 6
        self.top = top
        left = margin + min(widest, 160) + 8
        width = totalWidth - left - margin - 4
        height = Self.plotHeight
        totalHeight = top + height + 22 + (self.xTitle != nil ? 20 : 0) + margin - 4
    }

    func x(_ index: Int) -> Double {
        switch xMode {
        case .points:
            guard xCount > 1 else { return left + width / 2 }
            return left + width * Double(index) / Double(xCount - 1)
        case .bands:
            guard xCount > 0 else { return left + width / 2 }
            return left + width * (Double(index) + 0.5) / Double(xCount)
        }
    }

    /// Values beyond the axis (larger than a scale can hold) are drawn at its edge, never off
    /// the canvas.
    func y(_ value: Double) -> Double {
        top + height * (1 - min(max(scale.fraction(of: value), 0), 1))
    }

    /// `x(_:)` and `y(_:)` with the plot's fields and the checks that do not change from point
    /// to point worked out once, for a series of hundreds of points. The arithmetic per point
    /// is the same, so are the coordinates.
    struct Projection {
        let left: Double
        let width: Double
        let top: Double
        let height: Double
        let lower: Double
        let span: Double
        /// `xCount - 1` for points, `xCount` for bands; zero when every point sits in the middle.
        let slots: Double
        let offset: Double

        @inline(__always)
        func point(_ index: Int, _ value: Double) -> ChartPoint {
            point(index, fraction: Self.fraction(of: value, lower: lower, span: span))
        }

        /// `point` for a value already placed up the plot (`fractions(of:scale:)`).
        @inline(__always)
        func point(_ index: Int, fraction: Double) -> ChartPoint {
            let x = slots > 0 ? left + width * (Double(index) + offset) / slots : left + width / 2
            return ChartPoint(x: x, y: y(fraction: fraction))
        }

        @inline(__always)
        func y(_ value: Double) -> Double {
            y(fraction: Self.fraction(of: value, lower: lower, span: span))
        }

        /// `y` for a value already placed up the plot.
        @inline(__always)
        func y(fraction: Double) -> Double {
            top + height * (1 - fraction)
        }

        /// A value's place up the plot, 0 to 1, which does not depend on the canvas.
        @inline(__always)
        static func fraction(of value: Double, lower: Double, span: Double) -> Double {
            let fraction = span > 0 && value.isFinite ? (value - lower) / span : 0
            return min(max(fraction, 0), 1)
        }

        /// Each value's `fraction(of:)` on `scale`, NaN for a missing or non-finite value (a
        /// gap in the line): worked out once for a chart's two drawings.
        static func fractions(of values: [Double?], scale: NiceScale) -> [Double] {
            let lower = scale.lower
            let span = scale.upper - scale.lower
            return values.map { value in
                guard let value, value.isFinite else { return .nan }
                return Self.fraction(of: value, lower: lower, span: span)
            }
        }
    }

    var projection: Projection {
        let slots: Double
        switch xMode {
        case .points: slots = xCount > 1 ? Double(xCount - 1) : 0
        case .bands: slots = xCount > 0 ? Double(xCount) : 0
        }
        return Projection(
            left: left, width: width, top: top, height: height, lower: scale.lower,
            span: scale.upper - scale.lower, slots: slots, offset: xMode == .bands ? 0.5 : 0
        )
    }

    /// Width of one x slot: the distance between points or the width of a band.
    var slotWidth: Double {
        switch xMode {
        case .points: return xCount > 1 ? width / Double(xCount - 1) : width
        case .bands: return xCount > 0 ? width / Double(xCount) : width
        }
    }

    func drawLegendAndTitles(into writer: inout SVGWriter) {
        legend.draw(x: Self.margin, y: Self.margin, into: &writer)
        if let yTitle {
            writer.fittedText(
                yTitle, maxWidth: ChartTheme.width - 2 * Self.margin, x: Self.margin, y: top - 18,
                size: ChartTheme.titleFontSize, weight: 600, fill: ChartTheme.mutedInk
            )
        }
        if let xTitle {
            writer.fittedText(
                xTitle, maxWidth: width, x: left + width / 2, y: totalHeight - Self.margin + 2,
                size: ChartTheme.titleFontSize, anchor: .middle, weight: 600, fill: ChartTheme.mutedInk
            )
        }
    }

    /// Horizontal gridlines with their labels; the zero line (or the bottom) drawn darker.
    func drawGrid(into writer: inout SVGWriter) {
        writer.raw("<g font-size=\"11\" fill=\"")
        writer.raw(string: ChartTheme.mutedInk)
        writer.raw("\" text-anchor=\"end\">")
        for (tick, label) in zip(scale.ticks, tickLabels) {
            writer.plainText(label, x: left - 8, y: y(tick) + 4)
        }
        writer.raw("</g><g stroke=\"")
        writer.raw(string: ChartTheme.grid)
        writer.raw("\">")
        for tick in scale.ticks where tick != baseline {
            let y = y(tick)
            writer.line(x1: left, y1: y, x2: left + width, y2: y)
        }
        writer.raw("</g>")
    }

    /// Drawn after the data so the axis line stays crisp over fills.
    /// Said in the plot's middle, for a chart with nothing to draw.
    func drawNoData(into writer: inout SVGWriter) {
        writer.text("No data", x: left + width / 2, y: top + height / 2, size: 13, anchor: .middle, fill: ChartTheme.faintInk)
    }

    func drawBaseline(into writer: inout SVGWriter) {
        let y = y(baseline)
        writer.line(x1: left, y1: y, x2: left + width, y2: y, stroke: ChartTheme.axis)
    }

    private var baseline: Double {
        scale.lower <= 0 && scale.upper >= 0 ? 0 : scale.lower
    }

    /// X labels thinned to a readable step (1, 2, 3, 4, 6, 12 … slots) so they never overlap.
    func drawXLabels(_ labels: XAxisLabels, into writer: inout SVGWriter) {
        guard xCount > 0 else { return }
        let fontSize = ChartTheme.tickFontSize
        let count = min(labels.count, xCount)
        let needed = labels.widestWidth(of: count, fontSize: fontSize) + 14
        var step = 1
        for candidate in Self.labelSteps {
            step = candidate
            if slotWidth * Double(candidate) >= needed { break }
        }
        while slotWidth * Double(step) < needed && step < xCount { step *= 2 }
        let y = top + height + 18
        writer.raw("<g font-size=\"11\" fill=\"")
        writer.raw(string: ChartTheme.mutedInk)
        writer.raw("\" text-anchor=\"middle\">")
        let canvasWidth = ChartTheme.width
        func draw(_ index: Int) {
            let label = labels.label(at: index)
            let half = ChartText.estimatedUnits(label) * fontSize / 2
            let centre = min(max(x(index), half + 2), canvasWidth - half - 2)
            writer.plainText(label, x: centre, y: y)
        }
        if count > 0 {
            // The last label is always drawn, since it says when the series ends; the thinned
            // label before it gives way when the two would touch. Walked in place, no list.
            let lastThinned = (count - 1) / step * step
            let endsThinned = lastThinned == count - 1
            let dropsLastThinned = !endsThinned && slotWidth * Double(count - 1 - lastThinned) < needed
            for index in stride(from: 0, to: dropsLastThinned ? lastThinned : count, by: step) {
                draw(index)
            }
            if !endsThinned { draw(count - 1) }
        }
        writer.raw("</g>")
    }

    private static let labelSteps = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120, 240, 600, 1200]
}

/// A y axis as both canvases draw it: its scale, tick labels and the widest label's width,
/// which depend on the data only, so a chart works them out once for its two drawings.
struct YAxis {
    let scale: NiceScale
    let labels: [String]
    let widest: Double

    init(scale: NiceScale, tickLabel: (Double) -> String) {
        self.scale = scale
        labels = scale.ticks.map(tickLabel)
        widest = labels.map { ChartText.estimatedWidth($0, fontSize: ChartTheme.tickFontSize) }.max() ?? 0
    }
}
