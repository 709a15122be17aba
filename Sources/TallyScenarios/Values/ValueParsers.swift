import TallyEngines

/// Parsers for the values people type, shared by scenario files and the command line so that
/// both accept and refuse exactly the same things.
public enum ValueParsers {
    /// A non-negative amount: `350000`, `350000.00`, `350,000.00` (commas only in groups of three).
    public static func money(_ text: String, currency: Currency) -> Result<Money, ValueError> {
        let trimmed = trim(text)
        var digits = trimmed
        if digits.hasPrefix(currency.symbol) { digits.removeFirst(currency.symbol.count) }
        guard let plain = removingThousandsSeparators(digits), let decimal = ExactDecimal(plain) else {
            if let plain = removingThousandsSeparators(digits), ExactDecimal.hasTooManyDigits(plain) { return tooManyDigits(trimmed) }
            return .failure(ValueError("must be an amount of money such as 1250 or 1250.50, got \"\(trimmed)\""))
        }
        if decimal.isNegative {
            return .failure(ValueError("must not be negative, got \"\(trimmed)\""))
        }
        guard let minor = decimal.minorUnits(minorDigits: currency.minorDigits) else {
            let places = currency.minorDigits
            let allowed = places == 0 ? "no decimal places" : "at most \(places) decimal places"
            return .failure(ValueError("has \(allowed) in \(currency.code), got \"\(trimmed)\""))
        }
        guard minor < 100_000_000_000_000 else {
            return .failure(ValueError("is too large to be an amount of money, got \"\(trimmed)\""))
        }
        return .success(Money(minorUnits: minor))
    }

    /// An annual rate in percent: `3.5` or `3.5%`, from 0 to 100.
    public static func rate(_ text: String) -> Result<AnnualRate, ValueError> {
        let trimmed = trim(text)
        var digits = trimmed
        if digits.hasSuffix("%") { digits.removeLast() }
        digits = trim(digits)
        if ExactDecimal.hasTooManyDigits(digits) { return tooManyDigits(trimmed) }
        guard let decimal = ExactDecimal(digits), !decimal.isNegative, decimal.doubleValue <= 100 else {
            return .failure(ValueError("must be a percentage between 0 and 100, got \"\(trimmed)\""))
        }
        return .success(AnnualRate(percent: decimal))
    }

    /// Mortgage insurance: percent a year of the amount borrowed, `0.5%` or `0.5`, at most 10%.
    public static func pmiRate(_ text: String) -> Result<ExactDecimal, ValueError> {
        percentage(text, from: 0, to: 10, "must be a yearly percentage of the amount borrowed from 0% to 10%, such as 0.5%")
    }

    /// Discount points: percent of the loan amount, `2`, `2%` or `0.5%`, from 0 to 10.
    public static func points(_ text: String) -> Result<ExactDecimal, ValueError> {
        percentage(text, from: 0, to: 10, "must be a percentage of the loan amount from 0% to 10% (one point is 1%), such as 2%")
    }

    /// How much a yearly cost changes each year: `3%` or `3`, from -50% to 50% (negative for a
    /// cost that falls).
    public static func growth(_ text: String) -> Result<ExactDecimal, ValueError> {
        percentage(text, from: -50, to: 50, "must be a yearly change from -50% to 50%, such as 3% (negative for a cost that falls)")
    }

    /// A share of an amount, from 0% to 100%: `10%` or `10` (an overpayment allowance, an early
    /// repayment charge).
    public static func share(_ text: String) -> Result<ExactDecimal, ValueError> {
        percentage(text, from: 0, to: 100, "must be a percentage from 0% to 100%, such as 10%")
    }

    /// A percentage written with or without `%`, within `low...high`; otherwise `message` and
    /// what was written.
    static func percentage(_ text: String, from low: Double, to high: Double, _ message: String) -> Result<ExactDecimal, ValueError> {
        let trimmed = trim(text)
        var digits = trimmed
        if digits.hasSuffix("%") { digits.removeLast() }
        guard let decimal = ExactDecimal(trim(digits)), decimal.doubleValue >= low, decimal.doubleValue <= high else {
            return .failure(ValueError("\(message), got \"\(trimmed)\""))
        }
        return .success(decimal)
    }

    /// A plain number longer than Tally holds exactly: said so, not called "not a number".
    static func tooManyDigits<T>(_ text: String) -> Result<T, ValueError> {
        .failure(ValueError("has too many digits; Tally reads numbers of at most 17 digits, got \"\(text)\""))
    }

