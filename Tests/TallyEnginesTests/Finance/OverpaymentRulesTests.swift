import TallyTestSupport
import Testing
@testable import TallyEngines

/// Issue 25: overpayments as lenders allow them — a yearly allowance of the balance at the start
/// of each loan year, early repayment charges on what goes beyond it, and a payment worked out
/// again after an overpayment that lowers it (a recast).
@Suite struct OverpaymentRulesTests {
    static func loan(_ overpayments: [Overpayment], extraMonthly: Money = .zero, payments: Int = 120) throws -> RatedLoanSchedule {
        try RatedLoanSchedule.build(
            principal: pounds(100_000), payments: payments, firstPayment: nil,
            stretches: RatePlan(start: AnnualRate(percent: ExactDecimal("5")!)).stretches(payments: payments),
            start: try yearMonth(2027, 1), currency: .gbp, extraMonthly: extraMonthly, overpayments: overpayments)
    }

    /// £15,000 overpaid in the third month against 10% of £100,000: £5,000 beyond, and the 3%
    /// charge on it is £150.00. Year 2's allowance is 10% of the balance after payment 12.
    @Test func aLumpBeyondTheAllowanceIsChargedOnTheExcess() throws {
        let loan = try Self.loan([Overpayment(month: try yearMonth(2027, 3), amount: pounds(15_000))])
        let rules = OverpaymentRules(allowance: ExactDecimal("10"), charges: [ExactDecimal("3")!, ExactDecimal("2")!])
        let excesses = rules.excesses(in: loan.schedule, principal: pounds(100_000))
        #expect(excesses.count == 1)
        let first = try #require(excesses.first)
        #expect(first.loanYear == 1 && first.allowance == pounds(10_000) && first.overpaid == pounds(15_000))
        #expect(first.beyond == pounds(5_000) && first.chargeRate == ExactDecimal("3") && first.charge == pounds(150))
        #expect(first.periods == [3])
        // Without an allowance every overpayment in a charged year is charged; after the list, none.
        let strict = OverpaymentRules(allowance: nil, charges: [ExactDecimal("1")!])
        #expect(strict.excesses(in: loan.schedule, principal: pounds(100_000)).first?.charge == pounds(150))
        let late = try Self.loan([Overpayment(month: try yearMonth(2029, 6), amount: pounds(30_000))])
        let third = try #require(rules.excesses(in: late.schedule, principal: pounds(100_000)).first)
        #expect(third.loanYear == 3 && third.chargeRate == nil && third.charge == .zero)
        #expect(third.allowance == late.schedule.rows[23].balance.percentage(ExactDecimal("10")!))
    }

    /// £1,000 extra every month against a £10,000 allowance crosses it with payment 11: payments
    /// 11 and 12 are marked, and £2,000 is beyond it.
    @Test func extraEveryMonthCountsAgainstTheAllowance() throws {
        let loan = try Self.loan([], extraMonthly: pounds(1_000))
        let rules = OverpaymentRules(allowance: ExactDecimal("10"), charges: [ExactDecimal("5")!])
        let first = try #require(rules.excesses(in: loan.schedule, principal: pounds(100_000)).first)
        #expect(first.periods == [11, 12])
        #expect(first.beyond == pounds(2_000) && first.charge == pounds(100))
    }

    /// Paying the whole loan off in the charge period is an overpayment of the balance.
    @Test func payingOffEarlyInTheChargePeriodCounts() throws {
        let loan = try Self.loan([Overpayment(month: try yearMonth(2027, 6), amount: pounds(200_000))])
        #expect(loan.schedule.rows.count == 6 && loan.schedule.rows.last?.balance == .zero)
        let rules = OverpaymentRules(allowance: ExactDecimal("10"), charges: [ExactDecimal("5")!])
        let first = try #require(rules.excesses(in: loan.schedule, principal: pounds(100_000)).first)
        #expect(first.overpaid == loan.schedule.rows[5].extra)
        #expect(first.beyond == first.overpaid - pounds(10_000))
    }

    /// A recast keeps the term: the payment after it repays what is owed over the payments left,
    /// by the same formula and rounding as the first; the balance still ends at zero on time.
    @Test func aRecastLowersThePaymentAndKeepsTheTerm() throws {
        let month = try yearMonth(2028, 1)
        let loan = try Self.loan([Overpayment(month: month, amount: pounds(20_000), lowersPayment: true)])
        #expect(loan.schedule.rows.count == 120 && loan.schedule.rows.last?.balance == .zero)
        let recast = try #require(loan.recasts.first)
        #expect(recast.overpaid == month && recast.from == 14)
        let owed = loan.schedule.rows[12].balance
        let expected = try TimeValueSolver.solve(TimeValueProblem(calculator: .loan, principal: owed, rate: AnnualRate(percent: ExactDecimal("5")!), payments: 107), currency: .gbp).payment
        #expect(recast.payment == expected)
        #expect(loan.schedule.rows[13].payment == expected && loan.schedule.rows[12].payment > expected)
        #expect(loan.periods.map(\.first) == [1, 14])
        // Without `lowersPayment` the same overpayment ends the loan sooner instead.
        #expect(try Self.loan([Overpayment(month: month, amount: pounds(20_000))]).schedule.rows.count < 120)
    }
}
