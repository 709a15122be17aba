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
        case .savings, .lumpSum:
            let schedule = SavingsProjector.schedule(for: solution, start: scenario.start)
            savingsSchedule = schedule
            loanSchedule = nil
            plainLoanSchedule = nil
            overpaymentSavings = nil
            yearly = YearlySummary.savings(schedule)
        }
    }

    public var currency: Currency { scenario.header.currency }
}
