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
/// a figure is formatted once, into a slot of its own, and copied into both formats.
///
/// Both formats are written in place into memory reserved for the whole table (`RowBytes`),
/// with the room checked once per row (and per text cell, whose length is not bounded), so
/// a cell costs a few fixed-size copies: no capacity check per cell, no block moved twice.
/// Amounts repeat in a schedule (the opening balance is the last month's closing balance,
/// the payment is the same every month), so recent figures are kept and copied, not redone.
public struct TableRowWriter {
    let currency: Currency
    let locale: TallyLocale
    private var html: RowOutput
    private var markdown: RowOutput
    /// The fixed pieces (see `Piece`), month names and the slots figures are composed in.
    private let pieces: UnsafeMutablePointer<UInt8>
    /// Each column's opening length, then each month name's (with its space).
    private let openingLengths: UnsafeMutablePointer<Int>
    private let monthNameLengths: UnsafeMutablePointer<Int>
    /// The amounts whose figures sit in the figure slots, and the figures' lengths.
    private let figureValues: UnsafeMutablePointer<Int64>
    private let figureLengths: UnsafeMutablePointer<Int>
    /// The figure slots, `figureSlot` bytes apart, after the pieces.
    private let figures: UnsafeMutablePointer<UInt8>
    private let columns: Int
    /// The room a row of `columns` fixed-width cells needs, closing tags included.
    private let rowRoom: Int
    /// Whether money is written by the two-decimal fast path (every currency but a few).
    private let centsOnly: Bool
    private let grouping: UInt8
    private let decimalMark: UInt8
    private var year = Int.min
    private var yearLength = 0
    private var cell = 0
    private var opened = false

    /// The widest fixed copy: a column's opening markup, a month name, a year or a count.
    static let slot = 32
    /// A figure slot: room for any amount `TallyLocale.write(money:…)` writes.
    private static let figureSlot = TallyLocale.maxMoneyBytes
    /// How many figures are kept: a power of two, indexed by an amount's low bits.
    private static let figureEntries = 64
    /// The room reserved for one cell: its opening, its figure and the slack a fixed copy writes.
    private static let cellRoom = 2 * slot + figureSlot

    /// Where each fixed piece starts in `pieces`, a `slot` apart; openings follow them.
    private enum Piece {
        static let rowOpen = 0, rowEnd = 1, markdownEnd = 2, markdownEmptyEnd = 3
        static let year = 4, digits = 5, months = 6, openings = months + 12
    }

    init(rightAligned: [Bool], currency: Currency, locale: TallyLocale, rows: Int) {
        self.currency = currency
        self.locale = locale
        columns = max(rightAligned.count, 1)
        rowRoom = columns * Self.cellRoom + 4 * Self.slot
        // Most cells are amounts of under ten digits: a table rarely grows past this.
        html = RowOutput(capacity: rows * (columns * 24 + 32) + rowRoom)
        markdown = RowOutput(capacity: rows * (columns * 16 + 8) + rowRoom)
        let pieceBytes = (Piece.openings + columns + 1) * Self.slot + Self.figureEntries * Self.figureSlot
        // Zeroed: a fixed-size copy reads a whole slot, past the bytes a piece or figure holds.
        pieces = .allocate(capacity: pieceBytes)
        pieces.initialize(repeating: 0, count: pieceBytes)
        openingLengths = .allocate(capacity: columns + 1 + 12)
        monthNameLengths = openingLengths + columns + 1
        figureValues = .allocate(capacity: Self.figureEntries)
        figureLengths = .allocate(capacity: Self.figureEntries)
        figures = pieces + (Piece.openings + columns + 1) * Self.slot
        centsOnly = currency.minorDigits == 2
        grouping = locale.groupingSeparator
        decimalMark = locale.decimalSeparator
        let names = TallyLocale.shortMonthBytes
        for month in 0..<12 {
            // A short name is three letters; the slot leaves room for a space after it.
            let count = min(names.offsets[month + 1] - names.offsets[month], Self.slot - 1)
            let slot = pieces + (Piece.months + month) * Self.slot
            for index in 0..<count { slot[index] = names.bytes[names.offsets[month] + index] }
            slot[count] = UInt8(ascii: " ")
            monthNameLengths[month] = count + 1
        }
        Self.store("<tr>", at: pieces + Piece.rowOpen * Self.slot)
        Self.store("</tr>\n", at: pieces + Piece.rowEnd * Self.slot)
        Self.store(" |\n", at: pieces + Piece.markdownEnd * Self.slot)
        Self.store("|\n", at: pieces + Piece.markdownEmptyEnd * Self.slot)
        // A column past the table's own is a right-aligned number, as before. A cell's `</td>`
        // is left out: the next `<td>` or the row's `</tr>` ends it (HTML's optional end tags),
        // so the page has the same cells in 35 fewer bytes a row, 12 KB a thirty-year schedule.
        for column in 0...columns {
            let right = column >= rightAligned.count || rightAligned[column]
            let opening: StaticString = right ? "<td>" : "<td class=\"text\">"
            Self.store(opening, at: pieces + (Piece.openings + column) * Self.slot)
            openingLengths[column] = opening.utf8CodeUnitCount
        }
        // Every kept figure starts as zero's, correct whichever slot it sits in.
        let zero = figures
        let zeroLength = centsOnly
            ? TallyLocale.writeCents(0, grouping: grouping, decimalMark: decimalMark, to: zero)
            : locale.write(money: .zero, currency, symbol: false, to: zero)
        for entry in 0..<Self.figureEntries {
            if entry > 0 { (zero + entry * Self.figureSlot).update(from: zero, count: Self.figureSlot) }
            figureValues[entry] = 0
            figureLengths[entry] = zeroLength
        }
    }

