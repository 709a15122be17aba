import TallyEngines

/// One horizontal bar per budget line: how much of each budget is spent.
///
/// Every bar is drawn on one common scale (the largest budget or spending of all rows), so
/// lengths compare across rows: a £35.50 overspend is longer than a £25 one. Overspending is shown three ways
/// besides colour: the over part is hatched, a dark marker stands at the budget, and the row
/// says "over by £45.20" in words.
public struct BudgetBarChart: Sendable {
    public struct Row: Sendable {
        public var label: String
        public var spent: Money
        public var budget: Money
        public var colour: Colour?
        /// The amounts as the reader should see them, e.g. `£195.20 of £150.00`.
        public var valueText: String

        public init(label: String, spent: Money, budget: Money, colour: Colour? = nil, valueText: String) {
            self.label = label
            self.spent = spent
            self.budget = budget
            self.colour = colour
            self.valueText = valueText
        }
    }

    public var id: String
    public var title: String
    public var desc: String
    public var rows: [Row]
    /// Writes the overspend in "over by …".
    public var currency: Currency

    /// How the chart writes amounts.
    public var locale: TallyLocale

    public init(id: String, title: String, desc: String, rows: [Row], currency: Currency, locale: TallyLocale? = nil) {
        self.locale = locale ?? .default(for: currency)
        self.id = id
        self.title = title
        self.desc = desc
        self.rows = rows
        self.currency = currency
    }

    private static let rowHeight = 50.0
    private static let barHeight = 14.0

    func draw() -> SVGWriter {
        let margin = CartesianPlot.margin
        let width = ChartTheme.width
        let left = margin
        let trackWidth = width - 2 * margin
        // On a phone's canvas the amounts get a line of their own under the bar, so the
        // category name is not cut to a few letters beside them.
        let stacked = ChartCanvas.current == .narrow
        let rowHeight = stacked ? Self.rowHeight + 16 : Self.rowHeight
        let height = max(Double(rows.count) * rowHeight, 40) + 2 * margin - 6

        let head = self.head
        var definitions = PatternDefinitions(head: head)
        var overFills = [String]()
        var colours = [Colour]()
        for (index, row) in rows.enumerated() {
            let colour = row.colour ?? Colour.categorical(at: index)
            colours.append(colour)
            overFills.append(row.spent > row.budget ? definitions.fill(.diagonal, colour: colour, local: "over", index: index) : colour.hex)
        }
        var writer = SVGWriter(head: head, width: width, height: height, capacity: 1024 + rows.count * 900)
        definitions.write(into: &writer)
        if rows.isEmpty {
            writer.text("No budget lines", x: width / 2, y: height / 2 + 4, size: 13, anchor: .middle, fill: ChartTheme.faintInk)
        }
        let fontSize = ChartTheme.legendFontSize
        let scaleMax = rows.map { max($0.spent.minorUnits, $0.budget.minorUnits, 0) }.max() ?? 0
        for (index, row) in rows.enumerated() {
            let top = margin + Double(index) * rowHeight
            let textY = top + 13
            let barY = top + 21
            let spent = max(row.spent.minorUnits, 0)
            let budget = max(row.budget.minorUnits, 0)
            let isOver = row.spent > row.budget && spent > budget

            // Right-hand text: the amounts, then the overspend in words, in bold.
            let overText = isOver ? "over by " + locale.money(row.spent - row.budget, currency) : ""
            let valueWidth = ChartText.estimatedWidth(row.valueText, fontSize: fontSize)
            let overWidth = isOver ? ChartText.estimatedWidth(overText + " · ", fontSize: fontSize) * 1.08 : 0
            writer.raw("<text")
            writer.attribute("x", stacked ? left : left + trackWidth)
            writer.attribute("y", stacked ? barY + Self.barHeight + 15 : textY)
            writer.raw(stacked ? " font-size=\"12\">" : " font-size=\"12\" text-anchor=\"end\">")
            if isOver {
                writer.raw("<tspan font-weight=\"700\" fill=\"")
                writer.raw(string: ChartTheme.alert)
                writer.raw("\">")
                writer.escaped(overText)
                writer.raw("</tspan> · ")
            }
            writer.raw("<tspan fill=\"")
            writer.raw(string: ChartTheme.mutedInk)
            writer.raw("\">")
            writer.escaped(row.valueText)
            writer.raw("</tspan></text>")
            writer.fittedText(
                row.label, maxWidth: stacked ? trackWidth : max(trackWidth - valueWidth - overWidth - 16, 40), x: left, y: textY,
                size: fontSize, weight: 600
            )

            // The track is the budget, the bar the spending, both on the common scale.
            guard scaleMax > 0 else { continue }
            let budgetX = left + trackWidth * Double(budget) / Double(scaleMax)
            let spentX = left + trackWidth * Double(spent) / Double(scaleMax)
            if budget > 0 {
                writer.rect(x: left, y: barY, width: budgetX - left, height: Self.barHeight, fill: ChartTheme.track, extra: " rx=\"2\"")
            }
            let hex = colours[index].hex
            writer.rect(x: left, y: barY, width: min(spentX, budgetX) - left, height: Self.barHeight, fill: hex)
            if isOver {
                writer.rect(x: budgetX, y: barY, width: spentX - budgetX, height: Self.barHeight, fill: overFills[index], extra: " stroke=\"" + ChartTheme.alert + "\" stroke-width=\"1\"")
                writer.line(x1: budgetX, y1: barY - 4, x2: budgetX, y2: barY + Self.barHeight + 4, stroke: ChartTheme.ink, width: 2.5)
            }
        }
        return writer
    }
}
