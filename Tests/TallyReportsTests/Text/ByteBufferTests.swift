import Testing
import TallyEngines
@testable import TallyReports

@Suite struct ByteBufferTests {
    /// A copy shares the bytes until one of the two is written to; then each keeps its own.
    @Test func aCopyIsAValue() {
        var first = ByteBuffer(capacity: 4)
        first.append("<td>")
        var second = first
        second.append(money: Money(minorUnits: -175_218), currency: .gbp, locale: .enGB)
        first.append(byte: UInt8(ascii: "x"))
        #expect(first.string == "<td>x")
        #expect(second.string == "<td>\u{2212}1,752.18")
        var third = second
        third.dropLast()
        #expect(second.string == "<td>\u{2212}1,752.18")
        #expect(third.string == "<td>\u{2212}1,752.1")
    }

    /// Thousands of small pieces past the first capacity: every byte kept, in order.
    @Test func growingKeepsEveryPiece() {
        var buffer = ByteBuffer(capacity: 1)
        var expected = ""
        for index in 0..<3_000 {
            buffer.append("<g")
            buffer.appendAttribute("x", coordinate: Double(index) / 8)
            buffer.append(integer: -index)
            buffer.appendHTMLEscaped("a&b'\(index)")
            buffer.append(month: YearMonth(year: 2027, month: index % 12 + 1)!, locale: .enUS)
            expected += "<g x=\"" + ChartNumber.format(Double(index) / 8, minus: "-") + "\"" + String(-index) + "a&amp;b&#39;\(index)"
                + TallyLocale.enUS.text(YearMonth(year: 2027, month: index % 12 + 1)!, .short)
        }
        #expect(buffer.string == expected)
        #expect(buffer.count == expected.utf8.count)
        #expect(buffer.bytes == Array(expected.utf8))
    }
}
