import Testing
import TallyTestSupport
@testable import TallyEngines

/// `money(_:_:)` and `text(_:_:)` for a month write straight into a string's storage; they must
/// give exactly the bytes the appending writers give, for any amount, currency and month.
@Suite struct StringWritersTests {
    static let currencies: [Currency] = [
        .gbp, .usd, .eur, .chf, .cad, .aud,
        Currency(code: "JPY", symbol: "¥", minorDigits: 0),
        Currency(code: "KWD", symbol: "KD ", minorDigits: 3),
        Currency(code: "XLG", symbol: String(repeating: "L", count: 40)),
    ]

    @Test func moneyMatchesTheAppendingWriter() {
        var random = SeededRandom(seed: 0x3011E7)
        for _ in 0..<20_000 {
            let locale = TallyLocale.allCases[random.int(in: 0...(TallyLocale.allCases.count - 1))]
            let currency = Self.currencies[random.int(in: 0...(Self.currencies.count - 1))]
            let amount = Money(minorUnits: Int64.random(in: Int64.min...Int64.max, using: &random) >> Int64.random(in: 0...63, using: &random))
            var bytes: [UInt8] = []
            locale.appendMoney(amount, currency, symbol: true, to: &bytes)
            #expect(locale.money(amount, currency) == String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func monthsMatchTheAppendingWriter() throws {
        for locale in TallyLocale.allCases {
            for year in [1, 9, 10, 999, 2026, 9999] {
                for month in 1...12 {
                    let yearMonth = try #require(YearMonth(year: year, month: month))
                    for style in [DateStyle.long, .short] {
                        var bytes: [UInt8] = []
                        locale.append(yearMonth, style, to: &bytes)
                        #expect(locale.text(yearMonth, style) == String(decoding: bytes, as: UTF8.self))
                    }
                }
            }
        }
    }
}
