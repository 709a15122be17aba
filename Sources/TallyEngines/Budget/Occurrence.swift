/// How often an expense repeats. A recurring expense counts in every month it falls in, so a
/// weekly shop weighs four or five times in a month's budget.
public enum Occurrence: String, Sendable, Hashable, CaseIterable, Codable {
    case oneOff = "one-off"
    case daily
    case weekly
    case monthly

    /// How the days are found: once, every so many days, or on a day of each month.
    enum Repetition {
        case once
        case everyDays(Int)
        case monthly
    }

    var repetition: Repetition {
        switch self {
        case .oneOff: return .once
        case .daily: return .everyDays(1)
        case .weekly: return .everyDays(7)
        case .monthly: return .monthly
        }
    }
}
