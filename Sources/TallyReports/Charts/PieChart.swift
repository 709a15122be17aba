import Foundation
import TallyEngines

/// A pie with a legend of swatch, label, amount and share, e.g. where a month's money went.
///
/// Each slice also carries its own texture (solid, hatch, dots…) repeated on its legend swatch,
/// so a black-and-white print still ties every slice to its row. Zero, negative and non-finite
/// slices are left out; a lone slice is a full circle.
public struct PieChart: Sendable {
    public struct Slice: Sendable {
        public var label: String
        public var value: Double
        public var colour: Colour?
        /// The amount as the reader should see it, e.g. `£1,200.00`.
        public var amountText: String

        public init(label: String, value: Double, colour: Colour? = nil, amountText: String) {
            self.label = label
            self.value = value
            self.colour = colour
            self.amountText = amountText
        }
    }

    public var id: String
    public var title: String
    public var desc: String
    public var slices: [Slice]
    /// A line under the legend, e.g. "Over budget by £45.20".
    public var note: String?
    /// Shares in tenths of a percent for the drawn slices, when the caller has rounded them
    /// already (so a table beside the chart shows the same figures); else worked out here.
    public var tenths: [Int]?
    /// Set by `preparedForCanvases()`.
    var shared: Shared?

    /// What both canvases draw alike, worked out from the data once.
    struct Shared: Sendable {
        let drawn: [Slice]
        let total: Double
        /// Each drawn slice's share as its legend writes it, `12.5%`.
        let percents: [String]
        /// The widest amount's estimated width at the legend's font size.
        let amountWidth: Double
        let head: SVGHead
    }

    public init(id: String, title: String, desc: String, slices: [Slice], note: String? = nil) {
        self.id = id
        self.title = title
        self.desc = desc
        self.slices = slices
        self.note = note
    }

