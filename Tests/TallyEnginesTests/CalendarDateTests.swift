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

@Suite struct CalendarReviewRegressionTests {
    @Test func datesAreDigitsAndRoundTrip() throws {
        #expect(YearMonth("2027-+3") == nil)
        #expect(CalendarDate("+026-03-02") == nil)
        let early = try #require(CalendarDate("0026-03-02"))
        #expect(early.description == "0026-03-02")
        #expect(CalendarDate(early.description) == early)
        #expect(try #require(YearMonth("0026-03")).description == "0026-03")
    }

    @Test func addingMonthsBackwardsAcrossYearsFloors() throws {
        let start = try #require(YearMonth(year: 1, month: 3))
        #expect(start.adding(months: -3).description == "0000-12")
        #expect(try #require(YearMonth(year: 2027, month: 1)).adding(months: -13).description == "2025-12")
    }

    @Test func shortPositiveTermsAreAtLeastAMonth() {
        #expect(Term.describe(payments: 0.5) == "0.5 payments (1 month)")
        #expect(Term.yearsAndMonths(0) == "0 months")
    }

    @Test func exactDecimalsCompareExactly() throws {
        let a = try #require(ExactDecimal("1.0000000000000001"))
        let b = try #require(ExactDecimal("1"))
        #expect(b < a)
        #expect(!(a < b))
        #expect(try #require(ExactDecimal("22.1706")).rounded(scale: 2).description == "22.17")
        #expect(try #require(ExactDecimal("1.005")).rounded(scale: 2).description == "1.01")
    }
}

@Suite struct LoanAmortizerReviewRegressionTests {
    @Test func manyLargeOverpaymentsInOneMonthCannotOverflow() throws {
        let solution = try TimeValueSolver.solve(
            TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 10_000_000), rate: AnnualRate(percent: ExactDecimal(mantissa: 5, scale: 0)), payments: 120),
            currency: .gbp)
        let start = try #require(YearMonth(year: 2027, month: 1))
        let lumps = Array(repeating: Overpayment(month: start, amount: Money(minorUnits: 99_999_999_999_999)), count: 100_000)
        let schedule = try overpaidSchedule(for: solution, start: start, overpayments: lumps)
        #expect(schedule.rows.count == 1)
        #expect(schedule.rows.first?.balance == .zero)
    }
}
