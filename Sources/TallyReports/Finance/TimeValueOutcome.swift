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

    public init(_ scenario: TimeValueScenario) {
        self.scenario = scenario
        let solution = scenario.solution
        switch scenario.calculator {
        case .loan:
            let plain = LoanAmortizer.schedule(for: solution, start: scenario.start)
            if scenario.hasOverpayments {
                let overpaid = LoanAmortizer.schedule(
                    for: solution, start: scenario.start,
                    extraMonthly: scenario.extraMonthly, overpayments: scenario.overpayments
                )
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
        }
    }

    public var currency: Currency { scenario.header.currency }
    /// How the scenario's pages, charts and `tally solve` write its money and months.
    public var locale: TallyLocale { scenario.header.locale }

    /// The first payment split as a lender quotes it; nil without housing costs.
    public var firstMonthCosts: MonthlyHousingCosts? {
        housingCosts?.firstMonth(principalAndInterest: scenario.solution.payment)
    }
}
