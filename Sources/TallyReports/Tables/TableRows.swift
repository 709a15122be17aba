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
/// a figure is formatted once, straight into the HTML, and copied into the Markdown.
///
/// Cells are composed in scratch blocks the table owns for the length of its rows and go to
/// the pages a block at a time. Every piece of a cell is a fixed-size copy or digits stored in
/// place: each column's opening tags are laid out once, in a slot of their own, so a cell costs
/// its digits and a few stores, with no capacity check, array access or call per piece.
public struct TableRowWriter {
    let currency: Currency
    let locale: TallyLocale
    /// The rows as HTML and as Markdown.
    var html: ByteBuffer
    var markdown: ByteBuffer
    private let htmlScratch: UnsafeMutablePointer<UInt8>
    private let markdownScratch: UnsafeMutablePointer<UInt8>
    /// Each column's opening markup (`</td><td class="text">`), a `slot` apart, and its length.
    private let openings: UnsafeMutablePointer<UInt8>
    private let openingLengths: UnsafeMutablePointer<Int>
    private let columns: Int
    private let scratchSize: Int
    /// Whether money is written by the two-decimal fast path (every currency but a few).
    private let centsOnly: Bool
    private let grouping: UInt8
    private let decimalMark: UInt8
    private let monthNames: TallyLocale.MonthNameBytes
    private var htmlUsed = 0
    private var markdownUsed = 0
    private var cell = 0
    private var opened = false

    /// The widest fixed copy: a column's opening markup, or a formatted figure.
    static let slot = 32
    /// The room reserved for one cell: its markup, its figure and the slack a fixed copy reads.
    private static let cellRoom = 2 * slot + TallyLocale.maxMoneyBytes

    /// `scratch` must hold `scratchBytes(scratchSize, columns:)` bytes while the writer lives;
    /// `scratchSize` is at least `4 * cellRoom`.
    init(rightAligned: [Bool], currency: Currency, locale: TallyLocale, scratch: UnsafeMutablePointer<UInt8>, scratchSize: Int, capacity: Int) {
        self.currency = currency
        self.locale = locale
        html = ByteBuffer(capacity: capacity)
        markdown = ByteBuffer(capacity: capacity / 2)
        htmlScratch = scratch
        markdownScratch = scratch + scratchSize + Self.cellRoom
        openings = scratch + 2 * (scratchSize + Self.cellRoom)
        columns = max(rightAligned.count, 1)
        openingLengths = .allocate(capacity: columns + 1)
        self.scratchSize = scratchSize
        centsOnly = currency.minorDigits == 2
        grouping = locale.groupingSeparator
        decimalMark = locale.decimalSeparator
        monthNames = TallyLocale.shortMonthBytes
        // A column past the table's own is a right-aligned number, as before.
        for column in 0...columns {
            let right = column >= rightAligned.count || rightAligned[column]
            let opening: StaticString = switch (column == 0, right) {
            case (true, true): "<td>"
            case (true, false): "<td class=\"text\">"
            case (false, true): "</td><td>"
            case (false, false): "</td><td class=\"text\">"
            }
            (openings + column * Self.slot).update(from: opening.utf8Start, count: opening.utf8CodeUnitCount)
            openingLengths[column] = opening.utf8CodeUnitCount
        }
    }

    static func scratchBytes(_ scratchSize: Int, columns: Int) -> Int {
        2 * (scratchSize + cellRoom) + (max(columns, 1) + 1) * slot
    }

    /// Frees what the writer allocated itself (the scratch is its table's).
    func release() {
        openingLengths.deallocate()
    }

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

    /// An id made of a fixed prefix and a number (`id="months-2027"`, a year's link target)
    /// and a CSS class, written without making the id as a string for every row that has one.
    mutating func attributes(idPrefix: StaticString, idNumber number: Int?, class htmlClass: StaticString?) {
        guard !opened, number != nil || htmlClass != nil else { return }
        makeRoom()
        opened = true
        putHTML("<tr")
        if let number {
            putHTML(" id=\"")
            putHTML(idPrefix)
            htmlUsed += TallyLocale.writeInteger(number, to: htmlScratch + htmlUsed)
            putHTML("\"")
        }
        if let htmlClass {
            // The classes passed here are fixed words: nothing to escape.
            putHTML(" class=\"")
            putHTML(htmlClass)
            putHTML("\"")
        }
        putHTML(">")
    }

