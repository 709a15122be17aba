import Testing
import TallyEngines
@testable import TallyReports

@Suite struct ICalendarWriterTests {
    static func date(_ text: String) throws -> CalendarDate { try #require(CalendarDate(text)) }

    /// 2026-01-01T00:00:00Z.
    static let stamp: Int64 = 1_767_225_600

    static func household() throws -> Budget {
        let food = BudgetCategory(name: "Food", budget: Money(minorUnits: 40_000), expenses: [
            Expense(amount: Money(minorUnits: 4_520), date: try date("2026-03-02"), time: TimeOfDay(hour: 9, minute: 30),
                    occurrence: .weekly, until: try date("2026-12-31"), notes: "Big shop", remind: true),
            Expense(amount: Money(minorUnits: 2_399), date: try date("2026-03-14"), notes: "Takeaway"),
        ])
        let home = BudgetCategory(name: "Home", budget: Money(minorUnits: 150_000), expenses: [
            Expense(amount: Money(minorUnits: 125_000), date: try date("2026-01-31"), occurrence: .monthly, remind: true),
            Expense(amount: Money(minorUnits: 5_000), date: try date("2025-12-01"), remind: true),
        ])
        return Budget(title: "Household spending", period: try #require(YearMonth("2026-03")), categories: [food, home])
    }

    @Test func writesTheWholeDocumentExactly() throws {
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("2026-02-10"), buildTimestamp: Self.stamp)
        let text = try #require(writer.calendar(for: try Self.household(), slug: "household"))
        let foodUID = ICalendarWriter.uid(slug: "household", categoryName: "Food",
                                          expense: try Self.household().categories[0].expenses[0])
        let homeUID = ICalendarWriter.uid(slug: "household", categoryName: "Home",
                                          expense: try Self.household().categories[1].expenses[0])
        let expected = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Tally//Tally budget reminders//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:Household spending",
            "BEGIN:VEVENT",
            "UID:\(foodUID)",
            "DTSTAMP:20260101T000000Z",
            "DTSTART:20260302T093000",
            "DTEND:20260302T100000",
            "RRULE:FREQ=WEEKLY;UNTIL=20261231T235959",
            "SUMMARY:Food: Big shop — £45.20",
            "DESCRIPTION:£45.20 from Food in Household spending.\\nEvery week from 2 Mar",
            "  2026 until 31 Dec 2026.\\nBudget for Food: £400.00 a month.\\nBig shop",
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "TRIGGER:-P1D",
            "DESCRIPTION:Food: Big shop — £45.20",
            "END:VALARM",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:\(homeUID)",
            "DTSTAMP:20260101T000000Z",
            "DTSTART;VALUE=DATE:20260228",
            "DTEND;VALUE=DATE:20260301",
            "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
            "SUMMARY:Home — £1\\,250.00",
            "DESCRIPTION:£1\\,250.00 from Home in Household spending.\\nEvery month on da",
            " y 31 (the last day in shorter months) from 31 Jan 2026.\\nBudget for Home: ",
            " £1\\,500.00 a month.",
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "TRIGGER:-P1D",
            "DESCRIPTION:Home — £1\\,250.00",
            "END:VALARM",
            "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(text == expected)
        #expect(foodUID.hasSuffix("@tally") && foodUID.count == 16 + 6)
    }

    @Test func leavesOutWhatHasEndedOrIsNotReminded() throws {
        let budget = try Self.household()
        let later = ICalendarWriter(currency: .gbp, today: try Self.date("2027-01-01"), buildTimestamp: Self.stamp)
        let events = CalendarReader.events(try #require(later.calendar(for: budget, slug: "h")))
        #expect(events.map { $0.value("SUMMARY") } == ["Home — £1\\,250.00"])
        #expect(events.first?.value("DTSTART;VALUE=DATE") == "20270131")

        let past = Budget(title: "t", period: budget.period, categories: [
            BudgetCategory(name: "Old", budget: .zero, expenses: [
                Expense(amount: Money(minorUnits: 1), date: try Self.date("2025-01-01"), remind: true),
                Expense(amount: Money(minorUnits: 1), date: try Self.date("2025-01-01"), occurrence: .daily,
                        until: try Self.date("2026-01-31"), remind: true),
                Expense(amount: Money(minorUnits: 1), date: try Self.date("2027-01-01")),
            ]),
        ])
        #expect(later.calendar(for: past, slug: "h") == nil)
        #expect(later.calendar(title: "t", slug: "h", categories: []) == nil)
    }

    @Test func timedEventsEndThirtyMinutesLaterEvenPastMidnight() throws {
        let late = Expense(amount: Money(minorUnits: 1), date: try Self.date("2026-12-31"),
                           time: TimeOfDay(hour: 23, minute: 45), remind: true)
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("2026-01-01"), buildTimestamp: 0)
        let text = try #require(writer.calendar(title: "t", slug: "s", categories: [
            BudgetCategory(name: "Party", budget: .zero, expenses: [late]),
        ]))
        let event = try #require(CalendarReader.events(text).first)
        #expect(event.value("DTSTART") == "20261231T234500")
        #expect(event.value("DTEND") == "20270101T001500")
        #expect(event.value("RRULE") == nil)
        #expect(event.value("DTSTAMP") == "19700101T000000Z")
    }

    @Test func neverWritesADatePastTheYear9999() throws {
        let lastDay = try Self.date("9999-12-31")
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("9999-12-28"), buildTimestamp: Self.stamp)
        let expenses = [
            // Ends on 10000-01-01: left out.
            Expense(amount: Money(minorUnits: 1), date: lastDay, notes: "all day", remind: true),
            Expense(amount: Money(minorUnits: 1), date: lastDay, time: TimeOfDay(hour: 23, minute: 45), notes: "late", remind: true),
            // The next Monday after 28 Dec 9999 is in the year 10000: left out.
            Expense(amount: Money(minorUnits: 1), date: try Self.date("9999-12-20"), occurrence: .weekly, notes: "weekly", remind: true),
            // Fits: starts and ends on the last day.
            Expense(amount: Money(minorUnits: 1), date: lastDay, time: TimeOfDay(hour: 9, minute: 0), notes: "morning", remind: true),
            Expense(amount: Money(minorUnits: 1), date: try Self.date("9999-12-01"), occurrence: .daily,
                    until: lastDay.adding(days: 10), notes: "daily", remind: true),
        ]
        let text = try #require(writer.calendar(title: "t", slug: "s", categories: [
            BudgetCategory(name: "End", budget: .zero, expenses: expenses),
        ]))
        let events = CalendarReader.events(text)
        #expect(events.map { $0.value("SUMMARY") } == ["End: morning — £0.01", "End: daily — £0.01"])
        #expect(events.first?.value("DTEND") == "99991231T093000")
        #expect(events.last?.value("DTSTART;VALUE=DATE") == "99991228")
        // An until past 9999 cannot be written; within the years that can, the series never ends.
        #expect(events.last?.value("RRULE") == "FREQ=DAILY")
        #expect(!text.contains("10000"))
        #expect(writer.calendar(title: "t", slug: "s", categories: [
            BudgetCategory(name: "End", budget: .zero, expenses: Array(expenses.prefix(3))),
        ]) == nil)
    }

    @Test func stampsTheBuildInstantInUTC() {
        #expect(ICalendarDateText.utcDateTime(secondsSinceEpoch: 1_767_225_600 + 3_600 * 13 + 60 * 7 + 9) == "20260101T130709Z")
        #expect(ICalendarDateText.utcDateTime(secondsSinceEpoch: 951_868_799) == "20000229T235959Z")
        #expect(ICalendarDateText.utcDateTime(secondsSinceEpoch: -1) == "19691231T235959Z")
    }

    @Test func escapesTextValues() {
        #expect(ICalendarText.escaped("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
        #expect(ICalendarText.escaped("one\r\ntwo\rthree") == "one\\ntwo\\nthree")
        #expect(ICalendarText.escaped("tab\there\u{07}bell\u{7F}") == "tab\therebell")
        #expect(ICalendarText.escaped("plain £ text") == "plain £ text")
    }

    @Test func escapesUserTextInEveryProperty() throws {
        let expense = Expense(amount: Money(minorUnits: 100), date: try Self.date("2026-05-01"),
                              notes: "Milk, eggs; bread\\butter\nand tea", remind: true)
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("2026-01-01"), buildTimestamp: 0)
        let text = try #require(writer.calendar(title: "Mum, Dad; kids", slug: "s", categories: [
            BudgetCategory(name: "Food", budget: .zero, expenses: [expense]),
        ]))
        #expect(CalendarReader.unfold(text).contains("X-WR-CALNAME:Mum\\, Dad\\; kids"))
        let event = try #require(CalendarReader.events(text).first)
        #expect(event.value("SUMMARY") == "Food: Milk\\, eggs\\; bread\\\\butter\\nand tea — £1.00")
    }

    @Test func foldsAt75OctetsWithoutSplittingCharacters() throws {
        let notes = String(repeating: "Café ☕️ 東京 £ 🇬🇧 ", count: 12) + String(repeating: "x", count: 200)
        let expense = Expense(amount: Money(minorUnits: 123_456), date: try Self.date("2026-05-01"), notes: notes, remind: true)
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("2026-01-01"), buildTimestamp: 0)
        let text = try #require(writer.calendar(title: String(repeating: "Ünïcødé ", count: 20), slug: "s", categories: [
            BudgetCategory(name: "Travel", budget: .zero, expenses: [expense]),
        ]))
        let physical = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
        #expect(physical.count > 20)
        for line in physical {
            #expect(line.utf8.count <= 75, "\(line)")
            // Each physical line is whole UTF-8 on its own: decoding it changes nothing.
            let bytes = Array(line.utf8)
            #expect(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes))
        }
        #expect(physical.contains { $0.hasPrefix(" ") })
        let event = try #require(CalendarReader.events(text).first)
        #expect(event.value("SUMMARY") == "Travel: " + ICalendarText.escaped(notes.trimmingCharactersAtEnd()) + " — £1\\,234.56")
        #expect(CalendarReader.unfold(text).contains("X-WR-CALNAME:" + String(repeating: "Ünïcødé ", count: 20)))
    }

    @Test func foldingSplitsOnlyBetweenScalarsForEveryLength() {
        for length in 60...160 {
            for filler in ["é", "€", "😀", "a"] {
                let line = "DESCRIPTION:" + String(repeating: filler, count: length)
                var output = ""
                ICalendarText.appendFolded(line, to: &output)
                #expect(output.hasSuffix("\r\n"))
                let physical = output.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
                #expect(physical.allSatisfy { $0.utf8.count <= 75 })
                #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
                let unfolded = physical.enumerated().map { $0.offset == 0 ? Substring($0.element) : $0.element.dropFirst() }.joined()
                #expect(unfolded == line)
                // Folding fills lines: every line but the last is within 3 octets of the limit.
                #expect(physical.dropLast().allSatisfy { $0.utf8.count >= 72 })
            }
        }
    }

    @Test func usesCRLFEverywhere() throws {
        let writer = ICalendarWriter(currency: .gbp, today: try Self.date("2026-01-01"), buildTimestamp: Self.stamp)
        let text = try #require(writer.calendar(for: try Self.household(), slug: "household"))
        let bytes = Array(text.utf8)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A { #expect(index > 0 && bytes[index - 1] == 0x0D) }
            if byte == 0x0D { #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A) }
        }
    }

    @Test func uidsAreStableAndDistinct() throws {
        let budget = try Self.household()
        let expense = budget.categories[0].expenses[0]
        let uid = ICalendarWriter.uid(slug: "household", categoryName: "Food", expense: expense)
        #expect(uid == ICalendarWriter.uid(slug: "household", categoryName: "FOOD", expense: expense))
        #expect(uid != ICalendarWriter.uid(slug: "other", categoryName: "Food", expense: expense))
        #expect(uid != ICalendarWriter.uid(slug: "household", categoryName: "Food", expense: expense, ordinal: 1))
        #expect(uid != ICalendarWriter.uid(slug: "household", categoryName: "Fun", expense: expense))
        // The same expense seen on different days and builds keeps its UID.
        let early = ICalendarWriter(currency: .gbp, today: try Self.date("2026-01-01"), buildTimestamp: 1)
        let late = ICalendarWriter(currency: .gbp, today: try Self.date("2026-06-01"), buildTimestamp: 2)
        let uids = { (writer: ICalendarWriter) throws -> [String?] in
            CalendarReader.events(try #require(writer.calendar(for: budget, slug: "household"))).map { $0.value("UID") }
        }
        #expect(try uids(early).first == uid)
        #expect(try uids(late).first == uid)
    }

    /// The UIDs of `categories`' events, in the order written.
    static func uids(_ categories: [BudgetCategory], today: String = "2026-01-01") throws -> [String] {
        let writer = ICalendarWriter(currency: .gbp, today: try date(today), buildTimestamp: stamp)
        let text = try #require(writer.calendar(title: "t", slug: "s", categories: categories))
        return CalendarReader.events(text).compactMap { $0.value("UID") }
    }

    @Test func addingOrRemovingOtherExpensesKeepsUIDs() throws {
        let food = try Self.household().categories[0]
        let before = try Self.uids([food])
        let coffee = Expense(amount: Money(minorUnits: 350), date: try Self.date("2026-02-01"), notes: "Coffee")
        let reminded = Expense(amount: Money(minorUnits: 900), date: try Self.date("2026-02-03"), notes: "Bakery", remind: true)
        for expenses in [[coffee] + food.expenses, [reminded, coffee] + food.expenses, Array(food.expenses.prefix(1))] {
            let changed = BudgetCategory(name: food.name, schedule: food.schedule, expenses: expenses)
            #expect(try Self.uids([changed]).contains(before[0]), "\(expenses.map(\.notes))")
        }
        // Another category placed first changes nothing either.
        let other = BudgetCategory(name: "Fun", budget: .zero, expenses: [reminded])
        #expect(try Self.uids([other, food]).last == before[0])
    }

    @Test func changingTheAmountOrUntilKeepsTheUID() throws {
        let base = Expense(amount: Money(minorUnits: 4_520), date: try Self.date("2026-03-02"), time: TimeOfDay(hour: 9, minute: 30),
                           occurrence: .weekly, until: try Self.date("2026-12-31"), notes: "Big shop", remind: true)
        let dearer = Expense(amount: Money(minorUnits: 4_999), date: base.date, time: base.time,
                             occurrence: base.occurrence, until: try Self.date("2027-06-30"), notes: " Big shop ", remind: true)
        let uid = ICalendarWriter.uid(slug: "s", categoryName: "Food", expense: base)
        #expect(ICalendarWriter.uid(slug: "s", categoryName: "Food", expense: dearer) == uid)
        #expect(try Self.uids([BudgetCategory(name: "Food", budget: .zero, expenses: [dearer])]) == [uid])
        // What the reminder is (its day, time, repetition or notes) is its identity.
        let others = [
            Expense(amount: base.amount, date: try Self.date("2026-03-09"), time: base.time, occurrence: .weekly, notes: "Big shop"),
            Expense(amount: base.amount, date: base.date, time: TimeOfDay(hour: 9, minute: 31), occurrence: .weekly, notes: "Big shop"),
            Expense(amount: base.amount, date: base.date, occurrence: .weekly, notes: "Big shop"),
            Expense(amount: base.amount, date: base.date, time: base.time, occurrence: .daily, notes: "Big shop"),
            Expense(amount: base.amount, date: base.date, time: base.time, occurrence: .weekly, notes: "Small shop"),
            Expense(amount: base.amount, date: base.date, time: base.time, occurrence: .weekly),
        ]
        let distinct = Set([uid] + others.map { ICalendarWriter.uid(slug: "s", categoryName: "Food", expense: $0) })
        #expect(distinct.count == others.count + 1)
    }

    @Test func identicalRemindersAreNumberedInTheOrderWritten() throws {
        let rent = Expense(amount: Money(minorUnits: 100), date: try Self.date("2026-03-01"), occurrence: .monthly, notes: "Rent", remind: true)
        let dearerRent = Expense(amount: Money(minorUnits: 200), date: rent.date, occurrence: .monthly, notes: "Rent", remind: true)
        let unreminded = Expense(amount: Money(minorUnits: 300), date: rent.date, occurrence: .monthly, notes: "Rent")
        let uids = try Self.uids([BudgetCategory(name: "Home", budget: .zero, expenses: [unreminded, rent, dearerRent])])
        #expect(uids == [
            ICalendarWriter.uid(slug: "s", categoryName: "Home", expense: rent, ordinal: 0),
            ICalendarWriter.uid(slug: "s", categoryName: "Home", expense: rent, ordinal: 1),
        ])
        #expect(Set(uids).count == 2)
        // A reminder that has ended still holds its ordinal, so the build date cannot shift the others.
        let ended = Expense(amount: Money(minorUnits: 100), date: rent.date, occurrence: .monthly,
                            until: try Self.date("2026-03-31"), notes: "Rent", remind: true)
        let later = try Self.uids([BudgetCategory(name: "Home", budget: .zero, expenses: [ended, rent])], today: "2026-06-01")
        #expect(later == [ICalendarWriter.uid(slug: "s", categoryName: "Home", expense: rent, ordinal: 1)])
    }

    @Test func fnv1aMatchesPublishedVectors() {
        #expect(FNV1a64.hexDigest("".utf8) == "cbf29ce484222325")
        #expect(FNV1a64.hexDigest("a".utf8) == "af63dc4c8601ec8c")
        #expect(FNV1a64.hexDigest("foobar".utf8) == "85944171f73967e8")
    }

    @Test func outputIsDeterministic() throws {
        let writer = ICalendarWriter(currency: .eur, today: try Self.date("2026-02-01"), buildTimestamp: Self.stamp)
        let first = writer.calendar(for: try Self.household(), slug: "household")
        for _ in 0..<5 {
            #expect(writer.calendar(for: try Self.household(), slug: "household") == first)
        }
        #expect(first?.contains("€45.20") == true)
    }
}

private extension String {
    func trimmingCharactersAtEnd() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
