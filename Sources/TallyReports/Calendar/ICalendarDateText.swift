import TallyEngines

/// Dates and times in the basic ISO 8601 forms RFC 5545 uses (§3.3.4, §3.3.5).
enum ICalendarDateText {
    /// Whether `date` fits the format's four-digit year: on or before 9999-12-31.
    static func canHold(_ date: CalendarDate) -> Bool { date.year <= 9999 }

    /// `20260302`.
    static func date(_ date: CalendarDate) -> String {
        padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2)
    }

    /// `20260302T093000`: a floating local time, shown as written wherever the reader is.
    static func localDateTime(_ date: CalendarDate, _ time: TimeOfDay) -> String {
        Self.date(date) + "T" + padded(time.hour, 2) + padded(time.minute, 2) + "00"
    }

    /// `20261231T235959`: the last second of a day in floating local time.
    static func localEndOfDay(_ date: CalendarDate) -> String {
        Self.date(date) + "T235959"
    }

    /// `20260101T000000Z` for a number of seconds since 1970 in UTC.
    static func utcDateTime(secondsSinceEpoch seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        let date = CalendarDate(daysSinceEpoch: Int(days))
        return Self.date(date) + "T" + padded(secondOfDay / 3_600, 2) + padded(secondOfDay / 60 % 60, 2)
            + padded(secondOfDay % 60, 2) + "Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
