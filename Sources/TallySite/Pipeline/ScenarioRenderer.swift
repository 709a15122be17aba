import TallyReports
import TallyScenarios

/// Steps 3 and 4 for one scenario: compute with the engines and render its documents.
enum ScenarioRenderer {
    static func render(_ scenario: Scenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        switch scenario {
        case .timeValue(let timeValue):
            return TimeValueReport.render(TimeValueOutcome(timeValue), templates: templates, page: page)
        case .budget(let budget):
            return BudgetReport.render(budget, templates: templates, page: page)
        case .conversions(let history):
            return ConversionsReport.render(history, templates: templates, page: page)
        case .bmi(let log):
            return BMIReport.render(log, templates: templates, page: page)
        }
    }
}
