import Testing
@testable import TallyScenarios

/// Every mistake a person can make in a lump-sum, savings or loan file, located exactly.
@Suite struct TimeValueScenarioErrorTests {
    @Test func decimalCommaInRateIsLocatedAtTheValue() {
        let errors = Parse.errors("""
        kind: loan
        title: Home
        principal: 350000
        rate: 3,5
        years: 25
        """)
        #expect(errors == [#"home.yaml:4:7: error: rate must be a percentage between 0 and 100, got "3,5""#])
    }

    @Test func unknownKeyGetsADidYouMean() {
        let errors = Parse.errors("""
        kind: loan
        principle: 350000
        rate: 3.5
        years: 25
        """)
        #expect(errors.contains("home.yaml:2:1: error: unknown key 'principle'; did you mean 'principal'?"))
    }

    @Test func everyErrorIsReportedNotJustTheFirst() {
        let errors = Parse.errors("""
        kind: savings
        principal: -5
        rate: abc
        payment: 10.001
        colour: red
        years: 5
        """)
        #expect(errors.count == 4)
        #expect(errors[0] == #"home.yaml:2:12: error: principal must not be negative, got "-5""#)
        #expect(errors[1] == #"home.yaml:3:7: error: rate must be a percentage between 0 and 100, got "abc""#)
        #expect(errors[2] == #"home.yaml:4:10: error: payment has at most 2 decimal places in GBP, got "10.001""#)
        #expect(errors[3].hasPrefix("home.yaml:5:1: error: unknown key 'colour'"))
    }

    @Test func givingEveryFieldNamesTheFields() {
        let errors = Parse.errors("""
        kind: lump-sum
        principal: 1000
        rate: 4
        future-value: 3000
        years: 5
        """)
        #expect(errors == ["home.yaml:1:1: error: every field is given, so there is nothing to solve: leave exactly one of principal, rate, future-value, years/payments blank (omit it, leave it empty or write ?)"])
    }

    @Test func leavingTwoBlankNamesThem() {
        let errors = Parse.errors("""
        kind: loan
        principal: 1000
        rate: ?
        payment:
        years: 5
        """)
        #expect(errors == ["home.yaml:3:7: error: rate and payment are both blank: leave exactly one of principal (or price and down-payment), rate, payment, years/payments blank and give the others"])
    }

    @Test func yearsAndPaymentsTogetherAreRefused() {
        let errors = Parse.errors("kind: loan\nprincipal: 1000\nrate: 5\nyears: 2\npayments: 24\n")
        #expect(errors == ["home.yaml:5:11: error: give the term as `years` or as `payments`, not both"])
    }

    @Test func aFieldOfAnotherCalculatorSaysWhichItBelongsTo() {
        let errors = Parse.errors("kind: lump-sum\nprincipal: 1000\nrate: 5\nyears: 2\npayment: 10\n")
        #expect(errors.contains("home.yaml:5:1: error: a lump-sum scenario has no `payment`; it belongs to `kind: savings` or `kind: loan`"))
    }

    @Test func aPaymentThatNeverRepaysIsExplainedInMoney() {
        let errors = Parse.errors("kind: loan\nprincipal: 200000\nrate: 6\npayment: 500\nyears: ?\n")
        #expect(errors == ["home.yaml:4:10: error: £500.00 a month never repays £200,000.00 at 6%: the first month's interest alone is £1,000.00"])
    }

    @Test func aTargetReachedByContributionsAloneNeedsNoDeposit() throws {
        // Once an error at 1:1 that stopped the whole build; a deposit of £0.00 is the answer.
        let scenario = try #require(Parse.timeValue("kind: savings\nprincipal: ?\npayment: 100\nrate: 4\nyears: 5\nfuture-value: 5000\n"))
        #expect(scenario.solution.principal == .zero)
    }

