import Testing
import TallyEngines
import TallyReports
@testable import TallySite

/// The manifest is written and read by hand: what it reads back must be what it wrote.
@Suite struct BuildManifestTests {
    static let property = MappedProperty(
        title: "Cabin \"north\"", propertyType: "House", streetLines: ["1 Main Street", "Unit 2\\3"], city: "Anchorage", stateCode: "AK",
        zip: "99501", latitude: 61.2181, longitude: -149.9003, approximate: true, currency: .usd,
        loanAmount: Money(minorUnits: 30_000_000), rateText: "6.125%", monthlyPayment: Money(minorUnits: 179_865),
        monthlyTotal: Money(minorUnits: 210_000), reportHref: "loan/cabin.html", sourcePath: "scenarios/cabin.yaml", locale: .enUS)

    @Test func aManifestReadsBackAsWritten() throws {
        let withExtra = IndexEntry(group: "budget", groupName: "Budget", title: "Bills — é", headline: "£1.00 left", detail: "March 2026",
                                   href: "budget/b.html", markdownHref: "budget/b.md", extraHref: "budget/b.ics", extraLabel: "Reminders",
                                   sourcePath: "scenarios/b.yaml")
        let plain = IndexEntry(group: "loan", groupName: "Loan", title: "Cabin", headline: "$1,798.65", detail: "Monthly payment",
                               href: "loan/cabin.html", markdownHref: "loan/cabin.md", sourcePath: "scenarios/cabin.yaml")
        let manifest = BuildManifest(
            format: BuildManifest.currentFormat, inputs: "0123456789abcdef",
            scenarios: [
                .init(source: "scenarios/b.yaml", key: "a1", files: [.init(path: "budget/b.html", size: 12)], entry: .init(withExtra), property: nil),
                .init(source: "scenarios/cabin.yaml", key: "b2", files: [.init(path: "loan/cabin.html", size: 1), .init(path: "loan/cabin.md", size: 0)],
                      entry: .init(plain), property: .init(Self.property)),
            ],
            site: .init(key: "c3", files: [.init(path: "index.html", size: 99)]))
        let json = try #require(JSONReader.value(from: manifest.encoded()))
        let read = try #require(BuildManifest(json: json))
        #expect(read == manifest)
        #expect(read.scenarios[1].property?.model.latitude == 61.2181)
        #expect(read.encoded() == manifest.encoded())
        var siteless = manifest
        siteless.site = nil
        #expect(BuildManifest(json: try #require(JSONReader.value(from: siteless.encoded()))) == siteless)
    }

    @Test func aManifestWithAPartMissingIsNotRead() throws {
        for text in [#"{"format":1,"scenarios":[]}"#, #"{"format":"1","inputs":"x","scenarios":[]}"#,
                     #"{"format":1,"inputs":"x","scenarios":[{"source":"a"}]}"#, #"{"format":1,"inputs":"x","scenarios":[],"site":{"key":"k"}}"#] {
            let json = try #require(JSONReader.value(from: Array(text.utf8)))
            #expect(BuildManifest(json: json) == nil, "\(text)")
        }
    }
}
