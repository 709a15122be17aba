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

    /// The build instant in seconds since 1970 UTC, from `SOURCE_DATE_EPOCH` when it holds a
    /// whole number of seconds between 1970 and the end of 9999 (the dates reports can write).
    public static func epochSeconds(environment: [String: String]) -> Int64? {
        guard let text = environment["SOURCE_DATE_EPOCH"]?.trimmingSpaces, let seconds = Int64(text),
              (0...latestSeconds).contains(seconds) else { return nil }
        return seconds
    }

    /// 9999-12-31T23:59:59Z.
    static let latestSeconds: Int64 = 253_402_300_799

    /// Division rounding towards minus infinity, so instants before 1970 fall on the right day.
    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
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
