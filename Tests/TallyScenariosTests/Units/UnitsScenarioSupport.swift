import TallyEngines
import TallyScenarios

/// Parses scenario text with a fixed "today" and default settings, and reads back errors.
enum UnitsScenarioSupport {
    static let today = CalendarDate(year: 2026, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 20454)
    static let context = ParseContext(settings: SiteSettings(), today: today)

    static func parse(_ yaml: String, path: String = "test.yaml") -> Result<Scenario, Diagnostics> {
        do {
            return .success(try ScenarioParser.parse(text: yaml, path: path, context: context))
        } catch {
            return .failure(error)
        }
    }

    /// Each error as `line:column: message`, in file order; empty when the text parsed.
    static func errors(_ yaml: String) -> [String] {
        guard case .failure(let diagnostics) = parse(yaml) else { return [] }
        return diagnostics.all.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func conversions(_ yaml: String) -> ConversionsScenario? {
        guard case .success(.conversions(let scenario)) = parse(yaml) else { return nil }
        return scenario
    }

    static func bmi(_ yaml: String) -> BMIScenario? {
        guard case .success(.bmi(let scenario)) = parse(yaml) else { return nil }
        return scenario
    }
}