    /// `1,752.18`, without the symbol: the column heading names the currency.
    public mutating func money(_ amount: Money) {
        let start = startCell()
        if centsOnly {
            var count = amount.isNegative ? TallyLocale.writeMinus(to: start) : 0
            count += TallyLocale.writeCents(amount.minorUnits.magnitude, grouping: grouping, decimalMark: decimalMark, to: start + count)
            endValue(start, count: count)
        } else {
            endValue(start, count: locale.write(money: amount, currency, symbol: false, to: start))
        }
    }

    /// A month in the locale's short style (`Jan 2031`).
    public mutating func month(_ month: YearMonth) {
        let start = startCell()
        let index = min(max(month.month, 1), 12) - 1
        let count = monthNames.write(month: index, to: start)
        start[count] = UInt8(ascii: " ")
        endValue(start, count: count + 1 + TallyLocale.writeInteger(month.year, to: start + count + 1))
    }

    public mutating func integer(_ number: Int) {
        let start = startCell()
        endValue(start, count: TallyLocale.writeInteger(number, to: start))
    }

    /// Text, escaped for each format.
    public mutating func text(_ text: String) {
        _ = startCell()
        flush()
        html.appendHTMLEscaped(text)
        markdown.appendMarkdownEscaped(text)
    }

    public mutating func empty() {
        _ = startCell()
    }

    /// Opens the row if need be and the next cell, closing the one before in the same copy,
    /// and returns where the cell's figure goes in the HTML.
    @inline(__always)
    private mutating func startCell() -> UnsafeMutablePointer<UInt8> {
        makeRoom()
        if !opened {
            opened = true
            putHTML("<tr>")
        }
        let column = min(cell, columns)
        let html = htmlScratch + htmlUsed
        Self.copySlot(from: openings + column * Self.slot, to: html)
        htmlUsed += openingLengths[column]
        let markdown = markdownScratch + markdownUsed
        if cell == 0 {
            markdown[0] = UInt8(ascii: "|")
            markdown[1] = UInt8(ascii: " ")
            markdownUsed += 2
        } else {
            markdown[0] = UInt8(ascii: " ")
            markdown[1] = UInt8(ascii: "|")
            markdown[2] = UInt8(ascii: " ")
            markdownUsed += 3
        }
        cell += 1
        return htmlScratch + htmlUsed
    }

    /// Takes the `count` bytes of a figure written at `start` in the HTML, and copies them into
    /// the Markdown: digits need no escaping in either format.
    @inline(__always)
    private mutating func endValue(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
        if count <= Self.slot {
            Self.copySlot(from: start, to: markdownScratch + markdownUsed)
        } else {
            (markdownScratch + markdownUsed).update(from: start, count: count)
        }
        htmlUsed += count
        markdownUsed += count
    }

    /// Copies `slot` bytes, whatever the length of what they hold: two 16-byte moves instead of
    /// a call to copy a few bytes. Both ends lie inside the scratch, which reserves the slack.
    @inline(__always)
    private static func copySlot(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        to.storeBytes(of: from.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), toByteOffset: 16, as: SIMD16<UInt8>.self)
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
        if htmlUsed > scratchSize || markdownUsed > scratchSize { flush() }
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
        // Blocks of 16 kB for a schedule; a short table's rows fit in one smaller block.
        let scratchSize = min(16_384, max(2_048, streamedRows.count * columns.count * 40))
        let scratchBytes = TableRowWriter.scratchBytes(scratchSize, columns: columns.count)
        // Zeroed: a fixed-size copy reads past what a cell wrote, into bytes it overwrites later.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchBytes)
        scratch.initialize(repeating: 0, count: scratchBytes)
        defer { scratch.deallocate() }
        var writer = TableRowWriter(rightAligned: columns.map { $0.alignment == .right }, currency: currency, locale: locale,
                                    scratch: scratch, scratchSize: scratchSize, capacity: streamedRows.count * columns.count * 16)
        defer { writer.release() }
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
