import Foundation
import TallyReports
import TallyScenarios

/// `index.html`: every scenario with its headline figure, grouped by kind.
enum IndexPage {
    /// A scenario's card, from index-card.mustache. Drawn once when the scenario is rendered and
    /// kept in the build manifest: a rebuild draws the index from the cards it already has.
    static func card(for entry: IndexEntry, templates: PageTemplates) -> [UInt8] {
        var html: [UInt8] = []
        html.reserveCapacity(512)
        templates.render(row(entry), template: "index-card", appendingTo: &html)
        return html
    }

    /// The card's values, and `entries` in the page's context for an index template of one's own.
    static func row(_ entry: IndexEntry) -> [String: Any] {
        var row: [String: Any] = [
            "title": entry.title, "headline": entry.headline, "detail": entry.detail,
            "href": entry.href, "markdown_href": entry.markdownHref, "source_path": entry.sourcePath,
        ]
        if let extra = entry.extraHref { row["extra_href"] = extra; row["extra_label"] = entry.extraLabel ?? "" }
        return row
    }

    /// Draws every card, then the page.
    static func render(entries: [IndexEntry], mapHref: String? = nil, propertyCount: Int = 0,
                       templates: PageTemplates, page: PageInfo) -> OutputFile {
        render(cards: entries.map { ($0, card(for: $0, templates: templates)) }, mapHref: mapHref, propertyCount: propertyCount,
               templates: templates, page: page)
    }

    /// Whether a project's own templates (in `folder`) might read `entries`: Tally's own never
    /// do, and without them the page's context is a few values instead of a row per scenario
    /// for the template engine to walk (~55,000 instructions a scenario). The name is matched
    /// whole, as `PageTemplates.mentions` matches a report's on-demand values; this one reads the
    /// files itself because a rebuild decides before it loads any template.
    static func templatesReadEntries(in folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { name in
            name.hasSuffix(".mustache")
                && (FileManager.default.contents(atPath: folder + "/" + name).map { PageTemplates.names("entries", in: String(decoding: $0, as: UTF8.self)) } ?? true)
        }
    }

    /// `mapHref`: the map of properties, when the build drew one. `withEntries`: whether the
    /// context holds `entries` (see `templatesReadEntries`).
    static func render(cards: [(entry: IndexEntry, card: [UInt8])], mapHref: String? = nil, propertyCount: Int = 0,
                       withEntries: Bool = true, templates: PageTemplates, page: PageInfo) -> OutputFile {
        let order = ScenarioKind.allCases.map(\.rawValue)
        // Sort keys made once per entry, not twice per comparison.
        let keyed = cards.map { item in
            (item: item, group: order.firstIndex(of: item.entry.group) ?? order.count, title: item.entry.title.lowercased())
        }
        let sorted = keyed.sorted {
            if $0.group != $1.group { return $0.group < $1.group }
            if $0.title != $1.title { return $0.title < $1.title }
            return $0.item.entry.href < $1.item.entry.href
        }.map(\.item)
        var groups: [[String: Any]] = []
        // Each group's cards are spliced into the page as they were drawn.
        var spliced: [String: [UInt8]] = [:]
        for group in order {
            let members = sorted.filter { $0.entry.group == group }
            guard let first = members.first else { continue }
            var html: [UInt8] = []
            html.reserveCapacity(members.reduce(0) { $0 + $1.card.count })
            for member in members { html += member.card }
            let key = "cards_\(group)"
            spliced[key] = html
            var values: [String: Any] = ["kind": group, "name": first.entry.groupName, "cards": PageTemplates.htmlMarker(key)]
            if withEntries { values["entries"] = members.map { row($0.entry) } }
            groups.append(values)
        }
        var context = page.context(pageTitle: "Reports", depth: 0, bodyClass: "index-page", sourcePath: nil)
        context["groups"] = groups
        context["count_text"] = cards.count == 1 ? "1 scenario" : "\(cards.count) scenarios"
        if let mapHref {
            context["map_href"] = mapHref
            context["map_count_text"] = propertyCount == 1 ? "1 property" : "\(propertyCount) properties"
        }
        return OutputFile(path: "index.html", contents: templates.render(context, template: "index", splicingHTML: spliced))
    }
}
