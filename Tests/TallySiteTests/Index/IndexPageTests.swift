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

    /// Cards come grouped by kind in Tally's order, titles sorted without regard to case, each
    /// group's cards as they were drawn.
    @Test func theIndexGroupsTheCardsAsDrawn() throws {
        let templates = try PageTemplates.load(overrides: nil)
        let cards = Self.entries.map { IndexPage.Card($0, card: IndexPage.card(for: $0, templates: templates)) }
        let page = IndexPage.render(cards: cards, templates: templates, page: Self.page)
        #expect(page.bytes == IndexPage.render(entries: Self.entries, templates: templates, page: Self.page).bytes)
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(html.contains("Bills &lt;&amp;&gt;"))
        #expect(html.contains("3 scenarios"))
        let loans = try #require(html.range(of: "id=\"group-loan\""))
        let budgets = try #require(html.range(of: "id=\"group-budget\""))
        #expect(loans.lowerBound < budgets.lowerBound)
        let car = try #require(html.range(of: "loan/car.html"))
        let home = try #require(html.range(of: "loan/home.html"))
        #expect(car.lowerBound < home.lowerBound)
        #expect(html.contains(String(decoding: cards[1].card, as: UTF8.self)))
    }

    @Test func anIndexWithNoScenariosSaysHowToStart() throws {
        let html = String(decoding: IndexPage.render(cards: [], templates: try PageTemplates.load(overrides: nil), page: Self.page).bytes, as: UTF8.self)
        #expect(html.contains("No scenarios yet"))
        #expect(!html.contains("index-group"))
    }
}
