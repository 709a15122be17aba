import TallyEngines
import TallyScenarios

/// A BMI log as an HTML page, a Markdown page and an index entry: personal details, the current
/// BMI on a gauge, the tracking table and the trend charts.
public enum BMIReport {
    /// Added where a log has no weigh-ins yet.
    /// The date is a pattern, not a day: an example day would be read as a suggested one.
    static let firstEntryHint = "No weigh-ins yet. Add the first with `tally add weigh-in` and this log's file, such as `--weight 72.4kg` (today unless `--date` says otherwise), or under `entries:` in the file as `- date: YYYY-MM-DD` with `weight: 72.4kg` on the next line; then build again."

    public static func render(_ scenario: BMIScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let header = scenario.header
        let folder = header.kind.outputFolder
        let results = scenario.entries.map { try? BMICalculator.calculate(weight: $0.weight, height: scenario.height, age: scenario.age, cutOffs: scenario.cutOffs) }
        let latest = results.last ?? nil
        let details = detailRows(scenario)
        let weightTrend = BMITrendText.trend(scenario)
        let goal = BMIGoalText(scenario, trend: weightTrend)
        let trendFacts = BMITrendText.facts(scenario, trend: weightTrend) + (goal?.facts ?? [])
        let table = trackingTable(scenario, results: results, trend: BMITrendText.trendAtEntries(scenario, trend: weightTrend))
        var figures: [ChartFigure] = []

        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.add("details_table", html: Fact.htmlTable(details))
        if let latest, let entry = scenario.entries.last {
            values.addSection("current") { current in
                current.add("value", latest.shownText)
                if let sentence = BMITrendText.sentence(scenario, trend: weightTrend) { current.add("trend_sentence", sentence) }
                if let sentence = goal?.sentence { current.add("goal_sentence", sentence) }
                if let warning = goal?.warning { current.add("goal_warning", warning) }
                current.add("when", "Weighed on \(scenario.header.locale.text(entry.date, .short)) at \(BMIFormatting.weight(entry.weight, in: scenario.system, locale: scenario.header.locale)).")
                if let note = latest.ageNote {
                    current.add("age_note", note)
                } else {
                    current.addSection("adult") { adult in
                        adult.add("category", latest.category.name)
                        adult.add("colour", latest.category.colourHex)
                        adult.add("message", latest.category.message)
                    }
                }
            }
            let gauge = BMICharts.gauge(value: latest, bands: scenario.cutOffs.bands, idPrefix: header.slug)
            let trend = BMICharts.trend(scenario, results: results, trend: weightTrend, goal: goal, idPrefix: header.slug)
            figures = [gauge] + trend
            values.addSection("gauge") { add(gauge, to: &$0) }
            values.add("tracking_table", table: table)
            values.add("has_charts", true)
            values.add("trend_rule", BMITrendText.rule)
            values.add("trend_table", html: Fact.htmlTable(trendFacts))
            values.addList("charts", trend) { add($1, to: &$0) }
        } else {
            values.add("empty_html", MarkdownRenderer.html(from: firstEntryHint))
        }

        let html = templates.render(values, template: "bmi")
        let category = latest.map { $0.adultCategoriesApply ? $0.category.name : "under 20: see BMI-for-age" }
        let entry = IndexEntry(
            header, headline: latest.map { "BMI \($0.shownText)" } ?? "No weigh-ins yet",
            detail: category.map { $0 + (BMITrendText.cardLine(scenario, trend: weightTrend).map { " · " + $0 } ?? "") } ?? "add the first entry"
        )
        return RenderedScenario(
            files: [
                OutputFile(path: entry.href, bytes: html),
                OutputFile(path: entry.markdownHref, contents: markdownPage(scenario, details: details, latest: latest, table: table, charts: figures, trend: weightTrend, goal: goal)),
            ] + MarkdownPage.chartFiles(figures, folder: folder),
            entry: entry
        )
    }

