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

    /// What the index needs of one scenario: where it goes (its group, then its title and link)
    /// and its card as drawn. `entry`, the whole index entry, only for a project template that
    /// reads `entries`: a rebuild decodes no more of each scenario's record than the page shows.
    struct Card {
        let group: String
        let groupName: String
        let title: String
        let href: String
        let card: [UInt8]
        let entry: IndexEntry?
    }

    /// Draws every card, then the page.
    static func render(entries: [IndexEntry], mapHref: String? = nil, propertyCount: Int = 0,
                       templates: PageTemplates, page: PageInfo) -> OutputFile {
        render(cards: entries.map { Card($0, card: card(for: $0, templates: templates)) }, mapHref: mapHref, propertyCount: propertyCount,
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
    /// context holds `entries` (see `templatesReadEntries`; each card's `entry` is then needed).
    static func render(cards: [Card], mapHref: String? = nil, propertyCount: Int = 0,
                       withEntries: Bool = true, templates: PageTemplates, page: PageInfo) -> OutputFile {
        let order = ScenarioKind.allCases.map(\.rawValue)
        // Sort keys made once per card, not twice per comparison; numbers are sorted, not the
        // cards (moving 1,000 cards about cost more than comparing them).
        let groups = cards.map { order.firstIndex(of: $0.group) ?? order.count }
        let titles = cards.map { $0.title.lowercased() }
        let sorted = cards.indices.sorted {
            if groups[$0] != groups[$1] { return groups[$0] < groups[$1] }
            if titles[$0] != titles[$1] { return titles[$0] < titles[$1] }
            return cards[$0].href < cards[$1].href
        }
        var sections: [[String: Any]] = []
        // Each group's cards are spliced into the page as they were drawn.
        var spliced: [String: [UInt8]] = [:]
        var start = 0
        while start < sorted.count {
            let group = groups[sorted[start]]
            var end = start
            while end < sorted.count, groups[sorted[end]] == group { end += 1 }
            let members = sorted[start..<end]
            start = end
            // A kind not among Tally's own is not shown (as it never was).
            guard group < order.count else { continue }
            let first = cards[members[members.startIndex]]
            var html: [UInt8] = []
            html.reserveCapacity(members.reduce(0) { $0 + cards[$1].card.count })
            for member in members { html += cards[member].card }
            let key = "cards_\(first.group)"
            spliced[key] = html
            var values: [String: Any] = ["kind": first.group, "name": first.groupName, "cards": PageTemplates.htmlMarker(key)]
            if withEntries { values["entries"] = members.compactMap { cards[$0].entry.map(row) } }
            sections.append(values)
        }
        var context = page.context(pageTitle: "Reports", depth: 0, bodyClass: "index-page", sourcePath: nil)
        context["groups"] = sections
        context["count_text"] = cards.count == 1 ? "1 scenario" : "\(cards.count) scenarios"
        if let mapHref {
            context["map_href"] = mapHref
            context["map_count_text"] = PropertyPlace.countText(propertyCount)
        }
        return OutputFile(path: "index.html", contents: templates.render(context, template: "index", splicingHTML: spliced))
    }
}

// Beside the memberwise initialiser, which an initialiser inside the type would take away.
extension IndexPage.Card {
    init(_ entry: IndexEntry, card: [UInt8]) {
        self.init(group: entry.group, groupName: entry.groupName, title: entry.title, href: entry.href, card: card, entry: entry)
    }
}
