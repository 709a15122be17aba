/// The days an expense falls on.
///
/// Every answer is computed from the range asked about, never by walking from the expense's
/// first date: a daily expense begun decades ago costs the same as one begun yesterday.
///
/// A monthly expense keeps the day of month it started on; in a month too short for that day
/// (the 31st in April, the 29th in a common February) it falls on the month's last day, and
/// returns to its own day the month after. It never drifts. A yearly one is a monthly one that
/// falls every twelfth month, so 29 February gives 28 February in common years the same way.
extension Expense {
    /// The last day the expense can fall on, or nil when it repeats for ever.
    public var lastPossibleDate: CalendarDate? {
        occurrence == .oneOff ? date : until
    }

    /// The first day on or after `day` that the expense falls on, or nil when it has ended.
    public func firstOccurrence(onOrAfter day: CalendarDate) -> CalendarDate? {
        let candidate: CalendarDate?
        switch occurrence.repetition {
        case .once:
            candidate = date >= day ? date : nil
        case .everyDays(let step):
            candidate = CalendarDate(daysSinceEpoch: firstStepDay(onOrAfter: day.daysSinceEpoch, step: step))
        case .everyMonths(let step):
            let start = max(day, date)
            let month = alignedMonth(onOrAfter: start.yearMonth, step: step)
            if let inMonth = monthlyDate(in: month), inMonth >= start {
                candidate = inMonth
            } else {
                candidate = monthlyDate(in: month.adding(months: step))
            }
        }
        guard let candidate else { return nil }
        if let last = lastPossibleDate, candidate > last { return nil }
        return candidate
    }

    /// Every day from `start` through `end` (both inclusive) that the expense falls on, in order.
    public func occurrenceDates(from start: CalendarDate, through end: CalendarDate) -> [CalendarDate] {
        guard let bounds = clampedBounds(from: start, through: end) else { return [] }
        switch occurrence.repetition {
        case .once:
            return [date]
        case .everyDays(let step):
            let first = firstStepDay(onOrAfter: bounds.first, step: step)
            guard first <= bounds.last else { return [] }
            var dates: [CalendarDate] = []
            dates.reserveCapacity((bounds.last - first) / step + 1)
            for day in stride(from: first, through: bounds.last, by: step) {
                dates.append(CalendarDate(daysSinceEpoch: day))
            }
            return dates
        case .everyMonths(let step):
            let firstDay = CalendarDate(daysSinceEpoch: bounds.first)
            let lastDay = CalendarDate(daysSinceEpoch: bounds.last)
            let startMonth = alignedMonth(onOrAfter: firstDay.yearMonth, step: step)
            let span = startMonth.months(to: lastDay.yearMonth)
            guard span >= 0 else { return [] }
            var dates: [CalendarDate] = []
            dates.reserveCapacity(span / step + 1)
            for offset in stride(from: 0, through: span, by: step) {
                guard let candidate = monthlyDate(in: startMonth.adding(months: offset)) else { continue }
                if candidate >= firstDay && candidate <= lastDay { dates.append(candidate) }
            }
            return dates
        }
    }

    /// Every day in `month` that the expense falls on.
    public func occurrenceDates(in month: YearMonth) -> [CalendarDate] {
        guard let bounds = Self.bounds(of: month) else { return [] }
        return occurrenceDates(from: bounds.first, through: bounds.last)
    }

    /// How many days from `start` through `end` the expense falls on, without listing them.
    public func occurrenceCount(from start: CalendarDate, through end: CalendarDate) -> Int {
        guard let bounds = clampedBounds(from: start, through: end) else { return 0 }
        switch occurrence.repetition {
        case .once:
            return 1
        case .everyDays(let step):
            let first = firstStepDay(onOrAfter: bounds.first, step: step)
            return first <= bounds.last ? (bounds.last - first) / step + 1 : 0
        case .everyMonths(let step):
            // Each month it falls in holds exactly one candidate, so only the end months can
            // miss (in a one-month range the single candidate can fall before or after, not both).
            let firstDay = CalendarDate(daysSinceEpoch: bounds.first)
            let lastDay = CalendarDate(daysSinceEpoch: bounds.last)
            let startMonth = alignedMonth(onOrAfter: firstDay.yearMonth, step: step)
            let span = startMonth.months(to: lastDay.yearMonth)
            guard span >= 0 else { return 0 }
            let lastMonth = startMonth.adding(months: span / step * step)
            var count = span / step + 1
            if startMonth == firstDay.yearMonth, let head = monthlyDate(in: startMonth), head < firstDay { count -= 1 }
            if lastMonth == lastDay.yearMonth, let tail = monthlyDate(in: lastMonth), tail > lastDay { count -= 1 }
            return max(count, 0)
        }
    }

    /// How many days in `month` the expense falls on.
    public func occurrenceCount(in month: YearMonth) -> Int {
        guard let bounds = Self.bounds(of: month) else { return 0 }
        return occurrenceCount(from: bounds.first, through: bounds.last)
    }

    /// The day a monthly or yearly expense falls on in `month`: its own day, or the month's last
    /// when shorter.
    func monthlyDate(in month: YearMonth) -> CalendarDate? {
        CalendarDate(year: month.year, month: month.month, day: min(date.day, month.numberOfDays))
    }

    /// The first month on or after `month` that is a whole number of `step` months from the
    /// expense's own month (never before it).
    private func alignedMonth(onOrAfter month: YearMonth, step: Int) -> YearMonth {
        let origin = date.yearMonth
        let offset = origin.months(to: month)
        guard offset > 0 else { return origin }
        return origin.adding(months: (offset + step - 1) / step * step)
    }

    /// The asked range cut to the days the expense can fall on, as day numbers; nil when empty.
    private func clampedBounds(from start: CalendarDate, through end: CalendarDate) -> (first: Int, last: Int)? {
        let first = max(start.daysSinceEpoch, date.daysSinceEpoch)
        var last = end.daysSinceEpoch
        if let limit = lastPossibleDate { last = min(last, limit.daysSinceEpoch) }
        return first <= last ? (first, last) : nil
    }

    /// The first day number on or after `day` that is a whole number of steps from the start date.
    private func firstStepDay(onOrAfter day: Int, step: Int) -> Int {
        let origin = date.daysSinceEpoch
        guard day > origin else { return origin }
        let steps = (day - origin + step - 1) / step
        return origin + steps * step
    }

    static func bounds(of month: YearMonth) -> (first: CalendarDate, last: CalendarDate)? {
        guard let first = CalendarDate(year: month.year, month: month.month, day: 1),
              let last = CalendarDate(year: month.year, month: month.month, day: month.numberOfDays) else { return nil }
        return (first, last)
    }
}
