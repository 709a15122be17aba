import Testing
@testable import TallyEngines

/// Every unit against its legal definition, written out here independently of the engine.
@Suite struct UnitsDefinitionTests {
    /// Base units per one unit, as published (NIST / Weights and Measures Act 1985).
    static let definitions: [MeasurementUnit: Double] = [
        .kilogram: 1, .gram: 0.001, .pound: 0.45359237, .ounce: 0.45359237 / 16, .stonesAndPounds: 0.45359237,
        .metre: 1, .kilometre: 1000, .mile: 1609.344, .centimetre: 0.01, .millimetre: 0.001,
        .yard: 0.9144, .inch: 0.0254, .foot: 0.3048,
        .metresPerSecond: 1, .kilometresPerHour: 1000.0 / 3600, .milesPerHour: 1609.344 / 3600, .knot: 1852.0 / 3600,
        .gallon: 4.54609, .litre: 1, .pint: 4.54609 / 8, .fluidOunce: 4.54609 / 160, .millilitre: 0.001,
    ]

    static func kelvin(_ value: Double, _ unit: MeasurementUnit) -> Double {
        switch unit {
        case .celsius: value + 273.15
        case .fahrenheit: (value + 459.67) * 5 / 9
        default: value
        }
    }

    static func relativeDifference(_ a: Double, _ b: Double) -> Double {
        abs(a - b) / max(abs(a), abs(b), 1e-300)
    }

    @Test func exactDefinitionsHold() throws {
        func amount(_ value: Int64, _ from: MeasurementUnit, in to: MeasurementUnit) throws -> ExactFraction {
            try Quantity(ExactFraction(value), from).converted(to: to).amount
        }
        #expect(try amount(1, .pound, in: .kilogram) == #require(ExactFraction(45_359_237, over: 100_000_000)))
        #expect(try amount(16, .ounce, in: .pound) == ExactFraction(1))
        #expect(try amount(1, .inch, in: .metre) == #require(ExactFraction(254, over: 10_000)))
        #expect(try amount(1, .mile, in: .metre) == #require(ExactFraction(1_609_344, over: 1000)))
        #expect(try amount(1, .yard, in: .metre) == #require(ExactFraction(9144, over: 10_000)))
        #expect(try amount(1, .yard, in: .inch) == ExactFraction(36))
        #expect(try amount(1, .mile, in: .yard) == ExactFraction(1760))
        #expect(try amount(1, .gallon, in: .litre) == #require(ExactFraction(454_609, over: 100_000)))
        #expect(try amount(1, .gallon, in: .pint) == ExactFraction(8))
        #expect(try amount(1, .gallon, in: .fluidOunce) == ExactFraction(160))
        #expect(try amount(1, .pint, in: .fluidOunce) == ExactFraction(20))
        #expect(try amount(1, .litre, in: .millilitre) == ExactFraction(1000))
        #expect(try amount(1, .knot, in: .kilometresPerHour) == #require(ExactFraction(1852, over: 1000)))
        #expect(try amount(36, .kilometresPerHour, in: .metresPerSecond) == ExactFraction(10))
        #expect(try amount(1, .milesPerHour, in: .kilometresPerHour) == #require(ExactFraction(1_609_344, over: 1_000_000)))
        #expect(try amount(1, .kilogram, in: .gram) == ExactFraction(1000))
        #expect(try amount(100, .celsius, in: .fahrenheit) == ExactFraction(212))
        #expect(try amount(-40, .celsius, in: .fahrenheit) == ExactFraction(-40))
        #expect(try amount(0, .kelvin, in: .fahrenheit) == #require(ExactFraction(-45_967, over: 100)))
        #expect(try amount(0, .celsius, in: .kelvin) == #require(ExactFraction(27_315, over: 100)))
        let stone = try QuantityParser.parse("1 st").quantity
        #expect(try stone.converted(to: .pound).amount == ExactFraction(14))
        let foot = try QuantityParser.parse("1 ft").quantity
        #expect(try foot.converted(to: .inch).amount == ExactFraction(12))
    }

