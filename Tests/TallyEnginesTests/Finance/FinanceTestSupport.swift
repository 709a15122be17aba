import Foundation
import TallyTestSupport
import Testing
@testable import TallyEngines



/// Whole pounds (or dollars) as money.
func pounds(_ whole: Int64) -> Money { Money(minorUnits: whole * 100) }

/// Pence (or cents) as money.
func pence(_ minor: Int64) -> Money { Money(minorUnits: minor) }

/// A rate written as `mantissa × 10^-scale` percent: `percent(35, scale: 1)` is 3.5%.
func percent(_ mantissa: Int64, scale: Int = 0) -> AnnualRate {
    AnnualRate(percent: ExactDecimal(mantissa: mantissa, scale: scale))
}

/// A month that must exist, failing the test rather than crashing when it does not.
func yearMonth(_ year: Int, _ month: Int) throws -> YearMonth {
    try #require(YearMonth(year: year, month: month))
}

/// Solves, turning a finance error into a recorded test failure by rethrowing it.
func solve(_ problem: TimeValueProblem, _ currency: Currency = .gbp) throws -> TimeValueSolution {
    try TimeValueSolver.solve(problem, currency: currency)
}

/// The error a problem throws, or nil when it solves.
func failure(_ problem: TimeValueProblem, _ currency: Currency = .gbp) -> FinanceError? {
    do {
        _ = try TimeValueSolver.solve(problem, currency: currency)
        return nil
    } catch {
        return error
    }
}

/// The textbook formulas written out afresh (not the engine's helpers), so the property tests
/// check the solver against something it did not compute itself. `log1p`/`expm1` rather than
/// `pow(1 + i, n)`: for the tiny rates a 0% problem solves to (i ≈ 1e-9), forming `1 + i` alone
/// loses eight digits of i and the reference, not the solver, would be wrong.
enum Reference {
    static func growth(_ i: Double, _ n: Double) -> Double { exp(n * log1p(i)) }

    static func futureAnnuity(_ i: Double, _ n: Double) -> Double {
        i == 0 ? n : expm1(n * log1p(i)) / i
    }

    static func presentAnnuity(_ i: Double, _ n: Double) -> Double {
        i == 0 ? n : -expm1(-n * log1p(i)) / i
    }

    /// How far a solution is from satisfying its calculator's equation, in major units:
    /// lump sum P·g − A, savings P·g + PMT·s − A, loan PMT·a − P.
    static func residual(
        _ calculator: Calculator, principal: Double, monthlyRate i: Double, payment: Double,
        futureValue: Double, payments n: Double
    ) -> Double {
        switch calculator {
        case .lumpSum: return principal * growth(i, n) - futureValue
        case .savings: return principal * growth(i, n) + payment * futureAnnuity(i, n) - futureValue
        case .loan: return payment * presentAnnuity(i, n) - principal
        }
    }

    static func residual(_ solution: TimeValueSolution) -> Double {
        residual(
            solution.calculator, principal: solution.principal.major(), monthlyRate: solution.rate.monthlyFraction,
            payment: solution.payment.major(), futureValue: solution.futureValue.major(), payments: solution.payments)
    }
}

/// A one-rate loan's schedule with extra payments, as a scenario's `ratedSchedule(overpaying:)`
/// builds it: the solved payment, then `extraMonthly` on every payment and each overpayment on
/// its month's.
func overpaidSchedule(for solution: TimeValueSolution, start: YearMonth, extraMonthly: Money = .zero,
                      overpayments: [Overpayment] = [], currency: Currency = .gbp) throws -> LoanSchedule {
    try RatedLoanSchedule.build(principal: solution.principal, payments: solution.scheduledPayments, firstPayment: max(solution.payment, .zero),
                                stretches: RatePlan(start: solution.rate).stretches(payments: solution.scheduledPayments), start: start,
                                currency: currency, extraMonthly: extraMonthly, overpayments: overpayments).schedule
}
