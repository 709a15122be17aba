import TallyEngines
import TallyTestSupport
import Testing

/// Decimals, months and dates are read byte by byte; they must accept and refuse exactly what
/// the Character-wise readers they replaced did (kept here as the reference).
@Suite struct TextNumberParsingTests {
    static func referenceDecimal(_ text: String) -> ExactDecimal? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !digits.isEmpty, digits != "." else { return nil }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        guard whole.count + fraction.count <= 17 else { return nil }
        let combined = whole + fraction
        guard let value = Int64(combined.isEmpty ? "0" : String(combined)) else { return nil }
        return ExactDecimal(mantissa: negative ? -value : value, scale: fraction.count)
    }

    static func referenceTooManyDigits(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return false }
        return parts.reduce(0) { $0 + $1.count } > 17
    }

    static func referenceGroups(_ text: String, lengths: [Int]) -> [Int]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == lengths.count, zip(parts, lengths).allSatisfy({ $0.count == $1 }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return parts.compactMap { Int($0) }
    }

    static func randomText(_ pieces: [String], count: ClosedRange<Int>, using random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<random.int(in: count) { text += pieces[random.int(in: 0...pieces.count - 1)] }
        return text
    }

    @Test func decimalsAreReadAsBefore() {
        var random = SeededRandom(seed: 0xDEC1)
        let pieces = ["0", "1", "5", "9", "7", ".", "-", "+", "e", " ", "x", "\u{301}", "\u{FF15}", "12345678"]
        for _ in 0..<20_000 {
            let text = Self.randomText(pieces, count: 0...8, using: &random)
            let parsed = ExactDecimal(text)
            let reference = Self.referenceDecimal(text)
            #expect(parsed?.mantissa == reference?.mantissa && parsed?.scale == reference?.scale, "\(text.debugDescription)")
            #expect(ExactDecimal.hasTooManyDigits(text) == Self.referenceTooManyDigits(text), "\(text.debugDescription)")
        }
        #expect(ExactDecimal("3.5") == ExactDecimal(mantissa: 35, scale: 1))
        #expect(ExactDecimal("-.25") == ExactDecimal(mantissa: -25, scale: 2))
        #expect(ExactDecimal("12345678901234567")?.mantissa == 12_345_678_901_234_567)
        #expect(ExactDecimal("123456789012345678") == nil)
        #expect(ExactDecimal.hasTooManyDigits("123456789012345678"))
    }

    @Test func monthsAndDatesAreReadAsBefore() {
        var random = SeededRandom(seed: 0xDA7E)
        let pieces = ["2", "0", "1", "9", "-", "+", " ", "\u{301}", "\u{FF12}", "2026", "-03", "-12", "-31", "-02-29"]
        for _ in 0..<20_000 {
            let text = Self.randomText(pieces, count: 0...6, using: &random)
            let month = YearMonth(text)
            let monthReference = Self.referenceGroups(text, lengths: [4, 2]).flatMap { YearMonth(year: $0[0], month: $0[1]) }
            #expect(month == monthReference, "\(text.debugDescription)")
            let date = CalendarDate(text)
            let dateReference = Self.referenceGroups(text, lengths: [4, 2, 2]).flatMap { CalendarDate(year: $0[0], month: $0[1], day: $0[2]) }
            #expect(date == dateReference, "\(text.debugDescription)")
        }
        #expect(YearMonth("2026-03") == YearMonth(year: 2026, month: 3))
        #expect(CalendarDate("2028-02-29") == CalendarDate(year: 2028, month: 2, day: 29))
        #expect(CalendarDate("2026-02-29") == nil)
    }
}
