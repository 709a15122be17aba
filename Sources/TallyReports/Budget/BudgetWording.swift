import TallyEngines

/// The phrases a budget report repeats, written once so HTML, Markdown and the index agree.
struct BudgetWording {
    let currency: Currency
    /// Dates in the scenario's locale: `2 Mar 2026`, or `Mar 2, 2026` for en-US.
    var locale: TallyLocale = .enGB

    init(currency: Currency, locale: TallyLocale? = nil) {
        self.currency = currency
        self.locale = locale ?? .default(for: currency)
    }

    func money(_ amount: Money) -> String { locale.money(amount, currency) }

    /// `£174.00`, or `£50.00 over budget`: the words carry the overspend, so no minus sign
    /// joins them in a double negative.
    func remaining(_ amount: Money) -> String {
        amount.isNegative ? money(-amount) + " over budget" : money(amount)
    }

    /// What a category spent, `£28.01`, or `£50.00 credit` when its refunds came to more than
    /// its spending: a minus sign on "spent" reads as a slip.
    func spent(_ amount: Money) -> String {
        amount.isNegative ? money(-amount) + " credit" : money(amount)
    }

    /// `£174.00 left`, `Nothing left` or `Over by £50.00`, for headings and bar labels.
    func status(remaining amount: Money) -> String {
        if amount.isNegative { return "Over by " + money(-amount) }
        if amount == .zero { return "Nothing left" }
        return money(amount) + " left"
    }

    /// `37.5%` of `whole`, one decimal rounded half up, exactly: tenths of a percent are worked
    /// out in 128-bit integers, since a category's month can reach 10^16 minor units. Large
    /// shares are grouped (`1,250,000.0%`). Nil when `whole` is zero and a share means nothing.
    static func percent(_ part: Money, of whole: Money, locale: TallyLocale = .enGB) -> String? {
        guard whole.minorUnits > 0 else { return nil }
        let denominator = Int128(whole.minorUnits)
        let scaled = Int128(part.minorUnits).magnitude * 1000
        // Tenths can pass Int's range (10^16 minor units × 1000), so they stay 128-bit here.
        let tenths = Int128((2 * scaled + denominator.magnitude) / (2 * denominator.magnitude))
        return locale.percent(tenths: part.isNegative ? -tenths : tenths)
    }

    /// `Weekly`, `One-off`: how an expense repeats, as a table cell says it.
    static func repeats(_ occurrence: Occurrence) -> String {
        switch occurrence {
        case .oneOff: return "One-off"
        case .daily: return "Daily"
        case .weekly: return "Weekly"
        case .fortnightly: return "Fortnightly"
        case .fourWeekly: return "Four-weekly"
        case .monthly: return "Monthly"
        case .yearly: return "Yearly"
        }
    }

    /// `2 Mar 2026`, or `2 Mar 2026, 09:30` when the expense has a time.
    func when(_ occurrence: ExpenseOccurrence) -> String {
        let day = locale.text(occurrence.date, .short)
        guard let time = occurrence.expense.time else { return day }
        return day + ", " + time.description
    }

    /// `2 Mar`: a day within the report's month, where the year goes without saying.
    func dayAndMonth(_ date: CalendarDate) -> String {
        locale.dayAndMonth(date)
    }

    /// What an occurrence is called in tables and pie legends: its notes, or the category and
    /// day; a recurring one also names its day so four weekly shops stay four different slices.
    func label(of occurrence: ExpenseOccurrence, in categoryName: String) -> String {
        let expense = occurrence.expense
        let base = expense.label(fallback: categoryName + ", " + dayAndMonth(occurrence.date))
        guard expense.occurrence != .oneOff, expense.presentNotes != nil else { return base }
        return base + ", " + dayAndMonth(occurrence.date)
    }

    /// What an expense is called when all its occurrences in the month are one row or slice:
    /// `Big shop, weekly × 4`; an expense that falls once is named as its occurrence is.
    /// A refund says so: `Refund: TESCO REFUND`.
    func label(of group: ExpenseGroup, in categoryName: String) -> String {
        let refund = group.expense.isRefund ? "Refund: " : ""
        guard group.occurrences.count > 1, let first = group.occurrences.first else {
            // Once in the month: its notes name it, and its date has a column of its own.
            guard let only = group.occurrences.first else { return categoryName }
            return refund + only.expense.label(fallback: categoryName + ", " + dayAndMonth(only.date))
        }
        let name = first.expense.label(fallback: categoryName)
        return "\(refund)\(name), \(Self.repeats(first.expense.occurrence).lowercased()) × \(group.occurrences.count)"
    }

    /// `2, 9, 16 and 23 Mar`: the days an expense fell in the month; one day as `2 Mar`.
    func days(of group: ExpenseGroup, withYear: Bool = false) -> String {
        guard let last = group.occurrences.last else { return "" }
        return locale.days(group.occurrences.map(\.date.day), month: last.date.month, year: withYear ? last.date.year : nil)
    }

    /// Shares of `whole` in tenths of a percent by largest remainder, worked out exactly: the
    /// shares add up to the rounded share of the parts' sum, so four equal payments of a whole
    /// show as 25.0% each rather than a mix of halves rounded up and down. Nil when `whole` is
    /// not positive.
    static func tenths(of parts: [Money], whole: Money) -> [Int]? {
        guard whole.minorUnits > 0 else { return nil }
        let denominator = Int128(whole.minorUnits)
        var floors: [Int] = []
        var remainders: [(remainder: Int128, index: Int)] = []
        floors.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            let scaled = Int128(max(part.minorUnits, 0)) * 1000
            floors.append(Int(scaled / denominator))
            remainders.append((scaled % denominator, index))
        }
        let total = Int128(parts.map { max($0.minorUnits, 0) }.reduce(0, +)) * 1000
        let target = Int((2 * total + denominator) / (2 * denominator))
        var missing = target - floors.reduce(0, +)
        remainders.sort { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
        var cursor = 0
        while missing > 0 && !remainders.isEmpty {
            floors[remainders[cursor % remainders.count].index] += 1
            missing -= 1
            cursor += 1
        }
        return floors
    }

    /// `12.5%` from tenths of a percent, grouped when large.
    static func percentText(tenths: Int, locale: TallyLocale = .enGB) -> String {
        locale.percent(tenths: Int128(tenths))
    }

    /// `1 payment`, `3 payments`; `plural` for nouns that do not just take an s.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(plural ?? noun + "s")"
    }
}

extension Colour {
    /// This colour mixed towards black; `amount` 0 keeps it, 1 gives black.
    func shaded(_ amount: Double) -> Colour {
        let keep = 1 - (amount.isFinite ? min(max(amount, 0), 1) : 0)
        func mix(_ channel: UInt8) -> UInt8 {
            UInt8(min(max((Double(channel) * keep).rounded(.toNearestOrAwayFromZero), 0), 255))
        }
        return Colour(red: mix(red), green: mix(green), blue: mix(blue))
    }
}
