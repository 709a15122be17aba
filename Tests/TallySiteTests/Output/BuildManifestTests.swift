import Testing
import TallyEngines
import TallyReports
@testable import TallySite

/// The manifest is written and read by hand, one line a record: what it reads back must be what
/// it wrote, and anything else (another format, a damaged line) is not read at all.
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

    static var manifest: BuildManifest {
        BuildManifest(
            inputs: 0x0123_4567_89AB_CDEF,
            scenarios: [
                .init(source: "scenarios/b.yaml", key: 0xA1, slug: "b", files: [.init(path: "budget/b.html", size: 12)], entry: withExtra,
                      property: nil, card: Array("<li>\n\tBills\\</li>\n".utf8)),
                .init(source: "scenarios/cabin.yaml", key: .max, slug: "cabin",
                      files: [.init(path: "loan/cabin.html", size: 1), .init(path: "loan/cabin.md", size: 0)],
                      entry: plain, property: property, card: []),
            ],
            site: [.init(name: "help", key: 0xC3, files: [.init(path: "help/index.html", size: 99)]), .init(name: "map", key: 0, files: [])])
    }

    @Test func aManifestReadsBackAsWritten() throws {
        let manifest = Self.manifest
        let read = try #require(BuildManifest.decode(manifest.encoded()))
        #expect(read == manifest)
        #expect(read.encoded() == manifest.encoded())
        #expect(read.scenarios.map(\.key) == [0xA1, .max])
        #expect(read.scenarios[1].slug == "cabin")
        #expect(read.scenarios[1].files == [.init(path: "loan/cabin.html", size: 1), .init(path: "loan/cabin.md", size: 0)])
        let budget = try #require(read.scenarios[0].shown)
        #expect(budget.entry == Self.withExtra && budget.property == nil)
        #expect(budget.card == Array("<li>\n\tBills\\</li>\n".utf8))
        let cabin = try #require(read.scenarios[1].shown)
        #expect(cabin.entry == Self.plain && cabin.entry.extraHref == nil && cabin.card.isEmpty)
        let property = try #require(cabin.property?.pin)
        let written = try #require(Self.property.pin)
        #expect(property.latitude == 61.2181 && property.longitude == -149.9003)
        #expect(property.streetLines == written.streetLines && property.title == written.title)
        #expect(property.loanAmount == written.loanAmount && property.locale == .enUS)
        // The index reads only its four fields and the card, past escaped tabs, files and a property.
        for (record, entry) in zip(read.scenarios, [Self.withExtra, Self.plain]) {
            let card = try #require(record.indexCard)
            #expect(card.group == entry.group && card.groupName == entry.groupName && card.title == entry.title && card.href == entry.href)
            #expect(card.card == record.shown?.card)
        }
        var siteless = manifest
        siteless.site = []
        #expect(BuildManifest.decode(siteless.encoded()) == siteless)
    }

    /// Housing costs without an address come back as a line for the map's list, past the
    /// index's reading too, and have a map key of their own.
    @Test func anUnplacedPropertyReadsBackAsWritten() throws {
        let unplaced = MapMark.unplaced(UnplacedProperty(title: "Offer \"B\"\t2", reportHref: "loan/b.html", sourcePath: "scenarios/b.yaml"))
        let record = BuildManifest.ScenarioRecord(source: "b.yaml", key: 2, slug: "b", files: [], entry: Self.plain, property: unplaced, card: [9])
        let read = try #require(BuildManifest.ScenarioRecord(line: record.line))
        #expect(read.shown?.property == unplaced)
        #expect(read.indexCard?.title == Self.plain.title && read.indexCard?.card == [9])
        #expect(read.mapKey != IncrementalBuild.noPropertyKey)
    }

    /// What the index and the map show has keys of its own: a new title changes the index key only.
    @Test func theIndexAndMapKeysFollowWhatEachShows() {
        let one = BuildManifest.ScenarioRecord(source: "a.yaml", key: 1, slug: "a", files: [], entry: Self.plain, property: Self.property, card: [1])
        let retitled = IndexEntry(group: "loan", groupName: "Loan", title: "Other", headline: "$1,798.65", detail: "Monthly payment",
                                  href: "loan/cabin.html", markdownHref: "loan/cabin.md", sourcePath: "scenarios/cabin.yaml")
        let two = BuildManifest.ScenarioRecord(source: "a.yaml", key: 1, slug: "a", files: [], entry: retitled, property: Self.property, card: [1])
        #expect(one.indexKey != two.indexKey && one.mapKey == two.mapKey)
        let recarded = BuildManifest.ScenarioRecord(source: "a.yaml", key: 1, slug: "a", files: [], entry: Self.plain, property: Self.property, card: [2])
        #expect(one.indexKey != recarded.indexKey)
        let unmapped = BuildManifest.ScenarioRecord(source: "a.yaml", key: 1, slug: "a", files: [], entry: Self.plain, property: nil, card: [1])
        #expect(unmapped.mapKey == IncrementalBuild.noPropertyKey && one.mapKey != unmapped.mapKey && one.indexKey == unmapped.indexKey)
    }

    /// The line is written once and the keys hashed from its fields: they must be the keys of
    /// the fields written alone, as earlier builds' manifests hold them.
    @Test func theKeysAreThoseOfTheFieldsWrittenAlone() {
        let cases: [(IndexEntry, MapMark?, [UInt8])] = [
            (Self.plain, Self.property, Array("<li>\n\tBills\\</li>\n".utf8)), (Self.withExtra, nil, []), (Self.plain, nil, Array("card".utf8)),
        ]
        for (entry, property, card) in cases {
            var shown = ManifestLineWriter()
            BuildManifest.ScenarioRecord.write(entry, to: &shown)
            shown.raw(card)
            var index = InputKey()
            index.add(shown.bytes)
            shown = ManifestLineWriter()
            BuildManifest.ScenarioRecord.write(property, to: &shown)
            var map = InputKey()
            map.add(shown.bytes)
            let record = BuildManifest.ScenarioRecord(source: "a.yaml", key: 7, slug: "a", files: [.init(path: "loan/a.html", size: 3)],
                                                      entry: entry, property: property, card: card)
            #expect(record.indexKey == index.value && record.mapKey == map.value)
            #expect(BuildManifest.ScenarioRecord(line: record.line)?.indexKey == index.value)
            #expect(BuildManifest.ScenarioRecord(line: record.line)?.mapKey == map.value)
        }
    }

    @Test func aDamagedOrForeignManifestIsNotRead() throws {
        let good = Self.manifest.encoded()
        let text = String(decoding: good, as: UTF8.self)
        var damaged: [String] = [
            "", "{\"format\":1,\"inputs\":\"x\",\"scenarios\":[]}\n",
            text.replacingOccurrences(of: "tally-manifest\t2", with: "tally-manifest\t3"),
            String(text.dropLast(4)),                                          // no end line
            text.replacingOccurrences(of: "\tcabin\t", with: "\tcabin\textra\t"),
            text.replacingOccurrences(of: "\t12\t", with: "\t-12\t"),          // a negative size
            text.replacingOccurrences(of: "\tloan/cabin.md\t0\t", with: "\tloan/cabin.md\t"),
            text.replacingOccurrences(of: "Unit 2\\\\3", with: "Unit 2\\q3"),  // an unknown escape
            text.replacingOccurrences(of: "inputs\t0123456789abcdef", with: "inputs\t0123456789ABCDEF"),
            text.replacingOccurrences(of: "P\thelp", with: "Q\thelp"),
        ]
        // Every line with its last field cut off.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            guard let tab = line.lastIndex(of: "\t") else { continue }
            var cut = lines
            cut[number] = line[..<tab]
            damaged.append(cut.joined(separator: "\n"))
        }
        #expect(damaged.count > 12)
        for bytes in damaged {
            #expect(BuildManifest.decode(Array(bytes.utf8)) == nil, "\(bytes.prefix(200))")
        }
    }

    @Test func linesEscapeTabsNewlinesAndBackslashes() {
        var writer = ManifestLineWriter()
        writer.text("a\tb\nc\\d")
        writer.optional(nil)
        writer.optional("")
        writer.integer(Int64.min)
        writer.hex(0xF)
        let line = writer.finish()
        #expect(String(decoding: line, as: UTF8.self) == "a\\tb\\nc\\\\d\t-\t+\t-9223372036854775808\t000000000000000f\n")
        var reader = ManifestLineReader(line.dropLast())
        #expect(reader.text() == "a\tb\nc\\d")
        #expect(reader.optional() == .some(nil))
        #expect(reader.optional() == .some(""))
        #expect(reader.integer(Int64.self) == Int64.min)
        #expect(reader.hex() == 0xF)
        #expect(reader.isComplete)
        var short = ManifestLineReader(line.dropLast())
        _ = short.text()
        #expect(!short.isComplete)
        var overflow = ManifestLineReader(Array("99999999999999999999".utf8)[...])
        #expect(overflow.integer(Int64.self) == nil)
    }
}
