import Testing
@testable import TallyEngines

@Suite struct HealthBMILogTests {
    static func date(_ text: String) throws -> CalendarDate { try #require(CalendarDate(text)) }

    @Test func entriesAreSortedAndChangesComeFromThePreviousEntry() throws {
        let log = try BMILog(entries: [
            BMILogEntry(date: Self.date("2026-03-15"), weightKg: 72.45),
            BMILogEntry(date: Self.date("2026-01-10"), weightKg: 74.0),
            BMILogEntry(date: Self.date("2026-02-12"), weightKg: 72.4),
        ], height: QuantityParser.parse("1.80 m").quantity)
        #expect(log.entries.map(\.date.description) == ["2026-01-10", "2026-02-12", "2026-03-15"])
        let changes = log.changes
        #expect(changes.map { $0.changeText(places: 1) } == [nil, "-1.6", "+0.1"])
        #expect(changes[2].change == ExactFraction(5, over: 100))
        #expect(abs((changes[1].changeKg ?? 0) - -1.6) < 1e-12)
        let latest = try #require(try log.latestBMI())
        #expect(latest.shownText == "22.4")
        #expect(latest.category == .normal)
        #expect(log.latestEntry?.weightKg == 72.45)
    }

    @Test func sameDayEntriesKeepTheirOrder() throws {
        let day = try Self.date("2026-05-01")
        let log = try BMILog(entries: [
            BMILogEntry(date: day, weightKg: 80), BMILogEntry(date: day, weightKg: 79.5),
            BMILogEntry(date: Self.date("2026-04-01"), weightKg: 81),
        ], height: QuantityParser.parse("5ft 10in").quantity)
        #expect(log.entries.map(\.weightKg) == [81, 80, 79.5])
        #expect(log.changes.map { $0.changeText(places: 1) } == [nil, "-1.0", "-0.5"])
        #expect(try log.latestBMI()?.category == .overweight)
    }

    @Test func anEmptyLogHasNoLatestBMI() throws {
        let log = try BMILog(entries: [], height: QuantityParser.parse("170 cm").quantity)
        #expect(try log.latestBMI() == nil)
        #expect(log.changes.isEmpty)
    }

    @Test func badEntriesAreRefused() throws {
        let height = try QuantityParser.parse("170 cm").quantity
        let day = try Self.date("2026-01-01")
        #expect(throws: BMIError.nonPositiveWeight) { try BMILog(entries: [BMILogEntry(date: day, weightKg: 0)], height: height) }
        #expect(throws: BMIError.notFinite) { try BMILog(entries: [BMILogEntry(date: day, weightKg: .nan)], height: height) }
        #expect(throws: BMIError.implausibleHeight(centimetres: "30")) {
            try BMILog(entries: [], height: QuantityParser.parse("30 cm").quantity)
        }
        #expect(throws: BMIError.invalidAge(-3)) { try BMILog(entries: [], height: height, age: -3) }
        let teen = try BMILog(entries: [BMILogEntry(date: day, weightKg: 50)], height: height, age: 16)
        #expect(try teen.latestBMI()?.adultCategoriesApply == false)
    }
}
