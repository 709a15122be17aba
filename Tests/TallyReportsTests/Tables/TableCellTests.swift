import Testing
import TallyEngines
@testable import TallyReports

@Suite struct TableCellTests {
    /// Month, count and money cells are written as bytes by the table; they must read exactly
    /// as the locale's text for them, in HTML and Markdown alike.
    @Test func byteCellsReadAsTheLocalesText() throws {
        let month = try #require(YearMonth(year: 2028, month: 2))
        let amount = Money(minorUnits: -123_456)
        for locale in TallyLocale.allCases {
            var table = Table(columns: [.init("No."), .init("Month", .left), .init("Balance ($)")], currency: .usd, locale: locale)
            table.rows = [Table.Row(cells: [.integer(360), .month(month), .money(amount)])]
            let expectedMonth = locale.text(month, .short)
            let expectedMoney = locale.plainMoney(amount, .usd)
            #expect(expectedMoney == "\u{2212}1,234.56")
            #expect(table.markdown().contains("| 360 | \(expectedMonth) | \(expectedMoney) |"))
            #expect(table.html().contains("<td>360<td class=\"text\">\(expectedMonth)<td>\(expectedMoney)</tr>"))
        }
    }
}
