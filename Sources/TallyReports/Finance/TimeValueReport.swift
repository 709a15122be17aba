import TallyEngines
import TallyScenarios

/// A lump-sum, savings or loan scenario as an HTML page, a Markdown page and an index entry.
public enum TimeValueReport {
    public static func render(_ outcome: TimeValueOutcome, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let scenario = outcome.scenario
        let header = scenario.header
        let summary = TimeValueSummary(outcome)
        let yearly = TimeValueTables.yearly(outcome)
        let monthly = TimeValueTables.monthly(outcome)
        let folder = header.kind.outputFolder
        let charts = TimeValueCharts.figures(for: outcome, idPrefix: header.slug)

        var context = page.context(pageTitle: header.title, depth: 1, bodyClass: "report-page", sourcePath: header.sourcePath)
        context["kind"] = header.kind.rawValue
        context["kind_label"] = header.kind.displayName
        context["title"] = header.title
        context["slug"] = header.slug
        context["help_page"] = header.kind.helpPage
        context["answer_label"] = summary.answerLabel
        context["answer_value"] = summary.answerValue
        context["answer_sentence"] = summary.answerSentence
        if let notes = header.notes { context["notes_html"] = MarkdownRenderer.html(from: notes) }
        context["inputs"] = summary.inputs.map { ["label": $0.label, "value": $0.value, "solved": $0.solved] as [String: Any] }
        context["totals"] = summary.totals.map { ["label": $0.label, "value": $0.value] }
        if let savings = outcome.overpaymentSavings {
            context["overpayment"] = overpaymentFacts(savings, currency: outcome.currency)
        }
        context["has_charts"] = !charts.isEmpty
        context["charts"] = charts.map { ["svg": $0.svg, "caption": $0.caption, "wide": $0.wide] as [String: Any] }
        context["has_schedule"] = true
        let tables = [
            "yearly_table": "<div class=\"table-wrap\">" + yearly.html() + "</div>",
            "schedule_table": "<div class=\"table-wrap\">" + monthly.html() + "</div>",
        ]
        let html = templates.render(context, template: "report", splicing: tables)
        let markdown = markdownPage(outcome, summary: summary, yearly: yearly, monthly: monthly)
        let entry = IndexEntry(
            group: header.kind.rawValue, groupName: header.kind.displayName, title: header.title,
            headline: summary.answerValue, detail: summary.answerLabel,
            href: "\(folder)/\(header.slug).html", markdownHref: "\(folder)/\(header.slug).md",
            sourcePath: header.sourcePath
        )
        return RenderedScenario(
            files: [
                OutputFile(path: "\(folder)/\(header.slug).html", contents: html),
                OutputFile(path: "\(folder)/\(header.slug).md", contents: markdown),
            ],
            entry: entry
        )
    }

    static func overpaymentFacts(_ savings: OverpaymentSavings, currency: Currency) -> [String: Any] {
        [
            "new_payoff": savings.newPayoff.longName,
            "plain_payoff": savings.plainPayoff.longName,
            "payments_saved": savings.paymentsSaved == 1 ? "1 payment" : "\(savings.paymentsSaved) payments (\(Term.yearsAndMonths(Double(savings.paymentsSaved))))",
            "interest_saved": currency.format(savings.interestSaved),
        ]
    }

    /// The same report as GitHub-flavoured Markdown that reads well on a git host.
    static func markdownPage(_ outcome: TimeValueOutcome, summary: TimeValueSummary, yearly: Table, monthly: Table) -> String {
        let header = outcome.scenario.header
        var out = ""
        out.reserveCapacity(monthly.rows.count * 80 + 4096)
        out += "# \(header.title.markdownEscaped)\n\n"
        out += "*\(header.kind.displayName)* · from `\(header.sourcePath)` · [How this is worked out](../help/\(header.kind.helpPage).html)\n\n"
        out += "> **\(summary.answerLabel.markdownEscaped): \(summary.answerValue.markdownEscaped)**\n>\n> \(summary.answerSentence.markdownEscaped)\n\n"
        if let notes = header.notes {
            let safe = MarkdownSafety.neutralized(notes)
            out += safe.hasSuffix("\n") ? safe : safe + "\n"
            out += "\n"
        }
        out += "## The problem\n\n"
        out += factsTable(summary.inputs.map { Fact($0.label, $0.solved ? "**\($0.value.markdownEscaped)** (solved)" : $0.value.markdownEscaped) })
        out += "\n## Totals\n\n"
        out += factsTable(summary.totals.map { Fact($0.label, $0.value.markdownEscaped) })
        if let savings = outcome.overpaymentSavings {
            let facts = overpaymentFacts(savings, currency: outcome.currency)
            out += "\n## What overpaying saves\n\n"
            out += "- Paid off in **\(facts["new_payoff"] ?? "")** instead of \(facts["plain_payoff"] ?? "")\n"
            out += "- Payments saved: **\(facts["payments_saved"] ?? "")**\n"
            out += "- Interest saved: **\(facts["interest_saved"] ?? "")**\n"
        }
        out += "\n## Year by year\n\n"
        out += yearly.markdown()
        out += "\n## Month by month\n\n"
        out += monthly.markdown()
        return out
    }

    /// A two-column table whose values are already Markdown.
    private static func factsTable(_ facts: [Fact]) -> String {
        var out = "| | |\n| :-- | --: |\n"
        for fact in facts { out += "| \(fact.label.markdownEscaped) | \(fact.value) |\n" }
        return out
    }
}
