/// How an expense repeats. A recurring expense counts in every month it falls in, so a
/// weekly shop weighs four or five times in a month's budget.
public enum Occurrence: String, Sendable, Hashable, CaseIterable, Codable {
    case oneOff = "one-off"
    case daily
    case weekly
    /// Every 14 days, as a fortnightly pay day or a bin collection.
    case fortnightly
    /// Every 28 days: thirteen times a year, as four-weekly pay and some benefits are.
    case fourWeekly = "four-weekly"
    case monthly
    /// On its day every year; one begun on 29 February falls on 28 February in common years.
    case yearly

    /// How the days are found: once, every so many days, or on a day of every so many months.
    enum Repetition {
        case once
        case everyDays(Int)
        case everyMonths(Int)
    }

    var repetition: Repetition {
        switch self {
        case .oneOff: return .once
        case .daily: return .everyDays(1)
        case .weekly: return .everyDays(7)
        case .fortnightly: return .everyDays(14)
        case .fourWeekly: return .everyDays(28)
        case .monthly: return .everyMonths(1)
        case .yearly: return .everyMonths(12)
        }
    }
}
