extension Table {
    /// `<table>` with a header row that repeats on every printed page.
    public func html(class className: String = "data") -> String {
        var out = ""
        out.reserveCapacity(64 + rows.count * columns.count * 24)
        out += "<table class=\"\(className)\">"
        if let caption { out += "<caption>\(caption.htmlEscaped)</caption>" }
        out += "<thead><tr>"
        for column in columns {
            out += column.alignment == .right ? "<th scope=\"col\" class=\"num\">" : "<th scope=\"col\">"
            out += column.title.htmlEscaped
            out += "</th>"
        }
        out += "</tr></thead><tbody>"
        for row in rows {
            if let htmlClass = row.htmlClass {
                out += "<tr class=\"\(htmlClass.htmlEscaped)\">"
            } else {
                out += "<tr>"
            }
            appendCells(row.cells, to: &out)
            out += "</tr>\n"
        }
        out += "</tbody>"
        if let footer {
            out += "<tfoot><tr>"
            appendCells(footer, to: &out)
            out += "</tr></tfoot>"
        }
        out += "</table>"
        return out
    }

    private func appendCells(_ cells: [String], to out: inout String) {
        for (index, cell) in cells.enumerated() {
            let right = index < columns.count && columns[index].alignment == .right
            out += right ? "<td class=\"num\">" : "<td>"
            out += cell.htmlEscaped
            out += "</td>"
        }
    }

    /// A GFM table: `| Month | Payment |` with right-aligned number columns.
    public func markdown() -> String {
        var out = ""
        out.reserveCapacity(64 + rows.count * columns.count * 16)
        out += "|"
        for column in columns { out += " \(Self.markdownCell(column.title)) |" }
        out += "\n|"
        for column in columns { out += column.alignment == .right ? " --: |" : " :-- |" }
        out += "\n"
        for row in rows {
            out += "|"
            for cell in row.cells {
                out += " "
                out += Self.markdownCell(cell)
                out += " |"
            }
            out += "\n"
        }
        if let footer {
            out += "|"
            for cell in footer { out += cell.isEmpty ? " |" : " **\(Self.markdownCell(cell))** |" }
            out += "\n"
        }
        return out
    }

    /// A cell's text made safe inside a GFM table row: pipes and Markdown punctuation escaped.
    static func markdownCell(_ text: String) -> String {
        guard text.utf8.contains(where: { Self.markdownSpecials.contains($0) }) else { return text }
        var out = ""
        for character in text.unicodeScalars {
            if character.isASCII, Self.markdownSpecials.contains(UInt8(character.value)) { out += "\\" }
            out.unicodeScalars.append(character)
        }
        return out
    }

    private static let markdownSpecials: Set<UInt8> = Set("|\\*_`[]<>#!~".utf8)
}

/// Escaping for text placed in Markdown prose (headings, list items).
extension String {
    public var markdownEscaped: String { Table.markdownCell(self) }
}
