import TallyEngines
import Testing

/// The WHO's cut-offs and those for Asian populations (issue 29), judged on the BMI as shown.
@Suite struct BMICutOffsTests {
    static func shown(_ text: String) throws -> ExactDecimal { try #require(ExactDecimal(text)) }

    @Test func asianCutOffsMoveOverweightAndObese() throws {
        let cases: [(String, BMICategory, BMICategory)] = [
            ("18.4", .mildThinness, .mildThinness), ("18.5", .normal, .normal),
            ("22.9", .normal, .normal), ("23.0", .normal, .overweight),
            ("24.9", .normal, .overweight), ("25.0", .overweight, .overweight),
            ("27.4", .overweight, .overweight), ("27.5", .overweight, .obeseClassI),
            ("30.0", .obeseClassI, .obeseClassI), ("32.5", .obeseClassI, .obeseClassII),
            ("37.5", .obeseClassII, .obeseClassIII), ("40.0", .obeseClassIII, .obeseClassIII),
        ]
        for (text, who, asian) in cases {
            #expect(BMICutOffs.who.category(shown: try Self.shown(text)) == who, "\(text)")
            #expect(BMICutOffs.asian.category(shown: try Self.shown(text)) == asian, "\(text)")
        }
    }

    @Test func theWHOBandsAreTheDefault() {
        #expect(BMIBand.all == BMICutOffs.who.bands)
        #expect(BMICutOffs.asian.bands.map(\.lower) == [nil, 16, 17, 18.5, 23, 27.5, 32.5, 37.5])
        #expect(BMICutOffs.asian.healthy.upper == ExactDecimal(mantissa: 230, scale: 1))
    }
}