    /// A whole number of monthly payments, at least 1 and at most 100 years' worth.
    public static func payments(_ text: String) -> Result<Int, ValueError> {
        let trimmed = trim(text)
        guard let count = Int(trimmed), count >= 1, count <= 1200 else {
            return .failure(ValueError("must be a whole number of monthly payments from 1 to 1200, got \"\(trimmed)\""))
        }
        return .success(count)
    }

    /// Years as a number whose months come out whole: `25`, `2.5`, `0.25`.
    public static func years(_ text: String) -> Result<Int, ValueError> {
        let trimmed = trim(text)
        guard let decimal = ExactDecimal(trimmed), !decimal.isNegative else {
            return .failure(ValueError("must be a number of years such as 25 or 2.5, got \"\(trimmed)\""))
        }
        let months = decimal.doubleValue * 12
        let whole = months.rounded()
        guard abs(months - whole) < 1e-9 else {
            return .failure(ValueError("must come to a whole number of months (\(trimmed) years is \(ExactDecimal(rounding: months, scale: 2)?.description ?? "?") months); give `payments:` instead"))
        }
        guard whole >= 1, whole <= 1200 else {
            return .failure(ValueError("must be from 1 month to 100 years, got \"\(trimmed)\""))
        }
        return .success(Int(whole))
    }

    /// A month: `2027-01`.
    public static func yearMonth(_ text: String) -> Result<YearMonth, ValueError> {
        let trimmed = trim(text)
        if let month = YearMonth(trimmed) { return .success(month) }
        if let date = CalendarDate(trimmed) { return .success(date.yearMonth) }
        return .failure(ValueError("must be a month written YYYY-MM, such as 2027-01, got \"\(trimmed)\""))
    }

    /// A day: `2026-03-02`, which must exist.
    public static func date(_ text: String) -> Result<CalendarDate, ValueError> {
        let trimmed = trim(text)
        if let date = CalendarDate(trimmed) { return .success(date) }
        let written = "must be a date written YYYY-MM-DD, such as 2026-03-02, got \"\(trimmed)\""
        // Three runs of digits is a date meant: say which part is wrong, the shape first.
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), Int(parts[2]) != nil else {
            return .failure(ValueError(written))
        }
        guard parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 else {
            return .failure(ValueError("must be a date written YYYY-MM-DD, with two digits for the month and the day, such as 2026-03-02, got \"\(trimmed)\""))
        }
        guard year >= 1 else { return .failure(ValueError("must have a year from 1 to 9999, got \"\(trimmed)\"")) }
        guard (1...12).contains(month) else { return .failure(ValueError("must have a month from 01 to 12, got \"\(trimmed)\"")) }
        let days = CalendarDate.daysIn(year: year, month: month)
        return .failure(ValueError("is not a date that exists: \(YearMonth.monthNames[month - 1]) \(year) has \(days) days, got \"\(trimmed)\""))
    }

    /// A currency code Tally can write.
    public static func currency(_ text: String) -> Result<Currency, ValueError> {
        let trimmed = trim(text)
        if let currency = Currency(code: trimmed) { return .success(currency) }
        let codes = Currency.supported.map(\.code)
        let hint = DidYouMean.hint(for: trimmed.uppercased(), among: codes)
        return .failure(ValueError("must be one of \(codes.joined(separator: ", ")), got \"\(trimmed)\"\(hint)"))
    }

    /// `en-GB`, `en-US`, `en-IE`, … (any case, `_` for `-`).
    public static func locale(_ text: String) -> Result<TallyLocale, ValueError> {
        let trimmed = trim(text)
        if let locale = TallyLocale(code: trimmed) { return .success(locale) }
        let hint = DidYouMean.hint(for: trimmed, among: TallyLocale.codes)
        return .failure(ValueError("must be one of \(TallyLocale.codes.joined(separator: ", ")), got \"\(trimmed)\"\(hint)"))
    }

    /// `true`/`false` (and YAML's yes/no).
    public static func bool(_ text: String) -> Result<Bool, ValueError> {
        switch trim(text).lowercased() {
        case "true", "yes", "on": return .success(true)
        case "false", "no", "off": return .success(false)
        default: return .failure(ValueError("must be true or false, got \"\(trim(text))\""))
        }
    }

    static func trim(_ text: String) -> String {
        // Text that starts and ends with a visible ASCII character has nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        var slice = Substring(text)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// `350,000.00` → `350000.00`; nil when commas are not thousands groups (`3,5`).
    static func removingThousandsSeparators(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return text }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count),
              groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        return groups.joined() + (parts.count == 2 ? "." + parts[1] : "")
    }
}
