import TallyEngines
import TallyScenarios

/// A comparison as an HTML page, a Markdown page and an index entry: who is ahead at each
/// horizon and by how much, each option's terms, the tables behind the answer, where one option
/// overtakes another, how the answer moves with its assumptions, and two charts.
public enum ComparisonReport {
    public static func render(_ scenario: ComparisonScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let header = scenario.header
        let outcome = ComparisonOutcome(scenario)
        let comparison = outcome.comparison
        let verdicts = ComparisonText.verdicts(outcome)
        let options = ComparisonTables.options(outcome)
        let horizons = outcome.horizonMonths.map { months in
            (months: months, heading: outcome.isWholeTerm(months)
                ? "Over the whole term (\(ComparisonOutcome.span(months)))" : "In \(ComparisonOutcome.span(months))",
             table: ComparisonTables.horizon(outcome, months: months))
        }
        let breakEvens = ComparisonText.breakEvens(outcome) + ComparisonText.rateChanges(outcome)
        let sensitivity = ComparisonText.sensitivity(outcome)
        let rules = ComparisonText.rules(outcome)
        let figures = ComparisonCharts.figures(outcome, idPrefix: header.slug)
        let first = outcome.horizonMonths.first ?? outcome.months
        let winner = outcome.facts[comparison.best(at: first).option].name

        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.add("answer_label", comparison.byNetWorth ? "Worth most after \(ComparisonOutcome.span(first))" : "Cheapest over \(ComparisonOutcome.span(first))")
        values.add("answer_value", winner)
        values.add("verdicts", texts: verdicts)
        values.add("options_table", table: options)
        values.addList("horizons", horizons.enumerated()) { section, item in
            section.add("id", "horizon-\(item.offset + 1)")
            section.add("heading", item.element.heading)
            section.add("table", table: item.element.table)
        }
        values.add("break_evens", texts: breakEvens)
        if let sensitivity {
            values.addSection("sensitivity") { $0.add("table", table: sensitivity) }
        }
        values.add("rules", texts: rules)
        values.add("has_charts", !figures.isEmpty)
        values.addList("charts", figures) { item, chart in
            item.add("svg", html: chart.page)
            item.add("caption", chart.caption)
            item.add("wide", chart.wide)
        }
        let html = templates.render(values, template: "comparison")

        let entry = IndexEntry(header, headline: winner, detail: (comparison.byNetWorth ? "worth most after " : "cheapest over ") + ComparisonOutcome.span(first) + " · \(scenario.options.count) options")
        let markdown = markdownPage(header, verdicts: verdicts, options: options, horizons: horizons.map { ($0.heading, $0.table) },
                                    breakEvens: breakEvens, sensitivity: sensitivity, rules: rules, charts: figures)
        return RenderedScenario(
            files: [OutputFile(path: entry.href, bytes: html), OutputFile(path: entry.markdownHref, contents: markdown)]
                + MarkdownPage.chartFiles(figures, folder: header.kind.outputFolder),
            entry: entry)
    }

    static func markdownPage(_ header: ScenarioHeader, verdicts: [String], options: Table, horizons: [(heading: String, table: Table)],
                             breakEvens: [String], sensitivity: Table?, rules: [String], charts: [ChartFigure]) -> String {
        var out = MarkdownPage.heading(header)
        for (index, verdict) in verdicts.enumerated() { out += (index == 0 ? "> **" : ">\n> ") + verdict.markdownEscaped + (index == 0 ? "**\n" : "\n") }
        out += "\n" + MarkdownPage.notes(header.notes)
        out += "## The options\n\n" + options.markdown()
        for horizon in horizons { out += "\n## \(horizon.heading.markdownEscaped)\n\n" + horizon.table.markdown() }
        out += "\n## Where one overtakes another\n\n"
        for sentence in breakEvens { out += "- \(sentence.markdownEscaped)\n" }
        if let sensitivity { out += "\n## What the answer hangs on\n\n" + sensitivity.markdown() }
        out += MarkdownPage.charts(charts)
        out += "\n## How it is worked out\n\n"
        for rule in rules { out += rule.markdownEscaped + "\n\n" }
        out += "See [comparisons](../help/comparisons.html).\n"
        return out
    }
}
