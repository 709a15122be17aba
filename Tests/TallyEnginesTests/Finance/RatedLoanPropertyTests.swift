import TallyTestSupport
import Testing
@testable import TallyEngines

/// Issue 25, properties over generated loans whose rate changes: every schedule amortises to
/// exactly zero on its term, each period's payment repays what is owed over the payments left,
/// and no payment on the assumed path exceeds the worst case the caps allow.
@Suite struct RatedLoanPropertyTests {
    static func plan(_ random: inout SeededRandom, start: AnnualRate, payments: Int) -> RatePlan {
        func micro(_ low: Int, _ high: Int) -> RatePlan.Micro { RatePlan.Micro(random.int(in: low...high)) * 1_000 }
        if random.int(in: 0...1) == 0 {
            var after = 0
            var periods: [RatePlan.Period] = []
            for _ in 0..<random.int(in: 1...3) {
                after += random.int(in: 1...max(1, payments / 4))
                guard after < payments else { break }
                periods.append(.init(after: after, rule: .fixed(RatePlan.rate(micro(0, 12_000))), interestOnly: random.int(in: 0...9) == 0))
            }
            return RatePlan(start: start, startInterestOnly: random.int(in: 0...9) == 0, periods: periods)
        }
        let index = (0..<random.int(in: 1...4)).map { _ in micro(0, 9_000) }
        return RatePlan(start: start, periods: [.init(after: min(payments - 1, random.int(in: 12...84)),
                                                     rule: .indexed(index: index, margin: micro(1_000, 3_500), resetsEvery: random.int(in: 6...24)))],
                        caps: .init(first: micro(1_000, 5_000), later: micro(500, 2_000), life: micro(3_000, 6_000)))
    }

    @Test func everyScheduleEndsAtZeroOnItsTermAndWithinTheWorstCase() throws {
        var random = SeededRandom(seed: 25)
        for _ in 0..<200 {
            let payments = random.int(in: 24...360)
            let start = RatePlan.rate(RatePlan.Micro(random.int(in: 500...9_000)) * 1_000)
            let principal = Money(minorUnits: Int64(random.int(in: 1_000_00...900_000_00)))
            let plan = Self.plan(&random, start: start, payments: payments)
            let month = try yearMonth(2027, 1)
            let loan = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                   stretches: plan.stretches(payments: payments), start: month, currency: .gbp)
            #expect(loan.schedule.rows.count == payments)
            #expect(loan.schedule.rows.last?.balance == .zero)
            #expect(loan.schedule.totalPrincipal == principal)
            // Each period's payment is the level payment on what was owed when it began.
            for period in loan.periods where !period.interestOnly && period.first > 1 {
                let owed = loan.schedule.rows[period.first - 2].balance
                let level = try RatedLoanSchedule.payment(repaying: owed, at: period.rate, over: payments - period.first + 1, currency: .gbp)
                #expect(period.payment == level)
            }
            guard plan.hasCappedResets else { continue }
            let worst = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                    stretches: plan.stretches(payments: payments, worstCase: true), start: month, currency: .gbp)
            let assumedRates = plan.stretches(payments: payments).map(\.rate)
            let worstRates = plan.stretches(payments: payments, worstCase: true).map(\.rate)
            #expect(zip(assumedRates, worstRates).allSatisfy { $0 <= $1 })
            // A cent either way from rounding at each reset, no more.
            let highest = loan.periods.map(\.payment).max() ?? .zero
            #expect(highest <= (worst.highestPayment?.payment ?? .zero) + Money(minorUnits: 1))
        }
    }
}
