import TallyTestSupport
import Testing
@testable import TallyEngines

/// Issue 25: loans whose rate changes. The worked figures come from numpy-financial
/// (`npf.pmt` for each payment, rounded half-up, the balance walked with each month's interest
/// rounded half-up; `npf.irr` for APR and APRC): `scripts/oracles/rate-changes.py` prints them.
@Suite struct RatedLoanScheduleTests {
    static func micro(_ text: String) -> RatePlan.Micro {
        RatePlan.micro(ExactDecimal(text)!)
    }

    static func rate(_ text: String) -> AnnualRate { AnnualRate(percent: ExactDecimal(text)!) }

    /// A UK two-year fix at 4.29% reverting to a 7.49% SVR: £1,255.31 a month, then £1,642.33
    /// on the £208,273.62 then owed, over the 252 payments left.
    @Test func aFixReversionRecalculatesThePaymentOverTheRestOfTheTerm() throws {
        let plan = RatePlan(start: Self.rate("4.29"), periods: [.init(after: 24, rule: .fixed(Self.rate("7.49")))])
        let loan = try RatedLoanSchedule.build(principal: pounds(220_000), payments: 276, firstPayment: nil,
                                               stretches: plan.stretches(payments: 276), start: try yearMonth(2027, 3), currency: .gbp)
        #expect(loan.periods.map(\.payment) == [pence(125_531), pence(164_233)])
        #expect(loan.periods.map(\.first) == [1, 25])
        #expect(loan.periods.map(\.last) == [24, 276])
        #expect(loan.periods.map(\.firstMonth) == [try yearMonth(2027, 3), try yearMonth(2029, 3)])
        #expect(loan.schedule.rows[23].balance == pence(20_827_362))
        #expect(loan.schedule.rows.count == 276)
        #expect(loan.schedule.rows.last?.payment == pence(164_490))
        #expect(loan.schedule.rows.last?.balance == .zero)
        #expect(loan.schedule.totalInterest == pence(22_399_717))
    }

    /// The 5/1 ARM: $405,000 at 5.875% for five years, then reset to 7.875% (index
    /// 5.125 + margin 2.75): $2,395.73, then $2,873.12, and $600,681.30 of interest over the term
    /// where the teaser rate alone would say $457,460.99. (The payment is worked out again at
    /// every change date, as the uniform ARM notes say, so later resets at the same rate move it
    /// by a cent: $600,684.25 if it were worked out only once.)
    @Test func anARMResetsToIndexPlusMarginWithinItsCaps() throws {
        let plan = RatePlan(start: Self.rate("5.875"), periods: [
            .init(after: 60, rule: .indexed(index: [Self.micro("5.125")], margin: Self.micro("2.75"), resetsEvery: 12)),
        ], caps: .init(first: Self.micro("2"), later: Self.micro("1"), life: Self.micro("5")))
        let stretches = plan.stretches(payments: 360)
        #expect(stretches.map(\.first) == [1] + Array(stride(from: 61, through: 349, by: 12)))
        #expect(Set(stretches.dropFirst().map(\.rate)) == [Self.rate("7.875")])
        let loan = try RatedLoanSchedule.build(principal: pounds(405_000), payments: 360, firstPayment: nil,
                                               stretches: stretches, start: try yearMonth(2027, 1), currency: .usd)
        #expect(loan.periods.first?.payment == pence(239_573))
        #expect(loan.periods[1].payment == pence(287_312))
        #expect(loan.schedule.totalInterest == pence(60_068_130))
        #expect(loan.schedule.rows.last?.balance == .zero)
        let plain = try RatedLoanSchedule.build(principal: pounds(405_000), payments: 360, firstPayment: nil,
                                                stretches: RatePlan(start: Self.rate("5.875")).stretches(payments: 360),
                                                start: try yearMonth(2027, 1), currency: .usd)
        #expect(plain.schedule.totalInterest == pence(45_746_099))
    }

    /// Caps hold each reset within its step and the loan within its lifetime ceiling; the index
    /// list is one value per reset, the last repeating; every rate is rounded to an eighth.
    @Test func capsFloorAndEighthsShapeEachReset() {
        let plan = RatePlan(start: Self.rate("3"), periods: [
            .init(after: 60, rule: .indexed(index: [Self.micro("7.06"), Self.micro("1.00"), Self.micro("9.2")], margin: Self.micro("2.75"), resetsEvery: 12)),
        ], caps: .init(first: Self.micro("2"), later: Self.micro("1"), life: Self.micro("5")))
        let rates = plan.stretches(payments: 120).map(\.rate)
        // 7.06 + 2.75 = 9.81 → 9.875, capped at 3 + 2 = 5; then 1 + 2.75 = 3.75 (within 1 of 5? no: 4);
        // then 9.2 + 2.75 = 11.95 → 12, capped at 4 + 1 = 5; then 5 + 1 = 6 … up to the life cap 8.
        #expect(rates.map(\.description) == ["3%", "5%", "4%", "5%", "6%", "7%"])
        let worst = plan.stretches(payments: 360, worstCase: true).map(\.rate.description)
        #expect(worst.prefix(7) == ["3%", "5%", "6%", "7%", "8%", "8%", "8%"])
        #expect(RatePlan.nearestEighth(Self.micro("5.0624")) == Self.micro("5"))
        #expect(RatePlan.nearestEighth(Self.micro("5.0625")) == Self.micro("5.125"))
        let floored = RatePlan(start: Self.rate("4"), periods: [
            .init(after: 12, rule: .indexed(index: [Self.micro("-1")], margin: Self.micro("2.75"), resetsEvery: 12)),
        ])
        #expect(floored.stretches(payments: 24).map(\.rate.description) == ["4%", "2.75%"])
    }

