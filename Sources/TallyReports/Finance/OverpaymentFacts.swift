import TallyEngines

/// What overpaying saves, in words: the same phrases in the HTML, the Markdown and `tally solve`.
struct OverpaymentFacts {
    let newPayoff: String
    let plainPayoff: String
    let paymentsSaved: String
    let interestSaved: String

    init(_ savings: OverpaymentSavings, currency: Currency) {
        newPayoff = savings.newPayoff.longName
        plainPayoff = savings.plainPayoff.longName
        let count = savings.paymentsSaved
        paymentsSaved = count == 1 ? "1 payment" : "\(count) payments (\(Term.yearsAndMonths(Double(count))))"
        interestSaved = currency.format(savings.interestSaved)
    }

    /// The keys `report.mustache` reads under `overpayment`.
    var context: [String: Any] {
        ["new_payoff": newPayoff, "plain_payoff": plainPayoff, "payments_saved": paymentsSaved, "interest_saved": interestSaved]
    }
}
