import TallyTestSupport
import Testing
@testable import TallyEngines

/// Tax and insurance that change each loan year: worked by hand, and totals that are the rows' sum.
@Suite struct HousingCostGrowthTests {
    private func schedule(_ borrowed: Money, rate: AnnualRate, payments: Int) throws -> LoanSchedule {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: borrowed, rate: rate, payment: nil,
                                                  futureValue: nil, payments: payments), .usd)
        return LoanAmortizer.schedule(for: solution, start: try yearMonth(2027, 1))
    }

    /// Tax of 3,000 a year growing 3% and insurance of 1,200 falling 2%, over 40 payments:
    /// - tax: 3,000.00 → 250.00 a month; 3,090.00 → 257.50; 3,182.70 → 265.225, so 265.23;
    ///   3,278.181, so 3,278.18 → 273.1816…, so 273.18 (the fourth year has 4 payments);
    /// - insurance: 1,200.00 → 100.00; 1,176.00 → 98.00; 1,152.48 → 96.04; 1,129.4304, so
    ///   1,129.43 → 94.1191…, so 94.12.
    @Test func eachYearGrowsFromTheYearBeforesRoundedAmount() throws {
        let rows = try schedule(pounds(200_000), rate: percent(6), payments: 40)
        let terms = HousingCostTerms(price: nil, tax: .yearly(pounds(3_000)), yearlyInsurance: pounds(1_200),
                                     taxGrowth: ExactDecimal(mantissa: 3, scale: 0),
                                     insuranceGrowth: ExactDecimal(mantissa: -2, scale: 0))
        let costs = HousingCostSchedule(terms: terms, borrowed: pounds(200_000), schedule: rows)
        #expect(costs.monthlyPropertyTaxByYear == [pence(25_000), pence(25_750), pence(26_523), pence(27_318)])
        #expect(costs.monthlyInsuranceByYear == [pence(10_000), pence(9_800), pence(9_604), pence(9_412)])
        #expect(costs.monthlyPropertyTax == pence(25_000))
        #expect(costs.propertyTax(forPeriod: 12) == pence(25_000))
        #expect(costs.propertyTax(forPeriod: 13) == pence(25_750))
        #expect(costs.escrow(forPeriod: 13) == pence(25_750 + 9_800))
        #expect(costs.escrow(forPeriod: 40) == pence(27_318 + 9_412))
        // 12 × (250.00 + 257.50 + 265.23) + 4 × 273.18 = 10,365.48; insurance 12 × 293.44 + 4 × 94.12.
        #expect(costs.totalPropertyTax == pence(1_036_548))
        #expect(costs.totalInsurance == pence(12 * 29_404 + 4 * 9_412))
        #expect(costs.grows)
        // The first month, the figure a lender quotes, is the first year's.
        #expect(costs.firstMonth(principalAndInterest: .zero).propertyTax == pence(25_000))
    }

    /// A tax percentage grows from the price × the percentage, rounded to the cent; its first
    /// year is as without growth (rounded once from the price).
    @Test func aTaxPercentageGrowsFromItsYearlyAmount() throws {
        let rows = try schedule(pounds(300_000), rate: percent(6), payments: 24)
        // 333,333 × 1.15% = 3,833.3295 a year: 319.44 a month in year 1 (rounded once); year 2
        // grows 3,833.33 by 5%: 4,024.9965, so 4,025.00 → 335.4166…, so 335.42.
        let terms = HousingCostTerms(price: pounds(333_333), tax: .percentOfPrice(ExactDecimal(mantissa: 115, scale: 2)),
                                     taxGrowth: ExactDecimal(mantissa: 5, scale: 0))
        let costs = HousingCostSchedule(terms: terms, borrowed: pounds(300_000), schedule: rows)
        #expect(costs.monthlyPropertyTaxByYear == [pence(31_944), pence(33_542)])
    }

    @Test func withoutGrowthEveryMonthIsTheSame() throws {
        let rows = try schedule(pounds(200_000), rate: percent(6), payments: 360)
        let terms = HousingCostTerms(price: nil, tax: .yearly(pounds(3_000)), yearlyInsurance: pounds(1_500),
                                     taxGrowth: ExactDecimal(mantissa: 0, scale: 0))
        let costs = HousingCostSchedule(terms: terms, borrowed: pounds(200_000), schedule: rows)
        #expect(!costs.grows)
        #expect(costs.escrow(forPeriod: 1) == pence(37_500) && costs.escrow(forPeriod: 360) == pence(37_500))
        #expect(costs.totalPropertyTax == pence(25_000) * 360)
    }

    /// Over generated loans and growths, many ending mid-year: each total is the sum of the
    /// rows' amounts, and each payment's amount is its loan year's.
    @Test func totalsAreTheSumOfThePerPeriodAmounts() throws {
        var random = SeededRandom(seed: 0x6120_77)
        for _ in 0..<150 {
            let borrowed = pounds(Int64(random.int(in: 20_000...900_000)))
            let payments = random.int(in: 1...480)
            let plain = try schedule(borrowed, rate: percent(Int64(random.int(in: 0...900)), scale: 2), payments: payments)
            let tax = Money(minorUnits: Int64(random.int(in: 0...2_000_000)))
            let insurance = Money(minorUnits: Int64(random.int(in: 0...500_000)))
            let taxGrowth = ExactDecimal(mantissa: Int64(random.int(in: -5_000...5_000)), scale: 2)
            let insuranceGrowth = ExactDecimal(mantissa: Int64(random.int(in: -500...500)), scale: 1)
            let terms = HousingCostTerms(price: nil, tax: .yearly(tax), yearlyInsurance: insurance, monthlyHOA: pounds(50),
                                         taxGrowth: taxGrowth, insuranceGrowth: insuranceGrowth)
            let costs = HousingCostSchedule(terms: terms, borrowed: borrowed, schedule: plain)
            let periods = 1...plain.rows.count
            #expect(costs.totalPropertyTax == periods.map { costs.propertyTax(forPeriod: $0) }.sum())
            #expect(costs.totalInsurance == periods.map { costs.insurance(forPeriod: $0) }.sum())
            #expect(costs.totalCosts == periods.map { costs.costs(forPeriod: $0) }.sum())
            // Each payment carries its loan year's amount: the year's first payment's.
            #expect(periods.allSatisfy { costs.escrow(forPeriod: $0) == costs.escrow(forPeriod: ($0 - 1) / 12 * 12 + 1) })
        }
    }
}
