import TallyReports
import TallyScenarios

/// Everything one scenario comes to, drawn in one trip: its files, its index entry and card,
/// and its mark on the map of properties (if it has one).
struct DrawnScenario: Sendable {
    let rendered: RenderedScenario
    /// Its card on the index, from `index-card.mustache`.
    let card: [UInt8]
}

/// Steps 3 and 4 for one scenario: compute with the engines and draw its documents and card.
enum ScenarioRenderer {
    /// `emit` takes the files of a report that hands them over as it draws them (a budget's
    /// month pages, which a long-kept budget has hundreds of); the others come back in
    /// `rendered.files`. A budget's size is bounded before it is drawn (`ReportLimits`), so
    /// what it emits is never refused afterwards.
    static func draw(_ scenario: Scenario, templates: PageTemplates, page: PageInfo,
                     emit: (OutputFile) throws -> Void) rethrows -> DrawnScenario {
        let rendered: RenderedScenario
        switch scenario {
        case .timeValue(let timeValue):
            rendered = page.studentEdition
                ? ProblemReport.render(TimeValueOutcome(timeValue), templates: templates, page: page)
                : TimeValueReport.render(TimeValueOutcome(timeValue), templates: templates, page: page)
        case .budget(let budget):
            rendered = try BudgetReport.render(budget, templates: templates, page: page, emit: emit)
        case .conversions(let history):
            rendered = ConversionsReport.render(history, templates: templates, page: page)
        case .bmi(let log):
            rendered = BMIReport.render(log, templates: templates, page: page)
        case .comparison(let comparison):
            rendered = page.studentEdition
                ? ComparisonProblem.render(comparison, templates: templates, page: page)
                : ComparisonReport.render(comparison, templates: templates, page: page)
        }
        return DrawnScenario(rendered: rendered, card: IndexPage.card(for: rendered.entry, templates: templates))
    }
}
