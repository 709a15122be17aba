import TallyEngines
import TallyScenarios
import Testing

/// Every mistake in a `kind: conversions` file is reported at the value, with line and column.
@Suite struct ConversionsValidationTests {
    @Test func aValidHistoryReadsEveryField() throws {
        let scenario = try #require(UnitsScenarioSupport.conversions("""
        kind: conversions
        title: Mine
        precision: 3
        conversions:
          - category: weight
            value: 11st 8lb
            unit: st-lb
            to: kg
            saved: 2026-01-06
          - value: -40
            unit: °F
            to: c
            precision: 4
        """))
        #expect(scenario.header.title == "Mine")
        #expect(scenario.precision == .three)
        #expect(scenario.conversions.count == 2)
        let first = scenario.conversions[0]
        #expect(first.source.unit == .stonesAndPounds)
        #expect(first.source.amount == ExactFraction(162))
        #expect(first.precision == .three)
        #expect(first.saved == CalendarDate(year: 2026, month: 1, day: 6))
        #expect(first.result.formatted(precision: .two) == "73.48 kg")
        let second = scenario.conversions[1]
        #expect(second.category == .temperature)
        #expect(second.precision == .four)
        #expect(second.saved == nil)
        #expect(second.result.formatted(precision: .two) == "-40.00 °C")
    }

    @Test func precisionDefaultsToTheSiteSetting() throws {
        var settings = SiteSettings()
        settings.precision = .four
        let scenario = try ScenarioParser.parse(text: "kind: conversions\nconversions:\n  - value: 1\n    unit: kg\n    to: lb\n",
                                                path: "c.yaml", context: ParseContext(settings: settings, today: UnitsScenarioSupport.today))
        guard case .conversions(let history) = scenario else {
            Issue.record("not a conversions scenario")
            return
        }
        #expect(history.precision == .four)
        #expect(history.conversions.first?.precision == .four)
    }

    @Test func everyEntryMistakeIsLocatedAtItsValue() {
        let errors = UnitsScenarioSupport.errors("""
        kind: conversions
        precision: 5
        conversions:
          - category: wieght
            value: 72.4
            unit: kg
            to: lb
          - value: abc
            unit: kg
            to: lb
          - value: -5
            unit: kg
            to: lb
          - value: 10
            unit: kgg
            to: lb
          - value: 10
            unit: kg
            to: c
          - value: 10
            unit: m
            to: ft
          - value: -300
            unit: c
            to: f
          - value: 10
            unit: kg
            to: lb
            precision: 1
            saved: 2026-02-30
            colour: red
          - value: 10lb
            unit: kg
            to: g
          - category: length
            value: 1
            unit: kg
            to: g
          - unit: kg
          - just text
        """)
        #expect(errors == [
            "2:12: precision must be 2, 3 or 4 (decimal places), got \"5\"",
            "4:15: category must be one of weight, temperature, length, speed, volume, got \"wieght\"; did you mean 'weight'?",
            "8:12: value is not readable: \"abc\" is not a number Tally can read; write plain digits such as 72.4",
            "11:12: value is not valid: a weight cannot be negative: -5 kg, got \"-5\"",
            "15:11: unit unknown unit \"kgg\"; did you mean kg?",
            "19:9: to must be a unit of weight like kg, got \"c\" (temperature)",
            "22:9: to must be a unit Tally converts to: ft is accepted as input only; convert to in, yd or m instead",
            "23:12: value is not valid: -300 °C is below absolute zero (0 K = -273.15 °C = -459.67 °F), got \"-300\"",
            "29:16: precision must be 2, 3 or 4 (decimal places), got \"1\"",
            "30:12: saved is not a date that exists: February 2026 has 28 days, got \"2026-02-30\"",
            "31:5: unknown key 'colour'; known keys here: unit, value, to, category, precision, saved",
            "32:12: value must be a number of kilograms (the unit is given by `unit:`), got \"10lb\"",
            "35:15: category must match the unit (kg is a weight), got \"length\"",
            "39:5: missing `value:` (the number converted)",
            "39:5: missing `to:` (the unit converted to)",
            "40:5: each conversion must be a set of `key: value` lines",
        ])
    }

    @Test func conversionsMustBeAList() {
        #expect(UnitsScenarioSupport.errors("kind: conversions\nconversions: 3\n") == [
            "2:14: conversions must be a list (lines starting with `- `)",
        ])
    }

    @Test func unknownTopLevelKeysGetADidYouMean() {
        #expect(UnitsScenarioSupport.errors("kind: conversions\nconversion: []\n") == [
            "2:1: unknown key 'conversion'; did you mean 'conversions'?",
        ])
    }
}