    /// Interest-only: each payment is the month's interest, so the balance does not fall; the
    /// payment after repays it over the payments left.
    @Test func anInterestOnlyPeriodThenRepays() throws {
        let plan = RatePlan(start: Self.rate("6"), startInterestOnly: true, periods: [.init(after: 12, rule: .fixed(Self.rate("6")))])
        let loan = try RatedLoanSchedule.build(principal: pounds(100_000), payments: 120, firstPayment: nil,
                                               stretches: plan.stretches(payments: 120), start: try yearMonth(2027, 1), currency: .gbp)
        #expect(loan.schedule.rows.prefix(12).allSatisfy { $0.payment == pounds(500) && $0.balance == pounds(100_000) })
        let expected = try TimeValueSolver.solve(TimeValueProblem(calculator: .loan, principal: pounds(100_000), rate: Self.rate("6"), payments: 108), currency: .gbp).payment
        #expect(loan.periods[1].payment == expected)
        #expect(loan.schedule.rows.count == 120)
        #expect(loan.schedule.rows.last?.balance == .zero)
    }

    /// Property: over generated plans, every schedule runs its term and ends at exactly zero,
    /// and the assumed path never pays more in any month than the caps' worst case.
    @Test func everyPlanAmortisesOnItsTermAndStaysUnderTheWorstCase() throws {
        var random = SeededRandom(seed: 0x25_0001)
        for round in 0..<200 {
            let payments = 60 + Int(random.next() % 301)
            let start = AnnualRate(percent: ExactDecimal(mantissa: Int64(100 + random.next() % 800), scale: 2))
            let after = 1 + Int(random.next() % UInt64(payments - 1))
            let index = (0..<3).map { _ in RatePlan.Micro(random.next() % 8_000_000) }
            let plan = RatePlan(start: start, periods: [
                .init(after: after, rule: .indexed(index: index, margin: 2_750_000, resetsEvery: 1 + Int(random.next() % 24))),
            ], caps: .init(first: 2_000_000, later: 1_000_000, life: 5_000_000))
            let principal = pence(Int64(1_000_000 + random.next() % 100_000_000))
            let month = try yearMonth(2027, 1)
            let assumed = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                      stretches: plan.stretches(payments: payments), start: month, currency: .usd)
            let worst = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                    stretches: plan.stretches(payments: payments, worstCase: true), start: month, currency: .usd)
            #expect(assumed.schedule.rows.count == payments, "round \(round)")
            #expect(assumed.schedule.rows.last?.balance == .zero, "round \(round)")
            #expect(assumed.schedule.totalPrincipal == principal, "round \(round)")
            for (mine, most) in zip(assumed.periods.map(\.payment), worst.periods.map(\.payment)) {
                #expect(mine <= most, "round \(round)")
            }
        }
    }
}

@Suite struct CreditCostTests {
    /// The ARM above with 2 points ($8,100) and $1,495 of lender fees: amount financed $395,405.
    /// numpy-financial's irr over the schedule's payments gives 7.293708…% APR, 7.542542…% APRC.
    @Test func aprAndAprcMatchTheOracle() throws {
        let plan = RatePlan(start: RatedLoanScheduleTests.rate("5.875"), periods: [
            .init(after: 60, rule: .indexed(index: [RatedLoanScheduleTests.micro("5.125")], margin: RatedLoanScheduleTests.micro("2.75"), resetsEvery: 12)),
        ], caps: .init(first: 2_000_000, later: 1_000_000, life: 5_000_000))
        let loan = try RatedLoanSchedule.build(principal: pounds(405_000), payments: 360, firstPayment: nil,
                                               stretches: plan.stretches(payments: 360), start: try yearMonth(2027, 1), currency: .usd)
        let payments = loan.schedule.rows.map(\.payment)
        let apr = try #require(CreditCost.apr(amountFinanced: pounds(395_405), payments: payments))
        let aprc = try #require(CreditCost.aprc(amountFinanced: pounds(395_405), payments: payments))
        #expect(abs(apr - 7.293708472705784) < 1e-9)
        #expect(abs(aprc - 7.542541666746749) < 1e-9)
    }

    /// Property: with no fees and one rate, the APR is the note rate (to the Loan Estimate's
    /// three decimals), whatever the loan.
    @Test func withoutFeesTheAprIsTheNoteRate() throws {
        var random = SeededRandom(seed: 0x25_0002)
        for _ in 0..<200 {
            let rate = AnnualRate(percent: ExactDecimal(mantissa: Int64(50 + random.next() % 1500), scale: 2))
            let payments = 12 + Int(random.next() % 349)
            let principal = pence(Int64(5_000_000 + random.next() % 100_000_000))
            let loan = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                   stretches: RatePlan(start: rate).stretches(payments: payments),
                                                   start: try yearMonth(2027, 1), currency: .usd)
            let apr = try #require(CreditCost.apr(amountFinanced: principal, payments: loan.schedule.rows.map(\.payment)))
            #expect(abs(apr - rate.percent.doubleValue) < 0.0005, "\(rate) over \(payments): APR \(apr)")
        }
    }

    @Test func totalInterestPercentage() {
        #expect(CreditCost.totalInterestPercentage(interest: pence(60_068_130), loanAmount: pounds(405_000)).map { ($0 * 1000).rounded() / 1000 } == 148.316)
        #expect(CreditCost.totalInterestPercentage(interest: pounds(1), loanAmount: .zero) == nil)
        #expect(CreditCost.apr(amountFinanced: pounds(100), payments: [pounds(50)]) == nil)
    }
}
