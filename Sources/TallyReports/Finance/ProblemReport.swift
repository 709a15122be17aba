import TallyEngines
import TallyScenarios

/// A scenario as a student edition gives it: the problem with its given figures and what is to
/// be found, an answer line for each answer and room for the working; nothing derived from the
/// answers (no totals, schedule, charts or working), so the page reads as a question. The
/// answers go to the answer key only, through the index entry. Time-value problems are drawn
/// here, comparisons in `ComparisonProblem`, both through `draw`.
public enum ProblemReport {
    public static func render(_ outcome: TimeValueOutcome, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let scenario = outcome.scenario
        let summary = TimeValueSummary(outcome)
        let toFind = Self.toFind(scenario)
        return draw(scenario.header, given: [(nil, givenFacts(outcome, summary: summary))], tasks: [toFind], answers: answers(outcome, summary: summary),
                    headline: toFind, templates: templates, page: page)
    }

    /// A given table under an optional heading (a comparison's option).
    typealias Given = (heading: String?, facts: [Fact])

    /// The page, its Markdown and its index entry: the given tables, the rules the figures are
    /// worked by (a comparison's), each task, and an answer line for each answer (labelled when
    /// there is more than one).
    static func draw(_ header: ScenarioHeader, given: [Given], rules: [String] = [], tasks: [String], answers: [IndexEntry.Answer], headline: String,
                     templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let labelled = answers.count > 1
        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.addList("given", given) { item, table in
            item.add("has_heading", table.heading != nil)
            item.add("heading", table.heading ?? "")
            item.add("table", html: Fact.htmlTable(table.facts))
        }
        values.add("rules", texts: rules)
        values.add("tasks", texts: tasks)
        values.addList("answer_lines", answers.isEmpty ? [IndexEntry.Answer(label: "", value: "")] : answers) { item, answer in
            item.add("has_label", labelled)
            item.add("label", answer.label)
        }
        let html = templates.render(values, template: "problem")

        var entry = IndexEntry(header, headline: headline, detail: "\(header.kind.displayName) problem")
        entry.answers = answers.isEmpty ? nil : answers
        var markdown = MarkdownPage.heading(header)
        markdown += MarkdownPage.notes(header.notes)
        markdown += "## The problem\n\n"
        for table in given {
            if let heading = table.heading { markdown += "### \(heading.markdownEscaped)\n\n" }
            for fact in table.facts { markdown += "- \(fact.label.markdownEscaped): \(fact.value.markdownEscaped)\n" }
            markdown += "\n"
        }
        for rule in rules { markdown += rule.markdownEscaped + "\n\n" }
        for task in tasks { markdown += "**\(task.markdownEscaped).**\n\n" }
        if labelled {
            for answer in answers { markdown += "\(answer.label.markdownEscaped): ______________________\n\n" }
        } else {
            markdown += "Answer: ______________________\n\n"
        }
        markdown += "Working:\n\n\n\n\n"
        return RenderedScenario(files: [OutputFile(path: entry.href, bytes: html), OutputFile(path: entry.markdownHref, contents: markdown)], entry: entry)
    }

    /// "Find the interest rate": the unknown, in the words the report's inputs use.
    static func toFind(_ scenario: TimeValueScenario) -> String {
        "Find the " + scenario.solution.solved.label(in: scenario.calculator) + (scenario.ratePlan == nil ? "" : " in each rate period")
    }

    /// The answer key's lines: the answer, or for a loan whose rate changes every period's
    /// payment (the loan as solved, as its working ends).
    static func answers(_ outcome: TimeValueOutcome, summary: TimeValueSummary) -> [IndexEntry.Answer] {
        guard let rates = summary.rates, rates.planned.count > 1 else {
            return [IndexEntry.Answer(label: summary.answerLabel, value: summary.answerValue)]
        }
        let money = { (amount: Money) in outcome.locale.money(amount, outcome.currency) }
        return rates.planned.map { run in
            IndexEntry.Answer(label: "\(summary.answerLabel), payments \(run.first)–\(run.last)\(run.interestOnly ? " (interest only)" : "")",
                              value: run.lowest == run.highest ? money(run.payment) : "\(money(run.lowest)) to \(money(run.highest))")
        }
    }

    /// What a given table says of the figure to find.
    static let unknown = "? (to find)"

    /// The figures the problem gives, as the report states them, and the one to find as "?";
    /// what the report works out from the answer (an AER from a solved rate, the month a solved
    /// term ends) is left out.
    static func givenFacts(_ outcome: TimeValueOutcome, summary: TimeValueSummary) -> [Fact] {
        let scenario = outcome.scenario
        let solved = scenario.solution.solved
        let label = { (field: TimeValueField) in TimeValueSummary.capitalized(field.label(in: scenario.calculator)) }
        return summary.inputs.compactMap { fact in
            if fact.solved { return Fact(fact.label, unknown) }
            if fact.label.hasPrefix("AER"), solved == .rate { return nil }
            if fact.label == label(solved) { return Fact(fact.label, unknown) }
            return fact
        }
    }
}
