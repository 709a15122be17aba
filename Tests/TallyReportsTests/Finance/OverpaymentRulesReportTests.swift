@testable import TallyReports
import TallyEngines
import Testing

/// Issue 25: the UK example's £25,000 overpayment against a 10% allowance with a 3% charge in
/// the first loan year, lowering the payment. Figures agree with numpy-financial
/// (scripts/oracles/rate-changes.py): £1,114.87 after the recast, £1,458.60 on the SVR,
/// £199,933.13 of interest.
@Suite struct OverpaymentRulesReportTests {
    static let yaml = RatePeriodReportTests.twoYearFix + """

        fees-added-to-loan: 999
        overpayment-allowance: 10%
        early-repayment-charges: [3%, 2%]
        overpayments:
          - date: 2028-01
            amount: 25000
            then: lower-payment
        """

    @Test func theRecastTheChargeAndTheMarkedRowAreShown() throws {
        let scenario = try ReportFixtures.timeValue(Self.yaml, path: "scenarios/x.yaml")
        #expect(scenario.warnings.map(\.message) == ["overpayments in loan year 1 (from March 2027) come to £25,000.00, £2,900.10 beyond the £22,099.90 allowance; the 3% early repayment charge on it would be £87.00"])
        let outcome = TimeValueOutcome(scenario)
        #expect(outcome.recasts.map(\.payment.minorUnits) == [111_487])
        #expect(outcome.loanSchedule?.totalInterest.minorUnits == 19_993_313)
        let rules = OverpaymentRuleFacts(outcome)
        #expect(rules.totalCharges == Money(minorUnits: 8_700))
        #expect(rules.beyondAllowance == [11])
        #expect(rules.sentences.first == "After the overpayment in January 2028 the payment is worked out again over the payments left, at the same rate: £1,114.87 a month from February 2028.")
        let summary = TimeValueSummary(outcome)
        #expect(summary.totals.contains(Fact("Early repayment charges", "£87.00")))
        #expect(summary.rates?.shock == "When the rate changes to 7.49% in March 2029, the payment goes from £1,114.87 to £1,458.60: £343.73 (30.8%) more a month.")
        let html = String(decoding: monthlyTable(outcome).drawRows().html, as: UTF8.self)
        #expect(html.split(separator: "\n")[10].contains("class=\"overpaid beyond-allowance\""))
    }
}
