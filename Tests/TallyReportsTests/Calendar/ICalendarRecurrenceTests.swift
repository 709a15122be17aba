import Testing
import TallyTestSupport
import TallyEngines
@testable import TallyReports

/// The RRULEs written must yield, by RFC 5545's rules, exactly the days the engine counts.
@Suite struct ICalendarRecurrenceTests {
    static let slug = "household"

    static func date(_ text: String) throws -> CalendarDate { try #require(CalendarDate(text)) }

    /// Writes `expense` as a lone reminder and checks its expanded RRULE against the engine up to `horizon`.
    static func checkAgainstEngine(_ expense: Expense, today: CalendarDate, horizon: CalendarDate) throws {
        let writer = ICalendarWriter(currency: .gbp, today: today, buildTimestamp: 1_767_225_600)
        let category = BudgetCategory(name: "Rent", budget: Money(minorUnits: 100_000), expenses: [expense])
        guard let first = expense.firstOccurrence(onOrAfter: today) else {
            #expect(writer.calendar(title: "t", slug: slug, categories: [category]) == nil, "\(expense)")
            return
        }
        #expect(first <= horizon, "the horizon must reach the first occurrence")
        let text = try #require(writer.calendar(title: "t", slug: slug, categories: [category]))
        let event = try #require(CalendarReader.events(text).first)
        let startText = try #require(event.value("DTSTART") ?? event.value("DTSTART;VALUE=DATE"))
        let start = try #require(DateAndTime(startText))
        #expect(start.date == first)
        #expect((start.seconds != nil) == (expense.time != nil))
        let expected = expense.occurrenceDates(from: first, through: horizon)
        guard let rule = event.value("RRULE") else {
            #expect(expense.occurrence == .oneOff)
            #expect(expected == [first])
            return
        }
        let expander = try RecurrenceExpander(rule)
        if let until = expander.until {
            #expect((until.seconds == nil) == (start.seconds == nil), "UNTIL must take DTSTART's value type: \(rule)")
        }
        let actual = expander.dates(start: start, through: horizon)
        #expect(actual.first == first, "DTSTART must be the rule's first instance: \(rule)")
        #expect(actual == expected, "\(rule) from \(startText)")
    }

    @Test(arguments: Array(1...31))
    func monthlyOnEveryDayOfTheMonthAcrossLeapYears(day: Int) throws {
        for (startYear, horizon) in [(2026, "2030-12-31"), (2099, "2101-03-31")] {
            for startMonth in [1, 2, 3, 4, 12] {
                let startDay = min(day, CalendarDate.daysIn(year: startYear, month: startMonth))
                let start = try #require(CalendarDate(year: startYear, month: startMonth, day: startDay))
                // Anchor on `day` itself: begin in January, whose 31 days hold any anchor.
                let anchor = try #require(CalendarDate(year: startYear - 1, month: 1, day: day))
                let expense = Expense(amount: Money(minorUnits: 100), date: anchor, occurrence: .monthly, remind: true)
                try Self.checkAgainstEngine(expense, today: start, horizon: try Self.date(horizon))
            }
        }
    }

    @Test func monthEndsThroughLeapFebruaries() throws {
        let horizon = try Self.date("2029-12-31")
        for anchor in ["2027-01-29", "2027-01-30", "2027-01-31", "2028-02-29"] {
            let expense = Expense(amount: Money(minorUnits: 100), date: try Self.date(anchor), occurrence: .monthly, remind: true)
            try Self.checkAgainstEngine(expense, today: try Self.date("2027-01-01"), horizon: horizon)
        }
        let rule = try #require(ICalendarRecurrenceRule.rule(for: Expense(
            amount: Money(minorUnits: 1), date: try Self.date("2027-01-30"), occurrence: .monthly)))
        #expect(rule == "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1")
        let expander = try RecurrenceExpander(rule)
        let start = try #require(DateAndTime("20280130"))
        let februaries = expander.dates(start: start, through: try Self.date("2028-12-31")).filter { $0.month == 2 }
        #expect(februaries.map(\.description) == ["2028-02-29"])
    }

    @Test func untilEndsTheSeriesWithDatesAndTimes() throws {
        let today = try Self.date("2026-03-01")
        let horizon = try Self.date("2028-12-31")
        for occurrence in Occurrence.allCases where occurrence != .oneOff {
            for until in ["2026-03-01", "2026-03-30", "2026-03-31", "2026-04-29", "2026-04-30", "2027-02-28", "2026-02-01"] {
                for time in [nil, TimeOfDay(hour: 9, minute: 30), TimeOfDay(hour: 23, minute: 59)] {
                    let expense = Expense(
                        amount: Money(minorUnits: 4_520), date: try Self.date("2026-01-31"), time: time,
                        occurrence: occurrence, until: try Self.date(until), remind: true
                    )
                    try Self.checkAgainstEngine(expense, today: today, horizon: horizon)
                }
            }
        }
    }

    @Test(arguments: [101, 102, 103] as [UInt64])
    func seededRandomExpensesAgreeWithTheEngine(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<120 {
            let date = CalendarDate(daysSinceEpoch: random.int(in: 19_000...21_000))
            let occurrence = Occurrence.allCases[random.int(in: 0...(Occurrence.allCases.count - 1))]
            let until = random.int(in: 0...1) == 0 ? nil : date.adding(days: random.int(in: 0...1_500))
            let time = random.int(in: 0...1) == 0 ? nil : TimeOfDay(hour: random.int(in: 0...23), minute: random.int(in: 0...59))
            let expense = Expense(amount: Money(minorUnits: 999), date: date, time: time,
                                  occurrence: occurrence, until: until, remind: true)
            let today = CalendarDate(daysSinceEpoch: random.int(in: 19_000...21_500))
            try Self.checkAgainstEngine(expense, today: today, horizon: max(today, date).adding(days: 1_600))
        }
    }

    @Test func fortnightlyFourWeeklyAndYearlyRules() throws {
        let day = try Self.date("2026-10-02")
        #expect(ICalendarRecurrenceRule.rule(for: Expense(amount: Money(minorUnits: 1), date: day, occurrence: .fortnightly)) == "FREQ=WEEKLY;INTERVAL=2")
        #expect(ICalendarRecurrenceRule.rule(for: Expense(amount: Money(minorUnits: 1), date: day, occurrence: .fourWeekly)) == "FREQ=WEEKLY;INTERVAL=4")
        #expect(ICalendarRecurrenceRule.rule(for: Expense(amount: Money(minorUnits: 1), date: day, occurrence: .yearly)) == "FREQ=YEARLY")
        let leapDay = Expense(amount: Money(minorUnits: 1), date: try Self.date("2028-02-29"), occurrence: .yearly, remind: true)
        #expect(ICalendarRecurrenceRule.rule(for: leapDay) == "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1")
        for anchor in ["2028-02-29", "2027-02-28", "2026-12-31", "2026-03-01"] {
            let yearly = Expense(amount: Money(minorUnits: 1), date: try Self.date(anchor), occurrence: .yearly, remind: true)
            try Self.checkAgainstEngine(yearly, today: try Self.date("2026-01-01"), horizon: try Self.date("2036-12-31"))
        }
        for occurrence in [Occurrence.fortnightly, .fourWeekly] {
            let paid = Expense(amount: Money(minorUnits: 1), date: day, time: TimeOfDay(hour: 8, minute: 0), occurrence: occurrence, remind: true)
            try Self.checkAgainstEngine(paid, today: try Self.date("2027-05-05"), horizon: try Self.date("2029-12-31"))
        }
    }

    @Test func weeklyAndDailyRules() throws {
        let weekly = Expense(amount: Money(minorUnits: 1), date: try Self.date("2026-03-02"), occurrence: .weekly,
                             until: try Self.date("2026-12-31"))
        #expect(ICalendarRecurrenceRule.rule(for: weekly) == "FREQ=WEEKLY;UNTIL=20261231")
        let daily = Expense(amount: Money(minorUnits: 1), date: try Self.date("2026-03-02"),
                            time: TimeOfDay(hour: 7, minute: 0), occurrence: .daily, until: try Self.date("2026-12-31"))
        #expect(ICalendarRecurrenceRule.rule(for: daily) == "FREQ=DAILY;UNTIL=20261231T235959")
        let monthly = Expense(amount: Money(minorUnits: 1), date: try Self.date("2026-03-15"), occurrence: .monthly)
        #expect(ICalendarRecurrenceRule.rule(for: monthly) == "FREQ=MONTHLY;BYMONTHDAY=15")
        #expect(ICalendarRecurrenceRule.rule(for: Expense(amount: Money(minorUnits: 1), date: try Self.date("2026-03-15"))) == nil)
    }
}
