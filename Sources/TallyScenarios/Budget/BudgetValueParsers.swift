import TallyEngines

/// Parsers for the values only budgets have; each failure is worded to follow the key's name.
enum BudgetValueParsers {
    /// An amount or allowance no larger than `BudgetLimits.maximumMinorUnits`.
    static func money(_ text: String, currency: Currency) -> Result<Money, ValueError> {
        switch ValueParsers.money(text, currency: currency) {
        case .failure(let error):
            return .failure(error)
        case .success(let money):
            guard money.minorUnits <= BudgetLimits.maximumMinorUnits else {
                let limit = currency.format(Money(minorUnits: BudgetLimits.maximumMinorUnits))
                return .failure(ValueError("must be at most \(limit), got \"\(ValueParsers.trim(text))\""))
            }
            return .success(money)
        }
    }

    /// An expense's amount: as `money`, but never zero, since a nothing-expense is a slip. A
    /// minus sign, before or after the currency symbol (`-23.99`, `-£23.99`, `£-23.99`), makes it a
    /// refund, which takes back from what its category spent.
    static func expenseAmount(_ text: String, currency: Currency) -> Result<Money, ValueError> {
        let trimmed = ValueParsers.trim(text)
        var unsigned = trimmed
        var negative = false
        if unsigned.hasPrefix("-") {
            negative = true
            unsigned.removeFirst()
        } else if unsigned.hasPrefix(currency.symbol + "-") {
            negative = true
            unsigned.remove(at: unsigned.index(unsigned.startIndex, offsetBy: currency.symbol.count))
        }
        if negative && unsigned.hasPrefix("-") {
            return .failure(ValueError("must be an amount of money such as 45.20, or -23.99 for a refund, got \"\(trimmed)\""))
        }
        // `money` refuses what is left in its own words, quoting what was written rather than
        // the part it was given.
        let parsed = money(unsigned, currency: currency).mapError { error in
            ValueError(error.message.replacing("got \"\(unsigned)\"", with: "got \"\(trimmed)\""))
        }
        return nonZero(parsed, text: trimmed, "must not be zero").map { negative ? -$0 : $0 }
    }

    /// An income's amount: as `money`, and more than zero; money going out is an expense.
    static func incomeAmount(_ text: String, currency: Currency) -> Result<Money, ValueError> {
        let trimmed = ValueParsers.trim(text)
        let unsigned = trimmed.hasPrefix(currency.symbol) ? String(trimmed.dropFirst(currency.symbol.count)) : trimmed
        if unsigned.hasPrefix("-") {
            return .failure(ValueError("must be more than zero, got \"\(trimmed)\"; money going out is an expense in a category"))
        }
        return nonZero(money(text, currency: currency), text: trimmed, "must be more than zero")
    }

    private static func nonZero(_ parsed: Result<Money, ValueError>, text: String, _ message: String) -> Result<Money, ValueError> {
        if case .success(let money) = parsed, money == .zero {
            return .failure(ValueError("\(message), got \"\(text)\""))
        }
        return parsed
    }

    /// A bill's `tolerance:`: how far a payment may differ from it, `10%` or `10`, from 0% to 100%.
    static func tolerance(_ text: String) -> Result<ExactDecimal, ValueError> {
        ValueParsers.percentage(text, from: 0, to: 100, "must be a percentage of the bill from 0% to 100%, such as 10%")
    }

    /// A bill's `window:`: how many days either side of its date a payment may fall, 0 to 31.
    static func window(_ text: String) -> Result<Int, ValueError> {
        let trimmed = ValueParsers.trim(text)
        guard let days = Int(trimmed), (0...31).contains(days) else {
            return .failure(ValueError("must be a whole number of days from 0 to 31, such as 5, got \"\(trimmed)\""))
        }
        return .success(days)
    }

    /// `one-off`, `daily`, `weekly` or `monthly`.
    static func occurrence(_ text: String) -> Result<Occurrence, ValueError> { choice(text) }

    /// `usage` or `name`.
    static func order(_ text: String) -> Result<CategoryOrder, ValueError> { choice(text) }

    /// One of `Choice`'s raw values, in any capitals, with a did-you-mean when it is close to one.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String) -> Result<Choice, ValueError>
    where Choice.RawValue == String {
        let trimmed = ValueParsers.trim(text)
        if let choice = Choice(rawValue: trimmed.lowercased()) { return .success(choice) }
        let names = Choice.allCases.map(\.rawValue)
        let hint = DidYouMean.hint(for: trimmed, among: names)
        let allowed = names.count == 2 ? "\(names[0]) or \(names[1])" : "one of " + names.joined(separator: ", ")
        return .failure(ValueError("must be \(allowed), got \"\(trimmed)\"\(hint)"))
    }

    /// `#rgb`, `#rrggbb` or a palette name, normalised to lowercase `#rrggbb`.
    static func colour(_ text: String) -> Result<String, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if let colour = Colour.parse(trimmed) { return .success(colour.hex) }
        let forms = "must be #rgb or #rrggbb (hex digits 0-9, a-f) or a palette name such as teal"
        if trimmed.hasPrefix("#") {
            return .failure(ValueError("\(forms), got \"\(trimmed)\"; a hex colour has 3 or 6 hex digits after the #"))
        }
        let hint = DidYouMean.hint(for: trimmed, among: Colour.palette.map(\.name))
        return .failure(ValueError("\(forms), got \"\(trimmed)\"\(hint)"))
    }

    /// `2026-03-02` or `2026-03-02 09:30` (a `T` works in place of the space), no later than
    /// `BudgetLimits.latestDate`.
    static func dateAndTime(_ text: String) -> Result<(date: CalendarDate, time: TimeOfDay?), ValueError> {
        let trimmed = ValueParsers.trim(text)
        let separators: Set<Character> = [" ", "T", "\t"]
        guard let split = trimmed.firstIndex(where: { separators.contains($0) }) else {
            return ValueParsers.date(trimmed).flatMap { latest($0, text: trimmed) }.map { ($0, nil) }
        }
        let datePart = String(trimmed[..<split])
        let timePart = ValueParsers.trim(String(trimmed[trimmed.index(after: split)...]))
        let date: CalendarDate
        switch ValueParsers.date(datePart) {
        case .success(let parsed): date = parsed
        case .failure(let error):
            // A date written in digits gets the date parser's own words about that part (such as
            // "February 2026 has 28 days"); anything else is not a date at all.
            if datePart.allSatisfy({ ("0"..."9").contains($0) || $0 == "-" }) { return .failure(error) }
            return .failure(ValueError("must be a date written YYYY-MM-DD, optionally with a time HH:MM, such as 2026-03-02 09:30, got \"\(trimmed)\""))
        }
        guard let time = TimeOfDay(timePart) else {
            return .failure(ValueError("has a time that is not a time of day: write HH:MM from 00:00 to 23:59, such as 09:30, got \"\(trimmed)\""))
        }
        return latest(date, text: trimmed).map { ($0, time) }
    }

    /// `2026-12-31`, no later than `BudgetLimits.latestDate`: the last day of a repeating expense.
    static func until(_ text: String) -> Result<CalendarDate, ValueError> {
        ValueParsers.date(text).flatMap { latest($0, text: ValueParsers.trim(text)) }
    }

    /// `date` itself, or why a calendar file could not hold it.
    private static func latest(_ date: CalendarDate, text: String) -> Result<CalendarDate, ValueError> {
        guard date > BudgetLimits.latestDate else { return .success(date) }
        return .failure(ValueError("must be on or before \(BudgetLimits.latestDate) (calendar files cannot hold dates past the year 9999), got \"\(text)\""))
    }
}
