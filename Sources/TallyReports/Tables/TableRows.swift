import TallyEngines

/// The rows of a long table (a 360-month schedule), written straight into the page.
///
/// A schedule is the hot path of a build: as `Table.Row`s it was an array of enum cells per
/// month, built, written twice (HTML and Markdown) and freed. A `TableRows` writes each row
/// from the engine's own figures when it is drawn, so a cell costs its digits and nothing else.
public protocol TableRows: Sendable {
    var count: Int { get }
    /// Writes row `index`'s cells in order, through `row`.
    func write(row index: Int, to row: inout TableRowWriter)
}

/// Writes each row's cells as HTML and as Markdown at once, in the table's locale and currency:
/// a figure is formatted once and copied into both.
///
/// Cells are composed in scratch blocks the table owns for the length of its rows and go to
/// the pages a block at a time: a cell's tags and digits are stores into reserved memory, with
/// no capacity check or array call per piece.
public struct TableRowWriter {
    /// Which columns are right-aligned numbers (HTML marks the others `text`).
    let rightAligned: [Bool]
    let currency: Currency
    let locale: TallyLocale
    /// The rows as HTML and as Markdown.
    var html: ByteBuffer
    var markdown: ByteBuffer
    private let htmlScratch: UnsafeMutablePointer<UInt8>
    private let markdownScratch: UnsafeMutablePointer<UInt8>
    /// A cell's value, formatted once.
    private let value: UnsafeMutablePointer<UInt8>
    private let scratchSize: Int
    private var htmlUsed = 0
    private var markdownUsed = 0
    private var cell = 0
    private var opened = false

    /// The room reserved for one cell's tags and a money amount, month or count.
    private static let cellRoom = 32 + TallyLocale.maxMoneyBytes

    /// `scratch` must hold `2 * scratchSize + cellRoom` bytes (`scratchSize` at least
    /// `4 * cellRoom`) while the writer lives.
    init(rightAligned: [Bool], currency: Currency, locale: TallyLocale, scratch: UnsafeMutablePointer<UInt8>, scratchSize: Int, capacity: Int) {
        self.rightAligned = rightAligned
        self.currency = currency
        self.locale = locale
        html = ByteBuffer(capacity: capacity)
        markdown = ByteBuffer(capacity: capacity / 2)
        htmlScratch = scratch
        markdownScratch = scratch + scratchSize
        value = scratch + 2 * scratchSize
        self.scratchSize = scratchSize
    }

    static func scratchBytes(_ scratchSize: Int) -> Int { 2 * scratchSize + cellRoom }

    /// An id (a link target) and a CSS class for the row, in HTML; before any cell.
    public mutating func attributes(id: String?, class htmlClass: String?) {
        guard !opened, id != nil || htmlClass != nil else { return }
        makeRoom()
        opened = true
        putHTML("<tr")
        if let id {
            putHTML(" id=\"")
            flush()
            html.appendHTMLEscaped(id)
            putHTML("\"")
        }
        if let htmlClass {
            putHTML(" class=\"")
            flush()
            html.appendHTMLEscaped(htmlClass)
            putHTML("\"")
        }
        putHTML(">")
    }

    /// `1,752.18`, without the symbol: the column heading names the currency.
    public mutating func money(_ amount: Money) {
        putValue(count: locale.write(money: amount, currency, symbol: false, to: value))
    }

    /// A month in the locale's short style.
    public mutating func month(_ month: YearMonth) {
        putValue(count: locale.write(month: month, .short, to: value))
    }

    public mutating func integer(_ number: Int) {
        putValue(count: TallyLocale.writeInteger(number, to: value))
    }

    /// Text, escaped for each format.
    public mutating func text(_ text: String) {
        startCell()
        flush()
        html.appendHTMLEscaped(text)
        markdown.appendMarkdownEscaped(text)
    }

    public mutating func empty() {
        startCell()
    }

    /// A cell whose `count` bytes are in `value`: digits need no escaping in either format.
    @inline(__always)
    private mutating func putValue(count: Int) {
        startCell()
        (htmlScratch + htmlUsed).update(from: value, count: count)
        htmlUsed += count
        (markdownScratch + markdownUsed).update(from: value, count: count)
        markdownUsed += count
    }

    /// Opens the row if need be and the next cell, closing the one before in the same store,
    /// and leaves room for the cell's content.
    @inline(__always)
    private mutating func startCell() {
        makeRoom()
        if !opened {
            opened = true
            putHTML("<tr>")
        }
        let right = cell >= rightAligned.count || rightAligned[cell]
        if cell == 0 {
            putHTML(right ? "<td>" : "<td class=\"text\">")
            putMarkdown("| ")
        } else {
            putHTML(right ? "</td><td>" : "</td><td class=\"text\">")
            putMarkdown(" | ")
        }
        cell += 1
    }

    /// Ends the row and readies the writer for the next.
    mutating func endRow() {
        makeRoom()
        if !opened { putHTML("<tr>") }
        putHTML(cell > 0 ? "</td></tr>\n" : "</tr>\n")
        putMarkdown(cell > 0 ? " |\n" : "|\n")
        cell = 0
        opened = false
    }

    @inline(__always)
    private mutating func makeRoom() {
        if htmlUsed + Self.cellRoom > scratchSize || markdownUsed + Self.cellRoom > scratchSize { flush() }
    }

    /// Moves the composed bytes to the pages.
    mutating func flush() {
        html.append(bytes: UnsafeBufferPointer(start: htmlScratch, count: htmlUsed))
        markdown.append(bytes: UnsafeBufferPointer(start: markdownScratch, count: markdownUsed))
        htmlUsed = 0
        markdownUsed = 0
    }

    /// A fixed piece of markup; every call site's piece fits the room a cell reserves.
    @inline(__always)
    private mutating func putHTML(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        (htmlScratch + htmlUsed).update(from: text.utf8Start, count: count)
        htmlUsed += count
    }

    @inline(__always)
    private mutating func putMarkdown(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        (markdownScratch + markdownUsed).update(from: text.utf8Start, count: count)
        markdownUsed += count
    }
}

/// A table's streamed rows, drawn once in both formats.
public struct RenderedRows: Sendable {
    let html: ByteBuffer
    let markdown: ByteBuffer
}

extension Table {
    /// Draws the streamed rows in both formats now, so that the HTML and the Markdown of the
    /// table share one formatting of every figure.
    public mutating func renderStreamedRows() {
        renderedRows = drawStreamedRows()
    }

    private func drawStreamedRows() -> RenderedRows? {
        guard let streamedRows else { return nil }
        let scratchSize = 16_384
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: TableRowWriter.scratchBytes(scratchSize))
        defer { scratch.deallocate() }
        var writer = TableRowWriter(rightAligned: columns.map { $0.alignment == .right }, currency: currency, locale: locale,
                                    scratch: scratch, scratchSize: scratchSize, capacity: streamedRows.count * columns.count * 16)
        for index in 0..<streamedRows.count {
            streamedRows.write(row: index, to: &writer)
            writer.endRow()
        }
        writer.flush()
        return RenderedRows(html: writer.html, markdown: writer.markdown)
    }

    enum RowFormat { case html, markdown }

    /// Writes the streamed rows, if the table has them, after its `rows`.
    func writeStreamedRows(_ format: RowFormat, into out: inout ByteBuffer) {
        guard let rows = renderedRows ?? drawStreamedRows() else { return }
        out.append(format == .html ? rows.html : rows.markdown)
    }
}
