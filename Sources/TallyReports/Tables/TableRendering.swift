import TallyEngines

extension Table {
    /// `<table>` with a header row that repeats on every printed page.
    public func html(class className: String = "data") -> String {
        var out = ByteBuffer(capacity: 256 + rows.count * columns.count * 28)
        html(class: className, into: &out)
        return out.string
    }

    /// The table in the scrolling wrapper that keeps wide tables usable on a phone.
    public func wrappedHTML(class className: String = "data") -> String {
        var out = ByteBuffer(capacity: 256 + rows.count * columns.count * 28)
        wrappedHTML(class: className, into: &out)
        return out.string
    }

    func wrappedHTML(class className: String = "data", into out: inout ByteBuffer) {
        out.append("<div class=\"table-wrap\">")
        html(class: className, into: &out)
        out.append("</div>")
    }

    func html(class className: String = "data", into out: inout ByteBuffer) {
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
        for row in rows {
            if let htmlClass = row.htmlClass {
                out.append("<tr class=\"")
                out.appendHTMLEscaped(htmlClass)
                out.append("\">")
            } else {
                out.append("<tr>")
            }
            appendCells(row.cells, to: &out)
            out.append("</tr>\n")
        }
        out.append("</tbody>")
        if let footer {
            out.append("<tfoot><tr>")
            appendCells(footer.map(Cell.text), to: &out)
            out.append("</tr></tfoot>")
        }
        out.append("</table>")
    }

    /// Cells are right-aligned numbers unless marked `text`: most cells are numbers, and a
    /// 360-row schedule should not repeat a class on each of them. Each cell's closing tag goes
    /// out with the next one's opening tag: one append instead of two, for every cell.
    private func appendCells(_ cells: [Cell], to out: inout ByteBuffer) {
        for index in cells.indices {
            let right = index >= columns.count || columns[index].alignment == .right
            if index == 0 {
                out.append(right ? "<td>" : "<td class=\"text\">")
            } else {
                out.append(right ? "</td><td>" : "</td><td class=\"text\">")
            }
            switch cells[index] {
            case .text(let text): out.appendHTMLEscaped(text)
            case .money(let money): out.append(money: money, currency: currency)
            }
        }
        if !cells.isEmpty { out.append("</td>") }
    }

    /// A GFM table: `| Month | Payment |` with right-aligned number columns.
    public func markdown() -> String {
        var out = ByteBuffer(capacity: 128 + rows.count * columns.count * 16)
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
        for row in rows {
            // `| a | b |`: the separator between cells is one append.
            out.append(row.cells.isEmpty ? "|" : "| ")
            for index in row.cells.indices {
                if index > 0 { out.append(" | ") }
                switch row.cells[index] {
                case .text(let text): out.appendMarkdownEscaped(text)
                case .money(let money): out.append(money: money, currency: currency)
                }
            }
            out.append(row.cells.isEmpty ? "\n" : " |\n")
        }
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
        guard text.utf8.contains(where: needsMarkdownEscaping) else { return text }
        var out = ByteBuffer(capacity: text.utf8.count + 8)
        out.appendMarkdownEscaped(text)
        return out.string
    }

    /// A byte that `ByteBuffer.appendMarkdownEscaped` changes: punctuation or a line break.
    @inline(__always)
    static func needsMarkdownEscaping(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || isMarkdownSpecial(byte)
    }

    /// `| \ * _ ` [ ] < > # ! ~`: a switch, because this runs for every cell of every schedule.
    @inline(__always)
    static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x7C, 0x5C, 0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x3C, 0x3E, 0x23, 0x21, 0x7E: return true
        default: return false
        }
    }
}

/// Escaping for text placed in Markdown prose (headings, list items).
extension String {
    public var markdownEscaped: String { Table.markdownCell(self) }
}
