/// How a savings or loan rate was searched for, so a report can show the working: no formula
/// gives that rate, and `TimeValueSolver.solve` finds it with `SafeguardedRoot`.
public struct RateSearch: Sendable, Hashable {
    /// One monthly rate the search tried, and how far the formula then was from the given
    /// amount, in major units: positive means the rate was too high for savings (too much
    /// saved) and too low for a loan (the payments repay more than was borrowed).
    public struct Estimate: Sendable, Hashable {
        public let monthlyRate: Double
        public let gap: Double
    }

    /// The upper end of the interval searched, monthly (the lower end is 0): 1% a month,
    /// doubled until the formula's value crosses the given amount.
    public let upper: Double
    /// The estimates in the order tried; the last is the rate before it is kept to 12 places.
    public let estimates: [Estimate]
}

extension TimeValueSolver {
    /// The search `solve` makes for a savings or loan problem's rate, run again with each
    /// estimate recorded (the same code, so the same answer). Nil when no search is made:
    /// a lump sum's rate has a formula, a rate of exactly 0% is found by adding up, and a
    /// problem with no rate has none.
    public static func rateSearch(_ problem: TimeValueProblem, currency: Currency) -> RateSearch? {
        guard problem.missingFields == [.rate], problem.calculator != .lumpSum else { return nil }
        let givens = Givens(problem: problem, currency: currency)
        var upper = 0.0
        var tried: [Double] = []
        let record = { (rate: Double) in tried.append(rate) }
        do {
            try givens.validate(solving: .rate)
            if problem.calculator == .savings {
                _ = try givens.savingsRate(bracketed: { upper = $0 }, tried: record)
            } else {
                _ = try givens.loanRate(bracketed: { upper = $0 }, tried: record)
            }
        } catch {
            return nil
        }
        guard !tried.isEmpty else { return nil }
        let n = Double(givens.payments)
        let deposit = givens.major(givens.principal)
        let amount = givens.major(givens.payment)
        let target = givens.major(givens.futureValue)
        let estimates = tried.map { rate in
            let gap = problem.calculator == .savings
                ? deposit * Compounding.growth(rate, n) + amount * Compounding.futureAnnuity(rate, n) - target
                : amount * Compounding.presentAnnuity(rate, n) - deposit
            return RateSearch.Estimate(monthlyRate: rate, gap: gap)
        }
        return RateSearch(upper: upper, estimates: estimates)
    }
}
