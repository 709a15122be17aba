import TallyEngines
import TallyResources

/// `properties.html` and `properties.geojson`: every mortgaged property on one map, with a card
/// per pin and a table of the same facts below.
public enum PropertiesMap {
    public static let pagePath = "properties.html"
    /// The map's script: plain JavaScript with nothing to fill in, so a resource rather than a
    /// template (Mustache would read its every brace).
    static let scriptPath = "TallyReports/Resources/properties-map.js"
    public static let geoJSONPath = "properties.geojson"

    /// properties.html and properties.geojson; empty when `properties` is empty (a build with no
    /// address to pin writes no map). `unplaced`: loans with housing costs and no address, which
    /// the page lists with the reason they are not on it.
    public static func render(_ properties: [MappedProperty], unplaced: [UnplacedProperty] = [], editURL: String?, deleteURL: String?,
                              templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        guard !properties.isEmpty else { return [] }
        let places = PropertyPlace.group(properties)
        let shapes = USMapShapes.bundled
        var values = TemplateValues()
        page.add(to: &values, pageTitle: "Map of properties", depth: 0, bodyClass: "properties-page")
        // Properties are addresses: seven offers on two houses are two properties.
        var countText = PropertyPlace.countText(places.count)
        if properties.count > places.count { countText += " in \(properties.count) scenarios" }
        values.add("count_text", countText)
        values.addList("state_options", (shapes?.states ?? []).sorted { $0.name < $1.name }) { option, state in
            option.add("code", state.code)
            option.add("name", state.name)
        }
        values.add("has_approximate", properties.contains { $0.approximate })
        if !unplaced.isEmpty {
            let sorted = unplaced.sorted(by: UnplacedProperty.listOrder)
            let count = sorted.count == 1 ? "1 scenario with housing costs but no address is" : "\(sorted.count) scenarios with housing costs but no address are"
            values.add("unplaced_text", "\(count) not on the map:")
            values.addList("unplaced", sorted) { item, property in
                item.add("title", property.title)
                item.add("report", property.reportHref)
                item.add("source", property.sourcePath)
            }
        }
        values.add("map_svg", USMapSVG.render(places, shapes: shapes))
        values.add("table_html", table(places, editURL: editURL, deleteURL: deleteURL))
        values.add("map_data", scriptJSON(places, editURL: editURL, deleteURL: deleteURL))
        values.add("map_script", html: EmbeddedResources.file(scriptPath) ?? [])
        let html = templates.render(values, template: "properties")
        return [
            OutputFile(path: pagePath, bytes: html),
            OutputFile(path: geoJSONPath, contents: PropertiesGeoJSON.render(places)),
        ]
    }

    /// The facts the card shows, for the page's script: JSON inside `<script type="application/json">`,
    /// with `<`, `>` and `&` written as `\u003c` escapes so no title can close the element.
    /// One item per place, each listing its scenarios.
    static func scriptJSON(_ places: [PropertyPlace], editURL: String?, deleteURL: String?) -> String {
        let items: [JSONValue] = places.enumerated().map { index, place in
            let property = place.first
            let point = USMapLayout.point(latitude: property.latitude, longitude: property.longitude, state: property.stateCode)
            let scenarios: [JSONValue] = place.scenarios.map { scenario in
                let edit = editURL.map { JSONValue.string(ScenarioFileLinks.url(pattern: $0, path: scenario.sourcePath)) } ?? .null
                let delete = deleteURL.map { JSONValue.string(ScenarioFileLinks.url(pattern: $0, path: scenario.sourcePath)) } ?? .null
                return .object([
                    ("title", .string(scenario.title)),
                    ("loan", .string(scenario.locale.money(scenario.loanAmount, scenario.currency))),
                    ("rate", .string(scenario.rateText)),
                    ("payment", .string(scenario.locale.money(scenario.monthlyPayment, scenario.currency))),
                    ("total", .string(scenario.locale.money(scenario.monthlyTotal, scenario.currency))),
                    ("report", .string(scenario.reportHref)),
                    ("edit", edit),
                    ("delete", delete),
                    ("source", .string(scenario.sourcePath)),
                ])
            }
            return .object([
                ("id", .string("property-\(index + 1)")),
                ("title", .string(place.title)),
                ("type", .string(property.propertyType)),
                ("street", .array(property.streetLines.map(JSONValue.string))),
                ("city", .string(property.cityLine)),
                ("approximate", .bool(property.approximate)),
                ("street_view", .string(property.streetViewURL)),
                ("state", .string(property.stateCode)),
                ("x", .decimal(point.x, places: 2)),
                ("y", .decimal(point.y, places: 2)),
                ("scenarios", .array(scenarios)),
            ])
        }
        let data = JSONValue.object([
            ("width", .decimal(USMapLayout.width, places: 0)),
            ("height", .decimal(USMapLayout.height, places: 0)),
            ("distance", .decimal(PinClusters.distance, places: 2)),
            ("properties", .array(items)),
        ])
        return data.serializedForScript()
    }

