import TallyEngines
import Testing
@testable import TallyScenarios

/// An expense that falls in no tracked month is valid, but no page counts it: a located warning
/// that says which end it is outside and what to write to bring it in.
@Suite struct BudgetUntrackedExpenseTests {
    private func warnings(_ yaml: String) throws -> [String] {
        let scenario = try BudgetParsing.parse(yaml).get()
        return scenario.warnings.map(\.description)
    }

    private func budget(_ months: String, _ expenses: String) -> String {
        "kind: budget\n\(months)categories:\n  - name: Food\n    budget: 400\n    expenses:\n\(expenses)"
    }

    @Test func anExpenseBeforeAWrittenSinceIsAWarningAtItsDate() throws {
        let yaml = budget("since: 2026-11\nperiod: 2026-11\n", "      - amount: 83.10\n        date: 2026-10-20\n      - amount: 5\n        date: 2026-11-02\n")
        #expect(try warnings(yaml) == [
            "b.yaml:9:15: warning: date 2026-10-20 is before since (2026-11), the first month this budget tracks, so no page counts it; write since: 2026-10 to track from its month",
        ])
    }

    @Test func anExpenseAfterThePeriodSaysWhetherThePeriodWasWritten() throws {
        let written = budget("period: 2025-12\n", "      - amount: 5\n        date: 2026-01-02\n")
        #expect(try warnings(written) == [
            "b.yaml:8:15: warning: date 2026-01-02 is after period (2025-12), the last month this budget tracks, so no page counts it; write period: 2026-01 to report on its month",
        ])
        // Today is 1 January 2026 in BudgetParsing: a February expense is not counted yet.
        let unwritten = budget("", "      - amount: 5\n        date: 2026-02-02\n")
        #expect(try warnings(unwritten) == [
            "b.yaml:7:15: warning: date 2026-02-02 is after this month (2026-01), the last month this budget tracks while `period:` is not written, so no page counts it until 2026-02",
        ])
    }

    @Test func aSeriesThatReachesATrackedMonthAndAnUnwrittenSinceGiveNoWarning() throws {
        let series = budget("since: 2026-01\n", "      - amount: 850\n        date: 2025-06-01\n        occurrence: monthly\n")
        #expect(try warnings(series) == [])
        // Without `since:`, tracking starts at the earliest expense, however old.
        let old = budget("", "      - amount: 5\n        date: 2024-03-02\n")
        #expect(try warnings(old) == [])
    }

    /// A payment to come written for its reminder is what the calendar file is for.
    @Test func aReminderAfterThePeriodIsNotWarnedButOneBeforeSinceIs() throws {
        let later = budget("period: 2026-03\n", "      - amount: 54.85\n        date: 2027-02-10 08:30\n        remind: true\n")
        #expect(try warnings(later) == [])
        let earlier = budget("since: 2026-03\nperiod: 2026-03\n", "      - amount: 54.85\n        date: 2026-02-10\n        remind: true\n")
        #expect(try warnings(earlier).count == 1)
    }

    @Test func aSeriesEndedBeforeSinceSaysWhenItEnded() throws {
        let yaml = budget("since: 2026-01\n", "      - amount: 850\n        date: 2025-06-01\n        occurrence: monthly\n        until: 2025-11-30\n")
        #expect(try warnings(yaml) == [
            "b.yaml:8:15: warning: this monthly expense ends on 2025-11-30, before since (2026-01), the first month this budget tracks, so no page counts it; write since: 2025-06 to track from its month",
        ])
    }
}
