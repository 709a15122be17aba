import Testing
import TallyEngines
@testable import TallyReports

@Suite struct ByteBufferTests {
    /// Bytes taken out (`bytes`, `string`) are the buffer's as they were: writing on, or
    /// taking the last byte back, changes the buffer alone.
    @Test func bytesTakenOutStayAsTheyWere() {
        var buffer = ByteBuffer(capacity: 4)
        buffer.append("<td>")
        let before = buffer.bytes
        buffer.append(money: Money(minorUnits: -175_218), currency: .gbp, locale: .enGB)
        let written = buffer.string
        buffer.dropLast()
        buffer.append(byte: UInt8(ascii: "x"))
        #expect(String(decoding: before, as: UTF8.self) == "<td>")
        #expect(written == "<td>\u{2212}1,752.18")
        #expect(buffer.string == "<td>\u{2212}1,752.1x")
        #expect(buffer.count == written.utf8.count)
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
