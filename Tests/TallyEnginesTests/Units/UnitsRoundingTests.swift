import Testing
@testable import TallyEngines

@Suite struct UnitsRoundingTests {
    @Test func convertedTiesUseTheExactConvertedValue() throws {
        // 0.125 in is exactly 0.3175 cm; 0.125 × 2.54 in binary gives 0.31749999…
        let inch = try QuantityParser.parse("0.125 in").quantity
        #expect(try inch.converted(to: .centimetre).valueText(precision: .three) == "0.318")
        // 1 UK pint is exactly 568.26125 mL.
        let pint = try QuantityParser.parse("1 pt").quantity
        #expect(try pint.converted(to: .millilitre).valueText(precision: .four) == "568.2613")
        // 1.005 kg stays 1.005 kg and shows as 1.01.
        let kilos = try QuantityParser.parse("1.005 kg").quantity
        #expect(try kilos.converted(to: .kilogram).valueText(precision: .two) == "1.01")
        // 1 oz is 28.349523125 g exactly.
        let ounce = try QuantityParser.parse("1 oz").quantity
        let grams = try ounce.converted(to: .gram)
        #expect(grams.valueText(precision: .two) == "28.35")
        #expect(grams.valueText(precision: .three) == "28.350")
        #expect(grams.valueText(precision: .four) == "28.3495")
    }

    @Test func precisionOnlyAllowsTwoThreeOrFour() {
        #expect(ConversionPrecision(places: 1) == nil)
        #expect(ConversionPrecision(places: 5) == nil)
        #expect(ConversionPrecision(places: 3) == .three)
    }

    @Test func stonesAndPoundsCarryWhenPoundsRoundToFourteen() throws {
        let almost = try #require(StonesAndPounds(pounds: ExactFraction(shortestDecimalOf: 13.999) ?? .zero, precision: .two))
        #expect(almost.description == "1 st 0 lb")
        #expect(almost.stones == 1)
        #expect(almost.pounds.isZero)
        let kept = try #require(StonesAndPounds(pounds: ExactFraction(shortestDecimalOf: 13.999) ?? .zero, precision: .three))
        #expect(kept.description == "13.999 lb")
        let eleven = try #require(StonesAndPounds(pounds: ExactFraction(162), precision: .two))
        #expect(eleven.description == "11 st 8 lb")
        #expect(eleven.stones == 11)
        #expect(eleven.poundsText == "8.00")
        #expect(StonesAndPounds(pounds: .zero, precision: .two)?.description == "0 lb")
        #expect(StonesAndPounds(pounds: ExactFraction(-1), precision: .two) == nil)
        let exactStones = try #require(StonesAndPounds(pounds: ExactFraction(28), precision: .four))
        #expect(exactStones.description == "2 st 0 lb")
    }

    @Test func weightsShowInStonesAndPounds() throws {
        let kilos = try QuantityParser.parse("72.5747792 kg").quantity
        #expect(try kilos.converted(to: .stonesAndPounds).formatted(precision: .two) == "11 st 6 lb")
        #expect(try QuantityParser.parse("162 lb").quantity.converted(to: .stonesAndPounds).formatted(precision: .two)
                == "11 st 8 lb")
        #expect(try QuantityParser.parse("11st 8lb").quantity.formatted(precision: .three) == "11 st 8 lb")
        #expect(try QuantityParser.parse("11st 8lb").quantity.valueText(precision: .two) == "162.00")
        let split = try #require(kilos.stonesAndPounds(precision: .two))
        #expect(split.stones == 11 && split.pounds == ExactDecimal(mantissa: 600, scale: 2))
        #expect(try QuantityParser.parse("20 C").quantity.stonesAndPounds(precision: .two) == nil)
    }
}
