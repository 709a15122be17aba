import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct HealthBMIPropertyTests {
    /// The category straight from the band table, on the shown value as a Double.
    static func categoryFromBands(_ shown: Double) -> BMICategory? {
        BMIBand.all.first { band in
            (band.lower.map { shown >= $0 - 1e-9 } ?? true) && (band.upper.map { shown < $0 - 1e-9 } ?? true)
        }?.category
    }

    @Test func categoryNeverFallsAsWeightRises() throws {
        var random = SeededRandom(seed: 0xB41_0001)
        for _ in 0..<120 {
            let heightMillimetres = 1400 + Int64(random.next() % 700)
            let height = try Quantity(ExactDecimal(mantissa: heightMillimetres, scale: 3), .metre)
            var grams: Int64 = 20_000 + Int64(random.next() % 5000)
            var previous: BMIResult?
            while grams < 250_000 {
                let result = try BMICalculator.calculate(weight: Quantity(ExactDecimal(mantissa: grams, scale: 3), .kilogram),
                                                         height: height)
                if let previous {
                    #expect(previous.category <= result.category)
                    #expect(!(result.shown < previous.shown))
                    #expect(previous.exactValue < result.exactValue)
                }
                #expect(Self.categoryFromBands(result.shown.doubleValue) == result.category)
                previous = result
                grams += 1 + Int64(random.next() % 3000)
            }
        }
    }

    @Test func shownValueIsTheExactValueRoundedHalfUp() throws {
        var random = SeededRandom(seed: 0xB41_0002)
        for _ in 0..<2000 {
            let pounds = ExactDecimal(mantissa: 6000 + Int64(random.next() % 40_000), scale: 2)
            let inches = ExactDecimal(mantissa: 480 + Int64(random.next() % 400), scale: 1)
            let result = try BMICalculator.calculate(weight: Quantity(pounds, .pound), height: Quantity(inches, .inch))
            let difference = ExactFraction(result.shown) - result.exactValue
            let half = try #require(ExactFraction(1, over: 20))
            // Half up: the shown value is within half a tenth, and a tie goes to the upper side.
            #expect(!(half < difference) && difference > -half, "\(pounds) lb at \(inches) in")
            let classic = pounds.doubleValue * 0.45359237 / ((inches.doubleValue * 0.0254) * (inches.doubleValue * 0.0254))
            #expect(abs(classic - result.exactValue.doubleValue) < 1e-9)
        }
    }
}
