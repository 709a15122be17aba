import TallyEngines

extension Table {
    /// Writes a table's rows as HTML and as Markdown at once, in the table's locale and
    /// currency: a figure is formatted once, into the HTML, and copied into the Markdown
    /// (digits need no escaping in either).
    public struct RowWriter: ~Copyable {
        let currency: Currency
        let locale: TallyLocale
        private(set) var html: ByteBuffer
        private(set) var markdown: ByteBuffer
        /// Whether each column is right-aligned; a cell past them is a right-aligned number.
        private let rightAligned: [Bool]
        private var cell = 0
        private var opened = false

        init(columns: [Column], currency: Currency, locale: TallyLocale, rows: Int) {
            self.currency = currency
            self.locale = locale
            rightAligned = columns.map { $0.alignment == .right }
            // Most cells are amounts of under ten digits.
            html = ByteBuffer(capacity: rows * (columns.count * 16 + 12) + 64)
            markdown = ByteBuffer(capacity: rows * (columns.count * 12 + 4) + 64)
        }

        /// An id (a link target) and a CSS class for the row, in HTML; before any cell.
        public mutating func attributes(id: String?, class htmlClass: String?) {
            guard !opened, id != nil || htmlClass != nil else { return }
            opened = true
            html.append("<tr")
            if let id {
                html.append(" id=\"")
                html.appendHTMLEscaped(id)
                html.append("\"")
            }
            if let htmlClass {
                html.append(" class=\"")
                html.appendHTMLEscaped(htmlClass)
                html.append("\"")
            }
            html.append(">")
        }

        /// An id made of a fixed prefix and a number (`id="months-2027"`, a year's link target)
        /// and a CSS class, both fixed words with nothing to escape.
        mutating func attributes(idPrefix: StaticString, idNumber number: Int?, class htmlClass: StaticString?) {
            guard !opened, number != nil || htmlClass != nil else { return }
            opened = true
            html.append("<tr")
            if let number {
                html.append(" id=\"")
                html.append(idPrefix)
                html.append(integer: number)
                html.append("\"")
            }
            if let htmlClass {
                html.append(" class=\"")
                html.append(htmlClass)
                html.append("\"")
            }
            html.append(">")
        }

        mutating func cell(_ cell: Cell) {
            switch cell {
            case .text(let value): text(value)
            case .money(let amount): money(amount)
            case .month(let value): month(value)
            case .integer(let value): integer(value)
            }
        }

        /// `1,752.18`, without the symbol: the column heading names the currency.
        public mutating func money(_ amount: Money) {
            let (locale, currency) = (self.locale, self.currency)
            figure(room: 64) { locale.appendMoney(amount, currency, symbol: false, to: &$0) }
        }

        /// A month in the locale's short style (`Jan 2031`).
        public mutating func month(_ month: YearMonth) {
            let locale = self.locale
            figure(room: 40) { locale.append(month, .short, to: &$0) }
        }

        public mutating func integer(_ number: Int) {
            figure(room: 24) { Digits.append(number, to: &$0) }
        }

        /// A cell of at most `room` bytes of figure, written into the HTML after the cell's
        /// opening and copied into the Markdown after its separator.
        private mutating func figure(room: Int, _ write: (inout ByteBuffer.Cursor) -> Void) {
            openRow()
            html.append(cellOpening)
            let start = html.count
            html.write(room: room, write)
            markdown.append(cellSeparator)
            markdown.append(html, from: start)
            cell += 1
        }

        /// Text, escaped for each format.
        public mutating func text(_ text: String) {
            openCell()
            html.appendHTMLEscaped(text)
            markdown.appendMarkdownEscaped(text)
        }

        public mutating func empty() {
            openCell()
        }

        /// Opens the next cell: its opening in HTML, its separator in Markdown.
        private mutating func openCell() {
            openRow()
            html.append(cellOpening)
            markdown.append(cellSeparator)
            cell += 1
        }

        /// `<tr>`, unless the row is open already.
        @inline(__always)
        private mutating func openRow() {
            if !opened {
                html.append("<tr>")
                opened = true
            }
        }

        /// The next cell's opening. Its `</td>` is left out: the next `<td>` or the row's
        /// `</tr>` ends it (HTML's optional end tags), five bytes a cell fewer in a 360-row
        /// schedule. Cells are right-aligned numbers unless marked `text`.
        private var cellOpening: StaticString {
            cell >= rightAligned.count || rightAligned[cell] ? "<td>" : "<td class=\"text\">"
        }

        /// `| a | b |`: before the first cell, and between cells.
        private var cellSeparator: StaticString {
            cell == 0 ? "| " : " | "
        }

        /// Ends the row and readies the writer for the next.
        mutating func endRow() {
            if !opened { html.append("<tr>") }
            html.append("</tr>\n")
            markdown.append(cell > 0 ? " |\n" : "|\n")
            cell = 0
            opened = false
        }
    }
}
