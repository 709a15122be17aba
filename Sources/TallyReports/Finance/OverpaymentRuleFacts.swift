import TallyEngines

/// What the lender's terms make of the overpayments: each payment worked out again after an
/// overpayment that lowers it, and each loan year whose overpayments went beyond the allowance,
/// with its early repayment charge. The same sentences on the page, in the Markdown and in
/// `tally solve`.
struct OverpaymentRuleFacts {
    let sentences: [String]
    /// The charges in all; nil when nothing is charged.
    let totalCharges: Money?
    /// The payments whose overpayment went beyond the allowance, for the schedule's marks.
    let beyondAllowance: Set<Int>

    init(_ outcome: TimeValueOutcome) {
        let locale = outcome.locale
        let money = { (amount: Money) in locale.money(amount, outcome.currency) }
        var sentences: [String] = []
        for recast in outcome.recasts {
            let month = outcome.scenario.start.adding(months: recast.from - 1)
            sentences.append("After the overpayment in \(locale.text(recast.overpaid, .long)) the payment is worked out again over the payments left, at the same rate: \(money(recast.payment)) a month from \(locale.text(month, .long)).")
        }
        for excess in outcome.excesses {
            var sentence = "Loan year \(excess.loanYear) (from \(locale.text(excess.firstMonth, .long))): \(money(excess.overpaid)) overpaid, \(money(excess.beyond)) beyond "
            sentence += excess.allowance.map { "the \(money($0)) allowance" } ?? "what the lender allows without charge"
            sentence += excess.chargeRate.map { "; the \(locale.percent($0)) early repayment charge on it is \(money(excess.charge))." }
                ?? "; no early repayment charge is stated for that year."
            sentences.append(sentence)
        }
        if let rules = outcome.scenario.overpaymentRules, outcome.excesses.isEmpty, outcome.scenario.hasOverpayments {
            sentences.append(rules.allowance.map { "Every loan year's overpayments are within the allowance of \(locale.percent($0)) of the balance at the year's start." }
                ?? "No overpayment falls in a year with an early repayment charge.")
        }
        self.sentences = sentences
        let charged = outcome.excesses.map(\.charge).reduce(Money.zero, +)
        totalCharges = charged > .zero ? charged : nil
        beyondAllowance = Set(outcome.excesses.flatMap(\.periods))
    }
}
