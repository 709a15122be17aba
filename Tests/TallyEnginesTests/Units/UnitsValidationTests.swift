import Testing
@testable import TallyEngines

@Suite struct UnitsValidationTests {
    @Test func temperaturesStopAtAbsoluteZero() throws {
        #expect(try QuantityParser.parse("0 K").quantity.converted(to: .celsius).valueText(precision: .two) == "-273.15")
        #expect(try QuantityParser.parse("-273.15 °C").quantity.converted(to: .kelvin).amount == .zero)
        let coldest = try QuantityParser.parse("-459.67 °F").quantity
        #expect(try coldest.converted(to: .kelvin).amount == .zero)
        #expect(try coldest.converted(to: .celsius).valueText(precision: .two) == "-273.15")
        #expect(throws: UnitError.belowAbsoluteZero("-273.16", .celsius)) { try QuantityParser.parse("-273.16 °C") }
        #expect(throws: UnitError.belowAbsoluteZero("-459.68", .fahrenheit)) { try QuantityParser.parse("-459.68 F") }
        #expect(throws: UnitError.belowAbsoluteZero("-0.001", .kelvin)) { try QuantityParser.parse("-0.001 K") }
        #expect(throws: UnitError.belowAbsoluteZero("-300", .celsius)) { try Quantity(-300, .celsius).converted(to: .kelvin).value }
        #expect(try Quantity(-40, .fahrenheit).converted(to: .celsius).value == -40)
    }

    @Test func onlyTemperaturesMayBeNegative() {
        for category in UnitCategory.allCases where category != .temperature {
            for unit in category.units {
                #expect(throws: UnitError.negativeValue("-5", unit)) { try Quantity(ExactFraction(-5), unit) }
                #expect(throws: UnitError.negativeValue("-0.5", unit)) { try Quantity(-0.5, unit).converted(to: unit).value }
            }
        }
        #expect(throws: UnitError.negativeValue("-72.4", .kilogram)) { try QuantityParser.parse("-72.4 kg") }
        #expect(throws: UnitError.negativeValue("-5", .foot)) { try QuantityParser.parse("-5 ft 2 in") }
        #expect(UnitError.negativeValue("-5", .kilogram).description == "a weight cannot be negative: -5 kg")
    }

    @Test func nonNumbersAreRefused() {
        #expect(throws: UnitError.notFinite) { try Quantity(.nan, .kilogram).converted(to: .pound).value }
        #expect(throws: UnitError.notFinite) { try Quantity(.infinity, .celsius).converted(to: .kelvin).value }
        #expect(throws: UnitError.notFinite) { try Quantity(-.infinity, .celsius) }
        #expect(throws: UnitError.categoryMismatch(from: .kilogram, to: .metre)) {
            try Quantity(1, .kilogram).converted(to: .metre).value
        }
    }

    @Test func negativeZeroIsZero() throws {
        #expect(try QuantityParser.parse("-0 kg").quantity.amount == .zero)
        #expect(try Quantity(-0.0, .kilogram).valueText(precision: .two) == "0.00")
    }
}
