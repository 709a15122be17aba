import TallyEngines
import TallyScenarios

/// What a loan costs up front and in all, as a regulator states it: the cash needed at closing,
/// the APR (US, Regulation Z) or APRC (UK and EU, MCOB 10A and the Consumer Credit Directive),
/// the Total Interest Percentage and the total cost of credit. Shown for loans with points, fees
/// or closing costs, and for loans whose rate changes (where the APR is not the note rate).
struct CreditCostFacts {
    enum Measure {
        /// Regulation Z, Appendix J: 12 × the monthly rate, to three decimals.
        case apr
        /// MCOB 10A: the annual effective rate, (1 + monthly)^12 − 1, to one decimal.
        case aprc
    }

    let measure: Measure
    /// The rate in percent as shown (rounded as the rule says); nil when no rate makes the
    /// payments worth what is received.
    let rate: ExactDecimal?
    /// The Loan Estimate's TIP, to three decimals; APR loans only.
    let totalInterestPercentage: ExactDecimal?
    /// Up front: each item, then the cash needed at closing.
    let upFront: [Fact]
    let cashToClose: Money
    /// Cost of credit: the rate, the TIP, the total cost of credit.
    let cost: [Fact]
    /// What the rate counts and how it is worked out, in one sentence.
    let sentence: String

    /// nil for a loan with one rate and no up-front costs (unless `always`: a comparison states
    /// every loan's APR), or not a loan.
    init?(_ outcome: TimeValueOutcome, always: Bool = false) {
        let scenario = outcome.scenario
        guard scenario.calculator == .loan, always || scenario.costs != nil || scenario.ratePlan != nil,
              let schedule = outcome.plainLoanSchedule ?? outcome.loanSchedule, !schedule.rows.isEmpty else { return nil }
        let costs = scenario.costs ?? UpFrontCosts()
        let currency = outcome.currency
        let locale = outcome.locale
        let money = { (amount: Money) in locale.money(amount, currency) }
        let loanAmount = scenario.solution.principal
        let points = costs.pointsAmount(loanAmount: loanAmount)
        let financed = costs.amountFinanced(loanAmount: loanAmount)
        measure = Self.measure(for: currency)

        // The payments the rate is worked out from: the schedule without overpayments (a
        // regulator's figure assumes the loan runs its term), with mortgage insurance, a
        // finance charge, while it is due.
        let pmi = outcome.housingCosts.flatMap { $0.pmiApplies ? $0 : nil }
        let payments = schedule.rows.map { row in row.payment + (pmi?.pmi(forPeriod: row.period) ?? .zero) }
        let unrounded = measure == .apr
            ? CreditCost.apr(amountFinanced: financed, payments: payments)
            : CreditCost.aprc(amountFinanced: financed, payments: payments)
        let places = measure == .apr ? 3 : 1
        rate = unrounded.flatMap { ExactDecimal(rounding: $0, scale: places) }
        let measure = self.measure
        totalInterestPercentage = measure == .apr
            ? CreditCost.totalInterestPercentage(interest: schedule.totalInterest, loanAmount: loanAmount).flatMap { ExactDecimal(rounding: $0, scale: 3) }
            : nil

        var upFront: [Fact] = []
        if let purchase = scenario.purchase { upFront.append(Fact("Down payment", money(purchase.downPaymentAmount))) }
        if !costs.points.isZero { upFront.append(Fact("Points (\(locale.percent(costs.points)) of \(money(loanAmount)))", money(points))) }
        if costs.fees > .zero { upFront.append(Fact("Lender fees", money(costs.fees))) }
        if costs.closingCosts > .zero { upFront.append(Fact("Other closing costs", money(costs.closingCosts))) }
        cashToClose = (scenario.purchase?.downPaymentAmount ?? .zero) + points + costs.fees + costs.closingCosts
        upFront.append(Fact("Cash needed at closing", money(cashToClose)))
        self.upFront = upFront

        let totalCost = schedule.totalInterest + points + costs.fees + costs.feesAdded
        var cost: [Fact] = []
        let rateText = rate.map { locale.percent($0) } ?? "not defined"
        cost.append(Fact(measure == .apr ? "APR" : "APRC", rateText))
        cost.append(Fact("Note rate", locale.rate(scenario.solution.rate)))
        if let tip = totalInterestPercentage { cost.append(Fact("Total interest percentage (TIP)", locale.percent(tip))) }
        if costs.feesAdded > .zero { cost.append(Fact("Fees added to the loan", money(costs.feesAdded))) }
        cost.append(Fact("Total cost of credit", money(totalCost)))
        self.cost = cost

        let charges = [
            points > .zero ? "points" : nil, costs.fees > .zero ? "the lender's fees" : nil,
            costs.feesAdded > .zero ? "the fees added to the loan" : nil, pmi != nil ? "mortgage insurance" : nil,
        ].compactMap { $0 }
        let counted = charges.isEmpty ? "interest alone (this loan has no other charges for credit)" : Self.list(["interest"] + charges)
        let received = "the \(money(financed)) received (the \(money(loanAmount)) loan less \(money(loanAmount - financed)) of charges)"
        let changes = scenario.ratePlan.map { _ in " It assumes the rates in the rate periods for the whole term, as the rules say to." } ?? ""
        switch measure {
        case .apr:
            sentence = "The APR is the yearly rate at which \(received) equals the payments of the schedule without overpayments, worked out by the actuarial method of Regulation Z, Appendix J (12 × the monthly rate), shown to three decimals as on the Loan Estimate. It counts \(counted); other closing costs are not charges for the credit.\(changes) The total cost of credit is the interest and the lender's charges; the TIP is the interest as a percentage of the loan amount."
        case .aprc:
            sentence = "The APRC is the annual rate, compounded monthly, at which \(received) equals everything repaid over the term without overpayments, as MCOB 10A and the Consumer Credit Directive set it out, shown to one decimal. It counts \(counted); other closing costs are not charges for the credit.\(changes) The total cost of credit is the interest and the lender's charges."
        }
    }

    /// APR for US dollars (and wherever the EU and UK rule does not apply); APRC for pounds and euros.
    static func measure(for currency: Currency) -> Measure {
        currency.code == "GBP" || currency.code == "EUR" ? .aprc : .apr
    }

    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
