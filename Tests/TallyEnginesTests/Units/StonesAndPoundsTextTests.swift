import Testing
import TallyTestSupport
@testable import TallyEngines

/// Stones and pounds as people say them, the same on every page and in every command:
/// "13.3 lb above it", "13 st 10.6 lb", never "0 st 13.30 lb".
@Suite struct StonesAndPoundsTextTests {
    private func said(_ pounds: String) throws -> String {
        let amount = try #require(ExactDecimal(pounds))
        return try #require(StonesAndPounds(pounds: ExactFraction(amount))).description
    }

    @Test func underAStoneThePoundsAloneToOneDecimalWithoutATrailingZero() throws {
        #expect(try said("13.30") == "13.3 lb")
        #expect(try said("192.55") == "13 st 10.6 lb")
        #expect(try said("160") == "11 st 6 lb")
        #expect(try said("154") == "11 st 0 lb")
        #expect(try said("0.04") == "0 lb")
        // 13.97 lb rounds to 14.0 and carries into a stone.
        #expect(try said("13.97") == "1 st 0 lb")
    }

    @Test func quantitiesAndOtherLocalesWriteThemTheSameWay() throws {
        let weight = try Quantity(ExactFraction(ExactDecimal(mantissa: 19_255, scale: 2)), .pound).converted(to: .stonesAndPounds)
        for precision in [ConversionPrecision.two, .three, .four] {
            #expect(TallyLocale.enGB.quantity(weight, precision: precision) == "13 st 10.6 lb")
        }
        #expect(TallyLocale.enUS.stonesAndPounds(try #require(weight.stonesAndPounds)) == "13 st 10.6 lb")
    }

    /// Whatever the weight, the text reads back as the weight to the nearest tenth of a pound.
    @Test func theTextReadsBackWithinHalfATenth() throws {
        var random = SeededRandom(seed: 0x57_0E)
        for _ in 0..<2_000 {
            let hundredths = Int64(random.int(in: 0...200_000))
            let pounds = ExactFraction(ExactDecimal(mantissa: hundredths, scale: 2))
            let text = try #require(StonesAndPounds(pounds: pounds)).description
            #expect(!text.hasPrefix("0 st") && !text.contains(".0 lb"), "\(text)")
            let read = try QuantityParser.parse(text).quantity.converted(to: .pound).amount
            let difference = read - pounds
            let magnitude = difference.isNegative ? -difference : difference
            #expect(magnitude <= ExactFraction(ExactDecimal(mantissa: 5, scale: 2)), "\(text)")
        }
    }
}
