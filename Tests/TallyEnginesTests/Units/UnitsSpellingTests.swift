import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct UnitsSpellingTests {
    static let spellings: [(String, MeasurementUnit)] = [
        ("kg", .kilogram), ("kilograms", .kilogram), ("kilogram", .kilogram), ("kilos", .kilogram), ("kgs", .kilogram),
        ("KG", .kilogram), ("Kilos", .kilogram),
        ("g", .gram), ("grams", .gram),
        ("oz", .ounce), ("ounces", .ounce),
        ("lb", .pound), ("lbs", .pound), ("pounds", .pound), ("LBS", .pound),
        ("stone", .stonesAndPounds), ("stones", .stonesAndPounds), ("st", .stonesAndPounds), ("st-lb", .stonesAndPounds),
        ("c", .celsius), ("°C", .celsius), ("℃", .celsius), ("celsius", .celsius), ("Celsius", .celsius),
        ("centigrade", .celsius), ("degC", .celsius), ("° C", .celsius),
        ("f", .fahrenheit), ("°F", .fahrenheit), ("fahrenheit", .fahrenheit), ("Fahrenheit", .fahrenheit),
        ("k", .kelvin), ("K", .kelvin), ("kelvin", .kelvin),
        ("m", .metre), ("metres", .metre), ("meters", .metre), ("metre", .metre), ("Metres", .metre),
        ("km", .kilometre), ("kilometres", .kilometre),
        ("mi", .mile), ("miles", .mile), ("mile", .mile),
        ("in", .inch), ("inches", .inch), ("inch", .inch), ("\"", .inch),
        ("yd", .yard), ("yards", .yard),
        ("cm", .centimetre), ("centimetres", .centimetre), ("mm", .millimetre), ("millimetres", .millimetre),
        ("ft", .foot), ("feet", .foot), ("'", .foot),
        ("m/s", .metresPerSecond), ("metres per second", .metresPerSecond), ("Metres  per  second", .metresPerSecond),
        ("kph", .kilometresPerHour), ("kmh", .kilometresPerHour), ("km/h", .kilometresPerHour),
        ("kilometres per hour", .kilometresPerHour), ("KPH", .kilometresPerHour), ("km / h", .kilometresPerHour),
        ("mph", .milesPerHour), ("miles per hour", .milesPerHour), ("MPH", .milesPerHour),
        ("knots", .knot), ("kt", .knot), ("kn", .knot),
        ("gallons", .gallon), ("gallon", .gallon), ("gal", .gallon),
        ("litres", .litre), ("liters", .litre), ("l", .litre), ("L", .litre),
        ("pints", .pint), ("pint", .pint), ("pt", .pint),
        ("fl oz", .fluidOunce), ("fluid ounces", .fluidOunce), ("floz", .fluidOunce), ("fl. oz.", .fluidOunce),
        ("millilitres", .millilitre), ("ml", .millilitre), ("mL", .millilitre),
    ]

    @Test(arguments: spellings)
    func spellingResolves(text: String, unit: MeasurementUnit) throws {
        #expect(try MeasurementUnit.resolve(text).unit == unit)
        #expect(try MeasurementUnit.resolve("  \(text) ").unit == unit)
    }

    @Test func everyUnitCodeResolvesToItself() throws {
        for unit in MeasurementUnit.allCases {
            #expect(try MeasurementUnit.resolve(unit.code).unit == unit)
            #expect(unit.acceptedSpellings.contains(unit.code))
        }
    }

    @Test func ambiguousSpellingsSayWhatTheyWereReadAs() throws {
        #expect(try MeasurementUnit.resolve("oz").note == "oz read as ounces (weight); write floz for fluid ounces")
        #expect(try MeasurementUnit.resolve("Ounces").note == "Ounces read as ounces (weight); write floz for fluid ounces")
        #expect(try MeasurementUnit.resolve("m").note == "m read as metres (not miles or minutes)")
        #expect(try MeasurementUnit.resolve("gal").note == "gal read as UK gallons (4.54609 L)")
        #expect(try MeasurementUnit.resolve("gallons").note == "gallons read as UK gallons (4.54609 L)")
        #expect(try MeasurementUnit.resolve("pt").note == "pt read as UK pints (0.56826125 L)")
        #expect(try MeasurementUnit.resolve("fl oz").note == "fl oz read as UK fluid ounces (28.4130625 mL)")
        #expect(try MeasurementUnit.resolve("metres").note == nil)
        #expect(try MeasurementUnit.resolve("kg").note == nil)
        #expect(try MeasurementUnit.resolve("UK gallons").note == nil)
        #expect(try QuantityParser.parse("8oz").notes == ["oz read as ounces (weight); write floz for fluid ounces"])
        #expect(try QuantityParser.parse("2 gal").notes == ["gal read as UK gallons (4.54609 L)"])
        #expect(try QuantityParser.parse("2 kg").notes.isEmpty)
    }

    @Test func unknownUnitsSuggestCloseMatches() {
        #expect(throws: UnitError.unknownUnit("kgg", suggestions: [.kilogram])) { try MeasurementUnit.resolve("kgg") }
        #expect(throws: UnitError.unknownUnit("poundz", suggestions: [.pound])) { try MeasurementUnit.resolve("poundz") }
        #expect(throws: UnitError.unknownUnit("farenheit", suggestions: [.fahrenheit])) { try MeasurementUnit.resolve("farenheit") }
        #expect(throws: UnitError.unknownUnit("kilometers/hour", suggestions: [])) { try MeasurementUnit.resolve("kilometers/hour") }
        #expect(throws: UnitError.unknownUnit("wibble", suggestions: [])) { try MeasurementUnit.resolve("wibble") }
        #expect(throws: UnitError.missingUnit("  ")) { try MeasurementUnit.resolve("  ") }
        let message = UnitError.unknownUnit("kgg", suggestions: [.kilogram, .gram]).description
        #expect(message == "unknown unit \"kgg\"; did you mean kg, g?")
    }

    @Test func suggestionsAreOrderedByDistanceThenUnit() {
        // "mk" is one edit from k, m, km (a swap), mi, mm and ml: closest first, then in unit
        // order, at most three.
        #expect(UnitSpellings.suggestions(for: "mk") == [.kelvin, .metre, .kilometre])
    }

    /// Unit suggestions and field-name suggestions share one rule of what looks like a typo:
    /// half a word changed is another word.
    @Test func halfAWordChangedIsNotATypo() {
        #expect(EditDistance.typoLimit(forLength: 2) == 1)
        #expect(EditDistance.typoLimit(forLength: 6) == 2)
        #expect(EditDistance.typoLimit(forLength: 12) == 2)
        // "kilogrmas" is one swap from "kilograms"; "yearly" is no unit's typo.
        #expect(UnitSpellings.suggestions(for: "kilogrmas").contains(.kilogram))
        #expect(UnitSpellings.suggestions(for: "yearly").isEmpty)
    }

    /// Swapped letters are the commonest typo, so a swap counts as one edit.
    @Test func swappedLettersGetASuggestion() {
        #expect(throws: UnitError.unknownUnit("mhp", suggestions: [.milesPerHour])) { try MeasurementUnit.resolve("mhp") }
        #expect(throws: UnitError.unknownUnit("gk", suggestions: [.kilogram, .gram, .kelvin])) { try MeasurementUnit.resolve("gk") }
        #expect(EditDistance.between("mhp", "mph") == 1)
        #expect(EditDistance.between("ab", "ba") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "kg") == 2)
        #expect(EditDistance.between("°c", "°c") == 0)
    }

    /// Distance is a metric on the spellings: symmetric, zero only for equal strings, and
    /// never more than the longer length.
    @Test func editDistanceIsSymmetricAndBounded() {
        let spellings = UnitSpellings.all.map(\.text)
        var random = SeededRandom(seed: 0xED17_0001)
        for _ in 0..<500 {
            let a = spellings[Int(random.next() % UInt64(spellings.count))]
            let b = spellings[Int(random.next() % UInt64(spellings.count))]
            let distance = EditDistance.between(a, b)
            #expect(distance == EditDistance.between(b, a))
            #expect((distance == 0) == (a == b))
            #expect(distance <= max(a.count, b.count))
            #expect(distance >= abs(a.count - b.count))
        }
    }
}