    /// Shares in tenths of a percent that add up to exactly 1000 (largest remainder method),
    /// so the legend's percentages always total 100.0%. Zero for slices that are not drawn.
    public static func sharesInTenths(of values: [Double]) -> [Int] {
        let usable = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let total = usable.reduce(0, +)
        guard total > 0, total.isFinite else { return values.map { _ in 0 } }
        var shares = [Int]()
        shares.reserveCapacity(usable.count)
        var remainders = [(remainder: Double, index: Int)]()
        for (index, value) in usable.enumerated() {
            let exact = value / total * 1000
            let whole = exact.rounded(.down)
            shares.append(Int(whole))
            if value > 0 { remainders.append((exact - whole, index)) }
        }
        var missing = 1000 - shares.reduce(0, +)
        remainders.sort { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
        var cursor = 0
        while missing > 0 && !remainders.isEmpty {
            shares[remainders[cursor % remainders.count].index] += 1
            missing -= 1
            cursor += 1
        }
        return shares
    }

    private static let radius = 104.0
    private static let rowHeight = 24.0

    func sharedWork() -> Shared {
        let drawn = slices.filter { $0.value.isFinite && $0.value > 0 }
        let tenths = self.tenths.flatMap { $0.count == drawn.count ? $0 : nil } ?? Self.sharesInTenths(of: drawn.map { $0.value })
        let percents = tenths.map { share in
            let percent = ChartNumber.format(Double(share) / 10, decimals: 1)
            return share % 10 == 0 ? percent + ".0%" : percent + "%"
        }
        return Shared(
            drawn: drawn, total: drawn.reduce(0) { $0 + $1.value }, percents: percents,
            amountWidth: drawn.map { ChartText.estimatedWidth($0.amountText, fontSize: ChartTheme.legendFontSize) }.max() ?? 0,
            head: head
        )
    }

    func draw() -> SVGWriter {
        let shared = sharedForDrawing
        let margin = CartesianPlot.margin
        let width = ChartTheme.width
        let drawn = shared.drawn
        let total = shared.total
        let note = self.note.flatMap { $0.isEmpty ? nil : $0 }
        let legendHeight = Double(drawn.count) * Self.rowHeight + (note != nil ? 30 : 0)
        // On a phone's canvas the legend goes under the pie, at full width, instead of beside it.
        let stacked = ChartCanvas.current == .narrow
        let pieBlock = 2 * Self.radius + 2 * margin + 8
        let height = stacked
            ? pieBlock + legendHeight + margin
            : max(pieBlock, legendHeight + 2 * margin)
        let centreX = stacked ? width / 2 : margin + Self.radius + 4
        let centreY = stacked ? pieBlock / 2 : height / 2

        var definitions = PatternDefinitions(head: shared.head)
        var fills = [String]()
        fills.reserveCapacity(drawn.count)
        for (index, slice) in drawn.enumerated() {
            let colour = slice.colour ?? Colour.categorical(at: index)
            fills.append(definitions.sequenceFill(colour: colour, local: "slice", index: index))
        }
        var writer = SVGWriter(head: shared.head, width: width, height: height, capacity: 2048 + drawn.count * 700)
        definitions.write(into: &writer)

        if drawn.count == 1 {
            writer.raw("<circle")
            writer.attribute("cx", centreX)
            writer.attribute("cy", centreY)
            writer.attribute("r", Self.radius)
            writer.raw(" fill=\"")
            writer.raw(string: fills[0])
            writer.raw("\"/>")
        } else if drawn.isEmpty {
            writer.raw("<circle")
            writer.attribute("cx", centreX)
            writer.attribute("cy", centreY)
            writer.attribute("r", Self.radius)
            writer.raw(" fill=\"")
            writer.raw(string: ChartTheme.track)
            writer.raw("\" stroke=\"")
            writer.raw(string: ChartTheme.axis)
            writer.raw("\"/>")
            writer.text("No data", x: centreX, y: centreY + 4, size: 13, anchor: .middle, fill: ChartTheme.faintInk)
        } else {
            var start = 0.0
            writer.raw("<g stroke=\"#ffffff\" stroke-width=\"1.5\" stroke-linejoin=\"round\">")
            for (index, slice) in drawn.enumerated() {
                let end = index == drawn.count - 1 ? 1 : start + slice.value / total
                appendSlice(from: start, to: end, centreX: centreX, centreY: centreY, fill: fills[index], into: &writer)
                start = end
            }
            writer.raw("</g>")
        }
        drawLegend(
            drawn, fills: fills, shared: shared, note: note,
            left: stacked ? margin : margin + 2 * Self.radius + 40,
            top: stacked ? pieBlock - 4 : nil, height: height, into: &writer
        )
        return writer
    }

    /// A wedge between two fractions of the turn, clockwise from twelve o'clock.
    private func appendSlice(from start: Double, to end: Double, centreX: Double, centreY: Double, fill: String, into writer: inout SVGWriter) {
        func point(_ fraction: Double) -> (Double, Double) {
            let angle = fraction * 2 * Double.pi - Double.pi / 2
            return (centreX + Self.radius * cos(angle), centreY + Self.radius * sin(angle))
        }
        let (startX, startY) = point(start)
        let (endX, endY) = point(end)
        writer.raw("<path d=\"M")
        writer.number(centreX)
        writer.raw(" ")
        writer.number(centreY)
        writer.raw("L")
        writer.number(startX)
        writer.raw(" ")
        writer.number(startY)
        writer.raw("A")
        writer.number(Self.radius)
        writer.raw(" ")
        writer.number(Self.radius)
        writer.raw(end - start > 0.5 ? " 0 1 1 " : " 0 0 1 ")
        writer.number(endX)
        writer.raw(" ")
        writer.number(endY)
        writer.raw("Z\" fill=\"")
        writer.raw(string: fill)
        writer.raw("\"/>")
    }

    /// `top` places the legend under the pie; without it the legend is centred beside the pie.
    private func drawLegend(
        _ drawn: [Slice], fills: [String], shared: Shared, note: String?, left legendLeft: Double, top: Double?,
        height: Double, into writer: inout SVGWriter
    ) {
        let margin = CartesianPlot.margin
        let right = ChartTheme.width - margin
        let fontSize = ChartTheme.legendFontSize
        let percentWidth = ChartText.estimatedWidth("100.0%", fontSize: fontSize)
        let amountRight = right - percentWidth - 14
        let amountWidth = shared.amountWidth
        let labelLeft = legendLeft + 22
        // Widths are estimates: leave a margin for them, so a long label is cut short with an
        // ellipsis before it can reach its amount.
        let labelWidth = max((amountRight - amountWidth * 1.1 - 18 - labelLeft) / 1.1, 40)
        let blockHeight = Double(drawn.count) * Self.rowHeight + (note != nil ? 30 : 0)
        var y = top ?? max(margin, (height - blockHeight) / 2)
        writer.raw("<g font-size=\"12\">")
        for (index, slice) in drawn.enumerated() {
            let middle = y + Self.rowHeight / 2
            writer.rect(x: legendLeft, y: middle - 7, width: 14, height: 14, fill: fills[index], extra: " stroke=\"#000000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"")
            writer.fittedText(slice.label, maxWidth: labelWidth, x: labelLeft, y: middle + 4, size: fontSize)
            writer.text(slice.amountText, x: amountRight, y: middle + 4, size: fontSize, anchor: .end, extra: " style=\"font-variant-numeric:tabular-nums\"")
            writer.text(shared.percents[index], x: right, y: middle + 4, size: fontSize, anchor: .end, fill: ChartTheme.mutedInk, extra: " style=\"font-variant-numeric:tabular-nums\"")
            if index < drawn.count - 1 {
                writer.line(x1: legendLeft, y1: y + Self.rowHeight, x2: right, y2: y + Self.rowHeight, stroke: ChartTheme.grid)
            }
            y += Self.rowHeight
        }
        writer.raw("</g>")
        if let note {
            writer.fittedText(note, maxWidth: right - legendLeft, x: legendLeft, y: y + 22, size: 13, weight: 600)
        }
    }
}
