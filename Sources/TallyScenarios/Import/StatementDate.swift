import TallyEngines

/// A date layout as banks write them, in strftime's words (`%d/%m/%Y`): `%d` and `%m` take one or
/// two digits, `%Y` four, `%y` two (2000–2099), `%b`/`%B` an English month name or its first
/// three letters; any other character must be there as written.
struct StatementDateFormat: Sendable, Equatable, CustomStringConvertible {
    enum Part: Sendable, Equatable {
        case day, month, year, shortYear, monthName
        case literal(UInt8)
    }

    let parts: [Part]
    let description: String

    /// Nil when the layout has no day, month and year, or a `%` Tally does not know.
    init?(_ text: String) {
        var parts: [Part] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                parts.append(.literal(byte))
                continue
            }
            switch bytes.popFirst() {
            case UInt8(ascii: "d"): parts.append(.day)
            case UInt8(ascii: "m"): parts.append(.month)
            case UInt8(ascii: "Y"): parts.append(.year)
            case UInt8(ascii: "y"): parts.append(.shortYear)
            case UInt8(ascii: "b"), UInt8(ascii: "B"): parts.append(.monthName)
            default: return nil
            }
        }
        guard parts.contains(.day), parts.contains(.month) || parts.contains(.monthName),
              parts.contains(.year) || parts.contains(.shortYear) else { return nil }
        self.parts = parts
        self.description = text
    }

    /// The layouts tried, in this order, when the rules name none.
    static let known: [StatementDateFormat] = ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d %b %Y", "%d-%m-%Y", "%d.%m.%Y", "%d/%m/%y", "%m/%d/%y", "%d-%b-%Y", "%Y%m%d"]
        .compactMap(StatementDateFormat.init)

    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The day `text` names in this layout, or nil. Spaces around it are ignored.
    func date(_ text: Substring) -> CalendarDate? {
        var bytes = Array(text.utf8)[...]
        while bytes.first == 0x20 { bytes.removeFirst() }
        while bytes.last == 0x20 { bytes.removeLast() }
        var day: Int?, month: Int?, year: Int?
        func digits(_ most: Int, exactly: Bool) -> Int? {
            var value = 0
            var taken = 0
            while taken < most, let byte = bytes.first, (0x30...0x39).contains(byte) {
                value = value * 10 + Int(byte - 0x30)
                bytes.removeFirst()
                taken += 1
            }
            return taken == 0 || (exactly && taken != most) ? nil : value
        }
        // `%Y%m%d` has no separators: each part takes exactly its width there.
        let packed = !parts.contains { if case .literal = $0 { return true } else { return false } }
        for part in parts {
            switch part {
            case .day:
                guard let value = digits(2, exactly: packed) else { return nil }
                day = value
            case .month:
                guard let value = digits(2, exactly: packed) else { return nil }
                month = value
            case .year:
                guard let value = digits(4, exactly: true) else { return nil }
                year = value
            case .shortYear:
                guard let value = digits(2, exactly: true) else { return nil }
                year = 2000 + value
            case .monthName:
                var letters: [UInt8] = []
                while let byte = bytes.first, (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                    letters.append(byte | 0x20)
                    bytes.removeFirst()
                }
                guard letters.count >= 3, let index = Self.monthNames.firstIndex(of: String(decoding: letters.prefix(3), as: UTF8.self)) else { return nil }
                month = index + 1
            case .literal(let byte):
                guard bytes.first == byte else { return nil }
                bytes.removeFirst()
            }
        }
        guard bytes.isEmpty, let day, let month, let year else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// The layout every one of `samples` is a date in: the rules' `date-format:` when given,
    /// else the first known layout that reads them all, provided no other layout reads them all
    /// as different days (`01/02/2026`, with no day after the 12th, could be either way round).
    static func choose(for samples: [Substring]) -> Result<StatementDateFormat, ChoiceError> {
        let fitting = known.filter { format in samples.allSatisfy { format.date($0) != nil } }
        guard let first = fitting.first else { return .failure(.none) }
        for other in fitting.dropFirst() where samples.contains(where: { first.date($0) != other.date($0) }) {
            return .failure(.ambiguous(first, other))
        }
        return .success(first)
    }

    enum ChoiceError: Error {
        case none
        case ambiguous(StatementDateFormat, StatementDateFormat)
    }
}
