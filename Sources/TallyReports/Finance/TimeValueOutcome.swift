import TallyEngines
import TallyScenarios

/// A solved lump-sum, savings or loan scenario with its schedules worked out.
public struct TimeValueOutcome: Sendable {
    public let scenario: TimeValueScenario
    /// Loans: the schedule actually followed (with overpayments when there are any).
    public let loanSchedule: LoanSchedule?
    /// Loans with overpayments: the plain schedule they are compared against.
    public let plainLoanSchedule: LoanSchedule?
    public let overpaymentSavings: OverpaymentSavings?
    /// Savings and lump sums.
    public let savingsSchedule: SavingsSchedule?
    public let yearly: [YearlySummaryRow]
    /// Mortgages with a property or PMI: tax, insurance, HOA and PMI beside each payment.
    public let housingCosts: HousingCostSchedule?
    /// Loans whose rate changes (`then:`): each period's rate and payment on the schedule followed.
    public let ratePeriods: [RatedLoanSchedule.Period]
    /// The same loan's periods without its overpayments: the loan as solved.
    public let plainRatePeriods: [RatedLoanSchedule.Period]
    /// Adjustable-rate loans with caps: the schedule if every reset moved as far up as the caps
    /// allow (the Loan Estimate's maximum), without overpayments.
    public let worstCase: RatedLoanSchedule?
    /// Payments worked out again after an overpayment (`then: lower-payment`).
    public let recasts: [RatedLoanSchedule.Recast]
    /// Loan years whose overpayments went beyond the lender's allowance, with their charges.
    public let excesses: [OverpaymentRules.Excess]

    public init(_ scenario: TimeValueScenario) {
        self.scenario = scenario
        let solution = scenario.solution
        switch scenario.calculator {
        case .loan:
            let plain: LoanSchedule
            let overpaid: LoanSchedule?
            if let plan = scenario.ratePlan {
                // The parser built both schedules once already, so building them cannot fail here.
                let plainRated = Self.rated(scenario, plan: plan)
                let overpaidRated = scenario.hasOverpayments ? Self.rated(scenario, plan: plan, overpaying: true) : nil
                plain = plainRated.schedule
                overpaid = overpaidRated?.schedule
                ratePeriods = (overpaidRated ?? plainRated).periods
                plainRatePeriods = plainRated.periods
                recasts = overpaidRated?.recasts ?? []
                worstCase = plan.hasCappedResets ? Self.rated(scenario, plan: plan, worstCase: true) : nil
            } else {
                plain = LoanAmortizer.schedule(for: solution, start: scenario.start)
                let overpaidRated = scenario.hasOverpayments ? Self.rated(scenario, overpaying: true) : nil
                overpaid = overpaidRated?.schedule
                recasts = overpaidRated?.recasts ?? []
                ratePeriods = []
                plainRatePeriods = []
                worstCase = nil
            }
            excesses = overpaid.flatMap { followed in
                scenario.overpaymentRules?.excesses(in: followed, principal: solution.principal)
            } ?? []
            if let overpaid {
                loanSchedule = overpaid
                plainLoanSchedule = plain
                overpaymentSavings = LoanAmortizer.savings(plain: plain, overpaid: overpaid)
            } else {
                loanSchedule = plain
                plainLoanSchedule = nil
                overpaymentSavings = nil
            }
            savingsSchedule = nil
            yearly = loanSchedule.map(YearlySummary.loan) ?? []
            if let terms = scenario.housingTerms, let followed = loanSchedule {
                housingCosts = HousingCostSchedule(terms: terms, borrowed: solution.principal, schedule: followed)
            } else {
                housingCosts = nil
            }
        case .savings, .lumpSum:
            let schedule = SavingsProjector.schedule(for: solution, start: scenario.start)
            savingsSchedule = schedule
            loanSchedule = nil
            plainLoanSchedule = nil
            overpaymentSavings = nil
            yearly = YearlySummary.savings(schedule)
            housingCosts = nil
            ratePeriods = []
            plainRatePeriods = []
            worstCase = nil
            recasts = []
            excesses = []
        }
    }

    /// A loan's schedule at the rates its plan gives, as `TimeValueScenario.ratedSchedule` builds it.
    private static func rated(_ scenario: TimeValueScenario, plan: RatePlan? = nil, overpaying: Bool = false, worstCase: Bool = false) -> RatedLoanSchedule {
        (try? scenario.ratedSchedule(plan, overpaying: overpaying, worstCase: worstCase))
            ?? RatedLoanSchedule(schedule: LoanSchedule(rows: []), periods: [])
    }

    public var currency: Currency { scenario.header.currency }
    /// How the scenario's pages, charts and `tally solve` write its money and months.
    public var locale: TallyLocale { scenario.header.locale }

    /// The first payment made: the solved payment, or an interest-only first period's.
    public var firstPayment: Money { ratePeriods.first?.payment ?? scenario.solution.payment }

    /// The first payment split as a lender quotes it; nil without housing costs.
    public var firstMonthCosts: MonthlyHousingCosts? {
        housingCosts?.firstMonth(principalAndInterest: firstPayment)
    }
}
