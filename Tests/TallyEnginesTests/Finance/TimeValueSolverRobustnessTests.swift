import Testing
import TallyTestSupport
@testable import TallyEngines

/// Wild inputs, well outside any household's, must give a solution or an error, never a trap,
/// a NaN or a negative amount.
@Suite struct TimeValueSolverRobustnessTests {
    @Test func wildProblemsSolveOrSayWhy() throws {
        var random = SeededRandom(seed: 0xB0B0)
        var solved = 0
        var refused = 0
        let start = try yearMonth(2026, 1)
        for _ in 0..<3_000 {
            let calculator = Calculator.allCases[Int.random(in: 0..<3, using: &random)]
            var problem = TimeValueProblem(
                calculator: calculator,
                principal: Self.wildAmount(using: &random),
                rate: Self.wildRate(using: &random),
                payment: Self.wildAmount(using: &random),
                futureValue: Self.wildAmount(using: &random),
                payments: Self.wildTerm(using: &random))
            // Usually one blank; sometimes none or two, which must be refused.
            var fields = calculator.fields
            fields.shuffle(using: &random)
            for field in fields.prefix([1, 1, 1, 1, 0, 2][Int.random(in: 0..<6, using: &random)]) { problem.blank(field) }

            do {
                let solution = try TimeValueSolver.solve(problem, currency: .gbp)
                solved += 1
                #expect(problem.missingFields.count == 1)
                #expect(solution.payments.isFinite && solution.payments >= 0, "\(problem)")
                #expect(!solution.principal.isNegative && !solution.payment.isNegative && !solution.futureValue.isNegative, "\(problem)")
                #expect(!solution.rate.percent.isNegative, "\(problem)")
                if solution.scheduledPayments <= 600 {
                    if calculator == .loan {
                        // A solved loan can round to nothing (a penny a month at thousands of percent).
                        let rows = LoanAmortizer.schedule(for: solution, start: start).rows
                        #expect(rows.isEmpty ? solution.principal == .zero : rows.last?.balance == .zero, "\(problem) -> \(solution) rows \(rows.count)")
                    } else {
                        _ = SavingsProjector.schedule(for: solution, start: start)
                    }
                }
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
                #expect(!error.fields.isEmpty, "\(error.message)")
                #expect(!error.message.contains("nan") && !error.message.contains("inf"), "\(error.message)")
            }
        }
        #expect(solved > 300)
        #expect(refused > 500)
    }

    /// Zero, pennies, household sums, or sums in the trillions.
    static func wildAmount(using random: inout SeededRandom) -> Money {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .zero
        case 1: return pence(Int64.random(in: 1...100, using: &random))
        case 2: return pence(Int64.random(in: 100...100_000_000, using: &random))
        case 3: return pence(Int64.random(in: 1...1_000_000_000_000_000, using: &random))
        default: return pence(-Int64.random(in: 1...100_000, using: &random))
        }
    }

    static func wildRate(using random: inout SeededRandom) -> AnnualRate {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .zero
        case 1: return percent(Int64.random(in: 1...100, using: &random), scale: 6)
        case 2: return percent(Int64.random(in: 1...2_000, using: &random), scale: 2)
        case 3: return percent(Int64.random(in: 1...1_000_000, using: &random), scale: 2)
        default: return percent(-Int64.random(in: 1...500, using: &random), scale: 2)
        }
    }

    static func wildTerm(using random: inout SeededRandom) -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return Int.random(in: -2...1, using: &random)
        case 1: return Int.random(in: 1...600, using: &random)
        default: return Int.random(in: 1...13_000, using: &random)
        }
    }
}
