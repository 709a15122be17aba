import TallyEngines

/// The RRULE value (RFC 5545 §3.3.10) that yields exactly the days the budget engine counts.
///
/// A monthly expense on the 29th to 31st falls on the month's last day in shorter months. Asking
/// for the last (`BYSETPOS=-1`) of the days from the 28th up to its own day that exist in each
/// month gives exactly that: days that do not exist in a month are skipped (§3.3.10), so the last
/// one left is its own day when the month has it and the month's end otherwise. A yearly one on
/// 29 February is written the same way within February.
enum ICalendarRecurrenceRule {
    /// nil for a one-off expense.
    static func rule(for expense: Expense) -> String? {
        var rule: String
        switch expense.occurrence {
        case .oneOff: return nil
        case .daily: rule = "FREQ=DAILY"
        case .weekly: rule = "FREQ=WEEKLY"
        case .fortnightly: rule = "FREQ=WEEKLY;INTERVAL=2"
        case .fourWeekly: rule = "FREQ=WEEKLY;INTERVAL=4"
        case .yearly:
            // Only 29 February is missing from some years; the same "last of the days that
            // exist" as a month end gives 28 February in common years.
            if expense.date.month == 2 && expense.date.day == 29 {
                rule = "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"
            } else {
                rule = "FREQ=YEARLY"
            }
        case .monthly:
            let day = expense.date.day
            if day <= 28 {
                rule = "FREQ=MONTHLY;BYMONTHDAY=\(day)"
            } else {
                rule = "FREQ=MONTHLY;BYMONTHDAY=" + (28...day).map(String.init).joined(separator: ",") + ";BYSETPOS=-1"
            }
        }
        // An `until` past 9999-12-31 cannot be written, and within the years that can, a series
        // that ends later is the same as one that never ends.
        if let until = expense.until, ICalendarDateText.canHold(until) {
            // UNTIL takes DTSTART's value type: a DATE for all-day events, a floating local time
            // for timed ones (§3.3.10). The end of the day keeps `until` inclusive at any time.
            rule += ";UNTIL=" + (expense.time == nil
                ? ICalendarDateText.date(until) : ICalendarDateText.localEndOfDay(until))
        }
        return rule
    }
}
