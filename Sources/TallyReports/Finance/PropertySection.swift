import Foundation
import TallyEngines
import TallyScenarios

/// The Property section of a mortgage report: the home, where it is, and what it costs a month.
enum PropertySection {
    /// Adds the section to a report's context: the `costs` section, and at the top level the
    /// pre-drawn pieces it places; false (nothing added) for a loan with no property and no PMI.
    static func add(_ outcome: TimeValueOutcome, pie: ChartFigure?, to values: inout TemplateValues) -> Bool {
        guard let first = outcome.firstMonthCosts else { return false }
        let currency = outcome.currency
        let locale = outcome.locale
        values.add("costs_table", html: Fact.htmlTable(HousingCostFacts.breakdown(first, currency: currency, locale: locale)))
        if let pie { values.add("costs_pie", html: pie.page) }
        // Costs given without an address have no place to show: the section is the costs alone.
        let site = outcome.scenario.property?.site
        if let site {
            let address = site.address
            var map = ByteBuffer(capacity: 4096)
            map.append(LocatorMap.svg(latitude: site.location.latitude, longitude: site.location.longitude,
                                      stateCode: address.state.code, label: address.streetLines.first ?? outcome.scenario.header.title))
            values.add("locator_map", html: map)
        }
        values.addSection("costs") { costs in
            if let pie {
                costs.add("has_costs_pie", true)
                costs.add("costs_pie_caption", pie.caption)
            }
            if let sentence = HousingCostFacts.pmiSentence(outcome) { costs.add("pmi_sentence", sentence) }
            if let sentence = HousingCostFacts.growthSentence(outcome) { costs.add("growth_sentence", sentence) }
            if let site {
                let address = site.address
                costs.addSection("property") { section in
                    section.add("type", site.type.displayName)
                    section.add("street_lines", texts: address.streetLines)
                    section.add("city_line", address.cityLine)
                    section.add("state_name", address.state.name)
                    section.add("street_view_url", streetViewURL(site.location))
                    section.add("approximate", site.location.approximate)
                }
            }
        }
        return true
    }

    /// The same section in Markdown; its pie is an image of the file `costsPie` names.
    static func markdown(_ outcome: TimeValueOutcome, pie: ChartFigure?) -> String {
        guard let first = outcome.firstMonthCosts else { return "" }
        var out = ""
        if let site = outcome.scenario.property?.site {
            let address = site.address
            out += "\n## The property\n\n"
            out += "**\(site.type.displayName)** · "
            out += (address.streetLines + [address.cityLine]).map(\.markdownEscaped).joined(separator: ", ")
            out += "\n\n"
            out += "[Street View](\(streetViewURL(site.location)))"
            if site.location.approximate { out += " (at the ZIP code's centre)" }
            out += "\n"
        }
        out += "\n## What it costs a month\n\n"
        out += MarkdownPage.facts(HousingCostFacts.breakdown(first, currency: outcome.currency, locale: outcome.locale).map { ($0.label, $0.value.markdownEscaped) })
        if let sentence = HousingCostFacts.pmiSentence(outcome) { out += "\n\(sentence.markdownEscaped)\n" }
        if let sentence = HousingCostFacts.growthSentence(outcome) { out += "\n\(sentence.markdownEscaped)\n" }
        if let pie { out += MarkdownPage.charts([pie], heading: nil) }
        return out
    }

    /// Google Maps' documented Street View link, which the reader follows: the page loads nothing.
    static func streetViewURL(_ location: PropertyLocation) -> String {
        "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=\(degrees(location.latitude)),\(degrees(location.longitude))"
    }

    /// Five decimals (about a metre), the same bytes on every machine.
    static func degrees(_ value: Double) -> String {
        String(format: "%.5f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// The first month's payment as a pie, drawn for screens, phones and its own `.svg` file;
    /// nil when there is nothing beside principal and interest to show.
    static func costsPie(_ outcome: TimeValueOutcome, idPrefix: String) -> ChartFigure? {
        guard let first = outcome.firstMonthCosts else { return nil }
        let currency = outcome.currency
        let locale = outcome.locale
        let parts: [(String, Money)] = [
            ("Principal and interest", first.principalAndInterest), ("Property tax", first.propertyTax),
            ("Home insurance", first.insurance), ("HOA dues", first.hoa), ("PMI", first.pmi),
        ].filter { $0.1 > .zero }
        guard parts.count > 1 else { return nil }
        let digits = currency.minorDigits
        let slices = parts.enumerated().map { index, part in
            PieChart.Slice(label: part.0, value: part.1.major(minorDigits: digits), colour: Colour.categorical(at: index),
                           amountText: locale.money(part.1, currency))
        }
        let rest = parts.dropFirst().map { "\($0.0.lowercased()) \(locale.money($0.1, currency))" }.joined(separator: ", ")
        let pie = PieChart(id: "\(idPrefix)-monthly-costs", title: "The first month's payment",
                           desc: "Of \(locale.money(first.total, currency)) paid in the first month, \(locale.money(first.principalAndInterest, currency)) is principal and interest; the rest is \(rest).",
                           slices: slices)
        return ChartFigure(chart: pie, caption: "The first month's payment, split into what it pays for.")
    }

}
