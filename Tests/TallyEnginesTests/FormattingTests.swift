import Testing
@testable import TallyEngines

@Suite struct FormattingTests {
    @Test func groupingKeepsTheHyphenAndTheFraction() {
        let locale = TallyLocale.enGB
        #expect(locale.grouped("73481.96") == "73,481.96")
        #expect(locale.grouped("-1234567") == "-1,234,567")
        #expect(locale.grouped("999") == "999")
        #expect(locale.grouped("0.001") == "0.001")
        #expect(locale.grouped("n/a") == "n/a")
    }

    @Test func significantFiguresNeverPrintZeroForASmallValue() {
        #expect(NumberText.significantPlain(ExactFraction(1, over: 1000)!, figures: 4) == "0.001")
        #expect(NumberText.significantPlain(ExactFraction(1_609_344, over: 1000)!, figures: 4) == "1609")
        #expect(NumberText.significantPlain(ExactFraction(-40), figures: 4) == "-40")
        #expect(NumberText.significantPlain(ExactFraction(493, over: 5)!, figures: 4) == "98.6")
        #expect(NumberText.significantPlain(.zero, figures: 4) == "0")
        #expect(TallyLocale.enGB.significant(ExactFraction(100_000), figures: 4) == "100,000")
    }

    @Test func datesFollowTheLocale() throws {
        let date = CalendarDate(daysSinceEpoch: 0).adding(days: 0)
        #expect(TallyLocale.enGB.text(date, .short) == "1 Jan 1970")
        #expect(TallyLocale.enGB.text(date, .long) == "1 January 1970")
        #expect(TallyLocale.enUS.text(date, .short) == "Jan 1, 1970")
        #expect(TallyLocale.enUS.text(date, .long) == "January 1, 1970")
        #expect(TallyLocale.enUS.text(date.yearMonth, .long) == "January 1970")
        #expect(TallyLocale.enIE.text(date.yearMonth, .short) == "Jan 1970")
    }

    @Test func theDefaultLocaleFollowsTheCurrency() {
        #expect(TallyLocale.default(for: .gbp) == .enGB)
        #expect(TallyLocale.default(for: Currency(code: "USD", symbol: "$")) == .enUS)
        #expect(TallyLocale.default(for: Currency(code: "EUR", symbol: "€")) == .enIE)
        #expect(TallyLocale(code: "en_us") == .enUS)
        #expect(TallyLocale(code: "fr-FR") == nil)
    }

    @Test func daysInAMonthFollowTheLocale() {
        #expect(TallyLocale.enGB.days([2, 9, 16, 23], month: 3, year: 2026) == "2, 9, 16 and 23 Mar 2026")
        #expect(TallyLocale.enUS.days([2, 9, 16, 23], month: 3, year: 2026) == "Mar 2, 9, 16 and 23, 2026")
        #expect(TallyLocale.enGB.days([2], month: 3, year: nil) == "2 Mar")
        #expect(TallyLocale.enUS.dayAndMonth(CalendarDate(daysSinceEpoch: 0)) == "Jan 1")
    }
}
