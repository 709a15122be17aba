import Testing
import TallyTestSupport
@testable import TallyEngines



/// Small builders so examples read like the YAML they stand for.
enum BudgetFixtures {
    static func day(_ text: String) throws -> CalendarDate {
        try #require(CalendarDate(text))
    }

    static func month(_ text: String) throws -> YearMonth {
        try #require(YearMonth(text))
    }

    static func pounds(_ pence: Int64) -> Money { Money(minorUnits: pence) }

    /// A random expense between 2024 and 2030, of any kind, sometimes with an `until`.
    static func randomExpense(_ random: inout SeededRandom) -> Expense {
        let start = CalendarDate(daysSinceEpoch: random.int(in: 19_723...22_280))
        let occurrence = Occurrence.allCases[random.int(in: 0...(Occurrence.allCases.count - 1))]
        let until: CalendarDate? = random.int(in: 0...2) == 0
            ? nil : start.adding(days: random.int(in: -30...900))
        return Expense(
            amount: Money(minorUnits: Int64(random.int(in: 1...50_000))),
            date: start,
            occurrence: occurrence,
            until: until,
            notes: random.bool() ? "note \(random.int(in: 0...99))" : nil,
            remind: random.bool()
        )
    }

    /// Whether `expense` falls on `day`, straight from the rules, with no arithmetic shortcuts:
    /// the reference the engine's fast expansion is checked against.
    static func fallsOn(_ expense: Expense, _ day: CalendarDate) -> Bool {
        guard day >= expense.date else { return false }
        if expense.occurrence != .oneOff, let until = expense.until, day > until { return false }
        switch expense.occurrence {
        case .oneOff: return day == expense.date
        case .daily: return true
        case .weekly: return (day.daysSinceEpoch - expense.date.daysSinceEpoch) % 7 == 0
        case .fortnightly: return (day.daysSinceEpoch - expense.date.daysSinceEpoch) % 14 == 0
        case .fourWeekly: return (day.daysSinceEpoch - expense.date.daysSinceEpoch) % 28 == 0
        case .monthly: return day.day == min(expense.date.day, CalendarDate.daysIn(year: day.year, month: day.month))
        case .yearly:
            return day.month == expense.date.month
                && day.day == min(expense.date.day, CalendarDate.daysIn(year: day.year, month: day.month))
        }
    }
}
