import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

@Suite struct TableRowWriterTests {
    /// Rows given as cells, written through the streaming writer.
    struct CellRows: TableRows {
        let rows: [Table.Row]
        var count: Int { rows.count }

        func write(row index: Int, to cells: inout TableRowWriter) {
            let row = rows[index]
            cells.attributes(id: row.htmlID, class: row.htmlClass)
            for cell in row.cells {
                switch cell {
                case .text(let text): text.isEmpty ? cells.empty() : cells.text(text)
                case .money(let amount): cells.money(amount)
                case .month(let month): cells.month(month)
                case .integer(let number): cells.integer(number)
                }
            }
        }
    }

    /// The streaming writer composes cells with fixed-size copies in scratch blocks: whatever
    /// the cells, currencies, lengths and row counts (past a block's end), its rows must be
    /// byte for byte the rows the cell-by-cell renderer writes, in HTML and in Markdown.
    @Test func streamedRowsEqualCellRows() throws {
        var random = SeededRandom(seed: 0x7AB1_E500)
        let currencies: [Currency] = [.gbp, .usd, .eur, Currency(code: "JPY", symbol: "¥", minorDigits: 0), Currency(code: "BHD", symbol: "BD", minorDigits: 3)]
        let texts = ["", "Total", "a < b & \"c\" 'd'", "| pipe *star*", "naïve café", String(repeating: "long text ", count: 40)]
        for round in 0..<60 {
            let alignments: [Table.Alignment] = (0..<random.int(in: 1...9)).map { _ in random.bool() ? .left : .right }
            let columns = alignments.enumerated().map { Table.Column("Column \($0.offset)", $0.element) }
            var rows: [Table.Row] = []
            // Up to 700 rows of 9 cells: several scratch blocks.
            for index in 0..<random.int(in: 0...(round % 6 == 0 ? 700 : 40)) {
                var cells: [Table.Cell] = []
                // Now and then a row longer than the table's columns, which are numbers.
                for _ in 0..<(random.int(in: 0...9) == 0 ? columns.count + 2 : columns.count) {
                    switch random.int(in: 0...5) {
                    case 0: cells.append(.text(texts[random.int(in: 0...(texts.count - 1))]))
                    case 1: cells.append(.integer(random.bool() ? random.int(in: -1_000...1_000) : Int(truncatingIfNeeded: random.next())))
                    case 2: cells.append(.month(try #require(YearMonth(year: random.int(in: 1...9999), month: random.int(in: 1...12)))))
                    default:
                        var magnitude: Int64 = 0
                        for _ in 0..<random.int(in: 1...18) { magnitude = magnitude * 10 + Int64(random.int(in: 0...9)) }
                        cells.append(.money(Money(minorUnits: random.bool() ? -magnitude : magnitude)))
                    }
                }
                var row = Table.Row(cells: cells, htmlClass: random.int(in: 0...4) == 0 ? "over\"paid" : nil)
                if random.int(in: 0...6) == 0 { row.htmlID = "months-\(index)&" }
                rows.append(row)
            }
            let currency = currencies[random.int(in: 0...(currencies.count - 1))]
            let locale = TallyLocale.allCases[random.int(in: 0...(TallyLocale.allCases.count - 1))]
            var byCells = Table(columns: columns, currency: currency, locale: locale)
            byCells.rows = rows
            var streamed = Table(columns: columns, currency: currency, locale: locale)
            streamed.streamedRows = CellRows(rows: rows)
            #expect(streamed.html() == byCells.html())
            #expect(streamed.markdown() == byCells.markdown())
            streamed.renderStreamedRows()
            #expect(streamed.html() == byCells.html())
            #expect(streamed.markdown() == byCells.markdown())
        }
    }

    /// The writer keeps recent figures and copies them when an amount comes back (a schedule's
    /// opening balance, its payment): amounts drawn from a small pool, many sharing the low bits
    /// a kept figure is found by, across years and currencies, must still be written exactly.
    @Test func repeatedAmountsEqualCellRows() throws {
        var random = SeededRandom(seed: 0x5EED_F16)
        let currencies: [Currency] = [.gbp, .usd, Currency(code: "JPY", symbol: "¥", minorDigits: 0), Currency(code: "BHD", symbol: "BD", minorDigits: 3)]
        let pool: [Int64] = [0, 1, -1, 32, -32, 64, 1_000_000, 1_000_032, -1_000_000, 175_218, 175_218 + 32 * 7, Int64.max, Int64.min + 1, 99, 100, 12_345_678_901]
        for round in 0..<30 {
            let columnCount = random.int(in: 2...12)
            let columns = (0..<columnCount).map { Table.Column("C\($0)", $0 == 1 ? .left : .right) }
            var rows: [Table.Row] = []
            var month = try #require(YearMonth(year: random.int(in: 1990...2100), month: random.int(in: 1...12)))
            for _ in 0..<random.int(in: 1...(round % 3 == 0 ? 400 : 30)) {
                var cells: [Table.Cell] = [.integer(random.int(in: 0...100_000)), .month(month)]
                for _ in 2..<columnCount {
                    cells.append(random.int(in: 0...9) == 0 ? "" : .money(Money(minorUnits: pool[random.int(in: 0...(pool.count - 1))])))
                }
                rows.append(Table.Row(cells: cells))
                month = month.adding(months: random.int(in: 1...14))
            }
            let currency = currencies[round % currencies.count]
            let locale = TallyLocale.allCases[random.int(in: 0...(TallyLocale.allCases.count - 1))]
            var byCells = Table(columns: columns, currency: currency, locale: locale)
            byCells.rows = rows
            var streamed = Table(columns: columns, currency: currency, locale: locale)
            streamed.streamedRows = CellRows(rows: rows)
            streamed.renderStreamedRows()
            #expect(streamed.html() == byCells.html())
            #expect(streamed.markdown() == byCells.markdown())
        }
    }
}
