import Testing
@testable import TallyReports

/// Heads are kept per build and shared between tables: a table must get its own head, never
/// that of a table which differs only in a caption, a title, an alignment or its box.
@Suite struct TableHeadCacheTests {
    static func table(_ caption: String?, _ columns: [Table.Column], rows: Int = 1) -> Table {
        Table(columns: columns, rows: Array(repeating: Table.Row(["1", "2"]), count: rows), caption: caption)
    }

    /// The head as drawn without the cache.
    static func drawn(_ table: Table, wrapped: Bool) -> String {
        var out = ByteBuffer(capacity: 256)
        if wrapped { Table.openWrapper(caption: table.caption, rowCount: table.rowCount, columnCount: table.columns.count, into: &out) }
        table.drawHead(class: "data", into: &out)
        return out.string
    }

    @Test func eachTableGetsTheHeadDrawnForIt() {
        let caption = "Caption A <&> × ÷"
        let tables = [
            Self.table(caption, [.init("One"), .init("Two")]),
            Self.table(caption, [.init("One"), .init("Two")]),
            Self.table("Caption B <&> × ÷", [.init("One"), .init("Two")]),
            Self.table(caption, [.init("One"), .init("Tw0")]),
            Self.table(caption, [.init("One", .left), .init("Two")]),
            Self.table(caption, [.init("One"), .init("Two")], rows: Table.longTableRows + 1),
            Self.table(nil, [.init("One"), .init("Two")]),
            Self.table("", [.init("One"), .init("Two")]),
        ]
        // Twice over, so that the second round is served from the cache.
        for _ in 0..<2 {
            for table in tables {
                let wrapped = table.wrappedHTML()
                let plain = table.html()
                #expect(wrapped.hasPrefix(Self.drawn(table, wrapped: true)))
                #expect(plain.hasPrefix(Self.drawn(table, wrapped: false)))
                #expect(wrapped.hasSuffix("</table></div></div>"))
                #expect(!plain.contains("table-block"))
            }
        }
        #expect(tables[0].wrappedHTML().contains("Caption A &lt;&amp;&gt; × ÷"))
        #expect(tables[2].wrappedHTML().contains("Caption B") && !tables[2].wrappedHTML().contains("Caption A"))
        #expect(tables[3].html().contains(">Tw0</th>"))
        #expect(tables[4].html().contains("<th scope=\"col\" class=\"text\">One</th>"))
        #expect(tables[5].wrappedHTML().contains("table-long"))
        #expect(tables[6].wrappedHTML().contains("aria-label=\"Table\"") && !tables[6].html().contains("<caption>"))
    }
}
