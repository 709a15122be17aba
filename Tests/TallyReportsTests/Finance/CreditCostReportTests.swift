@testable import TallyReports
import TallyEngines
import Testing

/// Issue 25: cash at closing, APR and TIP (US), APRC (UK), total cost of credit. The figures of
/// the two examples agree with numpy-financial's IRR (scripts/oracles/rate-changes.py).
@Suite struct CreditCostReportTests {
    static func credit(_ yaml: String) throws -> CreditCostFacts {
        try #require(CreditCostFacts(TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/x.yaml"))))
    }

    static func value(_ facts: [Fact], _ label: String) -> String? { facts.first { $0.label == label }?.value }

    @Test func anARMWithPointsAndFeesHasItsAPRTIPAndCashToClose() throws {
        let credit = try Self.credit(RatePeriodReportTests.arm + "\npoints: 2%\nfees: 1495\nclosing-costs: 3500\n")
        #expect(credit.measure == .apr)
        // IRR of [-(405,000 − 8,100 − 1,495), the schedule's 360 payments] × 12 = 7.2937…%
        #expect(credit.rate == ExactDecimal("7.294"))
        // $600,681.30 of interest on $405,000.
        #expect(credit.totalInterestPercentage == ExactDecimal("148.316"))
        #expect(Self.value(credit.upFront, "Points (2% of $405,000.00)") == "$8,100.00")
        #expect(credit.cashToClose == Money(minorUnits: 1_309_500))
        #expect(Self.value(credit.cost, "Total cost of credit") == "$610,276.30")
        #expect(credit.sentence.contains("It counts interest, points and the lender's fees; other closing costs are not charges for the credit."))
    }

    @Test func aUKFixWithItsFeeAddedHasItsAPRC() throws {
        let credit = try Self.credit(RatePeriodReportTests.twoYearFix + "\nfees-added-to-loan: 999\nclosing-costs: 1200\n")
        #expect(credit.measure == .aprc)
        // IRR of [-220,000, the £220,999 schedule's payments]: (1 + j)^12 − 1 = 7.0829…%
        #expect(credit.rate == ExactDecimal("7.1"))
        #expect(credit.totalInterestPercentage == nil)
        #expect(Self.value(credit.cost, "Total cost of credit") == "£226,012.50")
        #expect(credit.cashToClose == Money(minorUnits: 120_000))
        #expect(credit.sentence.contains("the £220,000.00 received (the £220,999.00 loan less £999.00 of charges)"))
    }

    /// Property: a loan with one rate and no charges costs its note rate, whatever the loan
    /// (the APR is 12 × the monthly rate its own payments imply); any charge raises it.
    @Test func withoutChargesTheAPRIsTheNoteRate() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let principal = Int.random(in: 5_000...900_000, using: &generator)
            let rate = Double(Int.random(in: 100...1_200, using: &generator)) / 100
            let years = Int.random(in: 2...35, using: &generator)
            let yaml = "kind: loan\ncurrency: USD\nprincipal: \(principal)\nrate: \(rate)\nyears: \(years)\npayment: ?\nstart: 2027-01\n"
            let plain = try Self.credit(yaml + "closing-costs: 100\n")
            #expect(plain.rate.map { abs($0.doubleValue - rate) <= 0.0015 } == true, "\(yaml)")
            let charged = try Self.credit(yaml + "fees: 500\n")
            #expect(charged.rate.map { $0.doubleValue > rate } == true, "\(yaml)")
        }
    }

    /// `tally solve --json` carries the same figures for programs.
    @Test func theJSONCarriesTheCostOfCreditAndTheRatePeriods() throws {
        let arm = SolveOutput.json(TimeValueOutcome(try ReportFixtures.timeValue(RatePeriodReportTests.arm + "\npoints: 2%\nfees: 1495\nclosing-costs: 3500\n", path: "scenarios/x.yaml")), schedule: false)
        for field in ["\"apr\": 7.294", "\"tip\": 148.316", "\"points\": 8100.00", "\"cash_to_close\": 13095.00", "\"first\":61", "\"rate\":7.875"] {
            #expect(arm.contains(field), "\(field)")
        }
        let uk = SolveOutput.json(TimeValueOutcome(try ReportFixtures.timeValue(OverpaymentRulesReportTests.yaml, path: "scenarios/x.yaml")), schedule: false)
        for field in ["\"aprc\": 7.1", "\"fees_added_to_loan\": 999.00", "\"from_payment\":12", "\"payment\":1114.87", "\"early_repayment_charges\": 87.00"] {
            #expect(uk.contains(field), "\(field)")
        }
    }
}
