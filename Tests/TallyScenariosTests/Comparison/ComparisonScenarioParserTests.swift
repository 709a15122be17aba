import TallyEngines
import TallyScenarios
import Testing

/// Issue 26: `kind: comparison` reads the files it names, relative to itself, and every mistake
/// is located in the file where it was written.
@Suite struct ComparisonScenarioParserTests {
    static let offer = "kind: loan\ntitle: First offer\ncurrency: USD\nprincipal: 405000\nrate: 6.75\nyears: 30\npayment: ?\nstart: 2027-02\n"
    static let fifteen = "kind: loan\ntitle: Fifteen years\ncurrency: USD\nprincipal: 405000\nrate: 5.99\nyears: 15\npayment: ?\nstart: 2027-02\n"
    static let savings = "kind: savings\ntitle: Saving\ncurrency: USD\nprincipal: 0\npayment: 200\nrate: 4\nyears: 10\nfuture-value: ?\nstart: 2027-02\n"

    /// Parses `yaml` as `offers/compare.yaml`, with `files` (paths from the project root) to read.
    static func parse(_ yaml: String, files: [String: String]) -> Result<ComparisonScenario, Diagnostics> {
        let reader: @Sendable (String) -> Result<[UInt8], Diagnostics> = { path in
            guard let text = files[path] else {
                return .failure(Diagnostics([Diagnostic("cannot read this file: No such file or directory", at: SourceLocation(path: path, line: 1, column: 1))]))
            }
            return .success(Array(text.utf8))
        }
        let context = ParseContext(settings: SiteSettings(), today: Parse.today, readFile: reader)
        do {
            guard case .comparison(let scenario) = try ScenarioParser.parse(text: yaml, path: "offers/compare.yaml", context: context) else {
                return .failure(Diagnostics([]))
            }
            return .success(scenario)
        } catch {
            return .failure(error)
        }
    }

    static func errors(_ yaml: String, files: [String: String]) -> [String] {
        if case .failure(let diagnostics) = parse(yaml, files: files) { return diagnostics.all.map(\.description) }
        return []
    }

    @Test func filesAreReadRelativeToTheComparisonAndNamedByTheirTitles() throws {
        let files = ["offers/offer.yaml": Self.offer, "shared/fifteen.yaml": Self.fifteen]
        let scenario = try Self.parse("kind: comparison\ntitle: Offers\ncompare:\n  - offer.yaml\n  - ../shared/fifteen.yaml\nhorizons: [10, 5, 5]\n", files: files).get()
        #expect(scenario.options.map(\.name) == ["First offer", "Fifteen years"])
        #expect(scenario.horizons == [5, 10])
        // In the options' currency, which the comparison does not name.
        #expect(scenario.header.currency == .usd)
        #expect(scenario.sources.map(\.path) == ["offers/offer.yaml", "shared/fifteen.yaml"])
        #expect(scenario.sources[0].bytes == Array(Self.offer.utf8))
    }

