import Testing
import TallyTestSupport
@testable import TallyEngines

/// Invariants over many seeded random inputs.
@Suite struct UnitsPropertyTests {
    /// A random non-negative decimal with up to nine digits and up to six places.
    static func randomDecimal(_ random: inout SeededRandom) -> ExactDecimal {
        ExactDecimal(mantissa: Int64(random.next() % 1_000_000_000), scale: Int(random.next() % 7))
    }

    @Test func convertingThereAndBackReturnsTheValue() throws {
        var random = SeededRandom(seed: 0x5EED_0001)
        for _ in 0..<2000 {
            let category = UnitCategory.allCases[Int(random.next() % UInt64(UnitCategory.allCases.count))]
            let from = category.units[Int(random.next() % UInt64(category.units.count))]
            let to = category.units[Int(random.next() % UInt64(category.units.count))]
            let decimal = Self.randomDecimal(&random)
            let source = try Quantity(decimal, from)
            let there = try source.converted(to: to)
            let back = try there.converted(to: from)
            #expect(back.amount == source.amount, "\(decimal) \(from.code) -> \(to.code)")
            let doubleBack = try Quantity(Quantity(source.value, from).converted(to: to).value, to).converted(to: from).value
            let tolerance = 1e-9 * max(abs(source.value), category == .temperature ? 300 : 1e-300)
            #expect(abs(doubleBack - source.value) <= tolerance, "\(decimal) \(from.code) -> \(to.code)")
        }
    }

    /// The one-pass conversions agree with converting to each unit on its own.
    @Test func convertingToEveryUnitAtOnceMatchesOneAtATime() throws {
        var random = SeededRandom(seed: 0x5EED_0009)
        for _ in 0..<500 {
            let category = UnitCategory.allCases[Int(random.next() % UInt64(UnitCategory.allCases.count))]
            let from = category.units[Int(random.next() % UInt64(category.units.count))]
            let source = try Quantity(Self.randomDecimal(&random), from)
            let oneAtATime = try category.units.map { try source.converted(to: $0) }
            #expect(source.convertedToEveryUnit() == oneAtATime)
            #expect(source.convertedToOtherUnits() == oneAtATime.filter { $0.unit != from })
        }
    }

    @Test func temperaturesAboveAbsoluteZeroRoundTripAndStayAboveIt() throws {
        var random = SeededRandom(seed: 0x5EED_0002)
        for _ in 0..<1000 {
            let celsius = ExactDecimal(mantissa: Int64(random.next() % 2_000_000) - 273_150, scale: 3)
            let source = try Quantity(celsius, .celsius)
            for unit in UnitCategory.temperature.units {
                let converted = try source.converted(to: unit)
                #expect(!converted.baseAmount.isNegative)
                #expect(try converted.converted(to: .celsius).amount == source.amount)
            }
        }
    }

    @Test func formattingMatchesDecimalRoundingByHand() {
        var random = SeededRandom(seed: 0x5EED_0003)
        for _ in 0..<3000 {
            let scale = 5 + Int(random.next() % 4)
            let magnitude = Int64(random.next() % 10_000_000_000)
            let negative = random.next() % 4 == 0
            let decimal = ExactDecimal(mantissa: negative ? -magnitude : magnitude, scale: scale)
            for places in ConversionPrecision.allowedPlaces {
                // Half away from zero on the integer mantissa, then written out by hand.
                var divisor: Int64 = 1
                for _ in 0..<(scale - places) { divisor *= 10 }
                let rounded = (magnitude + divisor / 2) / divisor
                var unit: Int64 = 1
                for _ in 0..<places { unit *= 10 }
                let fraction = String(rounded % unit)
                var expected = "\(rounded / unit)." + String(repeating: "0", count: places - fraction.count) + fraction
                if negative && rounded != 0 { expected = "-" + expected }
                #expect(ExactFraction(decimal).decimalText(places: places) == expected, "\(decimal) at \(places)")
            }
        }
    }

    @Test func stonesAndPoundsAddBackUpToTheWeight() throws {
        var random = SeededRandom(seed: 0x5EED_0004)
        for _ in 0..<2000 {
            let pounds = ExactFraction(ExactDecimal(mantissa: Int64(random.next() % 50_000_000), scale: 4))
            for precision in [ConversionPrecision.two, .three, .four] {
                let split = try #require(StonesAndPounds(pounds: pounds, precision: precision))
                #expect(split.pounds.doubleValue >= 0 && split.pounds.doubleValue < 14)
                let total = ExactFraction(Int64(split.stones)) * ExactFraction(14) + ExactFraction(split.pounds)
                var halfUnit = ExactFraction(1)
                for _ in 0..<precision.places { halfUnit = (halfUnit / ExactFraction(10)) ?? .zero }
                halfUnit = (halfUnit / ExactFraction(2)) ?? .zero
                let difference = total - pounds
                #expect(!(halfUnit < difference) && !(difference < -halfUnit), "\(pounds) at \(precision.places)")
            }
        }
    }

    @Test func doubleValuesAreCloseToTheExactFraction() throws {
        var random = SeededRandom(seed: 0x5EED_0005)
        for _ in 0..<2000 {
            let numerator = Int64(random.next() % 1_000_000_000_000) - 500_000_000_000
            let denominator = Int64(random.next() % 999_999) + 1
            let fraction = try #require(ExactFraction(numerator, over: denominator))
            let expected = Double(numerator) / Double(denominator)
            #expect(abs(fraction.doubleValue - expected) <= abs(expected) * 4e-16)
        }
    }
}