    private static func add(_ figure: ChartFigure, to values: inout TemplateValues) {
        values.add("svg", html: figure.page)
        values.add("caption", figure.caption)
        values.add("wide", figure.wide)
    }

    /// The weights an adult of this height would have at BMI 18.5 and 25, and how far the latest
    /// weigh-in is from that range. Not for under-20s, whose BMI is read against age charts.
    static func healthyWeightRows(_ scenario: BMIScenario) -> [Fact] {
        guard (scenario.age ?? BMICalculator.adultAge) >= BMICalculator.adultAge,
              let range = try? BMICalculator.healthyWeightRange(height: scenario.height, cutOffs: scenario.cutOffs),
              let lower = try? Quantity(range.lower, .kilogram), let upper = try? Quantity(range.upper, .kilogram) else { return [] }
        let system = scenario.system
        let healthy = scenario.cutOffs.healthy
        var rows = [Fact("Healthy weight (BMI \(ChartNumber.format(healthy.lower.doubleValue, decimals: 1)) to \(ChartNumber.format(healthy.upper.doubleValue, decimals: 1)))", "\(BMIFormatting.weight(lower, in: system, locale: scenario.header.locale)) to \(BMIFormatting.weight(upper, in: system, locale: scenario.header.locale))")]
        if let latest = scenario.entries.last {
            let kilograms = latest.kilograms
            let text: String
            if (kilograms - range.lower).isNegative {
                text = BMIFormatting.difference(from: latest.weight, to: lower, in: system, locale: scenario.header.locale) + " below it"
            } else if (range.upper - kilograms).isNegative || (range.upper - kilograms).isZero {
                text = BMIFormatting.difference(from: upper, to: latest.weight, in: system, locale: scenario.header.locale) + " above it"
            } else {
                text = "Within it"
            }
            rows.append(Fact("Latest weight against that range", text))
        }
        return rows
    }

    static func detailRows(_ scenario: BMIScenario) -> [Fact] {
        var rows: [Fact] = []
        if let name = scenario.name { rows.append(Fact("Name", name)) }
        if let age = scenario.age { rows.append(Fact("Age", "\(age)")) }
        if let gender = scenario.gender { rows.append(Fact("Gender", BMIFormatting.capitalised(gender.rawValue))) }
        let system = scenario.system
        rows.append(Fact("Height", "\(BMIFormatting.height(scenario.height, in: system, locale: scenario.header.locale)) (\(BMIFormatting.otherHeight(scenario.height, in: system, locale: scenario.header.locale)))"))
        rows += healthyWeightRows(scenario)
        // Stated only where the log chose them, so a log that does not say reads as before.
        if let bands = scenario.bands { rows.append(Fact("BMI bands", BMIFormatting.capitalised(bands.statement))) }
        rows.append(Fact("Units shown", system == .imperialUK ? "Imperial (stones and pounds)" : BMIFormatting.capitalised(system.rawValue)))
        rows.append(Fact("Weigh-ins", "\(scenario.entries.count)"))
        if let first = scenario.entries.first, let last = scenario.entries.last, scenario.entries.count > 1 {
            rows.append(Fact("Change overall", BMIFormatting.change(from: first.weight, to: last.weight, in: system, locale: scenario.header.locale)))
        }
        return rows
    }

