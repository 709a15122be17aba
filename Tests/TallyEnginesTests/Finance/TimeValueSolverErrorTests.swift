import Testing
@testable import TallyEngines

/// Every way a problem can have no answer, and that each says why in money.
@Suite struct TimeValueSolverErrorTests {
    // MARK: Which field is blank

    @Test func noFieldBlank() {
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(1_000), rate: percent(5), payment: pounds(100), payments: 12))
        #expect(error?.message == "leave exactly one of principal, rate, payment, years/payments blank; none is blank")
        #expect(error?.fields == Calculator.loan.fields)
    }

    @Test func twoFieldsBlank() {
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(200_000), payments: 300))
        #expect(error?.message == "leave exactly one of principal, rate, payment, years/payments blank; rate and payment are both blank")
        #expect(error?.fields == [.rate, .payment])
    }

    @Test func threeFieldsBlankInSavings() {
        let error = failure(TimeValueProblem(calculator: .savings, principal: pounds(1_000), rate: percent(3)))
        #expect(error?.message == "leave exactly one of principal, payment, rate, future-value, years/payments blank; payment, future-value and years/payments are all blank")
        #expect(error?.fields == [.payment, .futureValue, .term])
    }

    @Test func lumpSumIgnoresPaymentWhenCountingBlanks() {
        let error = failure(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(3), futureValue: pounds(2_000), payments: 12))
        #expect(error?.message == "leave exactly one of principal, rate, future-value, years/payments blank; none is blank")
    }

    // MARK: Loans

    @Test func paymentThatNeverRepays() {
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(200_000), rate: percent(6), payment: pounds(500)))
        #expect(error?.message == "£500.00 a month never repays £200,000.00 at 6%: the first month's interest alone is £1,000.00")
        #expect(error?.fields == [.payment, .principal, .rate])
    }

    @Test func paymentEqualToTheInterestNeverRepays() {
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(200_000), rate: percent(6), payment: pounds(1_000)))
        #expect(error?.message == "£1,000.00 a month never repays £200,000.00 at 6%: the first month's interest alone is £1,000.00")
        // A penny more repays, slowly: ln(100001)/ln(1.005) ≈ 2,308 payments.
        let slow = try? solve(TimeValueProblem(calculator: .loan, principal: pounds(200_000), rate: percent(6), payment: pence(100_001)))
        #expect(slow.map { abs($0.payments - 2_308.3) < 0.1 } == true)
    }

    @Test func paymentsTotallingLessThanTheLoanHaveNoRate() {
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(10_000), payment: pounds(100), payments: 60))
        #expect(error?.message == "60 payments of £100.00 total £6,000.00, less than the £10,000.00 borrowed: no rate makes them repay it")
        #expect(error?.fields.contains(.rate) == true)
    }

    @Test func loanNeedsSomethingBorrowedAndSomethingPaid() {
        let noLoan = failure(TimeValueProblem(calculator: .loan, principal: .zero, rate: percent(5), payments: 12))
        #expect(noLoan?.message == "the amount borrowed must be more than zero")
        #expect(noLoan?.fields == [.principal])
        let noPayment = failure(TimeValueProblem(calculator: .loan, rate: percent(5), payment: .zero, payments: 12))
        #expect(noPayment?.message == "the monthly payment must be more than zero")
        #expect(noPayment?.fields == [.payment])
    }

    // MARK: Savings

    @Test func contributionNotNeededWhenTheDepositAloneReachesTheTarget() throws {
        // An answer, not an error: £0.00 a month.
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: pounds(5_000), rate: percent(4), futureValue: pounds(6_000), payments: 60))
        #expect(solution.payment == .zero)
    }

    @Test func targetBelowTheDepositHasNoTerm() {
        let error = failure(TimeValueProblem(calculator: .savings, principal: pounds(5_000), rate: percent(4), payment: pounds(100), futureValue: pounds(4_000)))
        #expect(error?.message == "the £4,000.00 target is less than the £5,000.00 initial deposit: it is reached before the first contribution")
        #expect(error?.fields == [.futureValue, .principal])
    }

    @Test func savingsThatNeverGrow() {
        let flat = failure(TimeValueProblem(calculator: .savings, principal: pounds(1_000), rate: .zero, payment: .zero, futureValue: pounds(2_000)))
        #expect(flat?.message == "at 0% with no monthly contribution £1,000.00 never grows to £2,000.00")
        let empty = failure(TimeValueProblem(calculator: .savings, principal: .zero, rate: percent(5), payment: .zero, futureValue: pounds(2_000)))
        #expect(empty?.message == "with no deposit and no monthly contribution nothing grows to £2,000.00")
        let emptyRate = failure(TimeValueProblem(calculator: .savings, principal: .zero, payment: .zero, futureValue: pounds(2_000), payments: 12))
        #expect(emptyRate?.message == "with no deposit and no monthly contribution nothing grows to £2,000.00")
    }

    @Test func contributionsBeyondTheTargetAtZeroHaveNoRate() {
        let both = failure(TimeValueProblem(calculator: .savings, principal: pounds(1_000), payment: pounds(100), futureValue: pounds(5_000), payments: 60))
        #expect(both?.message == "£1,000.00 deposited plus £100.00 a month for 60 payments (5 years) already make £7,000.00 at 0%, more than the £5,000.00 target: no positive rate fits")
        #expect(both?.fields.first == .rate)
        let monthly = failure(TimeValueProblem(calculator: .savings, principal: .zero, payment: pounds(100), futureValue: pounds(5_000), payments: 60))
        #expect(monthly?.message == "£100.00 a month for 60 payments (5 years) already makes £6,000.00 at 0%, more than the £5,000.00 target: no positive rate fits")
        let deposit = failure(TimeValueProblem(calculator: .savings, principal: pounds(6_000), payment: .zero, futureValue: pounds(5_000), payments: 60))
        #expect(deposit?.message == "the £6,000.00 deposit alone is more than the £5,000.00 target: no positive rate fits")
    }

    // MARK: Lump sums

    @Test func aPositiveRateCannotShrinkALumpSum() {
        let rate = failure(TimeValueProblem(calculator: .lumpSum, principal: pounds(3_000), futureValue: pounds(2_000), payments: 60))
        #expect(rate?.message == "the £2,000.00 target is less than the £3,000.00 invested: a positive rate cannot shrink money, so no rate reaches it")
        #expect(rate?.fields == [.futureValue, .principal])
        let term = failure(TimeValueProblem(calculator: .lumpSum, principal: pounds(3_000), rate: percent(4), futureValue: pounds(2_000)))
        #expect(term?.message == "the £2,000.00 target is less than the £3,000.00 invested: a positive rate cannot shrink money, so no term reaches it")
    }

    @Test func lumpSumThatCannotGrow() {
        let flat = failure(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: .zero, futureValue: pounds(3_000)))
        #expect(flat?.message == "at 0% £1,000.00 never grows to £3,000.00")
        #expect(flat?.fields == [.rate, .futureValue])
        let nothing = failure(TimeValueProblem(calculator: .lumpSum, principal: .zero, futureValue: pounds(3_000), payments: 60))
        #expect(nothing?.message == "the amount invested must be more than zero: nothing grows from nothing")
        #expect(nothing?.fields == [.principal])
    }

    @Test func aRateBeyondAnyHouseholdIsRefused() {
        // £1 borrowed, one payment of £1,000,000: 99,999,900% a month.
        let error = failure(TimeValueProblem(calculator: .loan, principal: pounds(1), payment: pounds(1_000_000), payments: 1))
        #expect(error?.message == "no interest rate up to 8,400% a year fits these values")
        #expect(error?.fields == [.rate])
        // The edge of the search: £1 repaid by £8 a month later is 700% a month.
        let steep = try? solve(TimeValueProblem(calculator: .loan, principal: pounds(1), payment: pounds(8), payments: 1))
        #expect(steep?.rate.description == "8,400%")
        let steeper = failure(TimeValueProblem(calculator: .loan, principal: pounds(1), payment: pence(801), payments: 1))
        #expect(steeper?.message == "no interest rate up to 8,400% a year fits these values")
    }

    // MARK: Inputs out of range

    @Test func negativeInputs() {
        let principal = failure(TimeValueProblem(calculator: .loan, principal: pounds(-5), rate: percent(5), payments: 12))
        #expect(principal?.message == "the amount borrowed can't be negative (\u{2212}£5.00)")
        #expect(principal?.fields == [.principal])
        let payment = failure(TimeValueProblem(calculator: .savings, principal: pounds(5), rate: percent(5), payment: pounds(-1), payments: 12))
        #expect(payment?.message == "the monthly contribution can't be negative (\u{2212}£1.00)")
        let target = failure(TimeValueProblem(calculator: .lumpSum, rate: percent(5), futureValue: pounds(-1), payments: 12))
        #expect(target?.message == "the future value can't be negative (\u{2212}£1.00)")
        let rate = failure(TimeValueProblem(calculator: .loan, principal: pounds(5), rate: percent(-25, scale: 1), payments: 12))
        #expect(rate?.message == "the interest rate can't be negative (\u{2212}2.5%)")
        #expect(rate?.fields == [.rate])
        let term = failure(TimeValueProblem(calculator: .loan, principal: pounds(5), rate: percent(5), payments: -3))
        #expect(term?.message == "the term must be at least one payment, not -3")
    }

    @Test func zeroAndEndlessTerms() {
        for calculator in Calculator.allCases {
            // The loan's blank is its payment; the others leave the future value blank.
            let payment = calculator == .loan ? nil : Optional(pounds(1))
            let zero = failure(TimeValueProblem(calculator: calculator, principal: pounds(5), rate: percent(5), payment: payment, payments: 0))
            #expect(zero?.message == "the term must be at least one payment, not 0")
            #expect(zero?.fields == [.term])
        }
        let long = failure(TimeValueProblem(calculator: .loan, principal: pounds(5), rate: percent(5), payments: 12_001))
        #expect(long?.message == "the term can't be more than 12000 payments (1,000 years), not 12001")
        let slow = failure(TimeValueProblem(calculator: .lumpSum, principal: pounds(1), rate: percent(1, scale: 4), futureValue: pounds(1_000_000)))
        #expect(slow?.message == "it would take more than 12000 payments (1,000 years)")
        #expect(slow?.fields == [.term])
    }

    @Test func amountsTooLargeToWrite() {
        let error = failure(TimeValueProblem(calculator: .lumpSum, principal: Money(minorUnits: 1_000_000_000_000_000), rate: percent(50), payments: 60))
        #expect(error?.message == "the future value comes out too large to write down; check the other values")
        #expect(error?.fields == [.futureValue])
    }

    @Test func growthBeyondReasonIsRefusedBeforeAnyArithmetic() {
        // 50% for 50 years multiplies money by about 4e10; for 60 years, by 4e12.
        #expect(failure(TimeValueProblem(calculator: .savings, principal: pounds(1), rate: percent(50), payment: pounds(1), payments: 600)) == nil)
        for calculator in Calculator.allCases {
            let error = failure(TimeValueProblem(calculator: calculator, principal: pounds(1), rate: percent(50), payment: calculator == .loan ? nil : pounds(1), payments: 720))
            #expect(error?.message == "at 50% for 720 payments (60 years) money would grow more than a trillion-fold; these values are beyond what this calculator works to")
            #expect(error?.fields == [.rate, .term])
        }
    }
}
