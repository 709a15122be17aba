import Testing
@testable import TallyEngines

/// The worked cases every report relies on, and each calculator's zero-rate limits.
@Suite struct TimeValueSolverExampleTests {
    @Test func lumpSumRateToTripleInFiveYears() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), futureValue: pounds(3_000), payments: 60))
        #expect(solution.solved == .rate)
        #expect(solution.rate.description == "22.17%")
        #expect(abs(solution.rate.annualFraction - 0.221_746_373) < 1e-9)
        #expect(solution.payment == .zero)
    }

    @Test func lumpSumTermAtFourPercent() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(4), futureValue: pounds(3_000)))
        #expect(solution.solved == .term)
        #expect(abs(solution.payments - 330.13) < 0.005)
        #expect(Term.describe(payments: solution.payments) == "330.13 payments (27 years 6 months)")
        #expect(solution.scheduledPayments == 331)
    }

    @Test func lumpSumPrincipalNeededNow() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, rate: percent(4), futureValue: pounds(3_000), payments: 60))
        #expect(solution.principal == pence(245_701))
    }

    @Test func lumpSumFutureValue() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pence(245_701), rate: percent(4), payments: 60))
        // £2,457.01 × (1 + 0.04/12)^60 = £2,999.9996…, which rounds to the £3,000 it came from.
        #expect(solution.futureValue == pounds(3_000))
    }

    @Test func savingsFutureValueAndContributionsAlone() throws {
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: percent(4), payment: pounds(100), payments: 60))
        #expect(solution.futureValue == pence(662_990))
    }

    @Test func savingsDepositNotNeededIsZero() throws {
        // The contributions alone pass the target: the deposit needed is £0.00, an answer.
        let solution = try solve(TimeValueProblem(calculator: .savings, rate: percent(4), payment: pounds(100), futureValue: pounds(5_000), payments: 60))
        #expect(solution.principal == .zero)
    }

    @Test func loanTermAndItsScheduleForThreeThousandAtSeven() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(3_000), rate: percent(7), payment: pounds(350)))
        #expect(solution.solved == .term)
        #expect(abs(solution.payments - 8.82) < 0.005)
        let schedule = LoanAmortizer.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 9)
        #expect(schedule.rows.dropLast().allSatisfy { $0.payment == pounds(350) })
        #expect(schedule.rows.last?.payment == pence(28_671))
        #expect(schedule.totalInterest == pence(8_671))
        #expect(schedule.rows.last?.balance == .zero)
        #expect(schedule.payoffMonth == (try yearMonth(2026, 9)))
    }

    @Test func mortgagePaymentAndScheduleAtThreeAndAHalf() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(350_000), rate: percent(35, scale: 1), payments: 300))
        #expect(solution.payment == pence(175_218))
        #expect(Currency.gbp.format(solution.payment) == "£1,752.18")
        let schedule = LoanAmortizer.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 300)
        #expect(schedule.rows.dropLast().allSatisfy { $0.payment == pence(175_218) && $0.extra == .zero })
        #expect(schedule.rows.last?.payment == pence(175_331))
        #expect(schedule.rows.last?.extra == .zero)
        #expect(schedule.totalInterest == pence(17_565_513))
        #expect(schedule.totalPrincipal == pounds(350_000))
        #expect(schedule.payoffMonth == (try yearMonth(2050, 12)))
    }

    @Test func dollarMortgageAtSixPercent() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(200_000), rate: percent(6), payments: 360), .usd)
        #expect(Currency.usd.format(solution.payment) == "$1,199.10")
    }

    @Test func loanPrincipalAndRateRoundTripTheMortgage() throws {
        let principal = try solve(TimeValueProblem(calculator: .loan, rate: percent(35, scale: 1), payment: pence(175_218), payments: 300))
        // £1,752.18 is £0.0033 above the exact payment, worth £0.0033 × 199.6 ≈ 66p of loan.
        #expect(abs(principal.principal.minorUnits - 35_000_000) <= 70)
        let rate = try solve(TimeValueProblem(calculator: .loan, principal: pounds(350_000), payment: pence(175_218), payments: 300))
        #expect(rate.rate.description == "3.5%")
        #expect(abs(rate.rate.annualFraction - 0.035) < 1e-6)
    }

    @Test func currenciesWithoutMinorUnitsRoundToWholeUnits() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 30_000_000), rate: percent(2), payments: 420), .jpy)
        // ¥30,000,000 at 2% over 35 years: ¥99,378.83…, rounded to whole yen.
        #expect(solution.payment == Money(minorUnits: 99_379))
    }

    // MARK: Zero rates take the exact limits for every solvable field.

    @Test func lumpSumAtZero() throws {
        #expect(try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: .zero, payments: 60)).futureValue == pounds(1_000))
        #expect(try solve(TimeValueProblem(calculator: .lumpSum, rate: .zero, futureValue: pounds(1_000), payments: 60)).principal == pounds(1_000))
        let rate = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), futureValue: pounds(1_000), payments: 60))
        #expect(rate.rate.isZero)
        let term = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: .zero, futureValue: pounds(1_000)))
        #expect(term.payments == 0)
        #expect(term.scheduledPayments == 0)
    }

    @Test func savingsAtZero() throws {
        let base = TimeValueProblem(calculator: .savings, principal: pounds(1_000), rate: .zero, payment: pounds(100), futureValue: pounds(7_000), payments: 60)
        var problem = base
        problem.futureValue = nil
        #expect(try solve(problem).futureValue == pounds(7_000))
        problem = base
        problem.principal = nil
        #expect(try solve(problem).principal == pounds(1_000))
        problem = base
        problem.payment = nil
        #expect(try solve(problem).payment == pounds(100))
        problem = base
        problem.payments = nil
        #expect(try solve(problem).payments == 60)
        problem = base
        problem.rate = nil
        #expect(try solve(problem).rate.isZero)
        // A target equal to the deposit takes no time at all.
        let already = try solve(TimeValueProblem(calculator: .savings, principal: pounds(1_000), rate: percent(3), payment: pounds(10), futureValue: pounds(1_000)))
        #expect(already.payments == 0)
    }

    @Test func loanAtZero() throws {
        let base = TimeValueProblem(calculator: .loan, principal: pounds(12_000), rate: .zero, payment: pounds(200), payments: 60)
        var problem = base
        problem.payment = nil
        #expect(try solve(problem).payment == pounds(200))
        problem = base
        problem.principal = nil
        #expect(try solve(problem).principal == pounds(12_000))
        problem = base
        problem.payments = nil
        #expect(try solve(problem).payments == 60)
        problem = base
        problem.rate = nil
        #expect(try solve(problem).rate.isZero)
        // £1,000 over 3 months at 0%: £333.33 twice, then the last payment takes the penny.
        let thirds = try solve(TimeValueProblem(calculator: .loan, principal: pounds(1_000), rate: .zero, payments: 3))
        let schedule = LoanAmortizer.schedule(for: thirds, start: try yearMonth(2026, 1))
        #expect(schedule.rows.map(\.payment) == [pence(33_333), pence(33_333), pence(33_334)])
        #expect(schedule.totalInterest == .zero)
    }

    @Test func ignoredFieldsStayOutOfTheSolution() throws {
        let lump = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(4), payment: pounds(50), payments: 12))
        #expect(lump.payment == .zero)
        let loan = try solve(TimeValueProblem(calculator: .loan, principal: pounds(1_000), rate: percent(4), futureValue: pounds(50), payments: 12))
        #expect(loan.futureValue == .zero)
    }
}
