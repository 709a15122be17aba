import Testing
import TallyEngines
@testable import TallyReports

@Suite struct TableRowSourceTests {
    /// Two rows written from a source, as a schedule's are: a year's anchor and a class on the
    /// first, an empty cell and a cell past the table's columns on the second.
    struct TwoRows: Table.RowSource {
        var count: Int { 2 }

        func write(row index: Int, to row: inout Table.RowWriter) {
            if index == 0 {
                row.attributes(idPrefix: "months-", idNumber: 2027, class: "overpaid")
                row.integer(1)
                row.month(YearMonth(year: 2027, month: 1)!)
                row.money(Money(minorUnits: 175_218))
            } else {
                row.integer(2)
                row.text("a <b> | c")
                row.empty()
                row.money(Money(minorUnits: -5))
            }
        }
    }

    static func table() -> Table {
        var table = Table(columns: [.init("No."), .init("Month", .left), .init("Paid (£)")], currency: .gbp, locale: .enGB)
        table.rows = [Table.Row(["", "Start & co", "1"])]
        table.streamedRows = TwoRows()
        return table
    }

    @Test func streamedRowsFollowTheGivenRowsInBothFormats() {
        let table = Self.table()
        #expect(table.rowCount == 3)
        #expect(table.html(class: "schedule").hasSuffix(
            "<tbody><tr><td><td class=\"text\">Start &amp; co<td>1</tr>\n"
                + "<tr id=\"months-2027\" class=\"overpaid\"><td>1<td class=\"text\">Jan 2027<td>1,752.18</tr>\n"
                + "<tr><td>2<td class=\"text\">a &lt;b&gt; | c<td><td>\u{2212}0.05</tr>\n</tbody></table>"
        ))
        #expect(table.markdown() == """
            | No. | Month | Paid (£) |
            | --: | :-- | --: |
            |  | Start & co | 1 |
            | 1 | Jan 2027 | 1,752.18 |
            | 2 | a \\<b\\> \\| c |  | \u{2212}0.05 |

            """)
    }

    /// Drawn once for both formats (as a report page does) or on demand: the same bytes.
    @Test func rowsDrawnAheadAreTheRowsDrawnOnDemand() {
        var drawn = Self.table()
        drawn.renderStreamedRows()
        let onDemand = Self.table()
        #expect(drawn.html() == onDemand.html())
        #expect(drawn.markdown() == onDemand.markdown())
        // Rows changed after drawing are drawn again.
        drawn.rows = []
        #expect(drawn.rowCount == 2)
        #expect(!drawn.markdown().contains("Start"))
    }
}
