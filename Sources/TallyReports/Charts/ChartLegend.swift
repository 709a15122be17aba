/// A key of swatches and names, flowing left to right and wrapping onto further rows.
struct ChartLegend {
    enum Swatch {
        /// A short stroke showing a line's colour, width and dash.
        case line(stroke: String, dash: String?)
        /// A small square showing an area's fill (colour or pattern).
        case fill(String)
    }

    struct Entry {
        var label: String
        var swatch: Swatch
    }

    static let rowHeight = 20.0
    private static let swatchWidth = 18.0
    private static let gap = 6.0
    private static let spacing = 22.0

    let entries: [Entry]
    let width: Double
    private let positions: [(x: Double, row: Int, label: String)]

    init(entries: [Entry], width: Double) {
        self.entries = entries
        self.width = width
        var positions = [(x: Double, row: Int, label: String)]()
        positions.reserveCapacity(entries.count)
        var x = 0.0
        var row = 0
        let fontSize = ChartTheme.legendFontSize
        for entry in entries {
            let label = ChartText.truncated(entry.label, fontSize: fontSize, maxWidth: width - Self.swatchWidth - Self.gap)
            let itemWidth = Self.swatchWidth + Self.gap + ChartText.estimatedWidth(label, fontSize: fontSize)
            if x > 0 && x + itemWidth > width {
                x = 0
                row += 1
            }
            positions.append((x, row, label))
            x += itemWidth + Self.spacing
        }
        self.positions = positions
    }

    var height: Double {
        guard let last = positions.last else { return 0 }
        return Double(last.row + 1) * Self.rowHeight
    }

    func draw(x originX: Double, y originY: Double, into writer: inout SVGWriter) {
        guard !entries.isEmpty else { return }
        writer.raw("<g font-size=\"12\">")
        for (entry, position) in zip(entries, positions) {
            let x = originX + position.x
            let middle = originY + Double(position.row) * Self.rowHeight + Self.rowHeight / 2
            switch entry.swatch {
            case .line(let stroke, let dash):
                var extra = " stroke-linecap=\"round\""
                if let dash { extra += " stroke-dasharray=\"" + dash + "\"" }
                writer.line(x1: x + 1, y1: middle, x2: x + Self.swatchWidth - 1, y2: middle, stroke: stroke, width: 2.5, extra: extra)
            case .fill(let fill):
                writer.rect(x: x + 2, y: middle - 6, width: 12, height: 12, fill: fill, extra: " stroke=\"#000000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"")
            }
            let textX = x + Self.swatchWidth + Self.gap
            if position.label == entry.label {
                writer.plainText(entry.label, x: textX, y: middle + 4)
            } else {
                writer.raw("<g><title>")
                writer.escaped(entry.label)
                writer.raw("</title>")
                writer.plainText(position.label, x: textX, y: middle + 4)
                writer.raw("</g>")
            }
        }
        writer.raw("</g>")
    }
}
