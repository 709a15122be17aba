import TallyReports
import TallyScenarios

/// `index.html`: every scenario with its headline figure, grouped by kind.
enum IndexPage {
    /// `mapHref`: the map of properties, when the build drew one.
    static func render(entries: [IndexEntry], mapHref: String? = nil, propertyCount: Int = 0,
                       templates: PageTemplates, page: PageInfo) -> OutputFile {
        let order = ScenarioKind.allCases.map(\.rawValue)
        // Sort keys made once per entry, not twice per comparison.
        let keyed = entries.map { entry in
            (entry: entry, group: order.firstIndex(of: entry.group) ?? order.count, title: entry.title.lowercased())
        }
        let sorted = keyed.sorted {
            if $0.group != $1.group { return $0.group < $1.group }
            if $0.title != $1.title { return $0.title < $1.title }
            return $0.entry.href < $1.entry.href
        }.map(\.entry)
        var groups: [[String: Any]] = []
        // Each group's cards are drawn from index-card.mustache (every card one shape, so one
        // Mustache render and a fill per card) and spliced into the page.
        var cards: [String: [UInt8]] = [:]
        for group in order {
            let members = sorted.filter { $0.group == group }
            guard let first = members.first else { continue }
            let rows = members.map { entry -> [String: Any] in
                var row: [String: Any] = [
                    "title": entry.title, "headline": entry.headline, "detail": entry.detail,
                    "href": entry.href, "markdown_href": entry.markdownHref, "source_path": entry.sourcePath,
                ]
                if let extra = entry.extraHref { row["extra_href"] = extra; row["extra_label"] = entry.extraLabel ?? "" }
                return row
            }
            var html: [UInt8] = []
            html.reserveCapacity(rows.count * 512)
            for row in rows { templates.render(row, template: "index-card", appendingTo: &html) }
            let key = "cards_\(group)"
            cards[key] = html
            groups.append(["kind": group, "name": first.groupName, "entries": rows, "cards": PageTemplates.htmlMarker(key)])
        }
        var context = page.context(pageTitle: "Reports", depth: 0, bodyClass: "index-page", sourcePath: nil)
        context["groups"] = groups
        context["count_text"] = entries.count == 1 ? "1 scenario" : "\(entries.count) scenarios"
        if let mapHref {
            context["map_href"] = mapHref
            context["map_count_text"] = propertyCount == 1 ? "1 property" : "\(propertyCount) properties"
        }
        return OutputFile(path: "index.html", contents: templates.render(context, template: "index", splicingHTML: cards))
    }
}
