import Testing
import TallyEngines
@testable import TallyScenarios

/// Issue 25: points, fees, fees added to the loan and closing costs, read and checked.
@Suite struct UpFrontCostsReaderTests {
    static let base = "kind: loan\nprincipal: 220000\npayments: 276\nrate: 4.29\nstart: 2027-03\n"

    @Test func costsAreReadAndAddedFeesAreBorrowed() throws {
        let loan = try #require(Parse.timeValue(Self.base + "points: 2%\nfees: 1495\nfees-added-to-loan: 999\nclosing-costs: 3500\n"))
        let costs = try #require(loan.costs)
        #expect(costs.points == ExactDecimal("2"))
        #expect(costs.fees == Money(minorUnits: 149_500))
        #expect(costs.feesAdded == Money(minorUnits: 99_900))
        #expect(costs.closingCosts == Money(minorUnits: 350_000))
        // The loan repaid is the amount borrowed and the added fee; points are 2% of it.
        #expect(loan.solution.principal == Money(minorUnits: 22_099_900))
        #expect(costs.pointsAmount(loanAmount: loan.solution.principal) == Money(minorUnits: 441_998))
        #expect(costs.amountFinanced(loanAmount: loan.solution.principal) == Money(minorUnits: 22_099_900 - 441_998 - 149_500 - 99_900))
        #expect(try #require(Parse.timeValue(Self.base)).costs == nil)
        #expect(try #require(Parse.timeValue(Self.base + "points: 0.5\n")).costs?.points == ExactDecimal("0.5"))
    }

    @Test func mistakesAreLocated() {
        #expect(Parse.errors(Self.base + "points: 12%\n") == ["home.yaml:6:9: error: points must be a percentage of the loan amount from 0% to 10% (one point is 1%), such as 2%, got \"12%\""])
        #expect(Parse.errors(Self.base + "fees: -5\n") == ["home.yaml:6:7: error: fees must not be negative, got \"-5\""])
        #expect(Parse.errors("kind: loan\npayment: 1200\npayments: 276\nrate: 4.29\nfees-added-to-loan: 999\n") == ["home.yaml:5:21: error: fees-added-to-loan needs the amount borrowed (principal, or price and down-payment): the fees are added to it"])
        #expect(Parse.errors("kind: savings\nprincipal: 1000\npayment: 10\nyears: 2\nrate: 5\nfees: 10\n").first?.contains("belongs to `kind: loan`") == true)
    }

    /// `tally solve --then` and `--fees-added` give the scenario a file gives, and `--save`
    /// writes it back so that it reads the same.
    @Test func theCommandLineGivesTheSameLoanAndSavesIt() throws {
        let today = CalendarDate(year: 2026, month: 11, day: 25)!
        let given = CommandLineScenario.read(
            calculator: .loan, values: ["principal": "220000", "rate": "4.29", "payments": "276", "start": "2027-03", "fees-added-to-loan": "999"],
            currencyCode: nil, title: "Fix", today: today, then: ["24:7.49"])
        let scenario = try given.get()
        let file = try #require(Parse.timeValue(Self.base + "payment: ?\nthen:\n  - after: 24\n    rate: 7.49\nfees-added-to-loan: 999\n"))
        #expect(scenario.ratePlan == file.ratePlan)
        #expect(scenario.costs == file.costs)
        #expect(scenario.solution.payment == file.solution.payment)
        let saved = try #require(Parse.timeValue(ScenarioWriter.yaml(for: scenario)))
        #expect(saved.ratePlan == file.ratePlan && saved.costs == file.costs && saved.solution == file.solution)
        let wrong = CommandLineScenario.read(calculator: .loan, values: ["principal": "1000", "rate": "5", "years": "2"],
                                             currencyCode: nil, title: nil, today: today, then: ["30:7"])
        #expect((try? wrong.get()) == nil)
        if case .failure(let errors) = wrong { #expect(errors.messages == ["--then 30:7: the period must start after at least one payment and before the last of the 24"]) }
        let added = CommandLineScenario.read(calculator: .loan, values: ["payment": "100", "rate": "5", "years": "2", "fees-added-to-loan": "10"],
                                             currencyCode: nil, title: nil, today: today)
        if case .failure(let errors) = added { #expect(errors.messages.first?.hasPrefix("--fees-added needs the amount borrowed") == true) } else { Issue.record("accepted") }
    }
}

/// Issue 25: the lender's overpayment terms and `then:` on an overpayment, read and located.
@Suite struct OverpaymentRulesReaderTests {
    @Test func rulesAndRecastsAreReadAndMistakesLocated() throws {
        let base = UpFrontCostsReaderTests.base + "payment: ?\n"
        let loan = try #require(Parse.timeValue(base + "overpayment-allowance: 10%\nearly-repayment-charges: [5%, 4]\noverpayments:\n  - date: 2028-01\n    amount: 5000\n    then: lower-payment\n"))
        #expect(loan.overpaymentRules == OverpaymentRules(allowance: ExactDecimal("10"), charges: [ExactDecimal("5")!, ExactDecimal("4")!]))
        #expect(loan.overpayments.first?.lowersPayment == true)
        #expect(Parse.errors(base + "overpayments:\n  - date: 2028-01\n    amount: 5000\n    then: sooner\n") == ["home.yaml:10:11: error: then must be lower-payment (the payment is worked out again over the payments left) or shorter-term (the loan ends sooner), got \"sooner\""])
        #expect(Parse.errors(base + "overpayment-allowance: 110%\n") == ["home.yaml:7:24: error: overpayment-allowance must be a percentage from 0% to 100%, such as 10%, got \"110%\""])
        #expect(Parse.errors(base + "early-repayment-charges: [5%, x]\n") == ["home.yaml:7:31: error: early-repayment-charges must be a percentage from 0% to 100%, such as 10%, got \"x\""])
    }
}