    /// One row per weigh-in, oldest first.
    /// `trend` is the trend on each weigh-in's day, beside the weight.
    static func trackingTable(_ scenario: BMIScenario, results: [BMIResult?], trend: [Double?]) -> Table {
        let system = scenario.system
        let other = system.other
        // A body-fat column only where the log has readings.
        let showsFat = scenario.entries.contains { $0.fat != nil }
        var rows: [Table.Row] = []
        rows.reserveCapacity(scenario.entries.count)
        for (index, entry) in scenario.entries.enumerated() {
            let result = results[index]
            let category = result.map { $0.adultCategoriesApply ? $0.category.name : "n/a under 20" } ?? "—"
            var cells: [Table.Cell] = [
                .text(scenario.header.locale.text(entry.date, .short)),
                .text(BMIFormatting.weight(entry.weight, in: system, locale: scenario.header.locale)),
                .text(trend[index].map { BMITrendText.weight($0, in: system, locale: scenario.header.locale) } ?? "—"),
                .text(BMIFormatting.weight(entry.weight, in: other, locale: scenario.header.locale)),
                .text(result?.shownText ?? "—"),
                .text(category),
                .text(index == 0 ? "—" : BMIFormatting.change(from: scenario.entries[index - 1].weight, to: entry.weight, in: system, locale: scenario.header.locale)),
            ]
            if showsFat { cells.append(.text(entry.fat.map { scenario.header.locale.percent($0) } ?? "—")) }
            rows.append(Table.Row(cells: cells, htmlClass: result.map { "bmi-row bmi-\($0.category.rawValue)" }))
        }
        var columns = [
            Table.Column("Date", .left), Table.Column("Weight (\(BMIFormatting.columnUnit(system)))"),
            Table.Column("Trend (\(BMIFormatting.columnUnit(system)))"),
            Table.Column("Weight (\(BMIFormatting.columnUnit(other)))"), Table.Column("BMI"),
            Table.Column("Category", .left), Table.Column("Change"),
        ]
        if showsFat { columns.append(Table.Column("Body fat")) }
        return Table(
            columns: columns, rows: rows,
            caption: "Every weigh-in in date order, with the trend on its day and the change since the one before." + (showsFat ? " Body fat is the scale's reading, in percent of the weight." : "")
        )
    }

    static func markdownPage(_ scenario: BMIScenario, details: [Fact], latest: BMIResult?, table: Table, charts: [ChartFigure] = [],
                             trend: WeightTrend, goal: BMIGoalText? = nil) -> String {
        let header = scenario.header
        var out = ""
        out.reserveCapacity(2048 + scenario.entries.count * 80)
        out += MarkdownPage.heading(header)
        if let latest, let entry = scenario.entries.last {
            out += "> **Current BMI: \(latest.shownText)**" + (latest.adultCategoriesApply ? " (\(latest.category.name))" : "") + "\n>\n"
            out += "> \((latest.ageNote ?? latest.category.message).markdownEscaped) Weighed on \(scenario.header.locale.text(entry.date, .short)) at \(BMIFormatting.weight(entry.weight, in: scenario.system, locale: scenario.header.locale)).\n"
            for sentence in [BMITrendText.sentence(scenario, trend: trend), goal?.sentence, goal?.warning].compactMap({ $0 }) {
                out += ">\n> \(sentence.markdownEscaped)\n"
            }
            out += "\n"
        }
        out += MarkdownPage.notes(header.notes)
        out += "## Details\n\n| | |\n| :-- | --: |\n"
        for detail in details { out += "| \(detail.label) | \(Table.markdownCell(detail.value)) |\n" }
        guard latest != nil else {
            out += "\n" + firstEntryHint + "\n"
            return out
        }
        out += "\n## BMI bands\n\n"
        var bands = Table(columns: [Table.Column("Category", .left), Table.Column("BMI from"), Table.Column("Below")])
        bands.rows = scenario.cutOffs.bands.map { band in
            Table.Row([band.name, band.lower.map { ChartNumber.format($0, decimals: 1) } ?? "—", band.upper.map { ChartNumber.format($0, decimals: 1) } ?? "—"])
        }
        out += bands.markdown()
        out += "\n## Trend\n\n\(BMITrendText.rule.markdownEscaped)\n\n| | |\n| :-- | --: |\n"
        for fact in BMITrendText.facts(scenario, trend: trend) + (goal?.facts ?? []) { out += "| \(fact.label) | \(Table.markdownCell(fact.value)) |\n" }
        out += MarkdownPage.charts(charts)
        out += "\n## Weigh-ins\n\n"
        out += table.markdown()
        return out
    }
}
