import TallyEngines

/// A table of already-formatted cells, drawn as HTML or as a GitHub-flavoured Markdown table.
///
/// Reports build their big tables (a 360-row schedule) here rather than in a template: it is
/// the hot path of a build, and the same figures must appear in the HTML and the Markdown.
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

    /// A cell: text, escaped for HTML and Markdown, or an amount written by the table itself
    /// (digits need no escaping, and a 360-row schedule should not make a string per amount).
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
    public var rows: [Row]
    /// Rows written from their source as the table is drawn, after `rows` (see `TableRows`).
    public var streamedRows: (any TableRows)? {
        didSet { renderedRows = nil }
    }
    /// `streamedRows` drawn in both formats, once `renderStreamedRows()` has run.
    var renderedRows: RenderedRows?
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
