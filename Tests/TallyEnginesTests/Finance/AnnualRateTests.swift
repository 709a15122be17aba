import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct AnnualRateTests {
    /// The month's interest, exactly, in 128 bits: the definition the 64-bit path must match.
    /// Nil where the interest itself would not fit a `Money`.
    private static func reference(_ rate: AnnualRate, _ balance: Money) -> Money? {
        var denominator: Int128 = 1200
        for _ in 0..<rate.percent.scale { denominator *= 10 }
        let numerator = Int128(balance.minorUnits) * Int128(rate.percent.mantissa)
        let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
        guard magnitude <= Int128(Int64.max) else { return nil }
        return Money(minorUnits: Int64(numerator < 0 ? -magnitude : magnitude))
    }

    @Test func workedMonths() {
        // 3.5% a year on £250,000: £729.166… a month, rounded to £729.17.
        #expect(AnnualRate(percent: ExactDecimal(mantissa: 35, scale: 1)).monthlyInterest(on: Money(minorUnits: 25_000_000)) == Money(minorUnits: 72_917))
        // Half a penny rounds away from zero, on either side.
        #expect(AnnualRate(percent: ExactDecimal(mantissa: 12, scale: 0)).monthlyInterest(on: Money(minorUnits: 50)) == Money(minorUnits: 1))
        #expect(AnnualRate(percent: ExactDecimal(mantissa: 12, scale: 0)).monthlyInterest(on: Money(minorUnits: -50)) == Money(minorUnits: -1))
    }

    /// Balances and rates of every size, up to the ones that need 128 bits, give the exact
    /// rounded interest.
    @Test func interestIsExactAtEverySize() {
        var random = SeededRandom(seed: 0xA11E_0011)
        let edges: [Int64] = [0, 1, -1, 50, -50, .max, .min + 1, .max / 2, 3_037_000_499, 99_999_999_999]
        for round in 0..<20_000 {
            let balance: Int64 = round < edges.count ? edges[round] : {
                var magnitude: Int64 = 0
                for _ in 0..<random.int(in: 1...18) { magnitude = magnitude * 10 + Int64(random.int(in: 0...9)) }
                return random.bool() ? -magnitude : magnitude
            }()
            var mantissa: Int64 = 0
            for _ in 0..<random.int(in: 1...(round % 10 == 0 ? 18 : 5)) { mantissa = mantissa * 10 + Int64(random.int(in: 0...9)) }
            let rate = AnnualRate(percent: ExactDecimal(mantissa: random.bool() ? mantissa : -mantissa, scale: random.int(in: 0...18)))
            let money = Money(minorUnits: balance)
            guard let expected = Self.reference(rate, money) else { continue }
            #expect(rate.monthlyInterest(on: money) == expected, "\(balance) at \(rate.percent)")
        }
    }
}
