/// A day in the proleptic Gregorian calendar, with no time zone: what a person writes as `2026-03-02`.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `2026-03-02`; nil for a date that does not exist, such as `2026-02-30`.
    public init?(_ text: String) {
        var text = text
        let parts = text.withUTF8 { bytes -> (year: Int, month: Int, day: Int)? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  let year = Self.number(in: bytes, at: 0, digits: 4), let month = Self.number(in: bytes, at: 5, digits: 2),
                  let day = Self.number(in: bytes, at: 8, digits: 2) else { return nil }
            return (year, month, day)
        }
        guard let parts else { return nil }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// The number written by exactly `digits` ASCII digits at `offset`; nil if any is not one.
    static func number(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, digits: Int) -> Int? {
        var value = 0
        for byte in bytes[offset..<(offset + digits)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The date `daysSinceEpoch` days after 1970-01-01 (Howard Hinnant's civil-from-days).
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public func adding(days count: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// 0 is Monday, 6 is Sunday.
    public var weekdayIndex: Int {
        ((daysSinceEpoch % 7) + 7 + 3) % 7
    }

    public var yearMonth: YearMonth { YearMonth(unchecked: year, month) }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `2026-03-02`.
    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        let dayText = day < 10 ? "0\(day)" : "\(day)"
        return Self.fourDigits(year) + "-" + monthText + "-" + dayText
    }

    /// `0026`: years are written with four digits so that what is written reads back.
    static func fourDigits(_ year: Int) -> String {
        let digits = String(year)
        return year >= 0 && digits.count < 4 ? String(repeating: "0", count: 4 - digits.count) + digits : digits
    }

    // `2 Mar 2026` or `Mar 2, 2026` depends on the reader: `TallyLocale.text(_:_:)` writes it.

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