    @Test func variantsChangeTheBaseAndAreLocatedInTheComparison() throws {
        let files = ["offers/offer.yaml": Self.offer]
        let scenario = try Self.parse("kind: comparison\nbase: offer.yaml\nvariants:\n  Two points: {rate: 6.25, points: 2%}\n  Fifteen: {years: 15}\n", files: files).get()
        #expect(scenario.options.map(\.name) == ["First offer", "Two points", "Fifteen"])
        #expect(scenario.options[1].scenarios[0].solution.rate == AnnualRate(percent: ExactDecimal("6.25")!))
        #expect(scenario.options[1].scenarios[0].costs?.points == ExactDecimal("2"))
        #expect(scenario.options[2].scenarios[0].solution.scheduledPayments == 180)
        #expect(scenario.options[2].scenarios[0].solution.rate == AnnualRate(percent: ExactDecimal("6.75")!))
        // A variant's bad value is the comparison's mistake, at its own line and column.
        #expect(Self.errors("kind: comparison\nbase: offer.yaml\nvariants:\n  Oops: {rate: abc}\n", files: files)
            == [#"offers/compare.yaml:4:16: error: rate must be a percentage between 0 and 100, got "abc""#])
    }

    @Test func aMistakeInAComparedFileIsLocatedInThatFile() {
        let files = ["offers/offer.yaml": Self.offer.replacingOccurrences(of: "rate: 6.75", with: "rate: 6,75")]
        #expect(Self.errors("kind: comparison\ncompare:\n  - offer.yaml\n  - offer.yaml\n", files: files) == [
            "offers/compare.yaml:3:5: error: cannot compare 'offers/offer.yaml': it has a mistake, reported in that file",
            "offers/compare.yaml:4:5: error: cannot compare 'offers/offer.yaml': it has a mistake, reported in that file",
            #"offers/offer.yaml:5:7: error: rate must be a percentage between 0 and 100, got "6,75""#,
        ])
    }

    @Test func whatCannotBeComparedIsRefusedAtItsName() {
        let files = ["offers/offer.yaml": Self.offer, "offers/other.yaml": "kind: comparison\ncompare: [offer.yaml, offer.yaml]\n",
                     "offers/budget.yaml": "kind: budget\ncategories:\n  - name: Food\n    budget: 100\n"]
        #expect(Self.errors("kind: comparison\ncompare:\n  - offer.yaml\n  - other.yaml\n  - /etc/passwd\n  - ../../x.yaml\n  - missing.yaml\n  - budget.yaml\n", files: files) == [
            "offers/compare.yaml:4:5: error: 'other.yaml' is a comparison; a comparison compares loans, savings and lump sums, not other comparisons",
            "offers/compare.yaml:5:5: error: '/etc/passwd' must be a scenario file named relative to this one, inside the project",
            "offers/compare.yaml:6:5: error: '../../x.yaml' must be a scenario file named relative to this one, inside the project",
            "offers/compare.yaml:7:5: error: cannot read 'missing.yaml' (offers/missing.yaml): No such file or directory",
            "offers/compare.yaml:8:5: error: only loans, savings and lump sums can be compared; 'offers/budget.yaml' is a budget",
        ])
    }

    @Test func savingAndRentingNeedAReturnOnTheDifference() {
        let files = ["offers/offer.yaml": Self.offer, "offers/save.yaml": Self.savings]
        let yaml = "kind: comparison\ncompare:\n  - offer.yaml\n  - name: Rent\n    rent: 1600\n  - name: Both\n    scenarios: [offer.yaml, save.yaml]\n    tax: 20%\n"
        let errors = Self.errors(yaml, files: files)
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.contains("needs invest-difference:") })
        let scenario = try? Self.parse(yaml + "invest-difference: 4%\n", files: files).get()
        #expect(scenario?.options[1].rent?.monthly == Money(minorUnits: 160_000) && scenario?.options[1].rent?.growth == nil)
        #expect(scenario?.options[2].savingsTax == ExactDecimal("20"))
        #expect(scenario?.investDifference == AnnualRate(percent: ExactDecimal("4")!))
    }

    @Test func optionsAgreeOnCurrencyAndHomesNeedAPrice() {
        let pounds = Self.offer.replacingOccurrences(of: "USD", with: "GBP")
        #expect(Self.errors("kind: comparison\ncompare:\n  - offer.yaml\n  - pounds.yaml\n", files: ["offers/offer.yaml": Self.offer, "offers/pounds.yaml": pounds])
            == ["offers/compare.yaml:4:5: error: 'First offer' is in GBP and this comparison in USD; compare options in one currency (set currency: here to choose)"])
        #expect(Self.errors("kind: comparison\ncompare: [offer.yaml, offer.yaml]\ninvest-difference: 4%\nhome-growth: 3%\n", files: ["offers/offer.yaml": Self.offer]).first
            == "offers/compare.yaml:2:11: error: home-growth values each home bought, so 'First offer' needs price: and down-payment:")
        #expect(Self.errors("kind: comparison\ncompare: [offer.yaml]\n", files: ["offers/offer.yaml": Self.offer])
            == ["offers/compare.yaml:2:11: error: a comparison needs at least two options"])
        #expect(Self.errors("kind: comparison\ncompare: [offer.yaml, offer.yaml]\nhorizons: [0, 5]\n", files: ["offers/offer.yaml": Self.offer])
            == [#"offers/compare.yaml:3:12: error: horizons must be whole years from 1 to 50, such as [5, 10], got "0""#])
    }

    /// A return no account pays, over fifty years, would grow past what `Money` holds: refused
    /// where it is written rather than overflowing mid-build.
    @Test func ratesThatWouldOverflowAreRefused() {
        let files = ["offers/offer.yaml": Self.offer]
        let yaml = "kind: comparison\ncompare:\n  - offer.yaml\n  - name: Rent\n    rent: 1600\ninvest-difference: 100%\nhorizons: [50]\n"
        #expect(Self.errors(yaml, files: files)
            == ["offers/compare.yaml:6:20: error: at these rates over 50 years the figures grow past what Tally holds to the cent; use a lower rate or a shorter horizon"])
        #expect(Self.errors(yaml.replacingOccurrences(of: "100%", with: "5%"), files: files).isEmpty)
    }
}
