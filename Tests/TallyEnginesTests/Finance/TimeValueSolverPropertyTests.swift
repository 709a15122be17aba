import Testing
import TallyTestSupport
@testable import TallyEngines

/// Round trips over many generated problems: build a consistent problem from a random rate,
/// term and amounts, blank each field in turn, solve it, and check the answer against the
/// textbook equation (computed independently with `pow`).
///
/// Tolerances, and why:
/// - Residual: the equation R(P, i, PMT, A, n) = 0 evaluated at the solution. A solved amount is
///   rounded half-up, so R can be off by half a minor unit times |∂R/∂X| for that field; a solved
///   rate or term is not rounded (the rate is quantised to 1e-14, far below a cent), so R is zero
///   up to floating point. Floating point is allowed 1e-10 of the problem's largest amount.
/// - Recovered field: the generated problem's dependent amount D (the future value, or a loan's
///   payment) was itself rounded to the minor unit, which moves the exact root by up to
///   0.005 × |∂R/∂D| / |∂R/∂X|; a solved amount adds its own half unit. 1% is added for the
///   first-order approximation, and 1e-9 relative for floating point.
@Suite struct TimeValueSolverPropertyTests {
    static let problemsPerCalculator = 600

    @Test(arguments: Calculator.allCases)
    func everyFieldRoundTrips(calculator: Calculator) throws {
        var random = SeededRandom(seed: 0x7A11_F1A4 &+ UInt64(calculator.fields.count))
        var solved = 0
        for _ in 0..<Self.problemsPerCalculator {
            let full = try Self.consistentProblem(calculator, using: &random)
            for field in calculator.fields {
                var problem = full
                problem.blank(field)
                if let expected = Self.legitimateFailure(of: problem, blank: field, full: full) {
                    #expect(failure(problem)?.message.contains(expected) == true, "\(problem)")
                    continue
                }
                let solution = try solve(problem)
                try Self.check(solution, against: full, field: field)
                solved += 1
            }
        }
        // The generator keeps legitimate failures rare, so almost every case is a real solve.
        #expect(solved > Self.problemsPerCalculator * calculator.fields.count * 95 / 100)
    }

    /// A problem with every field filled and consistent: the dependent amount solved and rounded.
    static func consistentProblem(_ calculator: Calculator, using random: inout SeededRandom) throws -> TimeValueProblem {
        // One problem in twenty at 0%, the rest 0.10% to 15.00%.
        let rate = Int.random(in: 0..<20, using: &random) == 0 ? AnnualRate.zero : percent(Int64.random(in: 10...1_500, using: &random), scale: 2)
        let payments = Int.random(in: 1...480, using: &random)
        switch calculator {
        case .lumpSum:
            var problem = TimeValueProblem(calculator: .lumpSum, principal: pence(Int64.random(in: 100_000...100_000_000, using: &random)), rate: rate, payments: payments)
            problem.futureValue = try solve(problem).futureValue
            return problem
        case .savings:
            var problem = TimeValueProblem(
                calculator: .savings, principal: pence(Int64.random(in: 100...10_000_000, using: &random)), rate: rate,
                payment: pence(Int64.random(in: 100...200_000, using: &random)), payments: payments)
            problem.futureValue = try solve(problem).futureValue
            return problem
        case .loan:
            var problem = TimeValueProblem(calculator: .loan, principal: pence(Int64.random(in: 100_000...100_000_000, using: &random)), rate: rate, payments: payments)
            problem.payment = try solve(problem).payment
            return problem
        }
    }

    /// The one failure a consistent problem may rightly have: at 0% a loan's rounded-down payment
    /// totals a little less than the loan, so no rate at all repays it.
    static func legitimateFailure(of problem: TimeValueProblem, blank field: TimeValueField, full: TimeValueProblem) -> String? {
        guard field == .rate, full.calculator == .loan, full.rate?.isZero == true,
              let payment = full.payment, let principal = full.principal, let count = full.payments,
              payment.minorUnits * Int64(count) < principal.minorUnits else { return nil }
        return "no rate makes them repay it"
    }

    static func check(_ solution: TimeValueSolution, against full: TimeValueProblem, field: TimeValueField) throws {
        #expect(solution.solved == field)
        let calculator = full.calculator
        let given = try Point(full)
        let found = Point(solution)
        let scale = max(given.principal, given.payment, given.futureValue, 1)
        let floatingPoint = 1e-10 * scale * max(1, Reference.growth(given.monthlyRate, given.payments))
        let isAmount = field == .principal || field == .payment || field == .futureValue
        let halfUnit = 0.005

        let residual = found.residual(calculator)
        let residualAllowed = (isAmount ? halfUnit * abs(found.slope(calculator, field)) : 0) + floatingPoint
        #expect(abs(residual) <= residualAllowed, "\(calculator) \(field): residual \(residual) > \(residualAllowed) for \(full)")

        let dependent: TimeValueField = calculator == .loan ? .payment : .futureValue
        let sensitivity = abs(given.slope(calculator, field))
        guard sensitivity > 0 else { return }  // e.g. a lump sum's term at 0%: any term fits.
        let moved = 1.01 * halfUnit * abs(given.slope(calculator, dependent)) / sensitivity
        let recoveredAllowed = moved + (isAmount ? halfUnit : 0) + 1e-9 * abs(given[field]) + (isAmount ? floatingPoint : 0)
        let difference = abs(found[field] - given[field])
        #expect(difference <= recoveredAllowed, "\(calculator) \(field): off by \(difference) > \(recoveredAllowed) for \(full)")
    }
}

/// A problem's values as the textbook equation takes them: major units, monthly rate, payments.
struct Point {
    var principal: Double
    var monthlyRate: Double
    var payment: Double
    var futureValue: Double
    var payments: Double

    init(_ problem: TimeValueProblem) throws {
        principal = try #require(problem.principal).major()
        monthlyRate = try #require(problem.rate).monthlyFraction
        payment = problem.payment?.major() ?? 0
        futureValue = problem.futureValue?.major() ?? 0
        payments = Double(try #require(problem.payments))
    }

    init(_ solution: TimeValueSolution) {
        principal = solution.principal.major()
        monthlyRate = solution.rate.monthlyFraction
        payment = solution.payment.major()
        futureValue = solution.futureValue.major()
        payments = solution.payments
    }

    subscript(field: TimeValueField) -> Double {
        get {
            switch field {
            case .principal: return principal
            case .rate: return monthlyRate
            case .payment: return payment
            case .futureValue: return futureValue
            case .term: return payments
            }
        }
        set {
            switch field {
            case .principal: principal = newValue
            case .rate: monthlyRate = newValue
            case .payment: payment = newValue
            case .futureValue: futureValue = newValue
            case .term: payments = newValue
            }
        }
    }

    func residual(_ calculator: Calculator) -> Double {
        Reference.residual(calculator, principal: principal, monthlyRate: monthlyRate, payment: payment, futureValue: futureValue, payments: payments)
    }

    /// ∂R/∂field by a central difference (R is linear in the amounts, smooth in rate and term).
    func slope(_ calculator: Calculator, _ field: TimeValueField) -> Double {
        let step = max(abs(self[field]) * 1e-6, 1e-9)
        var above = self
        above[field] += step
        var below = self
        below[field] -= step
        return (above.residual(calculator) - below.residual(calculator)) / (2 * step)
    }
}

extension TimeValueProblem {
    mutating func blank(_ field: TimeValueField) {
        switch field {
        case .principal: principal = nil
        case .rate: rate = nil
        case .payment: payment = nil
        case .futureValue: futureValue = nil
        case .term: payments = nil
        }
    }
}
