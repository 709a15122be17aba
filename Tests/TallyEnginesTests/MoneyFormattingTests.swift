import Testing
@testable import TallyEngines

@Suite struct MoneyFormattingTests {
    @Test func formatsWithGroupingAndSymbol() {
        #expect(Currency.gbp.format(Money(minorUnits: 175_218)) == "£1,752.18")
        #expect(Currency.usd.format(Money(minorUnits: 119_910)) == "$1,199.10")
        #expect(Currency.eur.format(Money(minorUnits: 1_200)) == "€12.00")
        #expect(Currency.gbp.format(Money(minorUnits: 5)) == "£0.05")
        #expect(Currency.gbp.format(Money(minorUnits: 100_000_000)) == "£1,000,000.00")
    }

    @Test func negativesUseARealMinusSign() {
        #expect(Currency.gbp.format(Money(minorUnits: -50_000)) == "\u{2212}£500.00")
        #expect(TallyLocale.decimal(Money(minorUnits: -50_001), .gbp) == "-500.01")
    }

    @Test func exactDecimalsParseAsWritten() {
        #expect(ExactDecimal("3.5") == ExactDecimal(mantissa: 35, scale: 1))
        #expect(ExactDecimal("3,5") == nil)
        #expect(ExactDecimal("1e3") == nil)
        #expect(ExactDecimal("") == nil)
        #expect(ExactDecimal("1752.18")?.minorUnits(minorDigits: 2) == 175_218)
        #expect(ExactDecimal("1.234")?.minorUnits(minorDigits: 2) == nil)
        #expect(ExactDecimal("22.1700")?.description == "22.17")
    }
}

@Suite struct MoneyPercentageTests {
    @Test func percentagesRoundHalfAwayFromZeroExactly() throws {
        #expect(Money(minorUnits: 34_999_999).percentage(try #require(ExactDecimal("10"))) == Money(minorUnits: 3_500_000))
        #expect(Money(minorUnits: 25_000_000).percentage(try #require(ExactDecimal("20"))) == Money(minorUnits: 5_000_000))
        #expect(Money(minorUnits: 5).percentage(try #require(ExactDecimal("10"))) == Money(minorUnits: 1))
        #expect(Money(minorUnits: 4).percentage(try #require(ExactDecimal("12.5"))) == Money(minorUnits: 1))
        #expect(Money(minorUnits: 123_456).percentage(try #require(ExactDecimal("0"))) == .zero)
        #expect(Money(minorUnits: 123_456).percentage(try #require(ExactDecimal("100"))) == Money(minorUnits: 123_456))
    }
}
