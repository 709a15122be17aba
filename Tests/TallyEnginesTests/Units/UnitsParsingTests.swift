import Testing
@testable import TallyEngines

@Suite struct UnitsParsingTests {
    static func parsed(_ text: String) throws -> Quantity { try QuantityParser.parse(text).quantity }

    static func exact(_ text: String) throws -> ExactFraction {
        ExactFraction(try #require(ExactDecimal(text)))
    }

    @Test(arguments: [
        ("72.4kg", "72.4", MeasurementUnit.kilogram), ("72.4 kg", "72.4", .kilogram), ("160lb", "160", .pound),
        ("11st 6lb", "160", .stonesAndPounds), ("11 st 6 lb", "160", .stonesAndPounds), ("11st", "154", .stonesAndPounds),
        ("11 stone 6 pounds", "160", .stonesAndPounds), ("11st 6", "160", .stonesAndPounds),
        ("5ft 7in", "67", .inch), ("5' 7\"", "67", .inch), ("5'7\"", "67", .inch), ("5 ft 7.5 in", "67.5", .inch),
        ("5'7", "67", .inch), ("6ft", "6", .foot), ("170cm", "170", .centimetre), ("1.70m", "1.70", .metre),
        ("67in", "67", .inch), ("-40 °F", "-40", .fahrenheit), ("-40°F", "-40", .fahrenheit),
        ("\u{2212}40 °C", "-40", .celsius), ("+5 kg", "5", .kilogram), (".5 l", "0.5", .litre),
        ("30 miles per hour", "30", .milesPerHour), ("12 fl oz", "12", .fluidOunce), ("0 kg", "0", .kilogram),
    ])
    func readsWhatPeopleType(text: String, value: String, unit: MeasurementUnit) throws {
        let quantity = try Self.parsed(text)
        #expect(quantity.unit == unit)
        #expect(quantity.amount == (try Self.exact(value)))
    }

    @Test func compoundInputsConvertIntoTheBase() throws {
        #expect(try Self.parsed("11st 6lb").baseAmount == (try Self.exact("72.57477920")))
        #expect(try Self.parsed("5ft 7in").baseAmount == (try Self.exact("1.7018")))
        #expect(try Self.parsed("5ft 7in").converted(to: .centimetre).formatted(precision: .two) == "170.18 cm")
    }

    @Test func aBareNumberTakesTheDefaultUnitOrIsRefused() throws {
        #expect(try QuantityParser.parse("72.4", defaultUnit: .kilogram).quantity.unit == .kilogram)
        #expect(throws: UnitError.missingUnit("72.4")) { try QuantityParser.parse("72.4") }
    }

    @Test func malformedInputIsAClearError() {
        #expect(throws: UnitError.emptyInput) { try QuantityParser.parse("   ") }
        #expect(throws: UnitError.notANumber("kg")) { try QuantityParser.parse("kg") }
        #expect(throws: UnitError.notANumber("abc kg")) { try QuantityParser.parse("abc kg") }
        #expect(throws: UnitError.notANumber("1.2.3")) { try QuantityParser.parse("1.2.3 kg") }
        #expect(throws: UnitError.malformedCompound("5 kg 3 lb")) { try QuantityParser.parse("5 kg 3 lb") }
        #expect(throws: UnitError.malformedCompound("6lb 11st")) { try QuantityParser.parse("6lb 11st") }
        #expect(throws: UnitError.malformedCompound("1 st 2 lb 3 oz")) { try QuantityParser.parse("1 st 2 lb 3 oz") }
        #expect(throws: UnitError.unknownUnit("parsecs", suggestions: [])) { try QuantityParser.parse("3 parsecs") }
        #expect(throws: UnitError.notANumber("1e3 kg")) { try QuantityParser.parse("1e3 kg") }
    }

    @Test func aCommaInsideANumberIsNotAUnit() {
        #expect(throws: UnitError.commaInNumber("1,5")) { try QuantityParser.parse("1,5 kg") }
        #expect(throws: UnitError.commaInNumber("-1,5")) { try QuantityParser.parse("-1,5 c") }
        #expect(throws: UnitError.commaInNumber("1,500")) { try QuantityParser.parse("1,500kg") }
        #expect(throws: UnitError.commaInNumber("11,5")) { try QuantityParser.parse("11,5st") }
        #expect(UnitError.commaInNumber("1,5").description == "\"1,5\" is not a number Tally can read; write 1.5")
        #expect(UnitError.commaInNumber("1,500").description
                == "\"1,500\" is not a number Tally can read; write 1500 (no thousands separators) or 1.500 (a point for decimals)")
        #expect(UnitError.commaInNumber("1,234,5").description
                == "\"1,234,5\" is not a number Tally can read; write plain digits with a point for decimals and no thousands separators, such as 1500.5")
    }

    @Test func theSecondPartOfACompoundMustBeLessThanAWholeStoneOrFoot() throws {
        #expect(throws: UnitError.compoundRemainderTooLarge("11st 20lb", .pound)) { try QuantityParser.parse("11st 20lb") }
        #expect(throws: UnitError.compoundRemainderTooLarge("11st 14", .pound)) { try QuantityParser.parse("11st 14") }
        #expect(throws: UnitError.compoundRemainderTooLarge("5ft 13in", .inch)) { try QuantityParser.parse("5ft 13in") }
        #expect(throws: UnitError.compoundRemainderTooLarge("5' 12\"", .inch)) { try QuantityParser.parse("5' 12\"") }
        #expect(try Self.parsed("11st 13.99lb").amount == (try Self.exact("167.99")))
        #expect(try Self.parsed("5ft 11.9in").amount == (try Self.exact("71.9")))
        #expect(UnitError.compoundRemainderTooLarge("11st 20lb", .pound).description
                == "\"11st 20lb\" has 14 pounds or more after the stones; write less than 14 lb (1 st = 14 lb), such as 11st 6lb")
        #expect(UnitError.compoundRemainderTooLarge("5ft 13in", .inch).description
                == "\"5ft 13in\" has 12 inches or more after the feet; write less than 12 in (1 ft = 12 in), such as 5ft 7in")
    }
}
