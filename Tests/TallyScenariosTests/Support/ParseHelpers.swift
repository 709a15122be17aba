import TallyEngines
import TallyScenarios

/// Parses scenario text as if it were `path`, with "today" fixed at 1 January 2026.
enum Parse {
    static let today = CalendarDate(daysSinceEpoch: 20454)

    static func scenario(_ yaml: String, path: String = "home.yaml", settings: SiteSettings = SiteSettings()) -> Result<Scenario, Diagnostics> {
        do {
            return .success(try ScenarioParser.parse(text: yaml, path: path, context: ParseContext(settings: settings, today: today)))
        } catch {
            return .failure(error)
        }
    }

    /// Every error as the compiler-style line a user sees; empty when the file is valid.
    static func errors(_ yaml: String, path: String = "home.yaml") -> [String] {
        switch scenario(yaml, path: path) {
        case .success: return []
        case .failure(let diagnostics): return diagnostics.all.map(\.description)
        }
    }

    static func timeValue(_ yaml: String) -> TimeValueScenario? {
        if case .success(.timeValue(let scenario)) = scenario(yaml) { return scenario }
        return nil
    }
}
