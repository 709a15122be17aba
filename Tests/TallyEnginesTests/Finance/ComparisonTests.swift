import TallyTestSupport
import Testing
@testable import TallyEngines

/// Issue 26: options month by month, as the Loan Estimate's "Comparisons" count them and as a
/// household choosing between them would (invested differences, renting, savings). Worked
/// figures from numpy-financial (scripts/oracles/cost-timeline.py).
@Suite struct ComparisonTests {
    static func loan(rate: String, principal: Money = pounds(405_000), payments: Int = 360) throws -> LoanSchedule {
        let plan = RatePlan(start: AnnualRate(percent: ExactDecimal(rate)!))
        return try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                           stretches: plan.stretches(payments: payments), start: try yearMonth(2027, 1), currency: .usd).schedule
    }

    static func option(rate: String, costs: Money, months: Int = 360) throws -> OptionMonths {
        var option = OptionMonths(months: months)
        option.addLoan(try loan(rate: rate), principal: pounds(405_000), atClosing: costs, loanCosts: costs)
        return option
    }

    /// Two points ($8,100) for 6.25% instead of 6.75%: $133.17 a month less, and cheaper by the
    /// Loan Estimate's measure from payment 48 on (the interest saved, about $168 a month at
    /// first, is what pays for the points, not the payment saved).
    @Test func pointsPayForThemselvesWhenTheNetCostCrosses() throws {
        let plain = try Self.option(rate: "6.75", costs: .zero)
        let points = try Self.option(rate: "6.25", costs: pounds(8_100))
        #expect(points.netCost(0) == pounds(8_100) && plain.netCost(0) == .zero)
        #expect(plain.netCost(60) == pence(13_280_601))
        #expect(points.netCost(60) == pence(13_073_516))
        #expect(plain.netCost(120) == pence(25_568_786))
        #expect(points.netCost(120) == pence(24_350_147))
        #expect(plain.due[1] - points.due[1] == pence(13_317))
        let comparison = Comparison([plain, points], investing: nil)
        #expect(comparison.breakEven(1, against: 0) == 48)
        #expect(comparison.breakEven(0, against: 1) == nil)
        #expect(points.netCost(47) >= plain.netCost(47))
        #expect(comparison.best(at: 36).option == 0 && comparison.best(at: 60).option == 1)
        #expect(comparison.best(at: 60).ahead == [pence(13_280_601 - 13_073_516), .zero])
        #expect(plain.balance[360] == .zero && plain.principalPaid[360] == pounds(405_000))
    }

    /// A loan shorter than the comparison: after its last payment nothing more is paid, and its
    /// upkeep goes on at the last payment's amount.
    @Test func aRepaidLoanCostsNothingMoreButItsUpkeep() throws {
        var option = OptionMonths(months: 24)
        let schedule = try Self.loan(rate: "5", principal: pounds(12_000), payments: 12)
        option.addLoan(schedule, principal: pounds(12_000), atClosing: pounds(3_000), loanCosts: pounds(500), upkeep: { $0 <= 6 ? pounds(100) : pounds(110) })
        #expect(option.outlay[0] == pounds(3_000) && option.paid[0] == pounds(500))
        #expect(option.paid[12] == pounds(500) + schedule.totalPaid && option.paid[24] == option.paid[12])
        #expect(option.outlay[13] == pounds(110) && option.due[24] == pounds(110))
        #expect(option.worth[0] == Money.zero - pounds(12_000) && option.worth[24] == .zero)
        #expect(option.lastPayment == 12)
    }

    /// Hand-worked: £1,000 deposit, £100 a month at 6% (0.5% a month), interest taxed at 20%.
    /// Month 1: 5.00 interest, 1.00 tax, +100 → 1,104.00; month 2: 5.52, 1.10 (1.104 rounded), → 1,208.42.
    @Test func savingsInterestIsTaxedBeforeItIsAdded() throws {
        var option = OptionMonths(months: 3)
        option.addSavings(deposit: pounds(1_000), contribution: pounds(100), rate: AnnualRate(percent: ExactDecimal("6")!), term: 2, tax: ExactDecimal("20")!)
        #expect(option.worth[1] == pence(110_400))
        #expect(option.worth[2] == pence(120_842))
        // After its term: interest only (6.04, taxed 1.21), no contribution.
        #expect(option.worth[3] == pence(121_325))
        #expect(option.outlay == [pounds(1_000), pounds(100), pounds(100), .zero])
    }

    /// Rent steps once a year; a home grows monthly and is counted after selling costs.
    @Test func rentStepsYearlyAndAHomeGrowsMonthly() throws {
        var renter = OptionMonths(months: 25)
        renter.addRent(monthly: pounds(1_800), growth: ExactDecimal("3")!)
        #expect(renter.outlay[12] == pounds(1_800) && renter.outlay[13] == pounds(1_854) && renter.outlay[25] == pence(190_962))
        #expect(renter.paid[13] == pounds(1_800 * 12 + 1_854))
        var home = OptionMonths(months: 1)
        home.addHome(price: pounds(300_000), growth: AnnualRate(percent: ExactDecimal("3")!), sellingCosts: ExactDecimal("6")!)
        // 300,000 × 0.94; then 300,750 (750 a month at 3%) × 0.94.
        #expect(home.worth == [pounds(282_000), pounds(282_705)])
    }

    /// Hand-worked invested differences at 12% (1% a month). "Spendy" puts 100 down and pays 80
    /// a month; "rent" pays 80; "cheap" pays 50. Against spendy, rent invests 100 at closing:
    /// 100, then 100 + 1.00 = 101, then 101 + 1.01 = 102.01. Against rent, cheap invests 30 a
    /// month: 30, then 30 + 0.30 + 30 = 60.30.
    @Test func investedDifferencesGrowAtTheRate() throws {
        var spendy = OptionMonths(months: 2)
        spendy.addSavings(deposit: pounds(100), contribution: .zero, rate: .zero, term: 0)
        spendy.addRent(monthly: pounds(80), growth: nil)
        var rent = OptionMonths(months: 2)
        rent.addRent(monthly: pounds(80), growth: nil)
        var cheap = OptionMonths(months: 2)
        cheap.addRent(monthly: pounds(50), growth: nil)
        let twelve = AnnualRate(percent: ExactDecimal("12")!)
        let first = Comparison([spendy, rent], investing: twelve)
        #expect(first.invested[0] == [.zero, .zero, .zero])
        #expect(first.invested[1] == [pounds(100), pounds(101), pence(10_201)])
        let second = Comparison([rent, cheap], investing: twelve)
        #expect(second.invested[1] == [.zero, pounds(30), pence(6_030)])
        // Net worth: the deposit kept (spendy) against the money invested instead (rent).
        #expect(first.netWorth(0, 2) == pounds(100) && first.netWorth(1, 2) == pence(10_201))
        #expect(first.breakEven(1, against: 0) == 1)
    }

    /// Properties: an option compared with itself never wins or loses; a break-even is where the
    /// lines cross for good; invested differences make every option's outlay equal.
    @Test func comparisonProperties() throws {
        var random = SeededRandom(seed: 26)
        for _ in 0..<40 {
            let months = random.int(in: 12...240)
            func option() throws -> OptionMonths {
                var option = OptionMonths(months: months)
                let rate = AnnualRate(percent: ExactDecimal(mantissa: Int64(random.int(in: 100...900)), scale: 2))
                let principal = Money(minorUnits: Int64(random.int(in: 50_000_00...500_000_00)))
                let payments = random.int(in: 12...months)
                let schedule = try RatedLoanSchedule.build(principal: principal, payments: payments, firstPayment: nil,
                                                           stretches: RatePlan(start: rate).stretches(payments: payments),
                                                           start: try yearMonth(2027, 1), currency: .usd).schedule
                let insurance = Money(minorUnits: Int64(random.int(in: 0...10_000)))
                let costs = Money(minorUnits: Int64(random.int(in: 0...1_000_000)))
                option.addLoan(schedule, principal: principal, atClosing: costs, loanCosts: costs, insurance: { $0 <= 24 ? insurance : .zero })
                #expect(option.paid[payments] == costs + schedule.totalPaid + insurance * min(24, payments))
                if random.int(in: 0...1) == 1 {
                    option.addSavings(deposit: Money(minorUnits: Int64(random.int(in: 0...1_000_000))), contribution: Money(minorUnits: Int64(random.int(in: 0...50_000))),
                                      rate: rate, term: random.int(in: 0...months))
                }
                return option
            }
            let a = try option(), b = try option()
            for investing in [nil, AnnualRate(percent: ExactDecimal(mantissa: Int64(random.int(in: 0...800)), scale: 2))] {
                let comparison = Comparison([a, b, a], investing: investing)
                #expect(comparison.breakEven(0, against: 2) == nil && comparison.breakEven(2, against: 0) == nil)
                for k in [0, months / 2, months] {
                    #expect(comparison.standing(0, k) == comparison.standing(2, k))
                }
                if let month = comparison.breakEven(0, against: 1) {
                    #expect((month...months).allSatisfy { comparison.standing(0, $0) < comparison.standing(1, $0) })
                    #expect(month == 0 || comparison.standing(0, month - 1) >= comparison.standing(1, month - 1))
                } else {
                    #expect(comparison.standing(0, months) >= comparison.standing(1, months))
                }
                if investing != nil {
                    // What each spends plus what it invests that month is the same for all.
                    let growth = MonthlyInterest(investing!)
                    for k in 0...months {
                        let top = max(a.outlay[k], b.outlay[k])
                        for (index, option) in [a, b, a].enumerated() {
                            let before = k == 0 ? Money.zero : comparison.invested[index][k - 1]
                            let invested = comparison.invested[index][k] - before - growth.on(before)
                            #expect(option.outlay[k] + invested == top)
                        }
                    }
                }
            }
        }
    }
}
