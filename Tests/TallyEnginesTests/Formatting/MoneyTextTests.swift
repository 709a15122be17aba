import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct MoneyTextTests {
    private static let minus = "\u{2212}"

    @Test func britishPoundsAndDates() throws {
        let locale = TallyLocale.enGB
        #expect(locale.money(Money(minorUnits: 123_456), .gbp) == "£1,234.56")
        #expect(locale.money(Money(minorUnits: -123_456), .gbp) == Self.minus + "£1,234.56")
        #expect(locale.plainMoney(Money(minorUnits: -5), .gbp) == Self.minus + "0.05")
        let date = try #require(CalendarDate("2028-02-01"))
        #expect(locale.text(date, .long) == "1 February 2028")
        #expect(locale.text(date, .short) == "1 Feb 2028")
        #expect(locale.text(date.yearMonth, .long) == "February 2028")
        #expect(locale.text(date.yearMonth, .short) == "Feb 2028")
    }

    @Test func americanDollarsAndDates() throws {
        let locale = TallyLocale.enUS
        #expect(locale.money(Money(minorUnits: 123_456), .usd) == "$1,234.56")
        #expect(locale.money(Money(minorUnits: -100_000_000), .usd) == Self.minus + "$1,000,000.00")
        #expect(locale.plainMoney(Money(minorUnits: 99_999), .usd) == "999.99")
        let date = try #require(CalendarDate("2028-02-01"))
        #expect(locale.text(date, .long) == "February 1, 2028")
        #expect(locale.text(date, .short) == "Feb 1, 2028")
        #expect(locale.text(date.yearMonth, .long) == "February 2028")
        #expect(locale.text(date.yearMonth, .short) == "Feb 2028")
    }

    @Test func irishEurosAndDates() throws {
        let locale = TallyLocale.enIE
        #expect(locale.money(Money(minorUnits: 1_200), .eur) == "€12.00")
        #expect(locale.money(Money(minorUnits: -123_456_789), .eur) == Self.minus + "€1,234,567.89")
        let date = try #require(CalendarDate("2027-12-25"))
        #expect(locale.text(date, .long) == "25 December 2027")
        #expect(locale.text(date, .short) == "25 Dec 2027")
    }

    @Test func machineDecimalsIgnoreTheLocale() {
        #expect(TallyLocale.decimal(Money(minorUnits: -50_001), .gbp) == "-500.01")
        #expect(TallyLocale.decimal(Money(minorUnits: 175_218_00), .usd) == "175218.00")
        #expect(TallyLocale.decimal(Money(minorUnits: 7), Currency(code: "JPY", symbol: "¥", minorDigits: 0)) == "7")
        #expect(TallyLocale.enGB.money(Money(minorUnits: 1_234_567), Currency(code: "JPY", symbol: "¥", minorDigits: 0)) == "¥1,234,567")
    }

    @Test func currencyFormatUsesItsCurrencysLocale() {
        #expect(Currency.usd.format(Money(minorUnits: 123_456)) == "$1,234.56")
        #expect(Currency.gbp.format(Money(minorUnits: -1)) == Self.minus + "£0.01")
    }

    /// The byte writers that fill schedule pages must give exactly what a plain `String`
    /// construction gives, for amounts of every size and sign, in every locale.
    @Test func byteWritingEqualsStringFormatting() {
        var random = SeededRandom(seed: 0x5EED_0014)
        let currencies: [Currency] = [.gbp, .usd, .eur, Currency(code: "JPY", symbol: "¥", minorDigits: 0), Currency(code: "BHD", symbol: "BD", minorDigits: 3)]
        for _ in 0..<5_000 {
            let digits = random.int(in: 1...15)
            var magnitude: Int64 = 0
            for _ in 0..<digits { magnitude = magnitude * 10 + Int64(random.int(in: 0...9)) }
            let amount = Money(minorUnits: random.bool() ? -magnitude : magnitude)
            let currency = currencies[random.int(in: 0...(currencies.count - 1))]
            let locale = TallyLocale.allCases[random.int(in: 0...(TallyLocale.allCases.count - 1))]
            let expected = Self.reference(amount, currency)
            var bytes = Array("<td>".utf8)
            locale.appendMoney(amount, currency, symbol: false, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "<td>" + expected.plain)
            #expect(locale.plainMoney(amount, currency) == expected.plain)
            #expect(locale.money(amount, currency) == expected.withSymbol)
            #expect(TallyLocale.decimal(amount, currency) == expected.machine)
        }
    }

    /// The largest amounts a `Money` holds, and amounts either side of a new group of digits.
    @Test func extremeAmountsAreWrittenWhole() {
        for minorUnits: Int64 in [.max, .min, .min + 1, 0, 99, 100, 99_999, 100_000, 99_999_999, 100_000_000] {
            let amount = Money(minorUnits: minorUnits)
            let expected = Self.reference(amount, .gbp)
            var bytes: [UInt8] = []
            TallyLocale.enGB.appendMoney(amount, .gbp, symbol: false, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected.plain)
        }
    }

    @Test func monthBytesEqualTheirText() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<1_000 {
            guard let month = YearMonth(year: random.int(in: 1...9999), month: random.int(in: 1...12)) else {
                Issue.record("a year in 1...9999 and a month in 1...12 make a YearMonth")
                return
            }
            let locale = TallyLocale.allCases[random.int(in: 0...(TallyLocale.allCases.count - 1))]
            var bytes = Array("x".utf8)
            locale.append(month, .short, to: &bytes)
            let year = String(month.year)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + YearMonth.shortMonthNames[month.month - 1] + " " + year)
            #expect(locale.text(month, .long) == YearMonth.monthNames[month.month - 1] + " " + year)
        }
    }

    /// An independent, slow construction from `String(_:)` and character insertion.
    private static func reference(_ amount: Money, _ currency: Currency) -> (plain: String, withSymbol: String, machine: String) {
        let magnitude = amount.minorUnits.magnitude
        var scale: UInt64 = 1
        for _ in 0..<currency.minorDigits { scale *= 10 }
        let whole = String(magnitude / scale)
        var grouped = ""
        for (index, character) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        var fraction = ""
        if currency.minorDigits > 0 {
            let digits = String(magnitude % scale)
            fraction = "." + String(repeating: "0", count: currency.minorDigits - digits.count) + digits
        }
        let sign = amount.isNegative ? minus : ""
        return (sign + grouped + fraction, sign + currency.symbol + grouped + fraction, (amount.isNegative ? "-" : "") + whole + fraction)
    }
}
