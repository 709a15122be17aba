import Testing
@testable import TallyEngines

@Suite struct HealthBMIValidationTests {
    static func quantity(_ text: String) throws -> Quantity { try QuantityParser.parse(text).quantity }

    @Test func weightAndHeightMustBePositive() throws {
        #expect(throws: BMIError.nonPositiveWeight) {
            try BMICalculator.calculate(weight: Self.quantity("0 kg"), height: Self.quantity("1.7 m"))
        }
        #expect(throws: BMIError.nonPositiveHeight) {
            try BMICalculator.calculate(weight: Self.quantity("70 kg"), height: Self.quantity("0 m"))
        }
        #expect(throws: BMIError.nonPositiveWeight) {
            try BMICalculator.calculate(weight: Self.quantity("0 lb"), height: Self.quantity("170 cm"))
        }
    }

    @Test func heightsMustBePlausible() throws {
        let weight = try Self.quantity("70 kg")
        #expect(throws: BMIError.implausibleHeight(centimetres: "49.99")) {
            try BMICalculator.calculate(weight: weight, height: Self.quantity("49.99 cm"))
        }
        #expect(throws: BMIError.implausibleHeight(centimetres: "272.1")) {
            try BMICalculator.calculate(weight: weight, height: Self.quantity("2.721 m"))
        }
        #expect(throws: BMIError.implausibleHeight(centimetres: "17")) {
            // Someone typing their height in metres as "170 mm".
            try BMICalculator.calculate(weight: weight, height: Self.quantity("170 mm"))
        }
        #expect(throws: BMIError.implausibleHeight(centimetres: "272.034")) {
            try BMICalculator.calculate(weight: weight, height: Self.quantity("8ft 11.1in"))
        }
        #expect(try BMICalculator.calculate(weight: weight, height: Self.quantity("50 cm")).shownText == "280.0")
        #expect(try BMICalculator.calculate(weight: weight, height: Self.quantity("272 cm")).shownText == "9.5")
        #expect(BMIError.implausibleHeight(centimetres: "17.0").description
                == "a height of 17.0 cm is not plausible; heights must be between 50 cm and 272 cm")
    }

    /// The refused height is shown exactly, never rounded onto a bound: 19.6 in is 49.784 cm.
    @Test func refusedHeightsAreShownExactly() throws {
        let weight = try Self.quantity("70 kg")
        #expect(throws: BMIError.implausibleHeight(centimetres: "49.784")) {
            try BMICalculator.calculate(weight: weight, height: Self.quantity("19.6 in"))
        }
        #expect(throws: BMIError.implausibleHeight(centimetres: "272.0001")) {
            try BMICalculator.calculate(weight: weight, height: Self.quantity("2.720001 m"))
        }
    }

    @Test func weightsMustBePlausible() throws {
        let height = try Self.quantity("50 cm")
        // 1 oz is 0.028349523125 kg exactly: refused, not a BMI of 0.1.
        #expect(throws: BMIError.implausibleWeight(kilograms: "0.028349523125")) {
            try BMICalculator.calculate(weight: Self.quantity("1oz"), height: height)
        }
        // Once refused as a zero height; now named for what is wrong.
        #expect(throws: BMIError.implausibleWeight(kilograms: "635029317999999993.64970682")) {
            try BMICalculator.calculate(weight: Self.quantity("99999999999999999st"), height: height)
        }
        #expect(throws: BMIError.implausibleWeight(kilograms: "0.999")) {
            try BMICalculator.calculate(weight: Self.quantity("999 g"), height: height)
        }
        #expect(throws: BMIError.implausibleWeight(kilograms: "650.001")) {
            try BMICalculator.calculate(weight: Self.quantity("650.001 kg"), height: height)
        }
        #expect(try BMICalculator.calculate(weight: Self.quantity("1 kg"), height: Self.quantity("272 cm")).shownText == "0.1")
        #expect(try BMICalculator.calculate(weight: Self.quantity("650 kg"), height: height).shownText == "2600.0")
        #expect(BMIError.implausibleWeight(kilograms: "0.5").description
                == "a weight of 0.5 kg is not plausible; weights must be between 1 kg and 650 kg")
    }

    @Test func unitsMustBeWeightAndLength() throws {
        #expect(throws: BMIError.notAWeight(.centimetre)) {
            try BMICalculator.calculate(weight: Self.quantity("170 cm"), height: Self.quantity("170 cm"))
        }
        #expect(throws: BMIError.notALength(.kilogram)) {
            try BMICalculator.calculate(weight: Self.quantity("70 kg"), height: Self.quantity("70 kg"))
        }
    }

    @Test func underTwentyTheAdultCategoriesDoNotApply() throws {
        let weight = try Self.quantity("60 kg")
        let height = try Self.quantity("1.70 m")
        let teen = try BMICalculator.calculate(weight: weight, height: height, age: 19)
        #expect(!teen.adultCategoriesApply)
        #expect(teen.ageNote == "Adult BMI categories do not apply under 20; BMI-for-age percentiles do.")
        #expect(teen.shownText == "20.8")
        let adult = try BMICalculator.calculate(weight: weight, height: height, age: 20)
        #expect(adult.adultCategoriesApply && adult.ageNote == nil)
        #expect(try BMICalculator.calculate(weight: weight, height: height).adultCategoriesApply)
        #expect(throws: BMIError.invalidAge(-1)) { try BMICalculator.calculate(weight: weight, height: height, age: -1) }
        #expect(throws: BMIError.invalidAge(200)) { try BMICalculator.adultCategoriesApply(age: 200) }
    }
}
