import TallyEngines
import Testing
@testable import TallyScenarios

/// `tax-growth:` and `insurance-growth:` in a property block, and the same as `tally solve` options.
@Suite struct PropertyGrowthTests {
    /// A mortgage whose property block is the costs alone, with `lines` added to it (line 9 on).
    private func mortgage(_ lines: String) -> String {
        """
        kind: loan
        title: Elm
        price: 380000
        down-payment: 20%
        rate: 6.5
        years: 30
        start: 2027-01
        property:
        \(lines)
        """
    }

    @Test func growthsAreReadAndReachTheHousingTerms() throws {
        let scenario = try #require(Parse.timeValue(mortgage("  tax: 3000\n  insurance: 1200\n  tax-growth: 3%\n  insurance-growth: -2.5")))
        #expect(scenario.property?.taxGrowth == ExactDecimal(mantissa: 3, scale: 0))
        #expect(scenario.property?.insuranceGrowth == ExactDecimal(mantissa: -25, scale: 1))
        let terms = try #require(scenario.housingTerms)
        #expect(terms.taxGrowth == ExactDecimal(mantissa: 3, scale: 0))
        #expect(terms.insuranceGrowth == ExactDecimal(mantissa: -25, scale: 1))
    }

    @Test func aGrowthOutsideFiftyPercentEitherWayIsLocated() {
        #expect(Parse.errors(mortgage("  tax: 3000\n  tax-growth: 60%")) == [
            #"home.yaml:10:15: error: tax-growth must be a yearly change from -50% to 50%, such as 3% (negative for a cost that falls), got "60%""#,
        ])
        #expect(Parse.errors(mortgage("  insurance: 1200\n  insurance-growth: -51%")) == [
            #"home.yaml:10:21: error: insurance-growth must be a yearly change from -50% to 50%, such as 3% (negative for a cost that falls), got "-51%""#,
        ])
        #expect(Parse.errors(mortgage("  tax: 3000\n  tax-growth: fast")).first?.hasPrefix("home.yaml:10:15: error: tax-growth must be a yearly change") == true)
        // The edges are allowed.
        #expect(Parse.timeValue(mortgage("  tax: 3000\n  tax-growth: 50%\n  insurance: 1200\n  insurance-growth: -50%")) != nil)
    }

    @Test func aGrowthWithNoCostToGrowIsLocated() {
        #expect(Parse.errors(mortgage("  hoa: 100\n  insurance-growth: 5%")) == [
            "home.yaml:10:21: error: insurance-growth needs the home insurance it grows: give the home insurance too, or leave the growth out",
        ])
        #expect(Parse.errors(mortgage("  insurance: 1200\n  tax-growth: 3%")) == [
            "home.yaml:10:15: error: tax-growth needs the property tax it grows: give the property tax too, or leave the growth out",
        ])
    }

    /// `tally solve --tax-growth`: the same checks, naming the option.
    @Test func solveOptionsAreCheckedAndNamed() throws {
        let values = ["principal": "300000", "rate": "6", "years": "30"]
        let today = try #require(CalendarDate(year: 2026, month: 11, day: 25))
        guard case .failure(let errors) = CommandLineScenario.read(calculator: .loan, values: values, currencyCode: nil, title: nil, today: today,
                                                                   property: ["tax-growth": "3%", "insurance-growth": "80"]) else {
            Issue.record("growth without a tax and out of range should be refused")
            return
        }
        #expect(errors.messages == [
            "--tax-growth needs the property tax it grows: give the property tax too, or leave the growth out",
            #"--insurance-growth must be a yearly change from -50% to 50%, such as 3% (negative for a cost that falls), got "80""#,
        ])
    }

    /// What `--save` writes reads back to the same growths.
    @Test func savedGrowthsReadBack() throws {
        let values = ["principal": "300000", "rate": "6", "years": "30"]
        let today = try #require(CalendarDate(year: 2026, month: 11, day: 25))
        let property = ["type": "house", "street": "12 Elm Street", "city": "Springfield", "state": "IL", "zip": "62701",
                        "tax": "3000", "insurance": "1200", "tax-growth": "3", "insurance-growth": "-2.5%"]
        let scenario = try CommandLineScenario.read(calculator: .loan, values: values, currencyCode: nil, title: "Elm", today: today,
                                                    property: property).get()
        let yaml = ScenarioWriter.yaml(for: scenario)
        #expect(yaml.contains("  tax-growth: 3%\n  insurance-growth: -2.5%\n"))
        let read = try #require(Parse.timeValue(yaml))
        #expect(read.property == scenario.property)
    }
}
