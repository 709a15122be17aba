import TallyEngines
@testable import TallyReports
import TallyScenarios
import Testing

/// The exact text and JSON `tally convert` prints.
@Suite struct ConvertOutputTests {
    static func request(_ arguments: [String], to: String? = nil, precision: String? = nil) throws -> ConvertRequest {
        try ConvertRequest.parse(arguments: arguments, to: to, precision: precision, defaultPrecision: .two).get()
    }

    @Test func jsonWithATargetHasCategoryFromUnitAndValue() throws {
        #expect(ConvertOutput.json(try Self.request(["72.4kg"], to: "lb")) == """
        {
          "category": "weight",
          "from": {
            "value": 72.4,
            "unit": "kg"
          },
          "unit": "lb",
          "value": 159.61
        }

        """)
    }

    @Test func jsonStonesAndPoundsReplaceValueInFromAndResult() throws {
        #expect(ConvertOutput.json(try Self.request(["11st 8lb"], to: "kg")) == """
        {
          "category": "weight",
          "from": {
            "stones": 11,
            "pounds": 8,
            "unit": "st-lb"
          },
          "unit": "kg",
          "value": 73.48
        }

        """)
        #expect(ConvertOutput.json(try Self.request(["13.999", "lb"], to: "st-lb")).contains("\"unit\": \"st-lb\",\n  \"stones\": 1,\n  \"pounds\": 0.00\n"))
    }

    @Test func jsonWithoutATargetListsEveryOtherUnitAtThePrecision() throws {
        #expect(ConvertOutput.json(try Self.request(["-40", "f"], precision: "3")) == """
        {
          "category": "temperature",
          "from": {
            "value": -40,
            "unit": "f"
          },
          "results": [
            {"unit":"c","value":-40.000},
            {"unit":"k","value":233.150}
          ]
        }

        """)
        let weights = ConvertOutput.json(try Self.request(["1", "kg"]))
        #expect(weights.contains("{\"unit\":\"st-lb\",\"stones\":0,\"pounds\":2.20}"))
        #expect(weights.contains("{\"unit\":\"oz\",\"value\":35.27}"))
    }

    @Test func textShowsOneLineOrAList() throws {
        #expect(ConvertOutput.text(try Self.request(["2.1268", "m"], to: "m", precision: "4")) == "2.1268 m = 2.1268 m\n")
        #expect(ConvertOutput.text(try Self.request(["37", "c"])) == "37 °C (temperature) is\n  98.60 °F\n  310.15 K\n")
        #expect(ConvertOutput.text(try Self.request(["11st 8lb"], to: "kg")) == "11 st 8 lb = 73.48 kg\n")
    }

    @Test func notesNeverReachTheJSON() throws {
        let request = try Self.request(["2", "gal"], to: "l")
        #expect(!request.notes.isEmpty)
        #expect(!ConvertOutput.json(request).contains("UK gallons"))
    }
}

/// The exact JSON `tally bmi` prints.
@Suite struct BMIOutputTests {
    @Test func jsonHasBMICategoryWeightAndHeight() throws {
        let request = try BMIRequest.parse(weight: "72.4kg", height: "170cm", age: nil).get()
        #expect(BMIOutput.json(request) == """
        {
          "bmi": 25.1,
          "category": "Overweight",
          "adult_categories_apply": true,
          "weight_kg": 72.4,
          "height_m": 1.7
        }

        """)
        #expect(BMIOutput.text(request) == "BMI 25.1 (Overweight)\nYour BMI is above the healthy range.\n")
    }

    @Test func imperialInputIsConvertedForTheJSON() throws {
        let request = try BMIRequest.parse(weight: "160lb", height: "5ft 7in", age: "15").get()
        let json = BMIOutput.json(request)
        #expect(json.contains("\"weight_kg\": 72.5748,"))
        #expect(json.contains("\"height_m\": 1.7018\n"))
        #expect(BMIOutput.text(request).contains("BMI-for-age percentiles"))
    }

    /// Under 20 the adult category does not apply, so the JSON must not name one.
    @Test func underTwentyTheJSONHasNoCategory() throws {
        let request = try BMIRequest.parse(weight: "50kg", height: "160cm", age: "15").get()
        #expect(BMIOutput.json(request) == """
        {
          "bmi": 19.5,
          "category": null,
          "adult_categories_apply": false,
          "weight_kg": 50,
          "height_m": 1.6
        }

        """)
        let json = BMIOutput.render(request, json: true)
        #expect(json.standardOutput == BMIOutput.json(request))
        #expect(json.standardErrorLines == ["note: Adult BMI categories do not apply under 20; BMI-for-age percentiles do."])
        let text = BMIOutput.render(request, json: false)
        #expect(text.standardOutput == BMIOutput.text(request))
        #expect(text.standardErrorLines.isEmpty)
        let adult = try BMIRequest.parse(weight: "50kg", height: "160cm", age: "20").get()
        #expect(BMIOutput.render(adult, json: true).standardErrorLines.isEmpty)
        #expect(BMIOutput.json(adult).contains("\"category\": \"Normal\",\n  \"adult_categories_apply\": true,"))
    }
}

@Suite struct ConvertOutputReadingTests {
    @Test func thousandsAreGroupedAndFeetAndInchesKept() throws {
        let grams = try ConvertRequest.parse(arguments: ["73.48196", "kg"], to: "g", precision: nil, defaultPrecision: .two).get()
        #expect(ConvertOutput.text(grams) == "73.48196 kg = 73,481.96 g\n")
        let height = try ConvertRequest.parse(arguments: ["5 ft 7 in"], to: "cm", precision: nil, defaultPrecision: .two).get()
        #expect(ConvertOutput.text(height) == "5 ft 7 in = 170.18 cm\n")
        // JSON stays plain digits for programs.
        #expect(ConvertOutput.json(grams).contains("\"value\": 73481.96"))
    }

    @Test func referenceCellsUseSignificantFiguresAndStonesAsSaid() throws {
        let metre = try Quantity(ExactFraction(1), .metre)
        #expect(ConversionsTables.cell(for: try metre.converted(to: .kilometre), precision: .two) == "0.001")
        let hundred = try Quantity(ExactFraction(100), .metre)
        #expect(ConversionsTables.cell(for: try hundred.converted(to: .inch), precision: .two) == "3,937")
        let kilo = try Quantity(ExactFraction(1), .kilogram)
        #expect(ConversionsTables.cell(for: try kilo.converted(to: .stonesAndPounds), precision: .two) == "2.2 lb")
        #expect(ConversionsTables.columnHeading(.gallon) == "UK gal")
        #expect(UnitReferenceTable(category: .length).units.contains(.foot))
    }
}
