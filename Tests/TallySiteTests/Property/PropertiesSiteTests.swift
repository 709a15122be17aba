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

    /// A house at 12 Elm Street, as offer `title` with `extra` lines at the end of its property block.
    static func offer(_ title: String, rate: String, street: String = "12 Elm Street") -> String {
        """
        kind: loan
        title: \(title)
        price: 380000
        down-payment: 10%
        rate: \(rate)
        years: 30
        payment: ?
        start: 2027-03
        property:
          type: house
          street: \(street)
          city: Springfield
          state: IL
          zip: "62701"
          tax: 1.1%

        """
    }

    static let costsOnly = """
    kind: loan
    title: Somewhere in Ohio
    price: 250000
    down-payment: 20%
    rate: 6
    years: 30
    payment: ?
    start: 2027-03
    property:
      tax: 3000
      insurance: 1200

    """

    /// Three offers on one house and one on another are two properties on the index and the
    /// map; a loan with costs and no address is built, and the map says why it is not on it.
    @Test func theMapCountsAddressesAndListsWhatItLeavesOut() throws {
        let project = try TemporaryProject(files: [
            "scenarios/a.yaml": Self.offer("Elm offer A", rate: "6.5"),
            "scenarios/b.yaml": Self.offer("Elm offer B", rate: "6.25", street: "12  elm street"),
            "scenarios/c.yaml": Self.offer("Elm offer C", rate: "6"),
            "scenarios/d.yaml": Self.offer("Oak house", rate: "6", street: "40 Oak Street"),
            "scenarios/ohio.yaml": Self.costsOnly,
        ])
        #expect(try BuildPipeline.build(project.options()).succeeded)
        let index = try #require(project.read("public/index.html"))
        #expect(index.contains("2 properties on a map"), "\(index)")
        let map = try #require(project.read("public/properties.html"))
        #expect(map.contains("2 properties in 4 scenarios"))
        #expect(map.contains("1 scenario with housing costs but no address is not on the map:"))
        #expect(map.contains("<a href=\"loan/ohio.html\">Somewhere in Ohio</a>"))
        let report = try #require(project.read("public/loan/ohio.html"))
        #expect(report.contains("What it costs a month") && report.contains("Property tax") && !report.contains("Street View"))
        // A rebuild after the house gains its address takes it off the list and onto the map.
        try Data(Self.offer("Somewhere in Ohio", rate: "6", street: "1 Buckeye Road").utf8)
            .write(to: project.root.appendingPathComponent("scenarios/ohio.yaml"))
        #expect(try BuildPipeline.build(project.options()).succeeded)
        #expect(try #require(project.read("public/index.html")).contains("3 properties on a map"))
        #expect(!(try #require(project.read("public/properties.html")).contains("not on the map")))
    }
}
