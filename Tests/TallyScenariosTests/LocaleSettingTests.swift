import Testing
import TallyEngines
@testable import TallyScenarios

/// `locale:` in a scenario and in tally.yaml, and the default each currency gives.
@Suite struct LocaleSettingTests {
    static let loan = "kind: loan\nprincipal: 3000\nrate: 7\npayment: ?\npayments: 12\nstart: 2027-01\n"

    @Test func theDefaultFollowsTheCurrency() {
        #expect(Parse.timeValue(Self.loan)?.header.locale == .enGB)
        #expect(Parse.timeValue(Self.loan + "currency: USD\n")?.header.locale == .enUS)
        #expect(Parse.timeValue(Self.loan + "currency: EUR\n")?.header.locale == .enIE)
    }

    @Test func aScenarioOverridesTheSiteAndTheSiteOverridesTheCurrency() throws {
        #expect(Parse.timeValue(Self.loan + "currency: USD\nlocale: en-GB\n")?.header.locale == .enGB)
        var settings = SiteSettings()
        settings.locale = .enUS
        guard case .success(.timeValue(let scenario)) = Parse.scenario(Self.loan, settings: settings) else {
            Issue.record("did not parse"); return
        }
        #expect(scenario.header.locale == .enUS)
        let site = try SiteSettings.parse(text: "locale: en-IE\n", path: "tally.yaml")
        #expect(site.locale == .enIE)
    }

    @Test func anUnknownLocaleIsLocatedWithASuggestion() {
        let errors = Parse.errors(Self.loan + "locale: en-UK\n")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("home.yaml:7:9: error: locale must be one of en-GB") == true)
        #expect(errors.first?.contains("did you mean") == true)
    }
}
