import Testing
@testable import TallyEngines

/// The category follows the BMI as shown (one place, half up), with inclusive lower bounds.
@Suite struct HealthBMIBoundaryTests {
    /// (boundary in tenths, category from the boundary up, category just below it)
    static let boundaries: [(Int64, BMICategory, BMICategory)] = [
        (160, .moderateThinness, .severeThinness), (170, .mildThinness, .moderateThinness),
        (185, .normal, .mildThinness), (250, .overweight, .normal), (300, .obeseClassI, .overweight),
        (350, .obeseClassII, .obeseClassI), (400, .obeseClassIII, .obeseClassII),
    ]

    static func bmi(_ weight: String, _ height: String) throws -> BMIResult {
        try BMICalculator.calculate(weight: QuantityParser.parse(weight).quantity, height: QuantityParser.parse(height).quantity)
    }

    static func kilos(tenthsOfBMI: Int64, minus grams: Int64 = 0) -> String {
        // At 2.00 m, weight = BMI × 4, so BMI b.b needs 0.4 × tenths kg exactly.
        let grams = tenthsOfBMI * 400 - grams
        let text = String(grams)
        return String(text.dropLast(3)) + "." + String(text.suffix(3)) + " kg"
    }

    @Test(arguments: boundaries)
    func metricWeightsLandOnEveryBoundary(tenths: Int64, above: BMICategory, below: BMICategory) throws {
        let exactly = try Self.bmi(Self.kilos(tenthsOfBMI: tenths), "2.00 m")
        #expect(exactly.shown == ExactDecimal(mantissa: tenths, scale: 1))
        #expect(exactly.category == above)
        // BMI exactly b − 0.05 (e.g. 24.95) shows as b and so is already in the upper category.
        let tie = try Self.bmi(Self.kilos(tenthsOfBMI: tenths, minus: 200), "200 cm")
        #expect(tie.exactValue == ExactFraction(ExactDecimal(mantissa: tenths * 10 - 5, scale: 2)))
        #expect(tie.shown == ExactDecimal(mantissa: tenths, scale: 1))
        #expect(tie.category == above)
        // 10 g less is just under the tie: it shows b − 0.1 and falls in the band below.
        let under = try Self.bmi(Self.kilos(tenthsOfBMI: tenths, minus: 210), "2 m")
        #expect(under.shown == ExactDecimal(mantissa: tenths - 1, scale: 1))
        #expect(under.category == below)
    }

    /// Thresholds at 6 ft (1.8288 m): the lightest weight to 0.01 lb whose BMI shows the boundary,
    /// worked out independently with exact fractions (lb × 0.45359237 / 1.8288²).
    static let imperialThresholds: [(String, String, Int64, BMICategory, BMICategory)] = [
        ("117.61 lb", "117.60 lb", 160, .moderateThinness, .severeThinness),
        ("124.98 lb", "124.97 lb", 170, .mildThinness, .moderateThinness),
        ("136.04 lb", "136.03 lb", 185, .normal, .mildThinness),
        ("183.97 lb", "183.96 lb", 250, .overweight, .normal),
        ("220.84 lb", "220.83 lb", 300, .obeseClassI, .overweight),
        ("257.70 lb", "257.69 lb", 350, .obeseClassII, .obeseClassI),
        ("294.57 lb", "294.56 lb", 400, .obeseClassIII, .obeseClassII),
    ]

    @Test(arguments: imperialThresholds)
    func imperialWeightsCrossEveryBoundary(at: String, below: String, tenths: Int64,
                                           upper: BMICategory, lower: BMICategory) throws {
        for height in ["6ft", "6ft 0in", "72 in", "6' 0\""] {
            let crossing = try Self.bmi(at, height)
            #expect(crossing.shown == ExactDecimal(mantissa: tenths, scale: 1))
            #expect(crossing.category == upper)
            let under = try Self.bmi(below, height)
            #expect(under.shown == ExactDecimal(mantissa: tenths - 1, scale: 1))
            #expect(under.category == lower)
        }
        // The same weight written in stones and pounds gives the same answer.
        let hundredths = try #require(ExactDecimal(String(at.dropLast(3)))).mantissa
        let stones = hundredths / 1400
        let remainder = ExactDecimal(mantissa: hundredths - stones * 1400, scale: 2)
        let written = try Self.bmi("\(stones)st \(remainder)lb", "6ft")
        #expect(written.shown == ExactDecimal(mantissa: tenths, scale: 1) && written.category == upper)
    }

    @Test func workedExamples() throws {
        let example = try Self.bmi("11st 6lb", "5ft 7in")
        #expect(example.shownText == "25.1")
        #expect(example.category == .overweight)
        let metric = try Self.bmi("81 kg", "1.80 m")
        #expect(metric.shownText == "25.0" && metric.category == .overweight)
        let normal = try Self.bmi("70 kg", "1.75 m")
        #expect(normal.shownText == "22.9" && normal.category == .normal)
        #expect(normal.category.message == "Your BMI is in the healthy range.")
    }

    @Test func bandsCoverTheScaleWithoutGaps() {
        let bands = BMIBand.all
        #expect(bands.map(\.name) == ["Severe Thinness", "Moderate Thinness", "Mild Thinness", "Normal",
                                      "Overweight", "Obese Class I", "Obese Class II", "Obese Class III"])
        #expect(bands.first?.lower == nil && bands.last?.upper == nil)
        #expect(bands.compactMap(\.lower) == [16, 17, 18.5, 25, 30, 35, 40])
        for (band, next) in zip(bands, bands.dropFirst()) {
            #expect(band.upper == next.lower)
        }
        for band in bands {
            #expect(band.colourHex.count == 7 && band.colourHex.hasPrefix("#"))
            #expect(band.colourHex.dropFirst().allSatisfy { $0.isHexDigit })
            #expect(!band.category.message.isEmpty)
        }
        #expect(Set(bands.map(\.colourHex)).count == 8)
    }
}
