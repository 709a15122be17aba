/// Where "today" comes from, so that builds are reproducible.
///
/// Reproducible-builds.org's `SOURCE_DATE_EPOCH` (seconds since 1970 UTC) wins when it is set;
/// otherwise the system clock. The engines never read a clock themselves: callers pass `today`.
public enum BuildClock {
    /// Today's date in UTC, from `SOURCE_DATE_EPOCH` when it holds a whole number of seconds.
    public static func today(environment: [String: String], now secondsSinceEpoch: () -> Int64) -> CalendarDate {
        let seconds = epochSeconds(environment: environment) ?? secondsSinceEpoch()
        return CalendarDate(daysSinceEpoch: Int(floorDiv(seconds, 86_400)))
    }

    /// The build instant in seconds since 1970 UTC.
    public static func epochSeconds(environment: [String: String]) -> Int64? {
        guard let text = environment["SOURCE_DATE_EPOCH"]?.trimmingSpaces, let seconds = Int64(text) else { return nil }
        return seconds
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
