import Testing
import TallyTestSupport
@testable import TallyEngines

/// A solved amount is the formula's true value rounded half away from zero to the minor unit, at
/// every size `Money` holds: checked against the formula worked in exact fractions here, by
/// multiplying out (1 + r)^n month by month rather than through the solver's own fractions.
@Suite struct SolvedAmountExactnessTests {
    @Test func aHugeLoanIsRepaidByTheExactPayment() throws {
        // 999,999,999,999 × (1 + 0.05/12) = 1,004,166,666,665.6625: the payment is …665.66
        // (Python's fractions agree); working in Double once gave …666.67.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(999_999_999_999), rate: percent(5), payments: 1))
        #expect(solution.payment == pence(100_416_666_666_566))
    }

    @Test func aTieRoundsAwayFromZero() throws {
        // £1.00 over 8 payments at 0% is 12.5p exactly: 13p.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(1), rate: .zero, payments: 8))
        #expect(solution.payment == pence(13))
    }

    @Test func loanPaymentsAreTheFormulaRoundedOnce() throws {
        var random = SeededRandom(seed: 0xE8AC)
        for _ in 0..<300 {
            // Principals from £1 to £9 trillion (most of them past where Double keeps pennies),
            // rates of up to four decimals, terms up to 10 years.
            let digits = Int.random(in: 2...16, using: &random)
            var upper: Int64 = 1
            for _ in 0..<digits { upper *= 10 }
            let principal = pence(Int64.random(in: 100...min(upper, 900_000_000_000_000), using: &random))
            let rate = percent(Int64.random(in: 0...150_000, using: &random), scale: 4)
            let payments = Int.random(in: 1...120, using: &random)
            let solution = try solve(TimeValueProblem(calculator: .loan, principal: principal, rate: rate, payments: payments))
            let exact = Self.loanPayment(principal: principal, rate: rate, payments: payments)
            #expect(Self.isRounding(of: exact, solution.payment), "\(principal.minorUnits) at \(rate) over \(payments): \(solution.payment.minorUnits)")
        }
    }

    @Test func savingsFutureValuesAreTheFormulaRoundedOnce() throws {
        var random = SeededRandom(seed: 0xE8AD)
        for _ in 0..<300 {
            let deposit = pence(Int64.random(in: 0...90_000_000_000_000, using: &random))
            let contribution = pence(Int64.random(in: 0...9_000_000_000, using: &random))
            let rate = percent(Int64.random(in: 0...150_000, using: &random), scale: 4)
            let payments = Int.random(in: 1...120, using: &random)
            let solution = try solve(TimeValueProblem(calculator: .savings, principal: deposit, rate: rate, payment: contribution, payments: payments))
            let growth = Self.growth(rate, payments)
            // ((1 + r)^n − 1)/r, or n at 0%.
            let annuity = rate.isZero ? ExactFraction(Int64(payments)) : ((growth - ExactFraction(1)) / Self.monthly(rate)) ?? .zero
            let exact = ExactFraction(deposit.minorUnits) * growth + ExactFraction(contribution.minorUnits) * annuity
            #expect(Self.isRounding(of: exact, solution.futureValue), "\(deposit.minorUnits) + \(contribution.minorUnits) at \(rate) over \(payments)")
        }
    }

    // MARK: The formula in fractions

    static func monthly(_ rate: AnnualRate) -> ExactFraction {
        var denominator: Int64 = 1200
        for _ in 0..<rate.percent.scale { denominator *= 10 }
        return ExactFraction(rate.percent.mantissa, over: denominator) ?? .zero
    }

    static func growth(_ rate: AnnualRate, _ payments: Int) -> ExactFraction {
        var growth = ExactFraction(1)
        let step = ExactFraction(1) + monthly(rate)
        for _ in 0..<payments { growth = growth * step }
        return growth
    }

    /// P·r·g/(g − 1) with g = (1 + r)^n, or P/n at 0%.
    static func loanPayment(principal: Money, rate: AnnualRate, payments: Int) -> ExactFraction {
        let amount = ExactFraction(principal.minorUnits)
        if rate.isZero { return (amount / ExactFraction(Int64(payments))) ?? .zero }
        let growth = growth(rate, payments)
        return ((amount * monthly(rate) * growth) / (growth - ExactFraction(1))) ?? .zero
    }

    /// Whether `amount` is `value` rounded half away from zero: |value| − ½ ≤ |amount| < |value| + ½.
    static func isRounding(of value: ExactFraction, _ amount: Money) -> Bool {
        let half = ExactFraction(1, over: 2) ?? .zero
        let magnitude = value.isNegative ? -value : value
        let units = ExactFraction(amount.minorUnits.magnitude > 0 ? Int64(amount.minorUnits.magnitude) : 0)
        return units - half <= magnitude && magnitude < units + half
    }
}
