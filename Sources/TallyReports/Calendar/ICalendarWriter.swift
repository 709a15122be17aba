import TallyEngines

/// Writes a budget's reminders as an iCalendar file (RFC 5545) people can import or subscribe to.
///
/// Every byte depends only on the budget, the slug and the build's clock, so rebuilding with the
/// same `SOURCE_DATE_EPOCH` gives the same file, and each event keeps its UID across rebuilds so
/// calendar apps update it rather than duplicate it.
public struct ICalendarWriter: Sendable {
    public static let productIdentifier = "-//Tally//Tally budget reminders//EN"
    /// How long a timed reminder lasts in the calendar.
    public static let timedEventMinutes = 30

    public let currency: Currency
    /// Series that ended before this day are left out; the others start at their next occurrence.
    public let today: CalendarDate
    /// The build instant (seconds since 1970 UTC), written as every event's DTSTAMP.
    public let buildTimestamp: Int64

    /// How amounts and dates in the events' text are written: the budget's locale.
    public let locale: TallyLocale

    public init(currency: Currency, today: CalendarDate, buildTimestamp: Int64, locale: TallyLocale? = nil) {
        self.currency = currency
        self.locale = locale ?? .default(for: currency)
        self.today = today
        self.buildTimestamp = buildTimestamp
    }

    /// The calendar for `budget`'s expenses marked `remind`, or nil when none falls today or later:
    /// RFC 5545 requires at least one component, so there is then no file to write. An event that
    /// would end after 9999-12-31, which the format cannot write, is left out.
    public func calendar(for budget: Budget, slug: String) -> String? {
        calendar(title: budget.title, slug: slug, categories: budget.categories)
    }

    /// The calendar titled `title` for the expenses marked `remind` in `categories`, or nil when
    /// none falls today or later. `slug` names the scenario and keeps UIDs apart between files.
    public func calendar(title: String, slug: String, categories: [BudgetCategory]) -> String? {
        let stamp = ICalendarDateText.utcDateTime(secondsSinceEpoch: buildTimestamp)
        var events = ""
        for category in categories {
            // Ordinals count every reminder in the category, ended or not, so that today's date
            // never changes which ordinal a reminder gets.
            var seen: [String: Int] = [:]
            // A bill is in the calendar whether or not it says `remind:`: being reminded is
            // what planning it is for.
            for expense in category.expenses where expense.remind || expense.isPlanned {
                let identity = Self.identity(slug: slug, categoryName: category.name, expense: expense)
                let ordinal = seen[identity, default: 0]
                seen[identity] = ordinal + 1
                guard let start = expense.firstOccurrence(onOrAfter: today) else { continue }
                appendEvent(
                    for: expense, uid: Self.uid(identity: identity, ordinal: ordinal), start: start,
                    category: category, title: title, stamp: stamp, to: &events
                )
            }
        }
        guard !events.isEmpty else { return nil }
        var output = ""
        output.reserveCapacity(events.utf8.count + 256)
        for line in [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.productIdentifier, "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendarText.escaped(title),
        ] {
            ICalendarText.appendFolded(line, to: &output)
        }
        output += events
        ICalendarText.appendFolded("END:VCALENDAR", to: &output)
        return output
    }

    /// The UID of a reminder in `categoryName` of the scenario `slug`.
    ///
    /// It names the reminder by what it is, never by where it is written: the category (ignoring
    /// case), the first date and time, how it repeats and its notes. Adding, removing or moving
    /// other expenses, changing the amount or the `until:` date, or rebuilding on another day keeps
    /// it, so calendar apps update the event instead of adding a second one. `ordinal` tells
    /// apart reminders of one category that are the same in all of those (0 for the first written).
    public static func uid(slug: String, categoryName: String, expense: Expense, ordinal: Int = 0) -> String {
        uid(identity: identity(slug: slug, categoryName: categoryName, expense: expense), ordinal: ordinal)
    }

    /// The fields a UID is made of, each prefixed with its length in UTF-8 bytes so that no
    /// text in one field can pass for a boundary between two.
    private static func identity(slug: String, categoryName: String, expense: Expense) -> String {
        let fields = [
            slug, BudgetCategory.nameKey(categoryName), expense.date.description,
            expense.time?.description ?? "", expense.occurrence.rawValue, expense.presentNotes ?? "",
        ]
        var key = ""
        for field in fields { key += "\(field.utf8.count):\(field)\u{1F}" }
        return key
    }

