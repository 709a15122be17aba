import Foundation
import Testing
import TallyEngines
import TallyReports
@testable import TallySite

/// The manifest is a line of JSON a record: what it reads back must be what it wrote, and
/// anything else (another format, a damaged or missing line) is not read at all.
@Suite struct BuildManifestTests {
    static let property = MapMark.pin(MappedProperty(
        title: "Cabin \"north\"\t2", propertyType: "House", streetLines: ["1 Main Street", "Unit 2\\3\nrear"], city: "Anchorage", stateCode: "AK",
        zip: "99501", latitude: 61.2181, longitude: -149.9003, approximate: true, currency: .usd,
        loanAmount: Money(minorUnits: -30_000_000), rateText: "6.125%", monthlyPayment: Money(minorUnits: 179_865),
        monthlyTotal: Money(minorUnits: 210_000), reportHref: "loan/cabin.html", sourcePath: "scenarios/cabin.yaml", locale: .enUS))
    static let withExtra = IndexEntry(group: "budget", groupName: "Budget", title: "Bills — é", headline: "£1.00 left", detail: "March\t2026",
                                      href: "budget/b.html", markdownHref: "budget/b.md", extraHref: "budget/b.ics", extraLabel: "",
                                      sourcePath: "scenarios/b.yaml")
    static let plain = IndexEntry(group: "loan", groupName: "Loan", title: "Cabin\\", headline: "$1,798.65", detail: "Monthly payment",
                                  href: "loan/cabin.html", markdownHref: "loan/cabin.md", sourcePath: "scenarios/cabin.yaml")
    static let unplaced = MapMark.unplaced(UnplacedProperty(title: "Offer \"B\"\n2", reportHref: "loan/b.html", sourcePath: "scenarios/b.yaml"))

    static func record(_ source: String, key: UInt64, entry: IndexEntry = plain, card: String = "<li>card</li>\n",
                       property: MapMark? = nil) -> BuildManifest.ScenarioRecord {
        .init(source: source, key: key, slug: "s", files: ["loan/s.html", "loan/s.md"],
              entry: entry, card: Array(card.utf8), property: property)
    }

    static var manifest: BuildManifest {
        BuildManifest(
            inputs: 0x0123_4567_89AB_CDEF,
            scenarios: [
                .init(record("scenarios/b.yaml", key: 0xA1, entry: withExtra, card: "<li>\n\tBills\\</li>\n")),
                .init(record("scenarios/cabin.yaml", key: .max, property: property)),
                .init(record("scenarios/offer.yaml", key: 0, card: "", property: unplaced)),
            ],
            site: [.init(part: .help, key: 0xC3, files: [.init(path: "help/index.html", size: 99)]), .init(part: .map, key: .max, files: [])])
    }

    @Test func aManifestReadsBackAsWritten() throws {
        let manifest = Self.manifest
        let read = try #require(BuildManifest.decode(manifest.encoded()))
        #expect(read == manifest)
        #expect(read.encoded() == manifest.encoded())
        #expect(read.scenarios.map(\.record) == manifest.scenarios.map(\.record))
        #expect(read.site == manifest.site)
        var siteless = manifest
        siteless.site = []
        #expect(BuildManifest.decode(siteless.encoded()) == siteless)
        let empty = BuildManifest(inputs: 0, scenarios: [], site: [])
        #expect(BuildManifest.decode(empty.encoded()) == empty)
    }

    /// A property's coordinates come back exactly: the map is drawn from them.
    @Test func coordinatesComeBackBitForBit() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let latitude = Double.random(in: -90...90, using: &generator), longitude = Double.random(in: -180...180, using: &generator)
            let pin = MapMark.pin(MappedProperty(
                title: "T", propertyType: "House", streetLines: [], city: "C", stateCode: "AK", zip: "99501", latitude: latitude,
                longitude: longitude, approximate: false, currency: .usd, loanAmount: Money(minorUnits: 1), rateText: "1%",
                monthlyPayment: Money(minorUnits: 1), monthlyTotal: Money(minorUnits: 1), reportHref: "r", sourcePath: "s"))
            let manifest = BuildManifest(inputs: 1, scenarios: [.init(Self.record("a.yaml", key: 1, property: pin))], site: [])
            let read = try #require(BuildManifest.decode(manifest.encoded())?.scenarios.first?.record.property?.pin)
            #expect(read.latitude.bitPattern == latitude.bitPattern && read.longitude.bitPattern == longitude.bitPattern)
        }
    }

    /// The help is keyed by the build's inputs alone, the index by every scenario's record, the
    /// map by those of the scenarios with a property.
    @Test func eachSitePartIsKeyedByTheScenariosItShows() {
        let pinned = BuildManifest.Scenario(Self.record("a.yaml", key: 1, property: Self.property))
        let unmapped = BuildManifest.Scenario(Self.record("b.yaml", key: 2))
        let changed = BuildManifest.Scenario(Self.record("b.yaml", key: 3))
        func key(_ part: SitePart, _ scenarios: [BuildManifest.Scenario], inputs: UInt64 = 7) -> UInt64 {
            IncrementalBuild.key(of: part, scenarios: scenarios, inputs: inputs, properties: 1)
        }
        #expect(key(.help, [pinned, unmapped]) == key(.help, []))
        #expect(key(.help, []) != key(.help, [], inputs: 8))
        #expect(key(.index, [pinned, unmapped]) != key(.index, [pinned, changed]))
        #expect(key(.map, [pinned, unmapped]) == key(.map, [pinned, changed]))
        #expect(key(.map, [pinned, unmapped]) != key(.map, [unmapped]))
        // The booklet and the answer key hold every report, as the index does, each keyed apart.
        #expect(key(.booklet, [pinned, unmapped]) != key(.booklet, [pinned, changed]))
        #expect(Set(SitePart.allCases.map { key($0, [pinned, unmapped]) }).count == SitePart.allCases.count)
    }

    @Test func aDamagedOrForeignManifestIsNotRead() throws {
        let good = Self.manifest.encoded()
        let text = String(decoding: good, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        var damaged: [String] = [
            "", "\n", "{\"format\":1,\"inputs\":\"x\",\"scenarios\":[]}\n",
            text.replacingOccurrences(of: "\"format\":3", with: "\"format\":2"),
            String(text.dropLast()),                                            // no final newline
            text.replacingOccurrences(of: "\"size\":99", with: "\"size\":\"99\""),
            text.replacingOccurrences(of: "\"part\":\"help\"", with: "\"part\":\"legal\""),
            text.replacingOccurrences(of: ",\"source\":\"scenarios/b.yaml\"", with: ""),
            text + text,
            text.replacingOccurrences(of: "{\"part\":", with: "{\"end\":{\"lines\":7},\"part\":"),   // two records on a line
            text.replacingOccurrences(of: "{\"part\":", with: "{\"legal\":"),
        ]
        // Every line left out, every line cut short, and a part's line before a scenario's.
        for number in lines.indices {
            var without = lines
            without.remove(at: number)
            damaged.append(without.joined(separator: "\n") + "\n")
            var cut = lines
            cut[number] = String(cut[number].dropLast())
            damaged.append(cut.joined(separator: "\n") + "\n")
        }
        var swapped = lines
        swapped.swapAt(3, 4)
        damaged.append(swapped.joined(separator: "\n") + "\n")
        for bytes in damaged {
            #expect(bytes != text)
            #expect(BuildManifest.decode(Array(bytes.utf8)) == nil, "\(bytes.prefix(200))")
        }
    }
}
