import TallyEngines

/// A table of already-formatted cells, drawn as HTML or as a GitHub-flavoured Markdown table.
///
/// Every table of a report is one of these, drawn by `RowWriter` (TableRowWriter.swift), so
/// that the same figures appear in the HTML and the Markdown. Its rows are `Row`s, or come
/// from a `RowSource` (ScheduleRows.swift) when there are hundreds of them.
public struct Table: Sendable {
    public enum Alignment: Sendable { case left, right }

    public struct Column: Sendable {
        public let title: String
        public let alignment: Alignment

        public init(_ title: String, _ alignment: Alignment = .right) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// A cell: text, escaped for HTML and Markdown, or a figure written by the table itself
    /// in its currency and locale (digits need no escaping).
    public enum Cell: Sendable, ExpressibleByStringLiteral {
        case text(String)
        /// Written `1,752.18` in the table's currency, without the symbol.
        case money(Money)
        /// A month in the table's locale, short style (`Jan 2027`).
        case month(YearMonth)
        /// A whole number written as plain digits (a schedule's period).
        case integer(Int)

        public init(stringLiteral value: String) {
            self = .text(value)
        }
    }

    public struct Row: Sendable {
        public var cells: [Cell]
        /// A CSS class for the row in HTML (e.g. `overpaid`); ignored in Markdown.
        public var htmlClass: String?
        /// An id for the row in HTML, for links to it; ignored in Markdown.
        public var htmlID: String?

        public init(_ cells: [String], htmlClass: String? = nil) {
            self.cells = cells.map(Cell.text)
            self.htmlClass = htmlClass
        }

        public init(cells: [Cell], htmlClass: String? = nil) {
            self.cells = cells
            self.htmlClass = htmlClass
        }
    }

    public let columns: [Column]
    public var rows: [Row] {
        didSet { drawnRows = nil }
    }
    /// Rows written from their source as the table is drawn, after `rows`: a schedule's
    /// hundreds of months, written from the engine's own figures without a `Row` each.
    public var streamedRows: (any RowSource)? {
        didSet { drawnRows = nil }
    }
    /// The rows drawn in both formats, once `renderStreamedRows()` has run.
    var drawnRows: DrawnRows?
    /// How many rows the table has, streamed or not.
    public var rowCount: Int { rows.count + (streamedRows?.count ?? 0) }
    /// The currency of `.money` cells.
    public var currency: Currency
    /// How `.money` and `.month` cells are written.
    public var locale: TallyLocale
    /// A totals row, shown in bold after the rows.
    public var footer: [String]?
    /// Describes the table to screen readers and on paper.
    public var caption: String?

    public init(columns: [Column], rows: [Row] = [], footer: [String]? = nil, caption: String? = nil, currency: Currency = .gbp, locale: TallyLocale? = nil) {
        self.columns = columns
        self.rows = rows
        self.currency = currency
        self.locale = locale ?? .default(for: currency)
        self.footer = footer
        self.caption = caption
    }
}

extension Table {
    /// Rows written from their source as the table is drawn (a schedule's months).
    public protocol RowSource: Sendable {
        var count: Int { get }
        /// Writes row `index`'s cells in order, through `row`.
        func write(row index: Int, to row: inout RowWriter)
    }

    /// The rows (`rows`, then `streamedRows`) in both formats.
    struct DrawnRows: Sendable {
        let html: [UInt8]
        let markdown: [UInt8]
    }

    /// Draws the rows in both formats now, so that a page's HTML and Markdown share one
    /// formatting of every figure.
    public mutating func renderStreamedRows() {
        drawnRows = drawRows()
    }

    func drawRows() -> DrawnRows {
        var writer = RowWriter(columns: columns, currency: currency, locale: locale, rows: rowCount)
        for row in rows {
            writer.attributes(id: row.htmlID, class: row.htmlClass)
            for cell in row.cells { writer.cell(cell) }
            writer.endRow()
        }
        if let streamedRows {
            for index in 0..<streamedRows.count {
                streamedRows.write(row: index, to: &writer)
                writer.endRow()
            }
        }
        return DrawnRows(html: writer.html.bytes, markdown: writer.markdown.bytes)
    }
}
