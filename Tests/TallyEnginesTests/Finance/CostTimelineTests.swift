import TallyTestSupport
import Testing
@testable import TallyEngines

/// Issue 26 groundwork: the Loan Estimate's "In N years" figures month by month, and the month
/// from which one option's net cost stays below another's. Worked figures from numpy-financial
/// (scripts/oracles/cost-timeline.py).
@Suite struct CostTimelineTests {
    static func timeline(rate: String, upFront: Money) throws -> CostTimeline {
        let plan = RatePlan(start: AnnualRate(percent: ExactDecimal(rate)!))
        let loan = try RatedLoanSchedule.build(principal: pounds(405_000), payments: 360, firstPayment: nil,
                                               stretches: plan.stretches(payments: 360), start: try yearMonth(2027, 1), currency: .usd)
        return CostTimeline(schedule: loan.schedule, principal: pounds(405_000), upFront: upFront)
    }

    /// Two points ($8,100) for 6.25% instead of 6.75%: $133.17 a month less, and cheaper by the
    /// Loan Estimate's measure from payment 48 on (the interest saved, about $168 a month at
    /// first, is what pays for the points, not the payment saved).
    @Test func pointsPayForThemselvesWhenTheNetCostCrosses() throws {
        let plain = try Self.timeline(rate: "6.75", upFront: .zero)
        let points = try Self.timeline(rate: "6.25", upFront: pounds(8_100))
        #expect(points.at(months: 0).netCost == pounds(8_100) && plain.at(months: 0).netCost == .zero)
        #expect(plain.at(months: 60).netCost == pence(13_280_601))
        #expect(points.at(months: 60).netCost == pence(13_073_516))
        #expect(plain.at(months: 120).netCost == pence(25_568_786))
        #expect(points.at(months: 120).netCost == pence(24_350_147))
        #expect(CostTimeline.breakEven(points, against: plain, through: 360) == 48)
        #expect(CostTimeline.breakEven(plain, against: points, through: 360) == nil)
        // Before the crossing the points still cost more; within the first four years they never pay.
        #expect(points.at(months: 47).netCost >= plain.at(months: 47).netCost)
        #expect(CostTimeline.breakEven(points, against: plain, through: 47) == nil)
        // After the last payment nothing changes.
        #expect(plain.at(months: 500) == plain.at(months: 360) && plain.at(months: 360).balance == .zero)
        #expect(plain.at(months: 360).principalPaid == pounds(405_000))
    }

    /// Properties: an option never breaks even against itself; a break-even is where the net
    /// cost lines cross for good; mortgage insurance is paid on top of the payments.
    @Test func breakEvensAreWhereTheLinesCrossForGood() throws {
        var random = SeededRandom(seed: 26)
        for _ in 0..<60 {
            let payments = random.int(in: 12...360)
            func option() throws -> (timeline: CostTimeline, expectedPaid: Money) {
                let rate = AnnualRate(percent: ExactDecimal(mantissa: Int64(random.int(in: 100...900)), scale: 2))
                let principal = Money(minorUnits: Int64(random.int(in: 50_000_00...500_000_00)))
                let loan = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                       stretches: RatePlan(start: rate).stretches(payments: payments),
                                                       start: try yearMonth(2027, 1), currency: .usd)
                let insurance = Money(minorUnits: Int64(random.int(in: 0...10_000)))
                let upFront = Money(minorUnits: Int64(random.int(in: 0...1_000_000)))
                let timeline = CostTimeline(schedule: loan.schedule, principal: principal, upFront: upFront,
                                            insurance: { $0 <= 24 ? insurance : .zero })
                // Everything paid: the loan costs, every payment, and the insurance while it is due.
                return (timeline, upFront + loan.schedule.totalPaid + insurance * min(24, payments))
            }
            let (a, paidA) = try option(), (b, _) = try option()
            #expect(a.at(months: payments).paid == paidA)
            #expect(CostTimeline.breakEven(a, against: a, through: payments) == nil)
            if let month = CostTimeline.breakEven(a, against: b, through: payments) {
                #expect((month...payments).allSatisfy { a.at(months: $0).netCost < b.at(months: $0).netCost })
                #expect(month == 0 || a.at(months: month - 1).netCost >= b.at(months: month - 1).netCost)
            } else {
                #expect(a.at(months: payments).netCost >= b.at(months: payments).netCost)
            }
        }
    }
}
