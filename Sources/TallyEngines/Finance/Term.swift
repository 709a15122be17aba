/// A term in months, written both ways as the reports do: "300 payments (25 years)",
/// "107 payments (8 years 11 months)", "330.13 payments (27 years 6 months)".
public enum Term {
    public static func describe(payments: Double) -> String {
        "\(paymentsText(payments)) (\(yearsAndMonths(payments)))"
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
        // A positive term is at least one month: a loan repaid in half a month still takes a payment.
        let months = payments > 0 ? max(1, Int((payments * 1e6).rounded() / 1e6)) : 0
        let years = months / 12
        let rest = months % 12
        var parts: [String] = []
        if years > 0 { parts.append(years == 1 ? "1 year" : "\(years) years") }
        if rest > 0 || years == 0 { parts.append(rest == 1 ? "1 month" : "\(rest) months") }
        return parts.joined(separator: " ")
    }
}
