import Testing
@testable import TallyEngines

@Suite struct CalendarDateTests {
    @Test func daysSinceEpochRoundTrips() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CalendarDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
        #expect(CalendarDate(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(CalendarDate("2026-11-22")?.weekdayIndex == 6)
    }

    @Test func rejectsDatesThatDoNotExist() {
        #expect(CalendarDate("2026-02-29") == nil)
        #expect(CalendarDate("2028-02-29") != nil)
        #expect(CalendarDate("1900-02-29") == nil)
        #expect(CalendarDate("2000-02-29") != nil)
        #expect(CalendarDate("2026-04-31") == nil)
    }

    @Test func todayHonoursSourceDateEpoch() {
        let today = BuildClock.today(environment: ["SOURCE_DATE_EPOCH": "1767225600"], now: { 0 })
        #expect(today.description == "2026-01-01")
        #expect(BuildClock.today(environment: [:], now: { 86_400 }).description == "1970-01-02")
    }

    @Test func monthsAddAcrossYears() {
        let start = YearMonth(year: 2026, month: 11)!
        #expect(start.adding(months: 2).description == "2027-01")
        #expect(start.adding(months: -11).description == "2025-12")
        #expect(start.months(to: YearMonth(year: 2027, month: 1)!) == 2)
    }
}

@Suite struct BuildClockTests {
    @Test func anUnusableSourceDateEpochFallsBackToTheClock() {
        for bad in ["-9223372036854775808", "9223372036854775807", "253402300800", "-1", "soon", "1.5"] {
            #expect(BuildClock.epochSeconds(environment: ["SOURCE_DATE_EPOCH": bad]) == nil)
            #expect(BuildClock.today(environment: ["SOURCE_DATE_EPOCH": bad], now: { 0 }).description == "1970-01-01")
        }
        #expect(BuildClock.today(environment: [:], now: { -1 }).description == "1969-12-31")
        #expect(BuildClock.epochSeconds(environment: ["SOURCE_DATE_EPOCH": " 253402300799 "]) == 253_402_300_799)
    }
}
