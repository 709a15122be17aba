import TallyEngines
import TallyScenarios
import Testing

/// `tally convert`'s arguments become a quantity, a target and a precision, or a clear error.
@Suite struct ConvertRequestTests {
    static func request(_ arguments: [String], to: String? = nil, precision: String? = nil,
                        defaultPrecision: ConversionPrecision = .two) -> Result<ConvertRequest, ValueError> {
        ConvertRequest.parse(arguments: arguments, to: to, precision: precision, defaultPrecision: defaultPrecision)
    }

    @Test(arguments: [
        (["72.4kg"], "72.4", MeasurementUnit.kilogram),
        (["72.4", "kg"], "72.4", .kilogram),
        (["11st 8lb"], "162", .stonesAndPounds),
        (["11", "st", "8", "lb"], "162", .stonesAndPounds),
        (["-40", "f"], "-40", .fahrenheit),
        (["5ft 7in"], "67", .inch),
        (["100", "km/h"], "100", .kilometresPerHour),
        (["2", "fl", "oz"], "2", .fluidOunce),
    ])
    func valueAndUnitMayBeOneArgumentOrSeveral(arguments: [String], amount: String, unit: MeasurementUnit) throws {
        let parsed = try Self.request(arguments).get()
        #expect(parsed.source.unit == unit)
        #expect(parsed.source.amount == ExactFraction(try #require(ExactDecimal(amount))))
        #expect(parsed.target == nil)
        #expect(parsed.precision == .two)
    }

    @Test func withoutATargetEveryOtherUnitOfTheCategoryIsProduced() throws {
        let parsed = try Self.request(["72.4kg"]).get()
        #expect(parsed.results.map(\.unit) == [.gram, .ounce, .pound, .stonesAndPounds])
        let single = try Self.request(["72.4kg"], to: "lbs").get()
        #expect(single.results.map { $0.formatted(precision: single.precision) } == ["159.61 lb"])
    }

    @Test(arguments: [("2", "2.13"), ("3", "2.127"), ("4", "2.1268")])
    func precisionRoundsCorrectly(places: String, expected: String) throws {
        let parsed = try Self.request(["2.1268", "m"], to: "m", precision: places).get()
        #expect(parsed.results.first?.valueText(precision: parsed.precision) == expected)
    }

    @Test func thePrecisionDefaultComesFromTheCaller() throws {
        #expect(try Self.request(["1", "kg"], defaultPrecision: .four).get().precision == .four)
    }

    @Test func ambiguityNotesAreCollectedOnceEach() throws {
        let parsed = try Self.request(["2", "gal"], to: "gal").get()
        #expect(parsed.notes == ["gal read as UK gallons (4.54609 L)"])
        let both = Self.request(["3", "m"], to: "pt")
        #expect(throws: ValueError.self) { try both.get() }
        let mixed = try Self.request(["1", "pt"], to: "floz").get()
        #expect(mixed.notes == ["pt read as UK pints (0.56826125 L)", "floz read as UK fluid ounces (28.4130625 mL)"])
    }

    @Test(arguments: [
        ([String](), nil as String?, nil as String?, "no quantity given; write a number and a unit such as 72.4 kg"),
        (["abc", "kg"], nil, nil, "\"abc kg\" is not a number Tally can read; write plain digits such as 72.4"),
        (["5", "kgg"], nil, nil, "unknown unit \"kgg\"; did you mean kg?"),
        (["-5", "kg"], nil, nil, "a weight cannot be negative: -5 kg"),
        (["-500", "c"], nil, nil, "-500 °C is below absolute zero (0 K = -273.15 °C = -459.67 °F)"),
        (["-1", "k"], nil, nil, "-1 K is below absolute zero (0 K = -273.15 °C = -459.67 °F)"),
        (["10", "kg"], "c", nil, "--to: cannot convert weight (kg) to temperature (c)"),
        (["10", "m"], "ft", nil, "--to: ft is accepted as input only; convert to in, yd or m instead"),
        (["10", "m"], "parsec", nil, "--to: unknown unit \"parsec\""),
        (["10", "m"], nil, "5", "--precision must be 2, 3 or 4 (decimal places), got \"5\""),
        (["1e3", "m"], nil, nil, "\"1e3 m\" is not a number Tally can read; write plain digits such as 72.4"),
        (["10"], nil, nil, "\"10\" has no unit; write one such as kg, lb, cm or °C"),
        (["1,5", "kg"], nil, nil, "\"1,5\" is not a number Tally can read; write 1.5"),
        (["11st 20lb"], nil, nil, "\"11st 20lb\" has 14 pounds or more after the stones; write less than 14 lb (1 st = 14 lb), such as 11st 6lb"),
        (["5ft", "13in"], nil, nil, "\"5ft 13in\" has 12 inches or more after the feet; write less than 12 in (1 ft = 12 in), such as 5ft 7in"),
    ])
    func mistakesComeBackAsSentences(arguments: [String], to: String?, precision: String?, message: String) {
        switch Self.request(arguments, to: to, precision: precision) {
        case .success: Issue.record("accepted \(arguments)")
        case .failure(let error): #expect(error.message == message)
        }
    }

    @Test func savingWithoutATargetRecordsThePrimaryUnit() throws {
        let day = CalendarDate(year: 2026, month: 1, day: 2)
        #expect(try Self.request(["160lb"]).get().savedConversion(on: day).target == .kilogram)
        #expect(try Self.request(["70kg"]).get().savedConversion(on: day).target == .gram)
        #expect(try Self.request(["70kg"], to: "st-lb").get().savedConversion(on: day).target == .stonesAndPounds)
        #expect(try Self.request(["70kg"]).get().savedConversion(on: day).saved == day)
    }
}
