import Foundation
import Testing
import TallyEngines
import TallyReports
import TallyScenarios
@testable import TallySite

@Suite struct PropertiesSiteTests {
    static let page = PageInfo(siteTitle: "Homes", generatedOn: CalendarDate(daysSinceEpoch: 20454))

    static func property(_ title: String, zip: String, latitude: Double, longitude: Double, state: String) -> MappedProperty {
        MappedProperty(title: title, propertyType: "House", streetLines: ["1 Main Street"], city: "Town", stateCode: state, zip: zip,
                       latitude: latitude, longitude: longitude, approximate: true, currency: .usd,
                       loanAmount: Money(minorUnits: 30_000_000), rateText: "6%", monthlyPayment: Money(minorUnits: 179_865),
                       monthlyTotal: Money(minorUnits: 210_000), reportHref: "loan/\(zip).html", sourcePath: "scenarios/\(zip).yaml")
    }

    static let entry = IndexEntry(group: "loan", groupName: "Loans", title: "Home", headline: "$1,798.65 a month", detail: "30 years",
                                  href: "loan/home.html", markdownHref: "loan/home.md", sourcePath: "scenarios/home.yaml")

    @Test func propertiesGetAMapAndTheIndexLinksIt() throws {
        let templates = try PageTemplates.load(overrides: nil)
        let settings = SiteSettings(editURL: "https://github.com/o/r/edit/main/{path}", deleteURL: "https://github.com/o/r/delete/main/{path}")
        let rendered = try SiteFiles.render(entries: [Self.entry],
                                            properties: [Self.property("Home", zip: "62701", latitude: 39.8, longitude: -89.65, state: "IL"),
                                                         Self.property("Cabin", zip: "99501", latitude: 61.22, longitude: -149.87, state: "AK")],
                                            settings: settings, templates: templates, page: Self.page)
        let paths = rendered.files.map(\.path)
        #expect(paths.contains("properties.html"))
        #expect(paths.contains("properties.geojson"))
        let index = try #require(rendered.files.first { $0.path == "index.html" }).contents
        #expect(index.contains("<a href=\"properties.html\">Map of properties</a>"))
        #expect(index.contains("2 properties on a map"))
        let map = try #require(rendered.files.first { $0.path == "properties.html" }).contents
        #expect(map.contains("https://github.com/o/r/edit/main/scenarios/62701.yaml"))
        #expect(map.contains("https://github.com/o/r/delete/main/scenarios/99501.yaml"))
        #expect(map.contains("<title>Map of properties · Homes</title>"))
    }

    @Test func aBuildWithoutPropertiesWritesNoMap() throws {
        let templates = try PageTemplates.load(overrides: nil)
        let rendered = try SiteFiles.render(entries: [Self.entry], templates: templates, page: Self.page)
        #expect(!rendered.files.map(\.path).contains("properties.html"))
        #expect(!rendered.files.map(\.path).contains("properties.geojson"))
        let index = try #require(rendered.files.first { $0.path == "index.html" }).contents
        #expect(!index.contains("Map of properties"))

        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        #expect(try BuildPipeline.build(project.options()).succeeded)
        #expect(!project.exists("public/properties.html"))
        #expect(!project.exists("public/properties.geojson"))
    }

    @Test func badEditAndDeleteURLsInSettingsStopTheBuild() throws {
        let project = try TemporaryProject(files: ["tally.yaml": "edit-url: github.com/o/r/edit/main/{path}\n",
                                                   "scenarios/home.yaml": TemporaryProject.loan])
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(project.options()) }
        let good = try TemporaryProject(files: ["tally.yaml": "edit-url: https://github.com/o/r/edit/main/{path}\ndelete-url: https://github.com/o/r/delete/main/{path}\n",
                                                "scenarios/home.yaml": TemporaryProject.loan])
        #expect(try BuildPipeline.build(good.options()).succeeded)
    }
}
