import TallyEngines
import TallyReports
import TallyScenarios

/// One scenario file's bytes through everything a build does to it but the disk: decode, parse,
/// validate, compute, render every page, chart and calendar and its index card, and disarm its
/// notes for Markdown.
/// The fuzz target runs this on every input, and the tests replay past findings through it.
public enum SingleFileRun {
    public struct Outcome: Sendable {
        /// How many located errors the file produced (0 when it rendered).
        public let errors: Int
        /// Bytes of every file rendered; 0 when the file had errors.
        public let outputBytes: Int
    }

    /// A fixed "today" (1 January 2026), so that every run of one input does the same work.
    public static let today = CalendarDate(daysSinceEpoch: 20454)
    /// Loaded once: the fuzzer calls `run` thousands of times a minute.
    private static let templates = try? PageTemplates.load(overrides: nil)

    public static func run(_ bytes: [UInt8], path: String = "fuzz.yaml") -> Outcome {
        let context = ParseContext(settings: SiteSettings(), today: today)
        let scenario: Scenario
        do {
            let text = try ScenarioText.decode(bytes, path: path)
            scenario = try ScenarioParser.parse(text: text, path: path, context: context)
        } catch {
            return Outcome(errors: error.all.count, outputBytes: 0)
        }
        if ReportLimits.check(scenario, inputBytes: bytes.count) != nil { return Outcome(errors: 1, outputBytes: 0) }
        guard let templates else { return Outcome(errors: 0, outputBytes: 0) }
        let page = PageInfo(siteTitle: "Fuzz", generatedOn: today, buildTimestamp: 0)
        var emitted = 0
        let drawn = ScenarioRenderer.draw(scenario, templates: templates, page: page) { emitted += $0.bytes.count }
        if ReportLimits.check(drawn.rendered, inputBytes: bytes.count, path: path) != nil { return Outcome(errors: 1, outputBytes: 0) }
        return Outcome(errors: 0, outputBytes: emitted + drawn.rendered.files.reduce(0) { $0 + $1.bytes.count })
    }
}