    private static func store(_ text: StaticString, at destination: UnsafeMutablePointer<UInt8>) {
        destination.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Hands over the rows written, and frees the rest.
    consuming func finish() -> RenderedRows {
        pieces.deallocate()
        openingLengths.deallocate()
        figureValues.deallocate()
        figureLengths.deallocate()
        return RenderedRows(html: html.bytes(), markdown: markdown.bytes())
    }

    /// An id (a link target) and a CSS class for the row, in HTML; before any cell.
    public mutating func attributes(id: String?, class htmlClass: String?) {
        guard !opened, id != nil || htmlClass != nil else { return }
        // An escaped byte takes at most six (`&quot;`).
        reserve(html: rowRoom + 6 * ((id?.utf8.count ?? 0) + (htmlClass?.utf8.count ?? 0)), markdown: rowRoom)
        opened = true
        html.put("<tr")
        if let id {
            html.put(" id=\"")
            html.putHTMLEscaped(id)
            html.put("\"")
        }
        if let htmlClass {
            html.put(" class=\"")
            html.putHTMLEscaped(htmlClass)
            html.put("\"")
        }
        html.put(">")
    }

    /// An id made of a fixed prefix and a number (`id="months-2027"`, a year's link target)
    /// and a CSS class, written without making the id as a string for every row that has one.
    @inline(__always)
    mutating func attributes(idPrefix: StaticString, idNumber number: Int?, class htmlClass: StaticString?) {
        guard number != nil || htmlClass != nil, !opened else { return }
        writeAttributes(idPrefix: idPrefix, idNumber: number, class: htmlClass)
    }

    @inline(never)
    private mutating func writeAttributes(idPrefix: StaticString, idNumber number: Int?, class htmlClass: StaticString?) {
        reserve(html: rowRoom + idPrefix.utf8CodeUnitCount + (htmlClass?.utf8CodeUnitCount ?? 0) + Self.slot, markdown: rowRoom)
        opened = true
        html.put("<tr")
        if let number {
            html.put(" id=\"")
            html.put(idPrefix)
            html.used += TallyLocale.writeInteger(number, to: html.end)
            html.put("\"")
        }
        if let htmlClass {
            // The classes passed here are fixed words: nothing to escape.
            html.put(" class=\"")
            html.put(htmlClass)
            html.put("\"")
        }
        html.put(">")
    }

    /// `1,752.18`, without the symbol: the column heading names the currency.
    @inline(__always)
    public mutating func money(_ amount: Money) {
        let units = amount.minorUnits
        let entry = Int(truncatingIfNeeded: units) & (Self.figureEntries - 1)
        let slot = figures + entry &* Self.figureSlot
        if figureValues[entry] != units {
            figureLengths[entry] = centsOnly
                ? Self.writeCentsFigure(units, grouping: grouping, decimalMark: decimalMark, to: slot)
                : locale.write(money: amount, currency, symbol: false, to: slot)
            figureValues[entry] = units
        }
        putCell(slot, count: figureLengths[entry])
    }

    /// An amount of a two-place currency, in one call: most cells' figures.
    @inline(never)
    private static func writeCentsFigure(_ units: Int64, grouping: UInt8, decimalMark: UInt8, to slot: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = units < 0 ? TallyLocale.writeMinus(to: slot) : 0
        return sign &+ TallyLocale.writeCents(units.magnitude, grouping: grouping, decimalMark: decimalMark, to: slot + sign)
    }

    /// A month in the locale's short style (`Jan 2031`); a year's digits are written once.
    @inline(__always)
    public mutating func month(_ month: YearMonth) {
        if month.year != year {
            year = month.year
            yearLength = TallyLocale.writeInteger(month.year, to: pieces + Piece.year * Self.slot)
        }
        let index = min(max(month.month, 1), 12) - 1
        let nameLength = monthNameLengths[index]
        putCell(pieces + (Piece.months + index) * Self.slot, count: nameLength)
        putFigure(pieces + Piece.year * Self.slot, count: yearLength)
    }

    @inline(__always)
    public mutating func integer(_ number: Int) {
        let digits = pieces + Piece.digits * Self.slot
        let count: Int
        if UInt(bitPattern: number) < 10_000 {
            // A period or a year: up to two pairs of digits stored here, without a call.
            let pairs = TallyLocale.digitPairBytes
            let high = number / 100
            let low = (number &- high &* 100) &* 2
            if high == 0 {
                count = number < 10 ? 1 : 2
                digits[0] = pairs[low &+ 2 &- count]
                digits[1] = pairs[low &+ 1]
            } else {
                count = high < 10 ? 3 : 4
                digits[0] = pairs[high &* 2 &+ 4 &- count]
                digits[1] = pairs[high &* 2 &+ 1]
                digits[count &- 2] = pairs[low]
                digits[count &- 1] = pairs[low &+ 1]
            }
        } else {
            count = TallyLocale.writeInteger(number, to: digits)
        }
        putCell(digits, count: count)
    }

    /// Text, escaped for each format.
    public mutating func text(_ text: String) {
        // An escaped byte takes at most six in HTML (`&quot;`) and two in Markdown.
        let length = text.utf8.count
        reserve(html: rowRoom + 6 * length, markdown: rowRoom + 2 * length)
        openCell()
        html.putHTMLEscaped(text)
        markdown.putMarkdownEscaped(text)
    }

    public mutating func empty() {
        openCell()
    }

    /// Opens the row if need be (with room for all its cells) and the next cell, closing the
    /// one before in the same copy.
    @inline(__always)
    private mutating func openCell() {
        if !opened { openRow() }
        var column = cell
        if column >= columns {
            widenRow()
            column = columns
        }
        html.putPiece(pieces + (Piece.openings &+ column) &* Self.slot, count: openingLengths[column])
        // `| ` before the first cell, ` | ` between cells: one four-byte store.
        let first = cell == 0
        UnsafeMutableRawPointer(markdown.end).storeBytes(of: first ? 0x0000_207C : 0x0020_7C20 as UInt32, as: UInt32.self)
        markdown.used &+= first ? 2 : 3
        cell &+= 1
    }

    /// `<tr>`, with room for the row's cells.
    @inline(never)
    private mutating func openRow() {
        reserve(html: rowRoom, markdown: rowRoom)
        opened = true
        html.putPiece(pieces + Piece.rowOpen * Self.slot, count: 4)
    }

    /// Room for a cell past the table's columns, which the row's room did not count.
    @inline(never)
    private mutating func widenRow() {
        reserve(html: Self.cellRoom + Self.slot, markdown: Self.cellRoom + Self.slot)
    }

    /// Copies a figure into both formats: digits need no escaping in either.
    @inline(__always)
    private mutating func putFigure(_ figure: UnsafeMutablePointer<UInt8>, count: Int) {
        html.putSlot(figure, count: count)
        markdown.putSlot(figure, count: count)
    }

    /// Opens the next cell and copies its figure into both formats, as `openCell` and
    /// `putFigure`, with the positions held in locals: every store goes through a pointer, so
    /// the writer's own fields are read once per cell instead of again after each store.
    @inline(__always)
    private mutating func putCell(_ figure: UnsafeMutablePointer<UInt8>, count: Int) {
        if !opened { openRow() }
        var column = cell
        if column >= columns {
            widenRow()
            column = columns
        }
        let htmlStart = html.end
        let markdownStart = markdown.end
        RowOutput.copySlot(pieces + (Piece.openings &+ column) &* Self.slot, to: htmlStart)
        let opening = openingLengths[column]
        UnsafeMutableRawPointer(markdownStart).storeBytes(of: column == 0 ? 0x0000_207C : 0x0020_7C20 as UInt32, as: UInt32.self)
        let separator = column == 0 ? 2 : 3
        if count <= Self.slot {
            RowOutput.copySlot(figure, to: htmlStart + opening)
            RowOutput.copySlot(figure, to: markdownStart + separator)
        } else {
            (htmlStart + opening).update(from: figure, count: count)
            (markdownStart + separator).update(from: figure, count: count)
        }
        html.used &+= opening &+ count
        markdown.used &+= separator &+ count
        cell = column &+ 1
    }

    /// Ends the row and readies the writer for the next.
    mutating func endRow() {
        if !opened { openRow() }
        html.putPiece(pieces + Piece.rowEnd * Self.slot, count: 6)
        if cell > 0 {
            markdown.putPiece(pieces + Piece.markdownEnd * Self.slot, count: 3)
        } else {
            markdown.putPiece(pieces + Piece.markdownEmptyEnd * Self.slot, count: 2)
        }
        cell = 0
        opened = false
    }

    @inline(__always)
    private mutating func reserve(html htmlBytes: Int, markdown markdownBytes: Int) {
        if html.room < htmlBytes { html.grow(htmlBytes) }
        if markdown.room < markdownBytes { markdown.grow(markdownBytes) }
    }
}
