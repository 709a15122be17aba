@testable import TallyReports
import Testing

/// The headline, the problem table and the totals of a time-value report agree, in whole payments.
@Suite struct TimeValueSummaryTests {
    static func summary(_ yaml: String) throws -> TimeValueSummary {
        TimeValueSummary(TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/x.yaml")))
    }

    static func input(_ summary: TimeValueSummary, _ label: String) -> String? {
        summary.inputs.first { $0.label == label }?.value
    }

    @Test func aSolvedLoanTermIsWholePaymentsInTheTableAndTheHeadline() throws {
        let car = try Self.summary("kind: loan\nprincipal: 3000\nrate: 7\npayment: 350\npayments: ?\nstart: 2027-01\n")
        #expect(car.answerValue == "9 payments (9 months)")
        #expect(Self.input(car, "Term") == "9 payments (9 months)")
        #expect(!car.inputs.contains { $0.value.contains(".") && $0.label == "Term" })
        #expect(car.answerSentence.contains("in 9 payments, the last one"))
    }

    /// The headline is the formula's; the totals are the schedule's, which follows one stated
    /// rule on every row; where they differ the page gives both and says why.
    @Test func aScheduleEndingApartFromTheFormulaSaysBothAndWhy() throws {
        let plan = try Self.summary("kind: savings\nprincipal: 0\npayment: 150\nrate: 4\npayments: 300\nfuture-value: ?\nstart: 2027-01\n")
        #expect(plan.answerValue == "£77,119.43")
        #expect(plan.totals.first { $0.label == "Final balance" }?.value == "£77,119.66")
        #expect(plan.scheduleEnd == "The schedule ends at £77,119.66 after 300 payments (25 years), £0.23 more than the formula's £77,119.43, because each month's interest is rounded to the penny.")
        // The same plan with its term solved reaches that balance in the same 300 months.
        let reached = try Self.summary("kind: savings\nprincipal: 0\npayment: 150\nrate: 4\nfuture-value: 77119.66\nstart: 2027-01\n")
        #expect(reached.answerValue == "25 years")
        #expect(reached.totals.first { $0.label == "Final balance" }?.value == "£77,119.66")
        #expect(reached.scheduleEnd == nil)
    }

    @Test func noDepositNeededIsAnAnswer() throws {
        let fund = try Self.summary("kind: savings\npayment: 100\nrate: 4\nfuture-value: 5000\nyears: 5\nstart: 2027-01\n")
        #expect(fund.answerValue == "£0.00")
        #expect(fund.answerSentence == "No deposit is needed: saving £100.00 a month at 4% reaches £6,629.91 after 60 payments (5 years) on its own, more than the £5,000.00 target.")
    }

    /// A euro scenario takes en-IE's rules for money, dates and rates alike (Irish English
    /// writes 1,234.56 and 3.5%); a given rate stays as written, a solved one has two places.
    @Test func aEuroScenarioWritesItsRateByItsLocale() throws {
        let savings = try Self.summary("kind: savings\ncurrency: EUR\nprincipal: 1000\npayment: 100\nrate: 22.17\nyears: 2\nfuture-value: ?\nstart: 2027-01\n")
        #expect(Self.input(savings, "Interest rate") == "22.17%")
        #expect(Self.input(savings, "AER (annual equivalent rate)") == "24.57%")
        #expect(Self.input(savings, "First month") == "January 2027")
        #expect(savings.answerSentence.contains("€1,000.00"))
        let loan = try Self.summary("kind: loan\ncurrency: EUR\nprincipal: 350000\npayment: 1752.18\nyears: 25\nrate: ?\nstart: 2027-01\n")
        #expect(loan.answerValue == "3.5%")
    }

    /// The index shows what really leaves the account each month beside the contractual payment.
    @Test func theIndexLineSaysWhatIsPaidWithTheExtra() throws {
        let extra = try Self.summary("kind: loan\nprincipal: 250000\nrate: 4.5\nyears: 25\npayment: ?\nextra-monthly: 200\nstart: 2027-01\n")
        #expect(extra.answerValue == "£1,389.58")
        #expect(extra.indexDetail == "Monthly payment · £1,589.58 with the extra")
        let plain = try Self.summary("kind: loan\nprincipal: 250000\nrate: 4.5\nyears: 25\npayment: ?\nstart: 2027-01\n")
        #expect(plain.indexDetail == "Monthly payment")
    }

    @Test func aPaymentThatRoundsGivesOneTermEverywhere() throws {
        let home = try Self.summary("kind: loan\nprincipal: 350000\nrate: 3.5\npayment: 1752.18\nyears: ?\nstart: 2027-01\n")
        #expect(home.answerValue.hasPrefix("301 payments"))
        #expect(Self.input(home, "Term")?.hasPrefix("301 payments") == true)
        #expect(home.totals.first { $0.label == "Number of payments" }?.value.hasPrefix("301 payments") == true)
    }

    @Test func aLumpSumHasNoPaymentsAndSaysTheMonthItIsReached() throws {
        let lump = try Self.summary("kind: lump-sum\nprincipal: 1000\nrate: 4\nfuture-value: 2000\nyears: ?\nstart: 2027-01\n")
        #expect(!lump.answerSentence.contains("payment"))
        #expect(lump.answerSentence.contains(", in "))
        let term = try #require(Self.input(lump, "Term"))
        #expect(!term.contains("payment"))
        #expect(term.contains("reached in"))
        #expect(!term.contains("."))
        let given = try Self.summary("kind: lump-sum\nprincipal: 1000\nrate: 4\nyears: 5\nfuture-value: ?\nstart: 2027-01\n")
        #expect(Self.input(given, "Term") == "5 years")
    }

    @Test func savingsAndLumpSumsShowTheAER() throws {
        let lump = try Self.summary("kind: lump-sum\nprincipal: 1000\nfuture-value: 3000\nyears: 5\nrate: ?\nstart: 2027-01\n")
        #expect(Self.input(lump, "Interest rate") == "22.17%")
        #expect(Self.input(lump, "AER (annual equivalent rate)") == "24.57%")
        let loan = try Self.summary("kind: loan\nprincipal: 3000\nrate: 7\npayment: ?\npayments: 12\nstart: 2027-01\n")
        #expect(Self.input(loan, "AER (annual equivalent rate)") == nil)
    }

    @Test func anExtraEveryMonthIsInTheHeadlineAndTheInterestWithoutIt() throws {
        let yaml = TimeValueGoldenTests.cases[0].yaml
        let summary = TimeValueSummary(TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/o.yaml")))
        #expect(summary.answerSentence.contains("costs £1,243.66 a month; with the extra £100.00 you pay £1,343.66 a month"))
        #expect(summary.totals.contains { $0.label == "Total interest without overpaying" && $0.value == "£29,239.36" })
        // Only the one-off overpayment's row is tinted, not every row the monthly extra touches.
        let table = monthlyTable(TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/o.yaml")))
        #expect(table.html().components(separatedBy: "class=\"overpaid\"").count - 1 == 1)
        let yearly = TimeValueTables.yearly(TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/o.yaml")))
        #expect(yearly.columns.contains { $0.title.hasPrefix("Of which overpaid") })
    }
}
