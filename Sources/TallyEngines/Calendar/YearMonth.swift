/// A calendar month, the unit of every schedule: payments fall at the end of each month.
public struct YearMonth: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    /// 1 to 12.
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses `2027-01`.
    public init?(_ text: String) {
        // Read byte by byte, as `CalendarDate` reads a date.
        var text = text
        let parts = text.withUTF8 { bytes -> (year: Int, month: Int)? in
            guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), let year = CalendarDate.number(in: bytes, at: 0, digits: 4),
                  let month = CalendarDate.number(in: bytes, at: 5, digits: 2) else { return nil }
            return (year, month)
        }
        guard let parts else { return nil }
        self.init(year: parts.year, month: parts.month)
    }

    /// The month `count` months after this one (before it when negative).
    public func adding(months count: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + count
        let (quotient, remainder) = index.quotientAndRemainder(dividingBy: 12)
        return remainder < 0 ? YearMonth(unchecked: quotient - 1, remainder + 13) : YearMonth(unchecked: quotient, remainder + 1)
    }

    /// The month after this one: `adding(months: 1)` without its division, for schedules that
    /// step a month at a time.
    var next: YearMonth {
        month == 12 ? YearMonth(unchecked: year + 1, 1) : YearMonth(unchecked: year, month + 1)
    }

    /// Whole months from `self` to `other`.
    public func months(to other: YearMonth) -> Int {
        (other.year * 12 + other.month) - (year * 12 + month)
    }

    /// For months already known to be valid (a valid date's month), without the checks.
    init(unchecked year: Int, _ month: Int) {
        self.year = year
        self.month = month
    }

    /// `2027-01`.
    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        return CalendarDate.fourDigits(year) + "-" + monthText
    }

    // Words for people (`January 2027`, `Jan 2027`) are `TallyLocale.text(_:_:)`'s.

    public static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    public static let shortMonthNames = monthNames.map { String($0.prefix(3)) }

    public var numberOfDays: Int { CalendarDate.daysIn(year: year, month: month) }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
