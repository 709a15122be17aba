import Foundation
import Testing
import TallyEngines
import TallyReports
@testable import TallySite

@Suite struct IndexPageTests {
    static let page = PageInfo(siteTitle: "Homes", generatedOn: CalendarDate(daysSinceEpoch: 20454))
    static let entries = [
        IndexEntry(group: "loan", groupName: "Loans", title: "Home", headline: "$1", detail: "30 years", href: "loan/home.html",
                   markdownHref: "loan/home.md", sourcePath: "scenarios/home.yaml"),
        IndexEntry(group: "budget", groupName: "Budgets", title: "Bills <&>", headline: "£2", detail: "March", href: "budget/b.html",
                   markdownHref: "budget/b.md", extraHref: "budget/b.ics", extraLabel: "Reminders", sourcePath: "scenarios/b.yaml"),
        IndexEntry(group: "loan", groupName: "Loans", title: "car", headline: "$3", detail: "4 years", href: "loan/car.html",
                   markdownHref: "loan/car.md", sourcePath: "scenarios/car.yaml"),
    ]

    /// Tally's own templates never read `entries`, so leaving them out changes no byte.
    @Test func theBuiltInIndexDoesNotReadEntries() throws {
        let templates = try PageTemplates.load(overrides: nil)
        let cards = Self.entries.map { IndexPage.Card($0, card: IndexPage.card(for: $0, templates: templates)) }
        let with = IndexPage.render(cards: cards, withEntries: true, templates: templates, page: Self.page)
        let without = IndexPage.render(cards: cards, withEntries: false, templates: templates, page: Self.page)
        #expect(with.bytes == without.bytes)
        #expect(with.bytes == IndexPage.render(entries: Self.entries, templates: templates, page: Self.page).bytes)
        #expect(String(decoding: without.bytes, as: UTF8.self).contains("Bills &lt;&amp;&gt;"))
    }

    @Test func aProjectTemplateThatNamesEntriesGetsThem() throws {
        let project = try TemporaryProject(files: ["templates/page.mustache": "x", "templates/notes.txt": "entries"])
        let folder = project.root.appendingPathComponent("templates").path
        #expect(!IndexPage.templatesReadEntries(in: folder))
        try Data("{{#has_entries}}{{/has_entries}}".utf8).write(to: URL(fileURLWithPath: folder + "/flag.mustache"))
        #expect(!IndexPage.templatesReadEntries(in: folder), "a longer name is not entries")
        try Data("{{#entries}}{{/entries}}".utf8).write(to: URL(fileURLWithPath: folder + "/part.mustache"))
        #expect(IndexPage.templatesReadEntries(in: folder))
        #expect(!IndexPage.templatesReadEntries(in: project.root.appendingPathComponent("missing").path))
    }
}
