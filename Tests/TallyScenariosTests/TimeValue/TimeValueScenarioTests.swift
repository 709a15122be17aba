import TallyEngines
import Testing
@testable import TallyScenarios

@Suite struct TimeValueScenarioTests {
    @Test(arguments: ["payment: ?", "payment:", "payment: \"?\"", "payment: ~", "payment: ?   # solve me", ""])
    func aBlankFieldIsSolvedHoweverItIsWritten(blank: String) throws {
        let scenario = try #require(Parse.timeValue("kind: loan\nprincipal: 350000\nrate: 3.5\nyears: 25\n\(blank)\n"))
        #expect(scenario.solution.solved == .payment)
        #expect(scenario.solution.payment == Money(minorUnits: 175_218))
    }

    @Test func zeroIsAValueNotABlank() throws {
        let scenario = try #require(Parse.timeValue("kind: savings\nprincipal: 0\npayment: 100\nrate: 0\nyears: 1\nfuture-value: ?\n"))
        #expect(scenario.solution.futureValue == Money(minorUnits: 120_000))
    }

    @Test func priceAndPercentDownPaymentGiveThePrincipal() throws {
        let scenario = try #require(Parse.timeValue("kind: loan\ncurrency: usd\nprice: 250000\ndown-payment: 20%\nrate: 6\nyears: 30\n"))
        #expect(scenario.header.currency == .usd)
        #expect(scenario.solution.principal == Money(minorUnits: 20_000_000))
        #expect(scenario.solution.payment == Money(minorUnits: 119_910))
        #expect(scenario.purchase?.downPaymentAmount == Money(minorUnits: 5_000_000))
    }

    @Test func startDefaultsToTheMonthAfterToday() throws {
        let scenario = try #require(Parse.timeValue("kind: lump-sum\nprincipal: 1000\nrate: 4\nyears: 5\n"))
        #expect(scenario.start.description == "2026-02")
    }

    @Test func siteSettingsGiveTheDefaultCurrencyAndTitleComesFromTheFileName() throws {
        let settings = try SiteSettings.parse(text: "title: Our money\ncurrency: EUR\n", path: "tally.yaml")
        guard case .success(.timeValue(let scenario)) = Parse.scenario("kind: lump-sum\nprincipal: 1000\nrate: 4\nyears: 5\n", path: "plans/Rainy Day.yaml", settings: settings) else {
            Issue.record("expected a valid scenario")
            return
        }
        #expect(scenario.header.currency == .eur)
        #expect(scenario.header.slug == "rainy-day")
        #expect(scenario.header.title == "Rainy day")
    }

    @Test func siteSettingsErrorsAreLocated() {
        #expect(throws: Diagnostics.self) { try SiteSettings.parse(text: "titel: x\n", path: "tally.yaml") }
    }

    @Test func overpaymentsAndExtraAreRead() throws {
        let scenario = try #require(Parse.timeValue("""
        kind: loan
        principal: 100000
        rate: 5
        years: 20
        extra-monthly: 50
        overpayments:
          - date: 2028-06
            amount: 5,000
        """))
        #expect(scenario.extraMonthly == Money(minorUnits: 5_000))
        #expect(scenario.overpayments == [Overpayment(month: YearMonth(year: 2028, month: 6)!, amount: Money(minorUnits: 500_000))])
    }

    @Test func slugsAreURLSafe() {
        #expect(Slug.make(fromFileName: "Our First Home!.yaml") == "our-first-home")
        #expect(Slug.make(fromFileName: "../../etc/pass wd.yaml") == "pass-wd")
        #expect(Slug.make(fromFileName: "日本.yaml") == "scenario")
    }

    @Test func savedScenariosRebuildToTheSameAnswer() throws {
        let original = try #require(Parse.timeValue("kind: loan\ntitle: \"Say \\\"hi\\\"\"\nprice: 400000\ndown-payment: 10%\nrate: 4.2\nyears: 30\nextra-monthly: 25\n"))
        let saved = ScenarioWriter.yaml(for: original)
        let reread = try #require(Parse.timeValue(saved))
        #expect(reread.solution == original.solution)
        #expect(reread.header.title == original.header.title)
        #expect(reread.purchase == original.purchase)
        #expect(reread.extraMonthly == original.extraMonthly)
        #expect(saved.contains("payment: ?    # solved: £"))
    }

    @Test(arguments: StarterScenarios.kinds)
    func starterScenariosAreValid(kind: String) throws {
        let today = CalendarDate(daysSinceEpoch: 20_537)
        let text = try #require(StarterScenarios.text(kind: kind, title: "First home", slug: "first-home", today: today))
        // The files a starter names beside it, written by `tally new` with it.
        var companions: [String: [UInt8]] = [:]
        for companion in StarterScenarios.companions(kind: kind, slug: "first-home") {
            let companionText = try #require(StarterScenarios.text(kind: companion.kind, title: "Loan", slug: companion.slug, today: today))
            companions["\(companion.slug).yaml"] = Array(companionText.utf8)
        }
        let files = companions
        let context = ParseContext(settings: SiteSettings(), today: Parse.today, readFile: { path in
            files[path].map { .success($0) } ?? .failure(Diagnostics([]))
        })
        #expect(throws: Never.self) { try ScenarioParser.parse(text: text, path: "first-home.yaml", context: context) }
    }
}

@Suite struct BlankMarkerTests {
    @Test func aQuestionMarkInsideNotesIsLeftAsWritten() {
        let text = "kind: loan\nnotes: |\n  total: ?\n  - item: ?\n\n  more: ?\npayment: ?\n"
        let prepared = YAMLSource.markBareQuestionMarksAsBlank(text)
        #expect(prepared == "kind: loan\nnotes: |\n  total: ?\n  - item: ?\n\n  more: ?\npayment: ~\n")
    }

    @Test func listItemsAndCommentsAreHandledAndColumnsKept() {
        let text = "items:\n  - notes: >-\n      a: ?\n    amount: ?   # later\nrate: ?\ntitle: \"why?\"\n"
        let prepared = YAMLSource.markBareQuestionMarksAsBlank(text)
        #expect(prepared == "items:\n  - notes: >-\n      a: ?\n    amount: ~   # later\nrate: ~\ntitle: \"why?\"\n")
    }
}
