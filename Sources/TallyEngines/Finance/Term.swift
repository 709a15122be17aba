/// A term in months, written both ways as the reports do: "300 payments (25 years)",
/// "107 payments (8 years 11 months)", "330.13 payments (27 years 6 months)".
public enum Term {
    public static func describe(payments: Double) -> String {
        // A whole number of payments (nearly every loan) is written directly; the general
        // form below also handles a fractional term.
        let rounded = (payments * 100).rounded() / 100
        guard rounded == rounded.rounded(), rounded >= 0, rounded < 1e15 else {
            return "\(paymentsText(payments)) (\(yearsAndMonths(payments)))"
        }
        let whole = Int(rounded)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        appendCount(whole, "payment", to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "("))
        appendYearsAndMonths(payments, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `1 payment`, `300 payments`, `0 months`.
    private static func appendCount(_ count: Int, _ noun: StaticString, to bytes: inout [UInt8]) {
        Digits.append(count, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        noun.withUTF8Buffer { bytes.append(contentsOf: $0) }
        if count != 1 { bytes.append(UInt8(ascii: "s")) }
    }

    /// As `yearsAndMonths`, appended.
    private static func appendYearsAndMonths(_ payments: Double, to bytes: inout [UInt8]) {
        let months = wholeMonths(payments)
        let years = months / 12
        let rest = months % 12
        if years > 0 { appendCount(years, "year", to: &bytes) }
        if rest > 0 || years == 0 {
            if years > 0 { bytes.append(UInt8(ascii: " ")) }
            appendCount(rest, "month", to: &bytes)
        }
    }

    /// A positive term is at least one month: a loan repaid in half a month still takes a payment.
    private static func wholeMonths(_ payments: Double) -> Int {
        payments > 0 ? max(1, Int((payments * 1e6).rounded() / 1e6)) : 0
    }

    /// `300 payments`, `1 payment`, `330.13 payments`.
    public static func paymentsText(_ payments: Double) -> String {
        let rounded = (payments * 100).rounded() / 100
        if rounded == rounded.rounded() {
            let whole = Int(rounded)
            return whole == 1 ? "1 payment" : "\(whole) payments"
        }
        return (ExactDecimal(rounding: rounded, scale: 2)?.description ?? "\(rounded)") + " payments"
    }

    /// `25 years`, `8 years 11 months`, `9 months`, from the whole months in the term.
    public static func yearsAndMonths(_ payments: Double) -> String {
        let months = wholeMonths(payments)
        let years = months / 12
        let rest = months % 12
        var parts: [String] = []
        if years > 0 { parts.append(years == 1 ? "1 year" : "\(years) years") }
        if rest > 0 || years == 0 { parts.append(rest == 1 ? "1 month" : "\(rest) months") }
        return parts.joined(separator: " ")
    }
}
