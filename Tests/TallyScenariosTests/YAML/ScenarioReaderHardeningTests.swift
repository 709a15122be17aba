import Foundation
import TallyEngines
import TallyScenarios
import Testing

/// Issue 8: every error located at the right line and column, in plain words, with no internal
/// API names; and limits so that a small file cannot cost a large build.
@Suite struct ScenarioReaderHardeningTests {
    static let loan = "kind: loan\ntitle: Home\nprincipal: 350000\nrate: 3.5\nyears: 25\npayment: ?\nstart: 2027-01\n"

    /// Errors for raw bytes, read the way `tally build` reads a file.
    static func errors(bytes: [UInt8]) -> [String] {
        do {
            let text = try ScenarioText.decode(bytes, path: "home.yaml")
            return Parse.errors(text)
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func windowsLineEndingsKeepTheBlankMarker() {
        let crlf = Self.loan.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Parse.errors(crlf) == [])
        #expect(Parse.timeValue(crlf)?.solution.solved == .payment)
    }

    /// Issue 23: a file saved with old Mac line endings (CR only), or with U+2028 between lines,
    /// lost its `payment: ?` ("mapping keys are not allowed"): the blank marker split lines on
    /// LF only, libyaml on every line break it knows.
    @Test func everyLineBreakLibyamlKnowsKeepsTheBlankMarker() {
        for lineBreak in ["\r", "\u{2028}", "\u{85}"] {
            let text = Self.loan.replacingOccurrences(of: "\n", with: lineBreak)
            #expect(Parse.errors(text) == [], "\(lineBreak.unicodeScalars.map(\.value))")
            #expect(Parse.timeValue(text)?.solution.solved == .payment)
        }
    }

    @Test func aDuplicateKeyIsReportedAtItsSecondOccurrence() {
        #expect(Parse.errors("kind: loan\nrate: 3\nprincipal: 1000\nrate: 4\nyears: 2\n")
            == ["home.yaml:4:1: error: 'rate' is given twice; each key may appear once"])
        #expect(Parse.errors("kind: budget\ncategories:\n  - name: a\n    budget: 1\n    name: b\n").first
            == "home.yaml:5:5: error: 'name' is given twice; each key may appear once")
    }

    @Test func anUnclosedQuoteOrBraceIsReportedWhereItOpens() {
        let quote = Parse.errors("kind: loan\ntitle: \"Home\nprincipal: 1000\nrate: 3\n")
        #expect(quote.count == 1)
        #expect(quote.first?.hasPrefix("home.yaml:2:8: error: ") == true)
        #expect(quote.first?.contains("quote") == true)
        let single = Parse.errors("kind: loan\ntitle: 'Home\n")
        #expect(single.first?.hasPrefix("home.yaml:2:8: error: ") == true)
        let brace = Parse.errors("kind: loan\nprincipal: {a: 1\nrate: 3\nyears: 2\n")
        #expect(brace.first?.hasPrefix("home.yaml:2:12: error: ") == true)
        #expect(brace.first?.contains("{") == true)
        let bracket = Parse.errors("kind: budget\ncategories: [a, b\n")
        #expect(bracket.first?.hasPrefix("home.yaml:2:13: error: ") == true)
    }

    @Test func aNulByteIsLocatedInPlainWords() {
        let errors = Self.errors(bytes: Array("kind: loan\ntitle: a\0b\n".utf8))
        #expect(errors == ["home.yaml:2:9: error: the file holds a NUL character (byte 0) here; scenario files are plain text"])
        #expect(Parse.errors("kind: loan\ntitle: a\u{1}b\n").first?.hasPrefix("home.yaml:2:9: error: the file holds a control character") == true)
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() {
        let bytes = Array("kind: loan\ntitle: caf".utf8) + [0xC3, 0x28] + Array(" ok\n".utf8)
        #expect(Self.errors(bytes: bytes) == ["home.yaml:2:11: error: the file is not UTF-8 text from here (byte 0xC3); save it as UTF-8"])
        #expect(Self.errors(bytes: Array("kind: loan\n\u{00E9}t\u{00E9}: 1".utf8) + [0xFF]).first?.hasPrefix("home.yaml:2:7: error:") == true)
    }

    @Test func deepNestingIsRefusedInPlainWords() {
        let errors = Parse.errors("kind: loan\nnotes: " + String(repeating: "[", count: 3000) + "\n")
        #expect(errors.count == 1)
        let error = errors.first ?? ""
        #expect(error.hasPrefix("home.yaml:2:"))
        #expect(error.contains("nested more than \(ScenarioLimits.maximumNesting) deep"))
        #expect(!error.contains("yaml_"))
    }

    @Test func aSecondDocumentIsRefusedInPlainWords() {
        let errors = Parse.errors("kind: loan\nprincipal: 1\n---\nkind: savings\n")
        #expect(errors == ["home.yaml:3:1: error: a scenario file holds one YAML document, but a second one starts here with `---`; move it to a file of its own"])
    }

    @Test func twoBlankFieldsAreReportedAtTheFirstOfThem() {
        let errors = Parse.errors("kind: loan\nprincipal: 1000\nrate: ?\npayment:\nyears: 5\n")
        #expect(errors == ["home.yaml:3:7: error: rate and payment are both blank: leave exactly one of principal (or price and down-payment), rate, payment, years/payments blank and give the others"])
        let three = Parse.errors("kind: savings\nprincipal: ?\nrate: ?\npayment: 1\nfuture-value: ?\nyears: 2\n")
        #expect(three.first?.hasPrefix("home.yaml:2:12: error: principal, rate and future-value are all blank") == true)
    }

    @Test func theKnownKeysListNamesEachKeyOnce() throws {
        let error = try #require(Parse.errors(Self.loan + "qqqqqqqqqqqq: 1\n").first)
        let list = try #require(error.components(separatedBy: "known keys here: ").last)
        let keys = list.components(separatedBy: ", ")
        #expect(keys.count == Set(keys).count)
        #expect(keys.contains("years"))
    }

    @Test func eighteenDigitNumbersHaveTooManyDigits() throws {
        let money = Parse.errors("kind: loan\nprincipal: 123456789012345678\nrate: 3\nyears: 2\n")
        #expect(money.first?.contains("has too many digits") == true)
        let rate = Parse.errors("kind: loan\nprincipal: 1000\nrate: 1.23456789012345678\nyears: 2\n")
        #expect(rate.first?.contains("has too many digits") == true)
        #expect(throws: UnitError.self) { try QuantityParser.parse("123456789012345678 kg") }
        do {
            _ = try QuantityParser.parse("123456789012345678 kg")
        } catch {
            #expect(error.description.contains("has too many digits"))
            #expect(!error.description.contains("not a number"))
        }
    }

    @Test func mortgageSuggestsLoan() {
        #expect(Parse.errors("kind: mortgage\nprincipal: 1000\n").first?.hasSuffix("; did you mean 'loan'?") == true)
    }

    // MARK: limits

    @Test func aFileOverTheSizeLimitIsRefused() {
        let big = "kind: loan\nnotes: |\n" + String(repeating: "  just a line of notes\n", count: 700_000)
        let errors = Parse.errors(big)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("larger than Tally's limit of 16 MB") == true)
        // Located where the limit is crossed: 16,000,000 bytes in, on line 2 + 15,999,981 / 23.
        #expect(errors.first?.hasPrefix("home.yaml:695654:") == true, "\(errors)")
    }

    @Test func longTitlesAndNotesAreRefusedWhereTheyAre() {
        let title = Parse.errors("kind: loan\ntitle: " + String(repeating: "x", count: ScenarioLimits.maximumTitleLength + 1) + "\n")
        #expect(title.contains { $0.hasPrefix("home.yaml:2:8: error: title is longer than") })
        let notes = Parse.errors("kind: loan\nnotes: " + String(repeating: "word ", count: ScenarioLimits.maximumNotesLength / 5 + 1) + "\n")
        #expect(notes.contains { $0.hasPrefix("home.yaml:2:8: error: notes are longer than") })
    }

    @Test func aliasesCannotMultiplyAFileIntoAHugeOne() {
        var laughs = "kind: loan\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            laughs += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let errors = Parse.errors(laughs)
        #expect(errors.count == 1)
        let error = errors.first ?? ""
        #expect(error.contains("aliases"))
        #expect(error.contains("\(ScenarioLimits.maximumExpandedValues)"))
        // Located at an alias (a `*` in the file), not at the top of the file.
        #expect(error.hasPrefix("home.yaml:") && !error.hasPrefix("home.yaml:1:"))
    }

    /// The campaign's 5.9 KB budget: 100 categories × 100 aliased daily expenses, each with an
    /// aliased 1,000-character note, that took 12 s and 1.25 GB to build.
    @Test func theAliasBombBudgetIsRefusedQuickly() {
        var text = "kind: budget\nmonth: 2026-03\nx: &note \"\(String(repeating: "n", count: 1000))\"\n"
        text += "y: &expense {name: e, amount: 1, every: day, note: *note}\ncategories:\n"
        for index in 0..<100 {
            text += "  - name: c\(index)\n    budget: 1\n    expenses: [" + Array(repeating: "*expense", count: 100).joined(separator: ",") + "]\n"
        }
        let started = Date()
        let errors = Parse.errors(text)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(errors.contains { $0.contains("aliases") })
    }
}
