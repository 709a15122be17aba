import TallyEngines
import TallyScenarios

/// A lump-sum, savings or loan scenario as an HTML page, a Markdown page and an index entry.
public enum TimeValueReport {
    public static func render(_ outcome: TimeValueOutcome, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let scenario = outcome.scenario
        let header = scenario.header
        let summary = TimeValueSummary(outcome)
        var yearly = TimeValueTables.yearly(outcome)
        var monthly = TimeValueTables.monthly(outcome)
        // The tables' figures are formatted once for their HTML and their Markdown.
        yearly.renderStreamedRows()
        monthly.renderStreamedRows()
        let folder = header.kind.outputFolder
        let charts = TimeValueCharts.figures(for: outcome, idPrefix: header.slug)
        let costsPie = PropertySection.costsPie(outcome, idPrefix: header.slug)

        var context = page.context(pageTitle: header.title, depth: 1, bodyClass: "report-page", sourcePath: header.sourcePath, locale: header.locale)
        context["kind"] = header.kind.rawValue
        context["kind_label"] = header.kind.displayName
        context["title"] = header.title
        context["slug"] = header.slug
        context["help_page"] = header.kind.helpPage
        context["answer_label"] = summary.answerLabel
        context["answer_value"] = summary.answerValue
        context["answer_sentence"] = summary.answerSentence
        if let notes = header.notes { context["notes_html"] = MarkdownRenderer.html(from: notes) }
        if let savings = outcome.overpaymentSavings {
            context["overpayment"] = OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale).context
        }
        // Charts and drawn pieces are spliced in after Mustache like the tables: each SVG is several kilobytes.
        var large: [String: ByteBuffer] = [:]
        if let section = PropertySection.html(outcome, pie: costsPie) {
            context["costs"] = section.context
            section.large.forEach { large[$0.key] = $0.value }
        }
        context["has_charts"] = !charts.isEmpty
        context["charts"] = charts.enumerated().map { index, chart -> [String: Any] in
            large["chart_\(index)"] = chart.page
            return ["svg": PageTemplates.marker("chart_\(index)"), "caption": chart.caption, "wide": chart.wide]
        }
        context["has_schedule"] = true
        context["has_year_links"] = outcome.yearly.count > 1
        if templates.mentions("year_links") {
            context["year_links"] = outcome.yearly.map { ["year": String($0.year), "anchor": TimeValueTables.yearAnchor($0.year)] }
        }
        large["year_links_html"] = yearLinks(outcome.yearly.map(\.year))
        // A schedule longer than a couple of printed pages gets a contents list up front.
        if monthly.rowCount > Table.longTableRows {
            var contents: [[String: String]] = []
            if context["costs"] != nil { contents.append(["href": "#property-heading", "label": outcome.scenario.property != nil ? "The property" : "What it costs a month"]) }
            if context["costs"] != nil, outcome.scenario.property != nil { contents.append(["href": "#costs-heading", "label": "What it costs a month"]) }
            contents.append(["href": "#inputs-heading", "label": "The problem"])
            contents.append(["href": "#totals-heading", "label": "Totals"])
            if outcome.overpaymentSavings != nil { contents.append(["href": "#overpayment-heading", "label": "What overpaying saves"]) }
            if !charts.isEmpty { contents.append(["href": "#charts-heading", "label": "Charts"]) }
            contents.append(["href": "#yearly-heading", "label": "Year by year"])
            contents.append(["href": "#monthly-heading", "label": "Month by month"])
            context["contents"] = contents
            context["has_contents"] = true
        }
        large["inputs_table"] = Fact.htmlTable(summary.inputs)
        large["totals_table"] = Fact.htmlTable(summary.totals)
        large["yearly_table"] = wrapped(yearly)
        // `schedule`: the number and month columns both stay in view while it scrolls (style.css).
        large["schedule_table"] = wrapped(monthly, class: "data schedule")
        let html = templates.render(context, template: "report", splicing: large)
        let markdown = markdownPage(outcome, summary: summary, yearly: yearly, monthly: monthly, charts: charts, costsPie: costsPie)
        let entry = IndexEntry(
            group: header.kind.rawValue, groupName: header.kind.displayName, title: header.title,
            headline: summary.answerValue, detail: summary.indexDetail,
            href: "\(folder)/\(header.slug).html", markdownHref: "\(folder)/\(header.slug).md",
            sourcePath: header.sourcePath
        )
        return RenderedScenario(
            files: [
                OutputFile(path: "\(folder)/\(header.slug).html", bytes: html),
                OutputFile(path: "\(folder)/\(header.slug).md", bytes: markdown),
            ] + MarkdownPage.chartFiles(charts + [costsPie].compactMap { $0 }, folder: folder),
            entry: entry,
            property: mappedProperty(outcome, reportHref: "\(folder)/\(header.slug).html")
        )
    }

    /// `<a href="#months-2027">2027</a> ` for each year: the links to the year's first month in
    /// the schedule, drawn here rather than by the template (thirty small contexts a page).
    static func yearLinks(_ years: [Int]) -> ByteBuffer {
        var out = ByteBuffer(capacity: years.count * 36)
        for year in years {
            out.append("<a href=\"#")
            out.append(TimeValueTables.yearAnchorPrefix)
            out.append(integer: year)
            out.append("\">")
            out.append(integer: year)
            out.append("</a> ")
        }
        return out
    }

    /// The property as a pin on the site's map, with the figures its card shows.
    private static func mappedProperty(_ outcome: TimeValueOutcome, reportHref: String) -> MappedProperty? {
        let scenario = outcome.scenario
        guard let property = scenario.property else { return nil }
        let solution = scenario.solution
        let address = property.address
        return MappedProperty(
            title: scenario.header.title, propertyType: property.type.displayName, streetLines: address.streetLines,
            city: address.city, stateCode: address.state.code, zip: address.zip,
            latitude: property.location.latitude, longitude: property.location.longitude,
            approximate: property.location.approximate, currency: outcome.currency, loanAmount: solution.principal,
            rateText: outcome.locale.rate(solution.rate), monthlyPayment: solution.payment,
            monthlyTotal: outcome.firstMonthCosts?.total ?? solution.payment,
            reportHref: reportHref, sourcePath: scenario.header.sourcePath, locale: outcome.locale)
    }

    private static func wrapped(_ table: Table, class className: String = "data") -> ByteBuffer {
        var out = ByteBuffer(capacity: 256 + table.rowCount * table.columns.count * 28)
        table.wrappedHTML(class: className, into: &out)
        return out
    }


    /// The same report as GitHub-flavoured Markdown that reads well on a git host.
    static func markdownPage(_ outcome: TimeValueOutcome, summary: TimeValueSummary, yearly: Table, monthly: Table, charts: [ChartFigure] = [], costsPie: ChartFigure? = nil) -> [UInt8] {
        let header = outcome.scenario.header
        var out = ""
        out.reserveCapacity(4096)
        out += MarkdownPage.heading(header)
        out += "> **\(summary.answerLabel.markdownEscaped): \(summary.answerValue.markdownEscaped)**\n>\n> \(summary.answerSentence.markdownEscaped)\n\n"
        out += MarkdownPage.notes(header.notes)
        out += "## The problem\n\n"
        out += MarkdownPage.facts(summary.inputs.map { ($0.label, $0.solved ? "**\($0.value.markdownEscaped)** (solved)" : $0.value.markdownEscaped) }, header: ("Input", "Value"))
        out += "\n## Totals\n\n"
        out += MarkdownPage.facts(summary.totals.map { ($0.label, $0.value.markdownEscaped) })
        out += PropertySection.markdown(outcome, pie: costsPie)
        if let savings = outcome.overpaymentSavings {
            let facts = OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale)
            out += "\n## What overpaying saves\n\n"
            out += "- Paid off in **\(facts.newPayoff)** instead of \(facts.plainPayoff)\n"
            out += "- Payments saved: **\(facts.paymentsSaved)**\n"
            out += "- Interest saved: **\(facts.interestSaved)**\n"
        }
        out += MarkdownPage.charts(charts)
        out += "\n## Year by year\n\n"
        var bytes = ByteBuffer(capacity: out.utf8.count + (yearly.rowCount + monthly.rowCount) * 90 + 256)
        bytes.append(out)
        yearly.markdown(into: &bytes)
        bytes.append("\n## Month by month\n\n")
        monthly.markdown(into: &bytes)
        return bytes.bytes
    }
}
