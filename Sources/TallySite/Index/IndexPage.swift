import TallyReports
import TallyScenarios

/// `index.html`: every scenario with its headline figure, grouped by kind.
enum IndexPage {
    /// `mapHref`: the map of properties, when the build drew one.
    static func render(entries: [IndexEntry], mapHref: String? = nil, propertyCount: Int = 0,
                       templates: PageTemplates, page: PageInfo) -> OutputFile {
        let order = ScenarioKind.allCases.map(\.rawValue)
        let sorted = entries.sorted {
            let left = order.firstIndex(of: $0.group) ?? order.count
            let right = order.firstIndex(of: $1.group) ?? order.count
            if left != right { return left < right }
            if $0.title.lowercased() != $1.title.lowercased() { return $0.title.lowercased() < $1.title.lowercased() }
            return $0.href < $1.href
        }
        var groups: [[String: Any]] = []
        for group in order {
            let members = sorted.filter { $0.group == group }
            guard let first = members.first else { continue }
            groups.append([
                "kind": group,
                "name": first.groupName,
                "entries": members.map { entry -> [String: Any] in
                    var row: [String: Any] = [
                        "title": entry.title, "headline": entry.headline, "detail": entry.detail,
                        "href": entry.href, "markdown_href": entry.markdownHref, "source_path": entry.sourcePath,
                    ]
                    if let extra = entry.extraHref { row["extra_href"] = extra; row["extra_label"] = entry.extraLabel ?? "" }
                    return row
                },
            ])
        }
        var context = page.context(pageTitle: "Reports", depth: 0, bodyClass: "index-page", sourcePath: nil)
        context["groups"] = groups
        context["count_text"] = entries.count == 1 ? "1 scenario" : "\(entries.count) scenarios"
        if let mapHref {
            context["map_href"] = mapHref
            context["map_count_text"] = propertyCount == 1 ? "1 property" : "\(propertyCount) properties"
        }
        return OutputFile(path: "index.html", contents: templates.render(context, template: "index"))
    }
}
