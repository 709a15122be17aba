import TallyEngines
import TallyScenarios
import Testing

/// `bands:` in a BMI log (issue 29): who or asian, the WHO's when absent.
@Suite struct BMIBandsParsingTests {
    static let log = "kind: bmi\nunits: metric\nheight: 180cm\n"

    @Test func bandsAreReadAndDefaultToTheWHOs() {
        #expect(UnitsScenarioSupport.bmi(Self.log + "bands: asian\n")?.cutOffs == .asian)
        #expect(UnitsScenarioSupport.bmi(Self.log + "bands: WHO\n")?.bands == .who)
        #expect(UnitsScenarioSupport.bmi(Self.log)?.bands == nil)
        #expect(UnitsScenarioSupport.bmi(Self.log)?.cutOffs == .who)
    }

    @Test func badBandsAreLocated() {
        #expect(UnitsScenarioSupport.errors(Self.log + "bands: asain\n") == [
            "4:8: bands must be who or asian (the WHO's cut-offs for Asian populations), got \"asain\"; did you mean 'asian'?",
        ])
    }
}