    @Test func purchaseMistakes() {
        #expect(Parse.errors("kind: loan\nprice: 300000\nrate: 5\nyears: 25\n")
            == ["home.yaml:2:8: error: price needs a `down-payment:` (an amount, a percentage such as 10%, or 0)"])
        #expect(Parse.errors("kind: loan\nprice: 300000\ndown-payment: 300000\nrate: 5\nyears: 25\n")
            == ["home.yaml:3:15: error: down-payment of £300,000.00 leaves nothing to borrow on a price of £300,000.00"])
        #expect(Parse.errors("kind: loan\nprice: 300000\ndown-payment: 120%\nrate: 5\nyears: 25\n")
            == [#"home.yaml:3:15: error: down-payment must be an amount or a percentage from 0% to 100%, got "120%""#])
        #expect(Parse.errors("kind: loan\nprincipal: 1\nprice: 300000\ndown-payment: 10%\nrate: 5\nyears: 25\n")
            == ["home.yaml:3:8: error: give `principal` or `price` with `down-payment`, not both"])
        #expect(Parse.errors("kind: loan\ndown-payment: 10%\nrate: 5\nyears: 25\npayment: 100\n")
            == ["home.yaml:2:15: error: down-payment needs a `price:` to be taken from"])
    }

    @Test func kindMistakes() {
        let kinds = ScenarioKind.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(Parse.errors("title: x\n") == ["home.yaml:1:1: error: missing `kind:` (one of \(kinds))"])
        #expect(Parse.errors("kind: lone\n") == [#"home.yaml:1:7: error: kind must be one of \#(kinds), got "lone"; did you mean 'loan'?"#])
    }

    @Test func valueMistakes() {
        #expect(Parse.errors("kind: loan\nprincipal: 1000\nrate: 5\nyears: 2\nstart: 2027-13\n")
            == [#"home.yaml:5:8: error: start must be a month written YYYY-MM, such as 2027-01, got "2027-13""#])
        #expect(Parse.errors("kind: loan\ncurrency: GPB\nprincipal: 1000\nrate: 5\nyears: 2\n")
            == [#"home.yaml:2:11: error: currency must be one of GBP, USD, EUR, CHF, CAD, AUD, NZD, JPY, SEK, NOK, DKK, INR, got "GPB"; did you mean 'GBP'?"#])
        #expect(Parse.errors("kind: loan\nprincipal: 1000\nrate: 5\nyears: 2.4\n").first?.hasPrefix("home.yaml:4:8: error: years must come to a whole number of months") == true)
        #expect(Parse.errors("kind: loan\nprincipal: 1000\nrate: 101\nyears: 2\n")
            == [#"home.yaml:3:7: error: rate must be a percentage between 0 and 100, got "101""#])
        #expect(Parse.errors("kind: loan\nprincipal: [1, 2]\nrate: 5\nyears: 2\n")
            == ["home.yaml:2:12: error: principal must be a single value, not a list or mapping"])
    }

    @Test func overpaymentMistakesAreLocatedInTheList() {
        let errors = Parse.errors("""
        kind: loan
        principal: 100000
        rate: 5
        years: 20
        overpayments:
          - date: 2028-02-30
            amount: 500
          - date: 2029-01
            amont: 10
        """)
        #expect(errors.contains(#"home.yaml:6:11: error: date must be a month written YYYY-MM, such as 2027-01, got "2028-02-30""#))
        #expect(errors.contains("home.yaml:8:5: error: missing `amount:`"))
        #expect(errors.contains("home.yaml:9:5: error: unknown key 'amont'; did you mean 'amount'?"))
    }

    @Test func yamlSyntaxErrorsAreLocated() throws {
        let errors = Parse.errors("kind: loan\nprincipal: [1000\nrate: 5\n")
        let error = try #require(errors.first)
        // At the `[` that is never closed, not where YAML gave up (issue 8).
        #expect(error.hasPrefix("home.yaml:2:12:"))
        #expect(error.contains("never closed"))
        #expect(Parse.errors("kind: loan\nprincipal: 1000\nrate: 5 : 6\n").first?.contains("YAML syntax") == true)
        #expect(Parse.errors("kind: loan\nrate: 1\nrate: 2\n").first?.contains("'rate' is given twice") == true)
        #expect(Parse.errors("") == ["home.yaml:1:1: error: the file is empty; a scenario starts with `kind:`"])
        #expect(Parse.errors("- a\n- b\n") == ["home.yaml:1:1: error: a scenario file must be a set of `key: value` lines"])
    }
}

/// Problems found in review: each once reached a silent wrong number or a crash.
@Suite struct TimeValueReviewRegressionTests {
    @Test func aPaymentThatRoundingCannotRepayEvenlyIsRefused() throws {
        let errors = Parse.errors("kind: loan\nprincipal: 999999\nrate: 20\nyears: 100\npayment: ?\n")
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.hasPrefix("home.yaml:5:10: error: £16,666.65 a month (rounded to the penny) does not repay £999,999.00 evenly"))
        #expect(error.contains("£1,016,665.65"))
    }

    @Test func anOverpaymentBeforeTheFirstPaymentIsLocated() {
        let errors = Parse.errors("kind: loan\nprincipal: 100000\nrate: 5\nyears: 20\nstart: 2027-01\noverpayments:\n  - date: 2026-06\n    amount: 20000\n")
        #expect(errors == ["home.yaml:7:11: error: an overpayment in June 2026 comes before the first payment in January 2027; move it, or set `start:` earlier"])
    }

    /// Issue 23: an overpayment after the loan ends was listed in the inputs and ignored.
    @Test func anOverpaymentAfterTheLastPaymentIsLocated() {
        let errors = Parse.errors("kind: loan\nprincipal: 100000\nrate: 5\nyears: 20\nstart: 2027-01\noverpayments:\n  - date: 2046-12\n    amount: 1000\n  - date: 2047-01\n    amount: 20000\n")
        #expect(errors == ["home.yaml:9:11: error: an overpayment in January 2047 comes after the last payment in December 2046, when the loan is repaid; move it earlier, or leave it out"])
    }

    /// Issue 23: one that an earlier overpayment makes too late (the loan is repaid by then) was
    /// silently ignored; it is a warning at its date, naming the month the loan is repaid.
    @Test func anOverpaymentAfterAnEarlyRepaymentIsAWarning() throws {
        let scenario = try #require(Parse.timeValue("kind: loan\nprincipal: 10000\nrate: 5\nyears: 20\nstart: 2027-01\noverpayments:\n  - date: 2027-03\n    amount: 9000\n  - date: 2040-01\n    amount: 500\n"))
        let warnings = Scenario.timeValue(scenario).warnings.map(\.description)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("home.yaml:9:11: warning: an overpayment in January 2040 comes after the loan is repaid in ") == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix(", earlier than its term because of the overpayments before it, so it is not used; move it earlier, or leave it out") == true)
        let inTime = try #require(Parse.timeValue("kind: loan\nprincipal: 10000\nrate: 5\nyears: 20\nstart: 2027-01\noverpayments:\n  - date: 2027-03\n    amount: 900\n  - date: 2030-01\n    amount: 500\n"))
        #expect(Scenario.timeValue(inTime).warnings.isEmpty)
    }

    @Test func signedDatesAreNotDates() {
        #expect(Parse.errors("kind: loan\nprincipal: 1000\nrate: 5\nyears: 2\nstart: 2027-+3\n").count == 1)
    }

    @Test func givenRatesAreShownAsWritten() throws {
        let scenario = try #require(Parse.timeValue("kind: loan\nprincipal: 1000\nrate: 1.005\nyears: 2\n"))
        #expect(scenario.solution.rate.description == "1.005%")
        let tiny = try #require(Parse.timeValue("kind: loan\nprincipal: 1000\nrate: 0.004\nyears: 2\n"))
        #expect(tiny.solution.rate.description == "0.004%")
    }
}
