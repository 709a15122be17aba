import TallyEngines
import TallyScenarios

/// A time-value scenario as a student edition gives it: the problem with its given figures and
/// the one to find, an answer line and room for the working; nothing derived from the answer
/// (no totals, schedule, charts or working), so the page reads as a question. The answer goes
/// to the answer key only, through the index entry.
public enum ProblemReport {
    public static func render(_ outcome: TimeValueOutcome, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let scenario = outcome.scenario
        let header = scenario.header
        let summary = TimeValueSummary(outcome)
        let toFind = Self.toFind(scenario)
        let given = givenFacts(outcome, summary: summary)

        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.add("to_find", toFind)
        values.add("given_table", html: Fact.htmlTable(given))
        let html = templates.render(values, template: "problem")

        var entry = IndexEntry(header, headline: toFind, detail: "\(header.kind.displayName) problem")
        entry.answer = IndexEntry.Answer(label: summary.answerLabel, value: summary.answerValue)
        var markdown = MarkdownPage.heading(header)
        markdown += MarkdownPage.notes(header.notes)
        markdown += "## The problem\n\n"
        for fact in given { markdown += "- \(fact.label): \(fact.value.markdownEscaped)\n" }
        markdown += "\n**\(toFind.markdownEscaped).**\n\nAnswer: ______________________\n\nWorking:\n\n\n\n\n"
        return RenderedScenario(files: [OutputFile(path: entry.href, bytes: html), OutputFile(path: entry.markdownHref, contents: markdown)], entry: entry)
    }

    /// "Find the interest rate": the unknown, in the words the report's inputs use.
    static func toFind(_ scenario: TimeValueScenario) -> String {
        "Find the " + scenario.solution.solved.label(in: scenario.calculator)
    }

    /// The figures the problem gives, as the report states them, and the one to find as "?";
    /// what the report works out from the answer (an AER from a solved rate, the month a solved
    /// term ends) is left out.
    static func givenFacts(_ outcome: TimeValueOutcome, summary: TimeValueSummary) -> [Fact] {
        let scenario = outcome.scenario
        let solved = scenario.solution.solved
        let label = { (field: TimeValueField) in TimeValueSummary.capitalized(field.label(in: scenario.calculator)) }
        return summary.inputs.compactMap { fact in
            if fact.solved { return Fact(fact.label, "? (to find)") }
            if fact.label.hasPrefix("AER"), solved == .rate { return nil }
            if fact.label == label(solved) { return Fact(fact.label, "? (to find)") }
            return fact
        }
    }
}
