/// How often an expense repeats. A recurring expense counts in every month it falls in, so a
/// weekly shop weighs four or five times in a month's budget.
public enum Occurrence: String, Sendable, Hashable, CaseIterable, Codable {
    case oneOff = "one-off"
    case daily
    case weekly
    case monthly

    /// Days between two occurrences for the fixed-step kinds; nil for one-off and monthly.
    var stepInDays: Int? {
        switch self {
        case .daily: return 1
        case .weekly: return 7
        case .oneOff, .monthly: return nil
        }
    }
}
