import TallyTestSupport
import Testing
@testable import TallyEngines

@Suite struct HousingCostScheduleTests {
    private func loan(_ borrowed: Money, rate: AnnualRate, payments: Int) throws -> (TimeValueSolution, LoanSchedule) {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: borrowed, rate: rate, payment: nil,
                                                  futureValue: nil, payments: payments), .usd)
        let start = try yearMonth(2027, 1)
        return (solution, LoanAmortizer.schedule(for: solution, start: start))
    }

    /// Issue 7's worked case, as Google's mortgage calculator gives it: $380,000 with 5% down,
    /// 6.5% over 30 years, tax 1.1%, insurance $1,500 a year, PMI 0.6%.
    @Test func theWorkedCaseMatchesToTheCent() throws {
        let price = pounds(380_000)
        let borrowed = price - price.percentage(ExactDecimal(mantissa: 5, scale: 0))
        #expect(borrowed == pounds(361_000))
        let (solution, schedule) = try loan(borrowed, rate: percent(65, scale: 1), payments: 360)
        #expect(solution.payment == pence(228_177))
        let terms = HousingCostTerms(price: price, tax: .percentOfPrice(ExactDecimal(mantissa: 11, scale: 1)),
                                     yearlyInsurance: pounds(1_500), pmiPercent: ExactDecimal(mantissa: 6, scale: 1))
        let costs = HousingCostSchedule(terms: terms, borrowed: borrowed, schedule: schedule)
        let first = costs.firstMonth(principalAndInterest: solution.payment)
        #expect(first.propertyTax == pence(34_833))
        #expect(first.insurance == pence(12_500))
        #expect(first.hoa == .zero)
        #expect(first.pmi == pence(18_050))
        #expect(first.total == pence(293_560))
        #expect(costs.pmiApplies)
        #expect(costs.pmiPayments == 135)
        #expect(costs.pmi(forPeriod: 135) == pence(18_050))
        #expect(costs.pmi(forPeriod: 136) == .zero)
        #expect(costs.totalPMI == pence(18_050) * 135)
        // 80% of $380,000 is $304,000: the balance gets there before 78% ($296,400) does.
        let cancellable = try #require(costs.cancellableAfterPeriod)
        #expect(cancellable < 135)
        #expect(schedule.rows[cancellable - 1].balance <= pounds(304_000))
        #expect(schedule.rows[cancellable - 2].balance > pounds(304_000))
    }

    @Test func noPMIAtOrBelowEightyPercent() throws {
        let price = pounds(250_000)
        let borrowed = pounds(200_000)
        let (_, schedule) = try loan(borrowed, rate: percent(6), payments: 360)
        let terms = HousingCostTerms(price: price, tax: .yearly(pounds(3_000)), pmiPercent: ExactDecimal(mantissa: 5, scale: 1))
        let costs = HousingCostSchedule(terms: terms, borrowed: borrowed, schedule: schedule)
        #expect(!costs.pmiApplies)
        #expect(costs.pmiPayments == 0)
        #expect(costs.monthlyPMI == .zero)
        #expect(costs.cancellableAfterPeriod == nil)
        #expect(costs.monthlyPropertyTax == pounds(250))
    }

    @Test func yearlyAmountsRoundHalfUpOnce() {
        // $1,000.06 a year is $83.338… a month; $1,000.14 is $83.345, which rounds up.
        #expect(pence(100_006).dividedRoundingHalfUp(by: 12) == pence(8_334))
        #expect(pence(100_014).dividedRoundingHalfUp(by: 12) == pence(8_335))
        // 1.15% of $333,333 is $3,833.3295 a year: $319.44 a month, rounded once.
        #expect(pounds(333_333).percentage(ExactDecimal(mantissa: 115, scale: 2), dividedBy: 12) == pence(31_944))
    }

    @Test func overpaymentsEndPMISooner() throws {
        let price = pounds(300_000)
        let borrowed = pounds(285_000)
        let (solution, plain) = try loan(borrowed, rate: percent(7), payments: 360)
        let start = try yearMonth(2027, 1)
        let overpaid = try overpaidSchedule(for: solution, start: start, extraMonthly: pounds(500))
        let terms = HousingCostTerms(price: price, tax: nil, pmiPercent: ExactDecimal(mantissa: 5, scale: 1))
        let withoutExtra = HousingCostSchedule(terms: terms, borrowed: borrowed, schedule: plain)
        let withExtra = HousingCostSchedule(terms: terms, borrowed: borrowed, schedule: overpaid)
        #expect(withExtra.pmiPayments < withoutExtra.pmiPayments)
        #expect(withExtra.pmiPayments > 0)
    }

    /// Over many generated loans: PMI is charged on exactly the payments whose opening balance is
    /// above 78% of the price, those come first, and none is charged at 80% or less borrowed.
    @Test func pmiCountMatchesTheOpeningBalances() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let price = pounds(Int64(random.int(in: 50_000...2_000_000)))
            let downPercent = ExactDecimal(mantissa: Int64(random.int(in: 0...300)), scale: 1)
            let borrowed = price - price.percentage(downPercent)
            let rate = percent(Int64(random.int(in: 0...1_200)), scale: 2)
            let payments = random.int(in: 12...480)
            let (_, schedule) = try loan(borrowed, rate: rate, payments: payments)
            let pmi = ExactDecimal(mantissa: Int64(random.int(in: 1...200)), scale: 2)
            let costs = HousingCostSchedule(terms: HousingCostTerms(price: price, tax: nil, pmiPercent: pmi),
                                            borrowed: borrowed, schedule: schedule)
            var opening = borrowed
            var expected = 0
            for row in schedule.rows {
                if opening.minorUnits * 100 > price.minorUnits * 78 { expected += 1 }
                opening = row.balance
            }
            if borrowed.minorUnits * 100 > price.minorUnits * 80 {
                #expect(costs.pmiApplies)
                #expect(costs.pmiPayments == expected)
                #expect(costs.monthlyPMI == borrowed.percentage(pmi, dividedBy: 12))
                #expect(costs.totalPMI == costs.monthlyPMI * expected)
            } else {
                #expect(!costs.pmiApplies)
                #expect(costs.totalPMI == .zero)
            }
            #expect((1...schedule.rows.count).allSatisfy { period in
                (costs.pmi(forPeriod: period) > .zero) == (period <= costs.pmiPayments && costs.monthlyPMI > .zero)
            })
        }
    }
}
