import TallyEngines

extension Table {
    /// `<table>` with a header row that repeats on every printed page.
    public func html(class className: String = "data") -> String {
        var out = ByteBuffer(capacity: 256 + rowCount * columns.count * 28)
        html(class: className, into: &out)
        return out.string
    }

    /// The table in the scrolling wrapper that keeps wide tables usable on a phone.
    public func wrappedHTML(class className: String = "data") -> String {
        var out = ByteBuffer(capacity: 256 + rowCount * columns.count * 28)
        wrappedHTML(class: className, into: &out)
        return out.string
    }

    func wrappedHTML(class className: String = "data", into out: inout ByteBuffer) {
        appendHead(class: className, wrapped: true, into: &out)
        appendBody(into: &out)
        Self.closeWrapper(into: &out)
    }

    /// Rows beyond which a table scrolls inside a box of its own on screen, so that its header
    /// row can stay in view (a sticky header only sticks within its scrolling box).
    static let longTableRows = 24
    /// Columns from which a phone cannot show the whole row, so the caption says it scrolls.
    /// (Five columns of amounts fit a 390 px phone; a table of wide cells counts as more.)
    static let wideTableColumns = 6

    /// Opens the scrolling box around a table. The caption is repeated above the box, where a
    /// phone shows it whole instead of cutting it at the screen's edge; the table keeps its own
    /// `<caption>` (hidden by style.css inside the box) for screen readers, and the box is a
    /// named, focusable region so it can be scrolled from the keyboard.
    static func openWrapper(caption: String?, rowCount: Int, columnCount: Int, into out: inout ByteBuffer) {
        out.append("<div class=\"table-block\">")
        if let caption {
            out.append("<p class=\"table-caption\" aria-hidden=\"true\">")
            out.appendHTMLEscaped(caption)
            if columnCount >= wideTableColumns {
                out.append("<span class=\"scroll-hint\"> Scroll sideways for more columns.</span>")
            }
            out.append("</p>")
        }
        out.append(rowCount > longTableRows ? "<div class=\"table-wrap table-long\"" : "<div class=\"table-wrap\"")
        out.append(" role=\"region\" tabindex=\"0\" aria-label=\"")
        out.appendHTMLEscaped(caption ?? "Table")
        out.append("\">")
    }

    static func closeWrapper(into out: inout ByteBuffer) {
        out.append("</div></div>")
    }

    /// `tableHTML` (one `<table>` with a `<caption>`, written by our own code) in the same box.
    public static func wrapped(_ tableHTML: String, rowCount: Int, columnCount: Int) -> String {
        var caption: String?
        // Searched as UTF-8 bytes: Foundation's range(of:) would count a long table's UTF-16 first.
        if let open = tableHTML.utf8.firstRange(of: "<caption>".utf8),
           let close = tableHTML.utf8[open.upperBound...].firstRange(of: "</caption>".utf8) {
            caption = String(tableHTML[open.upperBound..<close.lowerBound]).htmlUnescapedForLabel
        }
        var out = ByteBuffer(capacity: tableHTML.utf8.count + 256)
        openWrapper(caption: caption, rowCount: rowCount, columnCount: columnCount, into: &out)
        out.append(tableHTML)
        closeWrapper(into: &out)
        return out.string
    }

    func html(class className: String = "data", into out: inout ByteBuffer) {
        appendHead(class: className, wrapped: false, into: &out)
        appendBody(into: &out)
    }

    /// `<table …>` up to `<tbody>`: the same on every page with this table (see `TableHeadCache`).
    func drawHead(class className: String, into out: inout ByteBuffer) {
        // `figures`: cells are right-aligned numbers unless marked `text` (see style.css).
        out.append("<table class=\"")
        out.appendHTMLEscaped(className)
        out.append(" figures\">")
        if let caption {
            out.append("<caption>")
            out.appendHTMLEscaped(caption)
            out.append("</caption>")
        }
        out.append("<thead><tr>")
        for column in columns {
            out.append(column.alignment == .right ? "<th scope=\"col\">" : "<th scope=\"col\" class=\"text\">")
            out.appendHTMLEscaped(column.title)
            out.append("</th>")
        }
        out.append("</tr></thead><tbody>")
    }

    /// The rows, the footer and `</table>`.
    private func appendBody(into out: inout ByteBuffer) {
        out.append(bytes: (drawnRows ?? drawRows()).html)
        out.append("</tbody>")
        if let footer {
            var writer = RowWriter(columns: columns, currency: currency, locale: locale, rows: 1)
            for cell in footer { writer.text(cell) }
            writer.endRow()
            out.append("<tfoot>")
            out.append(writer.html)
            // The footer row's line break, inside `<tfoot>`, is dropped.
            out.dropLast()
            out.append("</tfoot>")
        }
        out.append("</table>")
    }

    /// A GFM table: `| Month | Payment |` with right-aligned number columns.
    public func markdown() -> String {
        var out = ByteBuffer(capacity: 128 + rowCount * columns.count * 16)
        markdown(into: &out)
        return out.string
    }

    func markdown(into out: inout ByteBuffer) {
        out.append("|")
        for column in columns {
            out.append(" ")
            out.appendMarkdownEscaped(column.title)
            out.append(" |")
        }
        out.append("\n|")
        for column in columns { out.append(column.alignment == .right ? " --: |" : " :-- |") }
        out.append("\n")
        out.append(bytes: (drawnRows ?? drawRows()).markdown)
        if let footer {
            out.append("|")
            for cell in footer {
                if cell.isEmpty {
                    out.append(" |")
                } else {
                    out.append(" **")
                    out.appendMarkdownEscaped(cell)
                    out.append("** |")
                }
            }
            out.append("\n")
        }
    }

    /// A cell's text made safe inside a GFM table row: pipes and Markdown punctuation escaped.
    static func markdownCell(_ text: String) -> String {
        guard text.utf8.contains(where: MarkdownEscaping.needsEscaping) else { return text }
        var out = ByteBuffer(capacity: text.utf8.count + 8)
        out.appendMarkdownEscaped(text)
        return out.string
    }
}

extension String {
    /// Undoes our own HTML escaping (`&amp; &lt; &gt; &quot; &#39;`), so that text taken from
    /// markup we wrote can be escaped again once, for an attribute.
    fileprivate var htmlUnescapedForLabel: String {
        guard contains("&") else { return self }
        return replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
