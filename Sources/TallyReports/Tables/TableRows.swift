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

/// Writes one row's cells as HTML or Markdown, in the table's locale and currency.
///
/// Cells are composed in a scratch block the table owns for the length of its rows and go to
/// the page a block at a time: a cell's tags and digits are stores into reserved memory, with
/// no capacity check or array call per piece.
public struct TableRowWriter {
    enum Format { case html, markdown }

    let format: Format
    /// Which columns are right-aligned numbers (HTML marks the others `text`).
    let rightAligned: [Bool]
    let currency: Currency
    let locale: TallyLocale
    /// The page being written: moved in for the table's rows, and back out after them.
    var out: ByteBuffer
    private let scratch: UnsafeMutablePointer<UInt8>
    private let scratchSize: Int
    private var used = 0
    private var cell = 0
    private var opened = false

    /// The room reserved for one cell's tags and a money amount, month or count.
    private static let cellRoom = 32 + TallyLocale.maxMoneyBytes

    /// `scratch` must hold `scratchSize` bytes (at least `4 * cellRoom`) while the writer lives.
    init(format: Format, rightAligned: [Bool], currency: Currency, locale: TallyLocale, out: ByteBuffer, scratch: UnsafeMutablePointer<UInt8>, scratchSize: Int) {
        self.format = format
        self.rightAligned = rightAligned
        self.currency = currency
        self.locale = locale
        self.out = out
        self.scratch = scratch
        self.scratchSize = scratchSize
    }

    /// An id (a link target) and a CSS class for the row; HTML only, and before any cell.
    public mutating func attributes(id: String?, class htmlClass: String?) {
        guard format == .html, !opened, id != nil || htmlClass != nil else { return }
        if used + Self.cellRoom > scratchSize { flush() }
        opened = true
        put("<tr")
        if let id {
            put(" id=\"")
            putEscaped(id)
            put("\"")
        }
        if let htmlClass {
            put(" class=\"")
            putEscaped(htmlClass)
            put("\"")
        }
        put(">")
    }

    /// `1,752.18`, without the symbol: the column heading names the currency.
    public mutating func money(_ amount: Money) {
        startCell()
        used += locale.write(money: amount, currency, symbol: false, to: scratch + used)
    }

    /// A month in the locale's short style.
    public mutating func month(_ month: YearMonth) {
        startCell()
        used += locale.write(month: month, .short, to: scratch + used)
    }

    public mutating func integer(_ value: Int) {
        startCell()
        used += TallyLocale.writeInteger(value, to: scratch + used)
    }

    /// Text, escaped for the format.
    public mutating func text(_ text: String) {
        startCell()
        putEscaped(text)
    }

    public mutating func empty() {
        startCell()
    }

    /// Opens the row if need be and the next cell, closing the one before in the same store,
    /// and leaves room for the cell's content.
    @inline(__always)
    private mutating func startCell() {
        if used + Self.cellRoom > scratchSize { flush() }
        switch format {
        case .html:
            if !opened {
                opened = true
                put("<tr>")
            }
            let right = cell >= rightAligned.count || rightAligned[cell]
            if cell == 0 {
                put(right ? "<td>" : "<td class=\"text\">")
            } else {
                put(right ? "</td><td>" : "</td><td class=\"text\">")
            }
        case .markdown:
            put(cell == 0 ? "| " : " | ")
        }
        cell += 1
    }

    /// Ends the row and readies the writer for the next.
    mutating func endRow() {
        if used + Self.cellRoom > scratchSize { flush() }
        switch format {
        case .html:
            if !opened { put("<tr>") }
            put(cell > 0 ? "</td></tr>\n" : "</tr>\n")
        case .markdown:
            put(cell > 0 ? " |\n" : "|\n")
        }
        cell = 0
        opened = false
    }

    /// Moves the composed bytes to the page.
    mutating func flush() {
        out.append(bytes: UnsafeBufferPointer(start: scratch, count: used))
        used = 0
    }

    /// A fixed piece of markup; every call site's piece fits the room a cell reserves.
    @inline(__always)
    private mutating func put(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        (scratch + used).update(from: text.utf8Start, count: count)
        used += count
    }

    /// Text from a scenario, which may be of any length: escaped straight onto the page.
    private mutating func putEscaped(_ text: String) {
        flush()
        switch format {
        case .html: out.appendHTMLEscaped(text)
        case .markdown: out.appendMarkdownEscaped(text)
        }
    }
}

extension Table {
    /// Writes the streamed rows, if the table has them, after its `rows`.
    func writeStreamedRows(_ format: TableRowWriter.Format, into out: inout ByteBuffer) {
        guard let streamedRows else { return }
        let scratchSize = 16_384
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchSize)
        defer { scratch.deallocate() }
        var writer = TableRowWriter(format: format, rightAligned: columns.map { $0.alignment == .right }, currency: currency, locale: locale, out: ByteBuffer(capacity: 0), scratch: scratch, scratchSize: scratchSize)
        swap(&writer.out, &out)
        for index in 0..<streamedRows.count {
            streamedRows.write(row: index, to: &writer)
            writer.endRow()
        }
        writer.flush()
        swap(&writer.out, &out)
    }
}
