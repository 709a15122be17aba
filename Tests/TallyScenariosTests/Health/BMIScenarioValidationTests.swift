import TallyEngines
import TallyScenarios
import Testing

/// `kind: bmi` logs: what is read, and every mistake at its value with line and column.
@Suite struct BMIScenarioValidationTests {
    @Test func aMetricLogReadsAndSortsItsEntries() throws {
        let scenario = try #require(UnitsScenarioSupport.bmi("""
        kind: bmi
        name: Alex Morgan
        age: 34
        gender: Female
        units: metric
        height: 1.70m
        entries:
          - date: 2026-02-02
            weight: 71.1
          - date: 2026-01-05
            weight: 160lb
          - date: 2026-03-02
            weight: 11st 6lb
        """))
        #expect(scenario.header.title == "Alex Morgan")
        #expect(scenario.age == 34)
        #expect(scenario.gender == .female)
        #expect(scenario.system == .metric)
        #expect(scenario.entries.map(\.date.description) == ["2026-01-05", "2026-02-02", "2026-03-02"])
        #expect(scenario.entries.map(\.weight.unit) == [.pound, .kilogram, .stonesAndPounds])
        #expect(scenario.entries[1].kilograms == ExactFraction(try #require(ExactDecimal("71.1"))))
        #expect(scenario.entries.count == 3)
    }

    @Test func bareNumbersFollowImperialUnits() throws {
        let scenario = try #require(UnitsScenarioSupport.bmi("""
        kind: bmi
        units: imperial
        height: 67
        entries:
          - date: 2026-01-05
            weight: 160
        """))
        #expect(scenario.height.unit == .inch)
        #expect(scenario.entries.first?.weight.unit == .pound)
        #expect(scenario.name == nil)
        #expect(scenario.header.title == "Test")
    }

    @Test func aLogWithNoEntriesIsValid() throws {
        let scenario = try #require(UnitsScenarioSupport.bmi("kind: bmi\nname: New\nheight: 5ft 7in\n"))
        #expect(scenario.entries.isEmpty)
        #expect(scenario.height.amount == ExactFraction(67))
    }

    @Test func everyMistakeIsLocatedAtItsValue() {
        let errors = UnitsScenarioSupport.errors("""
        kind: bmi
        name: Sam
        age: -3
        gender: femail
        height: 300cm
        entries:
          - date: 2026-01-05
            weight: 80
          - date: 2026-01-05
            weight: 0kg
          - date: 2026-13-01
            weight: -70kg
          - date: 2026-02-01
            weight: 170cm
            mood: good
          - date: 2026-03-01
        hieght: 2
        """)
        #expect(errors == [
            "3:6: age must be a whole number of years from 0 to 150, got \"-3\"",
            "4:9: gender must be one of female, male, other, unspecified, got \"femail\"; did you mean 'female'?",
            "5:9: height must be between 50 cm and 272 cm to be a person's height, got \"300cm\" (300 cm)",
            "8:13: weight needs a unit such as 72.4kg or 160lb because the log sets no `units:` (metric or imperial), got \"80\"",
            "10:13: weight must be more than zero, got \"0kg\"",
            "11:11: date must have a month from 01 to 12, got \"2026-13-01\"",
            "12:13: weight must be more than zero, got \"-70kg\"",
            "14:13: weight must be a weight such as 72.4kg, 160lb or 11st 6lb, got \"170cm\"",
            "15:5: unknown key 'mood'; known keys here: date, weight, fat",
            "16:5: missing `weight:` (such as 72.4kg, 160lb or 11st 6lb)",
            "17:1: unknown key 'hieght'; did you mean 'height'?",
        ])
    }

    /// Several weigh-ins on one day are kept in file order (a smart scale's export has them);
    /// the trend takes their mean, and the last is the current BMI (issue 29).
    @Test func severalWeighInsADayAreKeptInOrder() throws {
        let scenario = try #require(UnitsScenarioSupport.bmi("kind: bmi\nheight: 170cm\nentries:\n  - date: 2026-01-05\n    weight: 80kg\n  - date: 2026-01-04\n    weight: 81kg\n  - date: 2026-01-05\n    weight: 79kg\n"))
        #expect(scenario.entries.map(\.date.description) == ["2026-01-04", "2026-01-05", "2026-01-05"])
        #expect(scenario.entries.map { $0.weight.amount } == [ExactFraction(81), ExactFraction(80), ExactFraction(79)])
    }

    @Test func implausibleWeightsInALogAreLocated() {
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 170cm\nentries:\n  - date: 2026-01-05\n    weight: 700kg\n  - date: 2026-01-06\n    weight: 12oz\n") == [
            "5:13: weight must be between 1 kg and 650 kg to be a person's weight, got \"700kg\" (700 kg)",
            "7:13: weight must be between 1 kg and 650 kg to be a person's weight, got \"12oz\" (0.3401942775 kg)",
        ])
    }

    @Test func commasAndOverfullCompoundsInALogAreLocated() {
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 5ft 13in\nentries:\n  - date: 2026-01-05\n    weight: 72,4kg\n") == [
            "2:9: height is not valid: \"5ft 13in\" has 12 inches or more after the feet; write less than 12 in (1 ft = 12 in), such as 5ft 7in",
            "5:13: weight is not readable: \"72,4\" is not a number Tally can read; write 72.4, got \"72,4kg\"",
        ])
    }

    @Test func heightsAndUnitsAreChecked() {
        #expect(UnitsScenarioSupport.errors("kind: bmi\nunits: metrik\nheight: 40cm\n") == [
            "2:8: units must be metric, imperial or imperial-uk, got \"metrik\"; did you mean 'metric'?",
            "3:9: height must be between 50 cm and 272 cm to be a person's height, got \"40cm\" (40 cm)",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 170\n") == [
            "2:9: height needs a unit such as 170cm or 5ft 7in because the log sets no `units:` (metric or imperial), got \"170\"",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 0cm\n") == [
            "2:9: height must be more than zero, got \"0cm\"",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 70kg\n") == [
            "2:9: height must be a length such as 170cm, 1.70m or 5ft 7in, got \"70kg\"",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nname: A\n") == [
            "1:1: missing `height:` (such as 170cm or 5ft 7in)",
        ])
        #expect(UnitsScenarioSupport.errors("kind: bmi\nheight: 170cm\nentries:\n  - 72kg\n") == [
            "4:5: each entry must be a set of `key: value` lines",
        ])
    }

    @Test func bmiCommandArgumentsFollowTheSameRules() throws {
        let request = try BMIRequest.parse(weight: "11st 6lb", height: "5ft 7in", age: "34").get()
        #expect(request.result.shownText == "25.1")
        #expect(request.result.category == .overweight)
        #expect(request.age == 34)
        let young = try BMIRequest.parse(weight: "50kg", height: "160cm", age: "15").get()
        #expect(young.result.adultCategoriesApply == false)
        func message(_ result: Result<BMIRequest, ValueError>) -> String? {
            if case .failure(let error) = result { return error.message }
            return nil
        }
        #expect(message(BMIRequest.parse(weight: "72", height: "170cm", age: nil)) == "--weight needs a unit such as 72.4kg or 160lb, got \"72\"")
        #expect(message(BMIRequest.parse(weight: "72kg", height: "9ft", age: nil)) == "--height must be between 50 cm and 272 cm to be a person's height, got \"9ft\" (274.32 cm)")
        #expect(message(BMIRequest.parse(weight: "72kg", height: "49.99cm", age: nil)) == "--height must be between 50 cm and 272 cm to be a person's height, got \"49.99cm\" (49.99 cm)")
        #expect(message(BMIRequest.parse(weight: "99999999999999999st", height: "50cm", age: nil)) == "--weight must be between 1 kg and 650 kg to be a person's weight, got \"99999999999999999st\" (635029317999999993.64970682 kg)")
        #expect(message(BMIRequest.parse(weight: "1oz", height: "170cm", age: nil)) == "--weight must be between 1 kg and 650 kg to be a person's weight, got \"1oz\" (0.028349523125 kg)")
        #expect(message(BMIRequest.parse(weight: "72kg", height: "170cm", age: "old")) == "--age must be a whole number of years from 0 to 150, got \"old\"")
    }
}
