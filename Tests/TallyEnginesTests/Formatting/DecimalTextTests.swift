import Testing
import TallyTestSupport
@testable import TallyEngines

/// Rates, percentages and unit quantities come from the formatting module, per locale.
@Suite struct DecimalTextTests {
    private func decimal(_ text: String) throws -> ExactDecimal { try #require(ExactDecimal(text)) }

    @Test func ratesAndPercentagesPerLocale() throws {
        for locale in [TallyLocale.enGB, .enUS, .enIE] {
            #expect(locale.rate(AnnualRate(percent: try decimal("3.5"))) == "3.5%")
            #expect(locale.rate(AnnualRate(percent: try decimal("3.50"))) == "3.5%", "trailing zeros go")
            #expect(locale.rate(AnnualRate(percent: try decimal("0.004"))) == "0.004%", "a given rate is exact")
            #expect(locale.rate(try #require(AnnualRate(solvedFraction: 0.221749))) == "22.17%", "a solved one has two places")
            #expect(locale.rate(try #require(AnnualRate(solvedFraction: 84))) == "8,400%", "grouped like money")
            // Issue 23: a rate two places would round to 0% is written as it is, never as 0%.
            #expect(locale.rate(AnnualRate(percent: try decimal("0.0000000001"))) == "0.0000000001%")
            #expect(locale.rate(AnnualRate(percent: try decimal("0.00001"))) == "0.00001%")
            #expect(locale.rate(AnnualRate(percent: try decimal("0.00000"))) == "0%")
            #expect(locale.percent(24.5744) == "24.57%")
            #expect(locale.percent(try decimal("10")) == "10%")
            #expect(locale.percent(tenths: 125) == "12.5%")
            #expect(locale.percent(tenths: 12_500_000) == "1,250,000.0%")
            #expect(locale.percent(tenths: -25) == "\u{2212}2.5%")
        }
        // Euro amounts in Ireland are written 1,234.56, as in Britain: the Irish writer uses
        // en-IE's own marks, which are these.
        #expect(TallyLocale.enIE.groupingSeparator == UInt8(ascii: ","))
        #expect(TallyLocale.enIE.decimalSeparator == UInt8(ascii: "."))
    }

    @Test func quantitiesPerLocale() throws {
        for locale in [TallyLocale.enGB, .enUS, .enIE] {
            let grams = try Quantity(try decimal("73481.955"), .gram)
            #expect(locale.quantity(grams, precision: .two) == "73,481.96 g")
            #expect(locale.quantity(try Quantity(try decimal("-40"), .fahrenheit), precision: .two) == "-40.00 °F")
            #expect(locale.quantity(try Quantity(try decimal("0.0004"), .kilogram), precision: .three) == "0.000 kg")
            #expect(locale.quantity(try Quantity(try decimal("-0.001"), .celsius), precision: .two) == "0.00 °C", "no sign on a zero")
            let weight = try Quantity(try decimal("162"), .pound).converted(to: .stonesAndPounds)
            #expect(locale.quantity(weight, precision: .two) == "11 st 8 lb")
            let small = try #require(StonesAndPounds(pounds: ExactFraction(try decimal("2.2046"))))
            #expect(locale.stonesAndPounds(small) == "2.2 lb", "under a stone, the pounds alone")
            let heavy = try #require(StonesAndPounds(pounds: ExactFraction(Int64(14_000))))
            #expect(locale.stonesAndPounds(heavy) == "1,000 st 0 lb")
            #expect(locale.fixed(ExactFraction(Int64(1_234_567)), places: 0) == "1,234,567")
            #expect(locale.shortest(try decimal("-1234.500"), minus: "\u{2212}") == "\u{2212}1,234.5")
        }
    }

    /// The old writers, as they were before the formatting module took them over: the property
    /// tests hold the new one to them.
    private enum Old {
        static func rate(_ rate: AnnualRate) -> String {
            guard rate.percent.scale > 4 else { return rate.percent.description + "%" }
            return rate.percent.rounded(scale: 2).description + "%"
        }

        static func percent(_ value: Double, places: Int) -> String {
            guard let rounded = ExactDecimal(rounding: value, scale: places) else { return "\(value)%" }
            return rounded.description + "%"
        }

        static func quantity(_ quantity: Quantity, precision: ConversionPrecision) -> String {
            return TallyLocale.enGB.grouped(quantity.valueText(precision: precision)) + " " + quantity.unit.symbol
        }
    }

    /// Rates under 1,000% (every rate a lender or saver meets) are written exactly as before;
    /// larger ones now have the thousands grouped, as money always had, and tiny ones that were
    /// shown as 0% are written whole.
    @Test func ratesAgreeWithTheOldWriter() {
        var random = SeededRandom(seed: 0x5EED_9A7E)
        for _ in 0..<20_000 {
            let scale = random.int(in: 0...14)
            var limit: Int64 = 1
            for _ in 0..<min(scale + random.int(in: 0...4), 17) { limit *= 10 }
            let mantissa = Int64(random.int(in: 0...Int(min(limit, 99_999_999_999_999_999))))
            let rate = AnnualRate(percent: ExactDecimal(mantissa: mantissa, scale: scale))
            let old = Self.Old.rate(rate)
            let new = TallyLocale.enGB.rate(rate)
            if old == "0%" && !rate.percent.isZero {
                // Issue 23: the old writer showed such a rate as 0%; it is now written whole.
                #expect(new == TallyLocale.enGB.percent(rate.percent), "\(mantissa) × 10^-\(scale)")
            } else if rate.percent < ExactDecimal(mantissa: 1000, scale: 0) {
                #expect(new == old, "\(mantissa) × 10^-\(scale)")
            } else {
                #expect(new == TallyLocale.enGB.grouped(String(old.dropLast())) + "%", "\(mantissa) × 10^-\(scale)")
            }
            let value = random.unit() * 200 - 50
            let places = random.int(in: 0...4)
            #expect(TallyLocale.enGB.percent(value, places: places) == Self.Old.percent(value, places: places), "\(value)")
        }
    }

    /// Every unit, every precision, values from a thousandth to tens of millions, converted
    /// into other units (so that the exact amounts do not end): identical text, stones and
    /// stones and pounds left out: they are now written as people say them, which the old
    /// writer never did (StonesAndPoundsTextTests has them).
    @Test func quantitiesAgreeWithTheOldWriter() throws {
        var random = SeededRandom(seed: 0x0017_5EED)
        let precisions: [ConversionPrecision] = [.two, .three, .four]
        for _ in 0..<5_000 {
            let category = UnitCategory.allCases[random.int(in: 0...(UnitCategory.allCases.count - 1))]
            let units = category.units
            let from = units[random.int(in: 0...(units.count - 1))]
            let to = units[random.int(in: 0...(units.count - 1))]
            let digits = random.int(in: 1...10)
            var limit = 1
            for _ in 0..<digits { limit *= 10 }
            let amount = ExactDecimal(mantissa: Int64(random.int(in: 0...limit)), scale: random.int(in: 0...3))
            guard let source = try? Quantity(amount, from), let converted = try? source.converted(to: to) else { continue }
            let precision = precisions[random.int(in: 0...2)]
            if converted.unit == .stonesAndPounds { continue }
            #expect(TallyLocale.enGB.quantity(converted, precision: precision) == Self.Old.quantity(converted, precision: precision),
                    "\(amount) \(from.symbol) in \(to.symbol)")
        }
    }
}
