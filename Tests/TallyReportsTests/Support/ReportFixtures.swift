import TallyEngines
import TallyReports
import TallyScenarios
import Testing

/// Scenarios parsed from text with a fixed "today", so rendered pages never change by date.
enum ReportFixtures {
    static let today = CalendarDate(year: 2026, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 20454)
    static let page = PageInfo(siteTitle: "Tally", generatedOn: today)

    static func scenario(_ yaml: String, path: String) throws -> Scenario {
        try ScenarioParser.parse(text: yaml, path: path, context: ParseContext(settings: SiteSettings(), today: today))
    }

    static func templates() throws -> PageTemplates {
        try PageTemplates.load(overrides: nil)
    }

    static func timeValue(_ yaml: String, path: String) throws -> TimeValueScenario {
        guard case .timeValue(let scenario) = try scenario(yaml, path: path) else {
            throw FixtureError.wrongKind
        }
        return scenario
    }

    enum FixtureError: Error { case wrongKind }
}
