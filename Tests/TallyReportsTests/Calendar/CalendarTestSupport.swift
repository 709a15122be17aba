import Testing
import TallyTestSupport
import TallyEngines



/// One VEVENT read back from a written calendar, its properties unfolded.
struct ParsedEvent {
    /// Name (with parameters, such as `DTSTART;VALUE=DATE`) to value, in the order written.
    var properties: [(name: String, value: String)] = []

    func value(_ name: String) -> String? { properties.first { $0.name == name }?.value }
}

enum CalendarReader {
    /// The logical lines of a calendar: physical lines split on CRLF, continuations joined.
    static func unfold(_ text: String) -> [String] {
        var lines: [String] = []
        for physical in text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast() {
            if physical.hasPrefix(" "), !lines.isEmpty {
                lines[lines.count - 1] += physical.dropFirst()
            } else {
                lines.append(String(physical))
            }
        }
        return lines
    }

    /// The VEVENTs' own properties (not those of their VALARM).
    static func events(_ text: String) -> [ParsedEvent] {
        var events: [ParsedEvent] = []
        var current: ParsedEvent?
        var inAlarm = false
        for line in unfold(text) {
            switch line {
            case "BEGIN:VEVENT": current = ParsedEvent()
            case "END:VEVENT":
                if let current { events.append(current) }
                current = nil
            case "BEGIN:VALARM": inAlarm = true
            case "END:VALARM": inAlarm = false
            default:
                guard !inAlarm, let colon = line.firstIndex(of: ":") else { continue }
                current?.properties.append((String(line[..<colon]), String(line[line.index(after: colon)...])))
            }
        }
        return events
    }
}

/// A date with an optional floating time, as DTSTART and UNTIL hold them.
struct DateAndTime: Comparable {
    let date: CalendarDate
    /// Seconds since midnight; nil for a DATE value.
    let seconds: Int?

    /// Parses `20260302` or `20260302T093000`.
    init?(_ text: String) {
        let characters = Array(text)
        guard characters.count == 8 || (characters.count == 15 && characters[8] == "T"),
              let year = Int(String(characters[0..<4])), let month = Int(String(characters[4..<6])),
              let day = Int(String(characters[6..<8])), let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        self.date = date
        if characters.count == 15 {
            guard let hour = Int(String(characters[9..<11])), let minute = Int(String(characters[11..<13])),
                  let second = Int(String(characters[13..<15])) else { return nil }
            seconds = hour * 3_600 + minute * 60 + second
        } else {
            seconds = nil
        }
    }

    init(date: CalendarDate, seconds: Int?) {
        self.date = date
        self.seconds = seconds
    }

    static func < (lhs: DateAndTime, rhs: DateAndTime) -> Bool {
        (lhs.date, lhs.seconds ?? 0) < (rhs.date, rhs.seconds ?? 0)
    }
}

/// A deliberately small RRULE expander for exactly the shapes the writer emits: FREQ of DAILY,
/// WEEKLY (no BYDAY: DTSTART's weekday) or MONTHLY with positive BYMONTHDAY and optional
/// BYSETPOS=-1, ended by UNTIL or not at all. Anything else is an error, so the writer cannot
/// start emitting a rule this test would silently misread.
struct RecurrenceExpander {
    enum Frequency: String { case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY" }

    let frequency: Frequency
    /// Every `interval`th day, week, month or year.
    let interval: Int
    let monthDays: [Int]
    /// BYMONTH, which only the yearly rules here use.
    let month: Int?
    let lastOfSet: Bool
    let until: DateAndTime?

    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    init(_ rule: String) throws {
        var frequency: Frequency?
        var interval = 1
        var monthDays: [Int] = []
        var month: Int?
        var lastOfSet = false
        var until: DateAndTime?
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw Unsupported(description: "malformed part \(part)") }
            switch pair[0] {
            case "FREQ": frequency = Frequency(rawValue: pair[1])
            case "INTERVAL":
                guard let value = Int(pair[1]), value >= 1 else { throw Unsupported(description: "INTERVAL \(pair[1])") }
                interval = value
            case "BYMONTH":
                guard let value = Int(pair[1]), (1...12).contains(value) else { throw Unsupported(description: "BYMONTH \(pair[1])") }
                month = value
            case "BYMONTHDAY":
                monthDays = try pair[1].split(separator: ",").map { text in
                    guard let day = Int(text), (1...31).contains(day) else { throw Unsupported(description: "day \(text)") }
                    return day
                }
            case "BYSETPOS":
                guard pair[1] == "-1" else { throw Unsupported(description: "BYSETPOS \(pair[1])") }
                lastOfSet = true
            case "UNTIL":
                guard let value = DateAndTime(pair[1]) else { throw Unsupported(description: "UNTIL \(pair[1])") }
                until = value
            default: throw Unsupported(description: "rule part \(pair[0])")
            }
        }
        guard let frequency else { throw Unsupported(description: "no FREQ in \(rule)") }
        let byDays = frequency == .monthly || (frequency == .yearly && month != nil)
        guard byDays == !monthDays.isEmpty, !lastOfSet || byDays, month == nil || frequency == .yearly else {
            throw Unsupported(description: "BYMONTH/BYMONTHDAY/BYSETPOS with \(frequency)")
        }
        self.frequency = frequency
        self.interval = interval
        self.monthDays = monthDays.sorted()
        self.month = month
        self.lastOfSet = lastOfSet
        self.until = until
    }

    /// The series' days from `start` through `horizon`, by RFC 5545's reading of the rule.
    func dates(start: DateAndTime, through horizon: CalendarDate) -> [CalendarDate] {
        var dates: [CalendarDate] = []
        func keep(_ date: CalendarDate) -> Bool {
            guard date >= start.date, date <= horizon else { return false }
            if let until, DateAndTime(date: date, seconds: start.seconds) > until { return false }
            return true
        }
        /// The chosen days of `month` that exist in it (RFC 5545 skips the others).
        func days(in month: YearMonth) {
            let present = monthDays.filter { $0 <= month.numberOfDays }
            let chosen = lastOfSet ? Array(present.suffix(1)) : present
            for day in chosen {
                if let date = CalendarDate(year: month.year, month: month.month, day: day), keep(date) {
                    dates.append(date)
                }
            }
        }
        switch frequency {
        case .daily, .weekly:
            let step = (frequency == .daily ? 1 : 7) * interval
            var day = start.date
            while keep(day) {
                dates.append(day)
                day = day.adding(days: step)
            }
        case .monthly:
            var month = start.date.yearMonth
            while month <= horizon.yearMonth {
                days(in: month)
                month = month.adding(months: interval)
            }
        case .yearly:
            var year = start.date.year
            while year <= horizon.year {
                if let month, let inYear = YearMonth(year: year, month: month) {
                    days(in: inYear)
                } else if let date = CalendarDate(year: year, month: start.date.month, day: start.date.day), keep(date) {
                    dates.append(date)
                }
                year += interval
            }
        }
        return dates
    }
}
