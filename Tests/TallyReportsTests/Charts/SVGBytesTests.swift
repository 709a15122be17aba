import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

extension Charts {
    @Suite struct SVGBytesTests {
        static func written(_ value: Double) -> String {
            var buffer = SVGBytes(capacity: 32)
            buffer.append(coordinate: value)
            return buffer.string
        }

        static func reference(_ value: Double) -> String {
            var text = ""
            ChartNumber.appendCoordinate(value, to: &text)
            return text
        }

        @Test func coordinatesMatchTheReferenceFormatter() {
            var random = SeededRandom(seed: 640)
            var values: [Double] = [0, -0, 0.004, -0.004, 0.005, -0.005, 0.01, 0.1, 0.5, 1, 9.995, 10, 99.99, 100, 639.999, 1e12, -1e12, 5e15, -5e15,
                                    .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 123_456.785]
            for _ in 0..<20_000 {
                let magnitude = [1.0, 10, 1000, 1e6, 1e13][random.int(in: 0...4)]
                var value = (random.unit() - 0.3) * magnitude
                // Values on a half-hundredth, where rounding direction matters.
                if random.int(in: 0...3) == 0 { value = (value * 200).rounded() / 200 }
                values.append(value)
            }
            for value in values {
                #expect(Self.written(value) == Self.reference(value), "\(value)")
            }
        }

        @Test func wholeNumbersOfEveryLength() {
            var value: UInt64 = 1
            for _ in 0..<15 {
                for candidate in [value - 1, value, value + 7, value * 9] {
                    var buffer = SVGBytes(capacity: 24)
                    buffer.appendDigits(candidate)
                    #expect(buffer.string == String(candidate))
                }
                value *= 10
            }
        }

        @Test func growingKeepsEveryByteAndEscapingMatchesThePages() {
            var bytes = SVGBytes(capacity: 1)
            var expected = ""
            for index in 0..<2_000 {
                bytes.append("<g>")
                bytes.append(coordinate: Double(index) / 8)
                bytes.appendHTMLEscaped("a&b<\(index)>\"'")
                expected += "<g>" + Self.reference(Double(index) / 8) + "a&b<\(index)>\"'".htmlEscaped
            }
            #expect(bytes.string == expected)
            #expect(bytes.count == expected.utf8.count)
        }

        @Test func textWidthsReadBytesAsTheScalarTableDoes() {
            // A non-ASCII character sends the whole label through the scalar table, so each
            // ASCII character's byte estimate can be checked against it.
            let euro = ChartText.estimatedWidth("€", fontSize: 1)
            for byte in UInt8(0x20)..<UInt8(0x7F) {
                let character = String(UnicodeScalar(byte))
                let viaBytes = ChartText.estimatedWidth(character, fontSize: 1)
                let viaScalars = ChartText.estimatedWidth(character + "€", fontSize: 1) - euro
                #expect(abs(viaBytes - viaScalars) < 1e-12, "\(character)")
            }
            #expect(ChartText.estimatedWidth("£1,200", fontSize: 10) > ChartText.estimatedWidth("1,200", fontSize: 10))
        }

        @Test func monthAxisLabelsReadAsTheStringsWould() throws {
            let locale = TallyLocale.default(for: .gbp)
            let start = try #require(YearMonth(year: 2026, month: 11))
            let months = XAxisLabels.months(from: start, count: 360, locale: locale)
            let strings = (0..<360).map { locale.text(start.adding(months: $0), .short) }
            let given = XAxisLabels(strings)
            #expect(months.count == 360)
            #expect((0..<360).allSatisfy { months.label(at: $0) == strings[$0] })
            for limit in [1, 5, 12, 13, 360] {
                #expect(months.widestWidth(of: limit, fontSize: 11) == given.widestWidth(of: limit, fontSize: 11))
            }
        }
    }
}
