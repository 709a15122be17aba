import Testing
import TallyTestSupport
@testable import TallyEngines

/// A month's interest is computed in 64 bits when it cannot overflow and in 128 otherwise; both
/// must round exactly as `balance × percent / 1200`, half away from zero, always has.
@Suite struct MonthlyInterestTests {
    /// The definition, in 128 bits throughout.
    static func reference(_ rate: AnnualRate, _ balance: Money) -> Money {
        var denominator: Int128 = 1200
        for _ in 0..<rate.percent.scale { denominator *= 10 }
        let numerator = Int128(balance.minorUnits) * Int128(rate.percent.mantissa)
        let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
        return Money(minorUnits: Int64(numerator < 0 ? -magnitude : magnitude))
    }

    @Test func workedExamples() {
        // 3.5% of £250,000 for a month is £729.1666…, rounded to £729.17.
        #expect(percent(35, scale: 1).monthlyInterest(on: pence(25_000_000)) == pence(72_917))
        // Half a penny rounds away from zero, on either side.
        #expect(percent(6).monthlyInterest(on: pence(100)) == pence(1))
        #expect(percent(6).monthlyInterest(on: pence(-100)) == pence(-1))
        #expect(percent(6).monthlyInterest(on: pence(99)) == pence(0))
    }

    /// Balances up to 10^15 minor units and rates up to 10^6 (so the result fits in 64 bits)
    /// reach products far past 2^61, where the 128-bit path takes over.
    @Test func agreesWithTheDefinitionFromPenniesToOverflow() {
        var random = SeededRandom(seed: 0x1200)
        for _ in 0..<20_000 {
            let scale = Int.random(in: 0...14, using: &random)
            let mantissa = Int64.random(in: -1_000_000...1_000_000, using: &random) >> Int64.random(in: 0...19, using: &random)
            let rate = AnnualRate(percent: ExactDecimal(mantissa: mantissa, scale: scale))
            let balance = Money(minorUnits: Int64.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &random) >> Int64.random(in: 0...50, using: &random))
            #expect(rate.monthlyInterest(on: balance) == Self.reference(rate, balance), "\(rate.percent) on \(balance.minorUnits)")
        }
    }

    /// A schedule's divisor made once gives each month exactly the general answer: given rates,
    /// solved ones (twelve places), scales past 15 (general path only), balances either side of
    /// the 64-bit bound and of either sign.
    @Test func theMonthlyDivisorAgreesWithTheGeneralPath() {
        var random = SeededRandom(seed: 0xD1715)
        for _ in 0..<40_000 {
            let scale = Int.random(in: 0...18, using: &random)
            // Rates up to 10^6 percent, as above, so that every month's interest fits 64 bits.
            var largest: Int64 = 1_000_000
            for _ in 0..<min(scale, 11) { largest *= 10 }
            let mantissa = Int64.random(in: -largest...largest, using: &random) >> Int64.random(in: 0...40, using: &random)
            let rate = AnnualRate(percent: ExactDecimal(mantissa: mantissa, scale: scale))
            let interest = MonthlyInterest(rate)
            for _ in 0..<4 {
                let balance = Money(minorUnits: Int64.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &random) >> Int64.random(in: 0...55, using: &random))
                #expect(interest.on(balance) == rate.monthlyInterest(on: balance), "\(rate.percent) on \(balance.minorUnits)")
            }
        }
        // The bound itself and one past it.
        let rate = percent(35, scale: 1)
        let interest = MonthlyInterest(rate)
        for balance in [interest.largestBalance, interest.largestBalance + 1] {
            let money = Money(minorUnits: Int64(balance))
            #expect(interest.on(money) == rate.monthlyInterest(on: money))
        }
    }
}
