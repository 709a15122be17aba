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

        // Written key by key in slot order (see `TemplateValues`): a `[String: Any]` per page
        // cost more than the rest of the page's template work together.
        var values = TemplateValues()
        page.add(to: &values, pageTitle: header.title, depth: 1, bodyClass: "report-page", sourcePath: header.sourcePath, locale: header.locale)
        values.add("kind", header.kind.rawValue)
        values.add("kind_label", header.kind.displayName)
        values.add("title", header.title)
        values.add("slug", header.slug)
        values.add("help_page", header.kind.helpPage)
        values.add("answer_label", summary.answerLabel)
        values.add("answer_value", summary.answerValue)
        values.add("answer_sentence", summary.answerSentence)
        if let notes = header.notes { values.add("notes_html", MarkdownRenderer.html(from: notes)) }
        if let savings = outcome.overpaymentSavings {
            values.addSection("overpayment") { OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale).add(to: &$0) }
        }
        // Charts and drawn pieces are spliced in after Mustache like the tables: each SVG is several kilobytes.
        let hasCosts = PropertySection.add(outcome, pie: costsPie, to: &values)
        values.add("has_charts", !charts.isEmpty)
        values.addList("charts", charts) { item, chart in
            item.add("svg", html: chart.page)
            item.add("caption", chart.caption)
            item.add("wide", chart.wide)
        }
        // Each chart also under `chart_<n>` at the top, where templates have always found it.
        for (index, chart) in charts.enumerated() { values.add(named: chartKey(index), html: chart.page) }
        values.add("has_schedule", true)
        values.add("has_year_links", outcome.yearly.count > 1)
        if templates.mentions("year_links") {
            values.addList("year_links", outcome.yearly) { item, row in
                item.add("year", String(row.year))
                item.add("anchor", TimeValueTables.yearAnchor(row.year))
            }
        }
        values.add("year_links_html", html: yearLinks(outcome.yearly.map(\.year)))
        // A schedule longer than a couple of printed pages gets a contents list up front.
        if monthly.rowCount > Table.longTableRows {
            // String literals, not `StaticString`s: a literal String costs nothing to pass on,
            // where `StaticString.description` made a string for each entry of each page.
            var contents: [(href: String, label: String)] = []
            contents.reserveCapacity(8)
            if hasCosts { contents.append(("#property-heading", outcome.scenario.property?.site != nil ? "The property" : "What it costs a month")) }
            if hasCosts, outcome.scenario.property?.site != nil { contents.append(("#costs-heading", "What it costs a month")) }
            contents.append(("#inputs-heading", "The problem"))
            contents.append(("#totals-heading", "Totals"))
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
        let markdown = markdownPage(outcome, summary: summary, yearly: yearly, monthly: monthly, charts: charts, costsPie: costsPie)
        // Each path made once: interpolated, each use cost four appends to a new string.
        let stem = folder + "/" + header.slug
        let htmlPath = stem + ".html"
        let markdownPath = stem + ".md"
        let entry = IndexEntry(
            group: header.kind.rawValue, groupName: header.kind.displayName, title: header.title,
            headline: summary.answerValue, detail: summary.indexDetail,
            href: htmlPath, markdownHref: markdownPath,
            sourcePath: header.sourcePath
        )
        return RenderedScenario(
            files: [
                OutputFile(path: htmlPath, bytes: html),
                OutputFile(path: markdownPath, bytes: markdown),
            ] + MarkdownPage.chartFiles(charts + [costsPie].compactMap { $0 }, folder: folder),
            entry: entry,
            property: mapMark(outcome, reportHref: htmlPath)
        )
    }

    /// `<a href="#months-2027">2027</a> ` for each year: the links to the year's first month in
    /// the schedule, drawn here rather than by the template (thirty small contexts a page).
    static func yearLinks(_ years: [Int]) -> ByteBuffer {
        var out = ByteBuffer(capacity: years.count * yearLinkPattern.count)
        // A four-digit year only changes the pattern's digits: one append a link, not six.
        var link = yearLinkPattern
        // The digits are stored through one pointer: each store into the array checked that
        // it was not shared, eight times a link.
        link.withUnsafeMutableBufferPointer { link in
            for year in years {
                guard (1000...9999).contains(year) else {
                    out.append("<a href=\"#")
                    out.append(TimeValueTables.yearAnchorPrefix)
                    out.append(integer: year)
                    out.append("\">")
                    out.append(integer: year)
                    out.append("</a> ")
                    continue
                }
                var rest = year
                for offset in (0..<4).reversed() {
                    let digit = UInt8(ascii: "0") + UInt8(rest % 10)
                    link[yearLinkDigits.first + offset] = digit
                    link[yearLinkDigits.second + offset] = digit
                    rest /= 10
                }
                out.append(bytes: UnsafeBufferPointer(link))
            }
        }
        return out
    }

    private static let yearLinkPattern = Array("<a href=\"#\(TimeValueTables.yearAnchorPrefix)0000\">0000</a> ".utf8)
    /// Where the pattern's two runs of four digits start.
    private static let yearLinkDigits = (first: 10 + TimeValueTables.yearAnchorPrefix.utf8CodeUnitCount, second: 16 + TimeValueTables.yearAnchorPrefix.utf8CodeUnitCount)

    /// The property as a pin on the site's map, with the figures its card shows; without an
    /// address, a line in the map's list of the loans it leaves out.
    private static func mapMark(_ outcome: TimeValueOutcome, reportHref: String) -> MapMark? {
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
            rateText: outcome.locale.rate(solution.rate), monthlyPayment: solution.payment,
            monthlyTotal: outcome.firstMonthCosts?.total ?? solution.payment,
            reportHref: reportHref, sourcePath: scenario.header.sourcePath, locale: outcome.locale))
    }

    /// The keys charts are also placed under, the usual few made once rather than per page.
    private static let chartKeys = (0..<8).map { "chart_\($0)" }

    private static func chartKey(_ index: Int) -> String {
        index < chartKeys.count ? chartKeys[index] : "chart_\(index)"
    }


    /// The same report as GitHub-flavoured Markdown that reads well on a git host.
    static func markdownPage(_ outcome: TimeValueOutcome, summary: TimeValueSummary, yearly: Table, monthly: Table, charts: [ChartFigure] = [], costsPie: ChartFigure? = nil) -> [UInt8] {
        let header = outcome.scenario.header
        // Written straight into the page's bytes: built as a String first, every piece was
        // copied twice and each `+=` checked its text again.
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
        out.append(PropertySection.markdown(outcome, pie: costsPie))
        if let savings = outcome.overpaymentSavings {
            let facts = OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale)
            out.append("\n## What overpaying saves\n\n")
            out.append("- Paid off in **\(facts.newPayoff)** instead of \(facts.plainPayoff)\n")
            out.append("- Payments saved: **\(facts.paymentsSaved)**\n")
            out.append("- Interest saved: **\(facts.interestSaved)**\n")
        }
        MarkdownPage.charts(charts, into: &out)
        out.append("\n## Year by year\n\n")
        yearly.markdown(into: &out)
        out.append("\n## Month by month\n\n")
        monthly.markdown(into: &out)
        return out.bytes
    }
}