    @Test func everyPairMatchesItsDefinitionAndRoundTrips() throws {
        for category in UnitCategory.allCases {
            let sources = category.units + (category == .length ? [.foot] : [])
            for from in sources {
                for to in category.units {
                    for value in [0.0, 1, 2.5, 37, 1234.5678] {
                        let converted = try Quantity(value, from).converted(to: to).value
                        let expected: Double
                        if category == .temperature {
                            let kelvin = Self.kelvin(value, from)
                            expected = switch to {
                            case .celsius: kelvin - 273.15
                            case .fahrenheit: kelvin * 9 / 5 - 459.67
                            default: kelvin
                            }
                        } else {
                            let factorFrom = try #require(Self.definitions[from])
                            let factorTo = try #require(Self.definitions[to])
                            expected = value * factorFrom / factorTo
                        }
                        let tolerance = category == .temperature ? 1e-9 : 1e-12
                        #expect(abs(converted - expected) <= tolerance * max(1, abs(expected)),
                                "\(value) \(from.code) -> \(to.code): \(converted) vs \(expected)")
                        guard from.isOutputUnit else { continue }
                        let back = try Quantity(converted, to).converted(to: from).value
                        #expect(Self.relativeDifference(back, value) <= 1e-9 || abs(back - value) < 1e-12,
                                "\(value) \(from.code) -> \(to.code) -> back \(back)")
                        let exactBack = try Quantity(value, from).converted(to: to).converted(to: from)
                        #expect(exactBack.amount == ExactFraction(shortestDecimalOf: value))
                    }
                }
            }
        }
    }

    @Test func convertingToOtherUnitsFollowsTheDocumentedOrder() throws {
        let weight = try QuantityParser.parse("72.4 kg").quantity
        #expect(weight.convertedToOtherUnits().map(\.unit) == [.gram, .ounce, .pound, .stonesAndPounds])
        let volume = try QuantityParser.parse("2 pints").quantity
        #expect(volume.convertedToOtherUnits().map(\.unit) == [.gallon, .litre, .fluidOunce, .millilitre])
        #expect(volume.convertedToOtherUnits().map { $0.formatted(precision: .three) }
                == ["0.250 gal", "1.137 L", "40.000 fl oz", "1,136.523 mL"])
        let feet = try QuantityParser.parse("6 ft").quantity
        #expect(feet.convertedToOtherUnits().map(\.unit) == UnitCategory.length.units)
        #expect(UnitCategory.speed.units == [.metresPerSecond, .kilometresPerHour, .milesPerHour, .knot])
        #expect(UnitCategory.temperature.units == [.celsius, .fahrenheit, .kelvin])
        #expect(UnitCategory.length.units == [.metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .inch])
    }

    @Test func feetAreReadButNeverWritten() throws {
        let height = try QuantityParser.parse("170 cm").quantity
        #expect(throws: UnitError.inputOnlyUnit(.foot)) { try height.converted(to: .foot) }
        #expect(throws: UnitError.inputOnlyUnit(.foot)) { try MeasurementUnit.resolveOutput("feet") }
        #expect(throws: UnitError.categoryMismatch(from: .centimetre, to: .kilogram)) { try height.converted(to: .kilogram) }
    }

    @Test func referenceTablesConvertFamiliarValuesToEveryUnit() throws {
        for category in UnitCategory.allCases {
            let table = UnitReferenceTable(category: category)
            // Lengths add feet, which `tally convert` reads but never writes.
            // The primary unit's column comes first (the values each row starts from).
            var expectedUnits = category == .length ? [.metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .foot, .inch] : category.units
            expectedUnits.removeAll { $0 == category.primaryUnit }
            expectedUnits.insert(category.primaryUnit, at: 0)
            #expect(table.units == expectedUnits)
            #expect(table.rows.allSatisfy { $0.values.first == $0.source })
            #expect(table.rows.count == category.referenceValues.count)
            for (row, value) in zip(table.rows, category.referenceValues) {
                #expect(row.source.unit == category.primaryUnit)
                #expect(row.source.amount == ExactFraction(value))
                #expect(row.values.map(\.unit) == expectedUnits)
                for converted in row.values where converted.unit.isOutputUnit {
                    #expect(converted == (try row.source.converted(to: converted.unit)))
                }
                if let feet = row.values.first(where: { $0.unit == .foot }) {
                    #expect(feet.baseAmount == row.source.baseAmount)
                }
            }
        }
        let temperatures = UnitReferenceTable(category: .temperature)
        #expect(temperatures.rows[3].values.map { $0.formatted(precision: .two) } == ["37.00 °C", "98.60 °F", "310.15 K"])
        let weights = UnitReferenceTable(category: .weight)
        #expect(weights.rows[4].values.map { $0.formatted(precision: .two) }
                == ["100.00 kg", "100,000.00 g", "3,527.40 oz", "220.46 lb", "15 st 10.5 lb"])
        #expect(UnitReferenceTable(category: .speed).units.first == .kilometresPerHour)
        #expect(UnitReferenceTable(category: .volume).units.first == .litre)
    }
}