    /// The table below the map: the same facts as the cards, a row per scenario with each
    /// address written once for the rows it spans, and the target of each pin's link when there
    /// is no JavaScript.
    static func table(_ places: [PropertyPlace], editURL: String?, deleteURL: String?) -> String {
        var html = "<table class=\"data properties-table\">"
        html += "<caption>Every property on the map, in title order, with each scenario that buys it. Amounts are monthly unless marked.</caption>"
        html += "<thead><tr><th scope=\"col\">Property</th><th scope=\"col\">Address</th><th scope=\"col\" class=\"num\">Loan</th>"
        html += "<th scope=\"col\" class=\"num\">Rate</th><th scope=\"col\" class=\"num\">Principal and interest</th>"
        html += "<th scope=\"col\" class=\"num\">Total with costs</th><th scope=\"col\" class=\"property-links\">Links</th></tr></thead><tbody>"
        var rows = 0
        for (index, place) in places.enumerated() {
            for (row, property) in place.scenarios.enumerated() {
                rows += 1
                html += row == 0 ? "<tr id=\"property-\(index + 1)\">" : "<tr>"
                html += "<th scope=\"row\"><span class=\"property-title\">\(property.title.htmlEscaped)</span>"
                html += "<span class=\"property-type\">\(property.propertyType.htmlEscaped)</span></th>"
                if row == 0 { html += address(place) }
                html += "<td class=\"num\">\(property.locale.money(property.loanAmount, property.currency).htmlEscaped)</td>"
                html += "<td class=\"num\">\(property.rateText.htmlEscaped)</td>"
                html += "<td class=\"num\">\(property.locale.money(property.monthlyPayment, property.currency).htmlEscaped)</td>"
                html += "<td class=\"num\">\(property.locale.money(property.monthlyTotal, property.currency).htmlEscaped)</td>"
                html += "<td class=\"property-links\">" + links(property, editURL: editURL, deleteURL: deleteURL) + "</td></tr>"
            }
        }
        html += "</tbody></table>"
        return Table.wrapped(html, rowCount: rows, columnCount: 7)
    }

    /// The address cell, spanning the rows of every scenario at it.
    private static func address(_ place: PropertyPlace) -> String {
        let property = place.first
        let span = place.scenarios.count > 1 ? " rowspan=\"\(place.scenarios.count)\"" : ""
        var html = "<td class=\"property-address\"\(span)>"
        html += property.streetLines.map { $0.htmlEscaped + "<br>" }.joined()
        // "IL 62704-3118" stays on one line: a ZIP+4 broken at its hyphen reads as two numbers.
        html += "\(property.city.htmlEscaped), <span class=\"nowrap\">\(property.stateCode.htmlEscaped) \(property.zip.htmlEscaped)</span>"
        if property.approximate { html += "<br><span class=\"muted\">Pin at the ZIP Code’s centre</span>" }
        return html + "</td>"
    }

    static func links(_ property: MappedProperty, editURL: String?, deleteURL: String?) -> String {
        var parts = ["<a href=\"\(property.reportHref.htmlEscaped)\">Report</a>"]
        if let editURL {
            parts.append("<a href=\"\(ScenarioFileLinks.url(pattern: editURL, path: property.sourcePath).htmlEscaped)\">Edit</a>")
        }
        if let deleteURL {
            parts.append("<a href=\"\(ScenarioFileLinks.url(pattern: deleteURL, path: property.sourcePath).htmlEscaped)\">Delete</a>")
        }
        parts.append("<a href=\"\(property.streetViewURL.htmlEscaped)\" rel=\"noopener\">Street View</a>")
        var html = parts.joined(separator: " · ")
        if editURL == nil || deleteURL == nil {
            html += "<br><span class=\"property-source\">"
            html += editURL == nil && deleteURL == nil ? "To change or remove it, edit or delete" : (editURL == nil ? "To change it, edit" : "To remove it, delete")
            html += " <code>\(property.sourcePath.htmlEscaped)</code> and run <code>tally build</code> again.</span>"
        }
        return html
    }
}
