import TallyEngines
import TallyScenarios
import Testing

/// `goal:` in a BMI log (issue 29): a weight in any unit, a bare number in the log's units, or
/// `{bmi: N}`; every mistake located at its value.
@Suite struct BMIGoalParsingTests {
    static func log(goal: String, units: String = "metric") -> String {
        "kind: bmi\nunits: \(units)\nheight: 180cm\ngoal: \(goal)\nentries:\n  - date: 2025-01-01\n    weight: 80kg\n"
    }

    @Test func goalsAreReadInEveryUnit() throws {
        #expect(UnitsScenarioSupport.bmi(Self.log(goal: "75kg"))?.goal == .weight(try Quantity(75, .kilogram)))
        #expect(UnitsScenarioSupport.bmi(Self.log(goal: "165lb"))?.goal == .weight(try Quantity(165, .pound)))
        let stones = try #require(UnitsScenarioSupport.bmi(Self.log(goal: "11st 11lb"))?.goal)
        // 11 st 11 lb is 165 lb.
        #expect(stones.kilograms(height: try Quantity(180, .centimetre)) == (try Quantity(165, .pound)).baseAmount)
        #expect(UnitsScenarioSupport.bmi(Self.log(goal: "165", units: "imperial"))?.goal == .weight(try Quantity(165, .pound)))
        let bmi = try #require(UnitsScenarioSupport.bmi(Self.log(goal: "{bmi: 24.9}"))?.goal)
        #expect(bmi == .bmi(try #require(ExactDecimal("24.9"))))
        // 24.9 × 1.8² = 80.676 kg.
        #expect(bmi.kilograms(height: try Quantity(180, .centimetre)) == ExactFraction(try #require(ExactDecimal("80.676"))))
        #expect(UnitsScenarioSupport.bmi("kind: bmi\nheight: 180cm\n")?.goal == nil)
    }

    @Test func badGoalsAreLocated() {
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "slim")) == [
            "4:7: goal must be a weight such as 75kg, 11st 11lb or 165lb, or a BMI written {bmi: 24.9}, got \"slim\"",
        ])
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "700kg")) == [
            "4:7: goal must be between 1 kg and 650 kg to be a person's weight, got \"700kg\" (700 kg)",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 180cm\ngoal: 75\n") == [
            "3:7: goal needs a unit such as 72.4kg or 160lb because the log sets no `units:` (metric or imperial), got \"75\"",
        ])
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "{bmi: 70}")) == [
            "4:13: bmi must be a BMI from 12 to 60, such as 24.9, got \"70\"",
        ])
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "{bmi: 24.9, fat: 20%}")) == [
            "4:19: unknown key 'fat'; known keys here: bmi",
        ])
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "{weight: 75kg}")) == [
            "4:7: missing `bmi:` (such as {bmi: 24.9})",
            "4:8: unknown key 'weight'; known keys here: bmi",
        ])
        #expect(UnitsScenarioSupport.errors(Self.log(goal: "[75kg]")) == [
            "4:7: goal must be a weight such as 75kg, 11st 11lb or 165lb, or a BMI written {bmi: 24.9}, not a list",
        ])
    }
}
