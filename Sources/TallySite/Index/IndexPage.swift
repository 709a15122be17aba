import TallyReports
import TallyScenarios

/// `index.html`: every scenario with its headline figure, grouped by kind.
enum IndexPage {
    /// A scenario's card, from index-card.mustache. Drawn once when the scenario is rendered and
    /// kept in the build manifest: a rebuild draws the index from the cards it already has.
    static func card(for entry: IndexEntry, templates: PageTemplates) -> [UInt8] {
        var values = TemplateValues()
        values.add("title", entry.title)
        values.add("headline", entry.headline)
        values.add("detail", entry.detail)
        values.add("href", entry.href)
        values.add("markdown_href", entry.markdownHref)
        values.add("source_path", entry.sourcePath)
        if let extra = entry.extraHref {
            values.add("extra_href", extra)
            values.add("extra_label", entry.extraLabel ?? "")
        }
        return templates.render(values, template: "index-card")
    }

    /// What the index needs of one scenario: where it goes (its group, then its title and link)
    /// and its card as drawn.
    struct Card {
        let group: String
        let groupName: String
        let title: String
        let href: String
        let card: [UInt8]
    }

    /// Draws every card, then the page.
    static func render(entries: [IndexEntry], mapHref: String? = nil, propertyCount: Int = 0,
                       templates: PageTemplates, page: PageInfo) -> OutputFile {
        render(cards: entries.map { Card($0, card: card(for: $0, templates: templates)) }, mapHref: mapHref, propertyCount: propertyCount,
               templates: templates, page: page)
    }

    /// `mapHref`: the map of properties, when the build drew one.
    static func render(cards: [Card], mapHref: String? = nil, propertyCount: Int = 0, templates: PageTemplates, page: PageInfo) -> OutputFile {
        let order = ScenarioKind.allCases.map(\.rawValue)
        // Each card's sort keys are made once, not at every comparison.
        let groups = cards.map { order.firstIndex(of: $0.group) ?? order.count }
        let titles = cards.map { $0.title.lowercased() }
        let sorted = cards.indices.sorted {
            if groups[$0] != groups[$1] { return groups[$0] < groups[$1] }
            if titles[$0] != titles[$1] { return titles[$0] < titles[$1] }
            return cards[$0].href < cards[$1].href
        }
        // Runs of one group, in order; a kind not among Tally's own is not shown.
        var runs: [ArraySlice<Int>] = []
        var start = 0
        while start < sorted.count {
            var end = start
            while end < sorted.count, groups[sorted[end]] == groups[sorted[start]] { end += 1 }
            if groups[sorted[start]] < order.count { runs.append(sorted[start..<end]) }
            start = end
        }
        var values = TemplateValues()
        page.add(to: &values, pageTitle: "Reports", depth: 0, bodyClass: "index-page")
        values.addList("groups", runs) { group, members in
            let first = cards[members[members.startIndex]]
            group.add("kind", first.group)
            group.add("name", first.groupName)
            group.add("cards", html: members.flatMap { cards[$0].card })
        }
        values.add("count_text", cards.count == 1 ? "1 scenario" : "\(cards.count) scenarios")
        if let mapHref {
            values.add("map_href", mapHref)
            values.add("map_count_text", PropertyPlace.countText(propertyCount))
        }
        return OutputFile(path: "index.html", bytes: templates.render(values, template: "index"))
    }
}

// Beside the memberwise initialiser, which an initialiser inside the type would take away.
extension IndexPage.Card {
    init(_ entry: IndexEntry, card: [UInt8]) {
        self.init(group: entry.group, groupName: entry.groupName, title: entry.title, href: entry.href, card: card)
    }
}
