import TallyEngines
import TallyScenarios

/// A conversions history as an HTML page, a Markdown page and an index entry: a menu of
/// categories, then each category's recent conversions and a reference table.
public enum ConversionsReport {
    public static func render(_ scenario: ConversionsScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let header = scenario.header
        let sections = scenario.recentByCategory
        // Each table is built once and written twice, into the HTML and the Markdown page.
        let tables = sections.map { section in
            CategoryTables(reference: ConversionsTables.reference(section.category, precision: scenario.precision, locale: header.locale),
                           recent: section.conversions.isEmpty ? nil : ConversionsTables.recent(section.conversions, category: section.category, locale: header.locale))
        }
        let kept = sections.reduce(0) { $0 + $1.conversions.count }
        let used = sections.filter { !$0.conversions.isEmpty }.count

        var values = TemplateValues()
        page.add(to: &values, scenario: header)
        values.add("summary", summary(kept: kept, categories: used))
        values.addList("categories", zip(sections, tables)) { item, pair in
            let (section, tables) = pair
            item.add("id", "units-\(section.category.rawValue)")
            item.add("name", ConversionsTables.title(section.category))
            item.add("category", section.category.rawValue)
            item.add("count", String(section.conversions.count))
            item.add("has_recent", !section.conversions.isEmpty)
            item.add("save_example", ConversionsTables.saveExample(section.category))
            item.add("reference_table", table: tables.reference)
            if let recent = tables.recent { item.add("recent_table", table: recent) }
        }

        let html = templates.render(values, template: "units")
        let entry = IndexEntry(header, headline: kept == 1 ? "1 conversion" : "\(kept) conversions",
                               detail: used == 1 ? "in 1 category" : "in \(used) categories")
        return RenderedScenario(
            files: [
                OutputFile(path: entry.href, bytes: html),
                OutputFile(path: entry.markdownHref, contents: markdownPage(scenario, sections: sections, tables: tables, summary: summary(kept: kept, categories: used))),
            ],
            entry: entry
        )
    }

    /// One category's tables: the reference values, and its recent conversions when it has any.
    struct CategoryTables {
        let reference: Table
        let recent: Table?
    }

    static func summary(kept: Int, categories: Int) -> String {
        guard kept > 0 else { return "No conversions saved yet; every category still has its reference table." }
        let conversions = kept == 1 ? "1 recent conversion" : "\(kept) recent conversions"
        let spread = categories == 1 ? "1 category" : "\(categories) categories"
        return "\(conversions) in \(spread), newest first, with a reference table for every category."
    }

    static func markdownPage(_ scenario: ConversionsScenario, sections: [(category: UnitCategory, conversions: [SavedConversion])],
                             tables: [CategoryTables], summary: String) -> String {
        let header = scenario.header
        var out = ""
        out.reserveCapacity(8192)
        out += MarkdownPage.heading(header)
        out += summary.markdownEscaped + "\n\n"
        out += MarkdownPage.notes(header.notes)
        out += sections.map { "[\(ConversionsTables.title($0.category))](#\($0.category.rawValue))" }.joined(separator: " · ") + "\n"
        for (section, tables) in zip(sections, tables) {
            let name = ConversionsTables.title(section.category)
            out += "\n## \(name)\n\n"
            if let recent = tables.recent {
                out += "### Recent conversions\n\n"
                out += recent.markdown()
            } else {
                out += "No \(section.category.rawValue) conversions saved yet. Save one with `\(ConversionsTables.saveExample(section.category))`.\n"
            }
            let reference = tables.reference
            out += "\n### Reference\n\n"
            out += "\(reference.caption ?? "")\n\n"
            out += reference.markdown()
        }
        return out
    }
}
