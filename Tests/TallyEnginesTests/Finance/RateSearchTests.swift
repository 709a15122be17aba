import Testing
@testable import TallyEngines

/// `TimeValueSolver.rateSearch` shows the search `solve` makes: the same estimates, ending at
/// the same answer, so a report's table of them is the solver's own.
@Suite struct RateSearchTests {
    static let problems: [TimeValueProblem] = [
        TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 2_000_000), payment: Money(minorUnits: 40_000), payments: 60),
        TimeValueProblem(calculator: .savings, principal: Money(minorUnits: 200_000), payment: Money(minorUnits: 15_000),
                         futureValue: Money(minorUnits: 1_500_000), payments: 60),
        // Far from the first bracket: 1% a month is doubled several times before the search.
        TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 100_000), payment: Money(minorUnits: 60_000), payments: 12),
    ]

    @Test(arguments: problems)
    func theLastEstimateIsTheSolversRate(problem: TimeValueProblem) throws {
        let solution = try TimeValueSolver.solve(problem, currency: .gbp)
        let search = try #require(TimeValueSolver.rateSearch(problem, currency: .gbp))
        let last = try #require(search.estimates.last)
        #expect(AnnualRate(solvedFraction: last.monthlyRate * 12) == solution.rate)
        #expect(abs(last.gap) < 1e-6)
        #expect(search.estimates.allSatisfy { $0.monthlyRate >= 0 && $0.monthlyRate <= search.upper })
        // The bracket is the first one, doubled, that holds the answer.
        #expect(search.upper >= last.monthlyRate && search.upper / 2 <= max(last.monthlyRate, 0.01))
    }

    @Test func noSearchIsMadeWhereAFormulaOrAdditionGivesTheRate() {
        let lumpSum = TimeValueProblem(calculator: .lumpSum, principal: Money(minorUnits: 100_000), futureValue: Money(minorUnits: 300_000), payments: 60)
        #expect(TimeValueSolver.rateSearch(lumpSum, currency: .gbp) == nil)
        let interestFree = TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 120_000), payment: Money(minorUnits: 10_000), payments: 12)
        #expect(TimeValueSolver.rateSearch(interestFree, currency: .gbp) == nil)
        let given = TimeValueProblem(calculator: .loan, principal: Money(minorUnits: 120_000), rate: AnnualRate(percent: ExactDecimal(mantissa: 5, scale: 0)), payments: 12)
        #expect(TimeValueSolver.rateSearch(given, currency: .gbp) == nil)
    }
}
