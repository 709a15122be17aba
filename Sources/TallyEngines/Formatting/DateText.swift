/// The two date styles of a locale, used everywhere a date or month is shown.
///
/// Long (headlines, prose): `1 February 2028`, `January 2027`; en-US `February 1, 2028`.
/// Short (tables, charts, lists): `1 Feb 2028`, `Jan 2027`; en-US `Feb 1, 2028`.
public enum DateStyle: Sendable {
    case long, short
}

extension TallyLocale {
    @usableFromInline static let longMonths: [[UInt8]] = YearMonth.monthNames.map { Array($0.utf8) }
    @usableFromInline static let shortMonths: [[UInt8]] = YearMonth.shortMonthNames.map { Array($0.utf8) }

    /// `January` / `Jan`: a month's name alone, under a heading that gives its year.
    public func monthName(_ month: Int, _ style: DateStyle) -> String {
        let index = min(max(month, 1), 12) - 1
        return style == .long ? YearMonth.monthNames[index] : YearMonth.shortMonthNames[index]
    }

    /// `January 2027` / `Jan 2027` (the same order in every locale here).
    public func text(_ month: YearMonth, _ style: DateStyle) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        append(month, style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `1 February 2028` / `1 Feb 2028`; month first for en-US and en-CA.
    public func text(_ date: CalendarDate, _ style: DateStyle) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        append(date, style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a month's text as UTF-8, for writers that fill a page's bytes.
    @inlinable
    public func append<Sink: ByteSink & ~Copyable>(_ month: YearMonth, _ style: DateStyle, to bytes: inout Sink) {
        for byte in style == .long ? Self.longMonths[month.month - 1] : Self.shortMonths[month.month - 1] { bytes.append(byte) }
        bytes.append(UInt8(ascii: " "))
        Digits.append(month.year, to: &bytes)
    }

    /// Appends a day's text as UTF-8.
    public func append(_ date: CalendarDate, _ style: DateStyle, to bytes: inout [UInt8]) {
        let name = style == .long ? Self.longMonths[date.month - 1] : Self.shortMonths[date.month - 1]
        if monthFirst {
            bytes.append(contentsOf: name)
            bytes.append(UInt8(ascii: " "))
            Digits.append(date.day, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        } else {
            Digits.append(date.day, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: name)
        }
        bytes.append(UInt8(ascii: " "))
        Digits.append(date.year, to: &bytes)
    }
}

extension TallyLocale {
    /// `2 Mar` / `Mar 2`: a day within a month the reader already knows the year of.
    public func dayAndMonth(_ date: CalendarDate) -> String {
        days([date.day], month: date.month, year: nil)
    }

    /// `2, 9, 16 and 23 Mar 2026` / `Mar 2, 9, 16 and 23, 2026`: the days something fell on in
    /// one month, the year left off when `year` is nil.
    public func days(_ days: [Int], month: Int, year: Int?) -> String {
        let list: String
        switch days.count {
        case 0: list = ""
        case 1: list = String(days[0])
        default: list = days.dropLast().map(String.init).joined(separator: ", ") + " and " + String(days[days.count - 1])
        }
        let name = YearMonth.shortMonthNames[min(max(month, 1), 12) - 1]
        if monthFirst {
            return name + " " + list + (year.map { ", \($0)" } ?? "")
        }
        return list + " " + name + (year.map { " \($0)" } ?? "")
    }
}
