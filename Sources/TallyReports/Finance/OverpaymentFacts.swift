import TallyEngines

/// What overpaying saves, in words: the same phrases in the HTML, the Markdown and `tally solve`.
struct OverpaymentFacts {
    let newPayoff: String
    let plainPayoff: String
    let paymentsSaved: String
    let interestSaved: String

    init(_ savings: OverpaymentSavings, currency: Currency, locale: TallyLocale) {
        newPayoff = locale.text(savings.newPayoff, .long)
        // An overpayment that lowers the payment keeps the term: nothing sooner to compare.
        plainPayoff = savings.newPayoff == savings.plainPayoff ? "" : locale.text(savings.plainPayoff, .long)
        let count = savings.paymentsSaved
        paymentsSaved = count == 0 ? "None" : count == 1 ? "1 payment" : "\(count) payments (\(Term.yearsAndMonths(Double(count))))"
        interestSaved = locale.money(savings.interestSaved, currency)
    }

    /// The keys `report.mustache` reads under `overpayment`.
    func add(to values: inout TemplateValues) {
        values.add("new_payoff", newPayoff)
        values.add("plain_payoff", plainPayoff)
        values.add("payoff_moved", !plainPayoff.isEmpty)
        values.add("payments_saved", paymentsSaved)
        values.add("interest_saved", interestSaved)
    }
}
