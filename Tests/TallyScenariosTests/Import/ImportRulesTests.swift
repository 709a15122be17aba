import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// The rules file: read with every mistake located, and applied in order, the first that
/// matches a row winning.
@Suite struct ImportRulesTests {
    static let gbp = Currency(code: "GBP")!

    static func rules(_ text: String) throws -> ImportRules {
        try ImportRulesParser.parse(text: text, path: "bank.rules.yaml", currency: gbp)
    }

    static func row(_ description: String, _ pence: Int64) -> StatementRow {
        StatementRow(date: CalendarDate("2026-10-12")!, amount: Money(minorUnits: pence), description: description,
                     location: SourceLocation(path: "s.csv", line: 2, column: 1))
    }

    @Test func theFirstRuleThatMatchesWinsAndCaseIsIgnored() throws {
        let rules = try Self.rules("""
        rules:
          - match: TRANSFER
            amount: "<= -500"
            category: Rent
          - match: netflix
            category: Subscriptions
          - match: TFL|NETFLIX
            category: Transport
          - match: TRANSFER
            skip: true
        """)
        var matcher = RuleMatcher(rules: rules.rules)
        #expect(matcher.firstRule(for: Self.row("NETFLIX.COM", -1_099)) == 1, "the earlier rule wins over the later one that also matches")
        #expect(matcher.firstRule(for: Self.row("TfL Travel", -840)) == 2)
        #expect(matcher.firstRule(for: Self.row("TRANSFER TO LANDLORD", -95_000)) == 0, "the amount condition holds")
        #expect(matcher.firstRule(for: Self.row("TRANSFER TO LANDLORD", -20_000)) == 3, "the amount condition fails: the next rule that matches")
        #expect(matcher.firstRule(for: Self.row("CORNER SHOP", -420)) == nil)
        #expect(rules.rules[3].action == .skip)
    }

    @Test func mistakesInTheRulesAreLocated() throws {
        do throws(Diagnostics) {
            _ = try ImportRulesParser.parse(text: """
            csv:
              date-format: "%d/%q/%Y"
              amont: Amount
            rules:
              - match: "TESCO("
                category: Food
              - match: SALARY
              - match: RENT
                amount: lots
                category: Rent
            """, path: "bank.rules.yaml", currency: Self.gbp)
            Issue.record("the rules were accepted")
        } catch {
            #expect(error.all.map(\.description) == [
                "bank.rules.yaml:2:16: error: date-format must give the day, month and year with %d, %m (or %b for a month's name) and %Y (or %y), such as \"%d/%m/%Y\", got \"%d/%q/%Y\"",
                "bank.rules.yaml:3:3: error: unknown key 'amont'; did you mean 'amount'?",
                "bank.rules.yaml:5:12: error: match is not a regular expression Tally can read: \"TESCO(\" (a literal ( [ { * + ? . | ^ $ or \\ needs a \\ before it)",
                "bank.rules.yaml:7:5: error: a rule needs category: (spending), income: (money in) or skip: true",
                "bank.rules.yaml:9:13: error: amount must be a comparison with an amount such as \"<= -500\" or \">= 1000\" (money out is negative), got \"lots\"",
            ])
        }
    }

    /// Two identical coffees on one day are two entries; a re-export that lists a day's rows in
    /// another order gives every row the same identity.
    @Test func identityKeepsIdenticalRowsAndIgnoresOrder() throws {
        let coffee = Self.row("PRET A MANGER", -345)
        let shop = Self.row("TESCO", -2_399)
        let first = ImportIdentity.ids(for: [coffee, shop, coffee])
        #expect(Set(first).count == 3, "the two coffees differ")
        let reordered = ImportIdentity.ids(for: [shop, coffee, coffee])
        #expect(Set(first) == Set(reordered))
        let spaced = ImportIdentity.ids(for: [Self.row("Pret  a manger", -345)])
        #expect(spaced[0] == first[0], "spaces and capitals in a re-export change nothing")
        let fitID = StatementRow(date: coffee.date, amount: coffee.amount, description: coffee.description, bankID: "20261012-1", location: coffee.location)
        #expect(ImportIdentity.ids(for: [fitID]) == ["fitid-20261012-1"])
    }

    /// The plain-word fast path answers as NSRegularExpression does, and leaves every pattern
    /// with another regular-expression character to it.
    @Test func plainWordPatternsMatchAsTheRegularExpressionWould() throws {
        let descriptions = ["TESCO STORES 2041", "tesco express", "NETFLIX.COM", "TFL TRAVEL CH", "B&Q WARRINGTON", "Sainsbury's", "CAFÉ NERO", "", "PRE"]
        for pattern in ["TESCO|SAINSBURY", "tfl", "^TFL", "B&Q", "sainsbury's", "NERO|^CAF", "PRET"] {
            let literal = try #require(LiteralPattern(pattern), "\(pattern) is plain words")
            let regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            for description in descriptions {
                let expected = regex.firstMatch(in: description, range: NSRange(location: 0, length: (description as NSString).length)) != nil
                #expect(literal.matches(description.utf8.map(LiteralPattern.upper)) == expected, "\(pattern) on \(description)")
            }
        }
        for pattern in ["BOOKING.COM", "A+", "(X)", "CAFÉ", "TESCO$", "A||B", "a\\d"] {
            #expect(LiteralPattern(pattern) == nil, "\(pattern) is left to NSRegularExpression")
        }
    }
}
