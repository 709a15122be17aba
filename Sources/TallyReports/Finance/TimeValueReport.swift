import TallyEngines
import TallyScenarios

/// A lump-sum, savings or loan scenario as an HTML page, a Markdown page and an index entry.
public enum TimeValueReport {
    public static func render(_ outcome: TimeValueOutcome, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let scenario = outcome.scenario
        let header = scenario.header
        let summary = TimeValueSummary(outcome)
        var yearly = TimeValueTables.yearly(outcome)
        var monthly = TimeValueTables.monthly(outcome, summary: summary)
        // The tables' figures are formatted once for their HTML and their Markdown.
        yearly.renderStreamedRows()
        monthly.renderStreamedRows()
        let folder = header.kind.outputFolder
        let charts = TimeValueCharts.figures(for: outcome, rates: summary.rates, idPrefix: header.slug)
        let costsPie = PropertySection.costsPie(outcome, idPrefix: header.slug)
        let working = TimeValueWorking(outcome)

        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.add("answer_label", summary.answerLabel)
        values.add("answer_value", summary.answerValue)
        values.add("answer_sentence", summary.answerSentence)
        if let savings = outcome.overpaymentSavings {
            let rules = summary.overpaymentRules
            values.addSection("overpayment") { section in
                OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale).add(to: &section)
                if let charges = rules.totalCharges { section.add("charges", outcome.locale.money(charges, outcome.currency)) }
                section.add("rule_notes", texts: rules.sentences)
            }
        }
        if let rates = summary.rates {
            values.addSection("rates") { section in
                section.add("rates_table", table: rates.table)
                section.add("shock", rates.shock ?? "")
                section.add("worst_case", rates.worstCase ?? "")
            }
        }
        if let credit = summary.credit {
            values.addSection("credit") { section in
                section.add("up_front_table", html: Fact.htmlTable(credit.upFront))
                section.add("cost_table", html: Fact.htmlTable(credit.cost))
                section.add("credit_rule", credit.sentence)
            }
        }
        values.add("has_working", true)
        values.add("working_html", html: working.html)
        let hasCosts = PropertySection.add(outcome, pie: costsPie, to: &values)
        values.add("has_charts", !charts.isEmpty)
        values.addList("charts", charts) { item, chart in
            item.add("svg", html: chart.page)
            item.add("caption", chart.caption)
            item.add("wide", chart.wide)
        }
        values.add("has_schedule", true)
        values.add("has_year_links", outcome.yearly.count > 1)
        values.add("year_links_html", html: yearLinks(outcome.yearly.map(\.year)))
        // A schedule longer than a couple of printed pages gets a contents list up front.
        if monthly.rowCount > Table.longTableRows {
            var contents: [(href: String, label: String)] = []
            contents.reserveCapacity(8)
            if hasCosts { contents.append(("#property-heading", outcome.scenario.property?.site != nil ? "The property" : "What it costs a month")) }
            if hasCosts, outcome.scenario.property?.site != nil { contents.append(("#costs-heading", "What it costs a month")) }
            contents.append(("#inputs-heading", "The problem"))
            contents.append(("#totals-heading", "Totals"))
            contents.append(("#working-heading", "How the answer was found"))
            if summary.rates != nil { contents.append(("#rates-heading", "Rate periods")) }
            if summary.credit != nil { contents.append(("#credit-heading", "Up front and in all")) }
            if outcome.overpaymentSavings != nil { contents.append(("#overpayment-heading", "What overpaying saves")) }
            if !charts.isEmpty { contents.append(("#charts-heading", "Charts")) }
            contents.append(("#yearly-heading", "Year by year"))
            contents.append(("#monthly-heading", "Month by month"))
            values.addList("contents", contents) { item, entry in
                item.add("href", entry.href)
                item.add("label", entry.label)
            }
            values.add("has_contents", true)
        }
        values.add("inputs_table", html: Fact.htmlTable(summary.inputs))
        values.add("totals_table", html: Fact.htmlTable(summary.totals))
        values.add("has_schedule_end", summary.scheduleEnd != nil)
        values.add("schedule_end", summary.scheduleEnd ?? "")
        values.add("yearly_table", table: yearly)
        // `schedule`: the number and month columns both stay in view while it scrolls (style.css).
        values.add("schedule_table", table: monthly, class: "data schedule")
        let html = templates.render(values, template: "report")
        let markdown = markdownPage(outcome, summary: summary, yearly: yearly, monthly: monthly, charts: charts, costsPie: costsPie, working: working)
        let entry = IndexEntry(header, headline: summary.answerValue, detail: summary.indexDetail)
        return RenderedScenario(
            files: [
                OutputFile(path: entry.href, bytes: html),
                OutputFile(path: entry.markdownHref, bytes: markdown),
            ] + MarkdownPage.chartFiles(charts + [costsPie].compactMap { $0 }, folder: folder),
            entry: entry,
            property: mapMark(outcome, rates: summary.rates, reportHref: entry.href)
        )
    }

    /// `<a href="#months-2027">2027</a> ` for each year: the links to the year's first month in
    /// the schedule.
    static func yearLinks(_ years: [Int]) -> ByteBuffer {
        var out = ByteBuffer(capacity: years.count * 32)
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

    /// The property as a pin on the site's map, with the figures its card shows; without an
    /// address, a line in the map's list of the loans it leaves out.
    private static func mapMark(_ outcome: TimeValueOutcome, rates: RatePeriodFacts?, reportHref: String) -> MapMark? {
        let scenario = outcome.scenario
        // PMI alone is a housing cost too: such a loan is a mortgage that could be on the map.
        guard scenario.housingTerms != nil else { return nil }
        guard let site = scenario.property?.site else {
            return .unplaced(UnplacedProperty(title: scenario.header.title, reportHref: reportHref, sourcePath: scenario.header.sourcePath))
        }
        let solution = scenario.solution
        let address = site.address
        return .pin(MappedProperty(
            title: scenario.header.title, propertyType: site.type.displayName, streetLines: address.streetLines,
            city: address.city, stateCode: address.state.code, zip: address.zip,
            latitude: site.location.latitude, longitude: site.location.longitude,
            approximate: site.location.approximate, currency: outcome.currency, loanAmount: solution.principal,
            rateText: rates?.rateTail ?? outcome.locale.rate(solution.rate), monthlyPayment: outcome.firstPayment,
            monthlyTotal: outcome.firstMonthCosts?.total ?? outcome.firstPayment,
            reportHref: reportHref, sourcePath: scenario.header.sourcePath, locale: outcome.locale))
    }

    /// The same report as GitHub-flavoured Markdown that reads well on a git host.
    static func markdownPage(_ outcome: TimeValueOutcome, summary: TimeValueSummary, yearly: Table, monthly: Table, charts: [ChartFigure] = [], costsPie: ChartFigure? = nil, working: TimeValueWorking? = nil) -> [UInt8] {
        let header = outcome.scenario.header
        var out = ByteBuffer(capacity: 4096 + (yearly.rowCount + monthly.rowCount) * 90)
        MarkdownPage.heading(header, into: &out)
        out.append("> **")
        out.appendMarkdownEscaped(summary.answerLabel)
        out.append(": ")
        out.appendMarkdownEscaped(summary.answerValue)
        out.append("**\n>\n> ")
        out.appendMarkdownEscaped(summary.answerSentence)
        out.append("\n\n")
        out.append(MarkdownPage.notes(header.notes))
        out.append("## The problem\n\n")
        MarkdownPage.facts(summary.inputs, header: ("Input", "Value"), marksSolved: true, into: &out)
        out.append("\n## Totals\n\n")
        MarkdownPage.facts(summary.totals, into: &out)
        if let end = summary.scheduleEnd {
            out.append("\n")
            out.appendMarkdownEscaped(end)
            out.append("\n")
        }
        working?.markdown(into: &out)
        if let rates = summary.rates {
            out.append("\n## Rate periods\n\n")
            rates.table.markdown(into: &out)
            for sentence in [rates.shock, rates.worstCase].compactMap({ $0 }) {
                out.append("\n")
                out.appendMarkdownEscaped(sentence)
                out.append("\n")
            }
        }
        if let credit = summary.credit {
            out.append("\n## Up front and in all\n\n")
            MarkdownPage.facts(credit.upFront + credit.cost, into: &out)
            out.append("\n")
            out.appendMarkdownEscaped(credit.sentence)
            out.append("\n")
        }
        out.append(PropertySection.markdown(outcome, pie: costsPie))
        if let savings = outcome.overpaymentSavings {
            let facts = OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale)
            out.append("\n## What overpaying saves\n\n")
            out.append("- Paid off in **\(facts.newPayoff)**" + (facts.plainPayoff.isEmpty ? ", on its term\n" : " instead of \(facts.plainPayoff)\n"))
            out.append("- Payments saved: **\(facts.paymentsSaved)**\n")
            out.append("- Interest saved: **\(facts.interestSaved)**\n")
            let rules = summary.overpaymentRules
            if let charges = rules.totalCharges { out.append("- Early repayment charges: **\(outcome.locale.money(charges, outcome.currency))**\n") }
            for sentence in rules.sentences {
                out.append("\n")
                out.appendMarkdownEscaped(sentence)
                out.append("\n")
            }
        }
        MarkdownPage.charts(charts, into: &out)
        out.append("\n## Year by year\n\n")
        yearly.markdown(into: &out)
        out.append("\n## Month by month\n\n")
        monthly.markdown(into: &out)
        return out.bytes
    }
}