    private static func uid(identity: String, ordinal: Int) -> String {
        FNV1a64.hexDigest((ordinal == 0 ? identity : identity + String(ordinal)).utf8) + "@tally"
    }

    /// `Food: Big shop — £45.20`, or `Food — £45.20` without notes.
    public func summary(of expense: Expense, in category: BudgetCategory) -> String {
        var text = category.name
        if let notes = expense.presentNotes { text += ": " + notes }
        return text + " \u{2014} " + locale.money(expense.amount, currency)
    }

    private func appendEvent(
        for expense: Expense, uid: String, start: CalendarDate, category: BudgetCategory,
        title: String, stamp: String, to output: inout String
    ) {
        let startLine: String
        let endLine: String
        let endDate: CalendarDate
        if let time = expense.time {
            let end = Self.end(of: start, at: time)
            startLine = "DTSTART:" + ICalendarDateText.localDateTime(start, time)
            endLine = "DTEND:" + ICalendarDateText.localDateTime(end.date, end.time)
            endDate = end.date
        } else {
            endDate = start.adding(days: 1)
            startLine = "DTSTART;VALUE=DATE:" + ICalendarDateText.date(start)
            endLine = "DTEND;VALUE=DATE:" + ICalendarDateText.date(endDate)
        }
        // An event ending past 9999-12-31 cannot be written (the year would take five digits),
        // so it is left out rather than written wrong.
        guard ICalendarDateText.canHold(endDate) else { return }
        let summary = ICalendarText.escaped(summary(of: expense, in: category))
        var lines = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp, startLine, endLine]
        if let rule = ICalendarRecurrenceRule.rule(for: expense) {
            lines.append("RRULE:" + rule)
        }
        lines += [
            "SUMMARY:" + summary,
            "DESCRIPTION:" + ICalendarText.escaped(description(of: expense, in: category, budgetTitle: title)),
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "TRIGGER:-P1D",
            "DESCRIPTION:" + summary,
            "END:VALARM",
            "END:VEVENT",
        ]
        for line in lines { ICalendarText.appendFolded(line, to: &output) }
    }

    /// What the expense is, how it repeats, and the allowance it counts against.
    private func description(of expense: Expense, in category: BudgetCategory, budgetTitle: String) -> String {
        let amount = locale.money(expense.amount, currency)
        var text = expense.isPlanned
            ? "A bill of \(amount) from \(category.name) in \(budgetTitle), paid by a payment within \(expense.bill?.window ?? 0) days of it.\n"
            : "\(amount) from \(category.name) in \(budgetTitle).\n"
        switch expense.occurrence {
        case .oneOff:
            text += "Once, on \(locale.text(expense.date, .short))."
        case .daily:
            text += "Every day from \(locale.text(expense.date, .short))"
        case .weekly:
            text += "Every week from \(locale.text(expense.date, .short))"
        case .fortnightly:
            text += "Every two weeks from \(locale.text(expense.date, .short))"
        case .fourWeekly:
            text += "Every four weeks from \(locale.text(expense.date, .short))"
        case .yearly:
            text += "Every year on \(locale.dayAndMonth(expense.date))"
            if expense.date.month == 2 && expense.date.day == 29 { text += " (28 February in common years)" }
            text += " from \(locale.text(expense.date, .short))"
        case .monthly:
            let day = expense.date.day
            text += "Every month on day \(day)"
            if day > 28 { text += " (the last day in shorter months)" }
            text += " from \(locale.text(expense.date, .short))"
        }
        if expense.occurrence != .oneOff {
            text += expense.until.map { " until \(locale.text($0, .short))." } ?? "."
        }
        // The allowance as it stands when the reminders are written, which is when they are read.
        text += "\nBudget for \(category.name): \(locale.money(category.budget(in: today.yearMonth), currency)) a month."
        if let notes = expense.presentNotes { text += "\n" + notes }
        return text
    }

    /// Start plus `timedEventMinutes`, into the next day when it runs past midnight.
    private static func end(of date: CalendarDate, at time: TimeOfDay) -> (date: CalendarDate, time: TimeOfDay) {
        let minutes = time.minutesSinceMidnight + timedEventMinutes
        let day = date.adding(days: minutes / 1_440)
        let minuteOfDay = minutes % 1_440
        return (day, TimeOfDay(hour: minuteOfDay / 60, minute: minuteOfDay % 60) ?? time)
    }
}
