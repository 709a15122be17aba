import TallyEngines
import TallyReports
import TallyScenarios

extension BuildManifest {
    /// One scenario's line: `S`, its source, key, the keys of what it shows on the index and on
    /// the map, its slug, its files, its index entry, its property (or `-`) and its index card.
    struct ScenarioRecord: Equatable {
        let source: String
        /// The key of the inputs its pages were made from.
        let key: UInt64
        /// Keys of what it puts on the index (entry and card) and on the map (its property):
        /// those pages are drawn again only when one of these, or the build's inputs, changed.
        let indexKey: UInt64
        let mapKey: UInt64
        /// The whole line, newline included, exactly as it is written back.
        let line: ArraySlice<UInt8>

        /// What the index and the map show of the scenario.
        struct Shown {
            var entry: IndexEntry
            var property: MapMark?
            /// The scenario's card on the index, drawn from `index-card.mustache`.
            var card: [UInt8]
        }

        init(source: String, key: UInt64, slug: String, files: [FileRecord], entry: IndexEntry, property: MapMark?, card: [UInt8]) {
            // The keys of what the index and the map show are hashes of fields written further
            // on: their places are kept and filled in once those are written, so each field is
            // escaped and copied once (writing the entry and card twice cost ~8,000 instructions).
            var writer = ManifestLineWriter(reservingCapacity: 1024 + card.count)
            writer.text("S")
            writer.text(source)
            writer.hex(key)
            let indexKeyAt = writer.hexPlaceholder()
            let mapKeyAt = writer.hexPlaceholder()
            writer.text(slug)
            FileRecord.write(files, to: &writer)
            // Each range starts after the tab that separates it from the field before.
            let entryStart = writer.bytes.count + 1
            Self.write(entry, to: &writer)
            let entryRange = entryStart..<writer.bytes.count
            Self.write(property, to: &writer)
            let propertyRange = (entryRange.upperBound + 1)..<writer.bytes.count
            writer.raw(card)
            let cardRange = (propertyRange.upperBound + 1)..<writer.bytes.count
            // Keyed as the fields read alone: the entry's, a tab, the card's; the property's.
            var index = InputKey()
            index.add(writer.bytes[entryRange], writer.bytes[cardRange], joinedBy: 0x09)
            var map = InputKey()
            map.add(writer.bytes[propertyRange])
            writer.fillHex(at: indexKeyAt, with: index.value)
            writer.fillHex(at: mapKeyAt, with: map.value)
            self.source = source
            self.key = key
            indexKey = index.value
            mapKey = map.value
            line = writer.finish()[...]
        }

        /// Reads the head of a line and checks that the rest is well formed, without decoding it.
        init?(line: ArraySlice<UInt8>) {
            guard line.last == 0x0A else { return nil }
            var reader = ManifestLineReader(line.dropLast())
            guard reader.expect("S"), let source = reader.text(), let key = reader.hex(), let indexKey = reader.hex(),
                  let mapKey = reader.hex(), reader.skipText(), FileRecord.skip(in: &reader),
                  Self.skipEntry(in: &reader), Self.skipProperty(in: &reader), reader.skipText(), reader.isComplete else { return nil }
            self.source = source
            self.key = key
            self.indexKey = indexKey
            self.mapKey = mapKey
            self.line = line
        }

        /// The reader placed after the head (`S`, source and the three keys).
        private var fields: ManifestLineReader {
            var reader = ManifestLineReader(line.dropLast())
            for _ in 0..<5 { _ = reader.rawField() }
            return reader
        }

        var slug: String? {
            var reader = fields
            return reader.text()
        }

        var files: [FileRecord]? {
            var reader = fields
            guard reader.skipText() else { return nil }
            return FileRecord.read(from: &reader)
        }

        var shown: Shown? {
            var reader = fields
            guard reader.skipText(), FileRecord.skip(in: &reader), let entry = Self.readEntry(from: &reader),
                  let property = Self.readProperty(from: &reader), let card = reader.bytes(), reader.isComplete else { return nil }
            return Shown(entry: entry, property: property, card: card)
        }

        /// What the index shows of the scenario: its group, title and link, and its card. The
        /// line was checked whole when it was read, so the fields between are skipped unchecked
        /// and only these four are decoded (decoding every record's whole entry, to draw an index
        /// after one scenario changed, cost 10,000 instructions a scenario).
        var indexCard: IndexPage.Card? {
            var reader = fields
            guard reader.skipFields(1), FileRecord.skipUnchecked(in: &reader), let place = Self.readPlace(from: &reader),
                  Self.skipProperty(in: &reader), let card = reader.bytes(), reader.isComplete else { return nil }
            return IndexPage.Card(group: place.group, groupName: place.groupName, title: place.title, href: place.href, card: card)
        }

        static func == (left: Self, right: Self) -> Bool { left.line.elementsEqual(right.line) }
    }
}

// The index entry: seven texts, the optional extra link and its label, the source path.
extension BuildManifest.ScenarioRecord {
    static func write(_ entry: IndexEntry, to writer: inout ManifestLineWriter) {
        writer.text(entry.group)
        writer.text(entry.groupName)
        writer.text(entry.title)
        writer.text(entry.headline)
        writer.text(entry.detail)
        writer.text(entry.href)
        writer.text(entry.markdownHref)
        writer.optional(entry.extraHref)
        writer.optional(entry.extraLabel)
        writer.text(entry.sourcePath)
    }

    static func readEntry(from reader: inout ManifestLineReader) -> IndexEntry? {
        guard let group = reader.text(), let groupName = reader.text(), let title = reader.text(), let headline = reader.text(),
              let detail = reader.text(), let href = reader.text(), let markdownHref = reader.text(),
              let extraHref = reader.optional(), let extraLabel = reader.optional(), let sourcePath = reader.text() else { return nil }
        return IndexEntry(group: group, groupName: groupName, title: title, headline: headline, detail: detail, href: href,
                          markdownHref: markdownHref, extraHref: extraHref, extraLabel: extraLabel, sourcePath: sourcePath)
    }

    static func skipEntry(in reader: inout ManifestLineReader) -> Bool {
        for _ in 0..<7 { guard reader.skipText() else { return false } }
        return reader.skipOptional() && reader.skipOptional() && reader.skipText()
    }

    /// Where the index places the entry's card (its group and the group's name, its title and
    /// link), past the other fields unchecked: for a line already checked whole.
    static func readPlace(from reader: inout ManifestLineReader) -> (group: String, groupName: String, title: String, href: String)? {
        guard let group = reader.text(), let groupName = reader.text(), let title = reader.text(),
              reader.skipFields(2), let href = reader.text(), reader.skipFields(4) else { return nil }
        return (group, groupName, title, href)
    }
}

// The property: `-`; `+` then a pin's fields, coordinates as bit patterns so they come back
// exactly; or `?` then the title, report and source of costs without an address.
extension BuildManifest.ScenarioRecord {
    static func write(_ mark: MapMark?, to writer: inout ManifestLineWriter) {
        switch mark {
        case nil: writer.text("-")
        case .pin(let property)?: write(property, to: &writer)
        case .unplaced(let property)?:
            writer.text("?")
            writer.text(property.title)
            writer.text(property.reportHref)
            writer.text(property.sourcePath)
        }
    }

    private static func write(_ property: MappedProperty, to writer: inout ManifestLineWriter) {
        writer.text("+")
        writer.text(property.title)
        writer.text(property.propertyType)
        writer.integer(property.streetLines.count)
        for line in property.streetLines { writer.text(line) }
        writer.text(property.city)
        writer.text(property.stateCode)
        writer.text(property.zip)
        writer.integer(property.latitude.bitPattern)
        writer.integer(property.longitude.bitPattern)
        writer.integer(property.approximate ? 1 : 0)
        writer.text(property.currency.code)
        writer.text(property.currency.symbol)
        writer.integer(property.currency.minorDigits)
        writer.text(property.locale.rawValue)
        writer.integer(property.loanAmount.minorUnits)
        writer.text(property.rateText)
        writer.integer(property.monthlyPayment.minorUnits)
        writer.integer(property.monthlyTotal.minorUnits)
        writer.text(property.reportHref)
        writer.text(property.sourcePath)
    }

    /// `.some(nil)` for no property; nil when malformed.
    static func readProperty(from reader: inout ManifestLineReader) -> MapMark?? {
        guard let marker = reader.text() else { return nil }
        if marker == "-" { return .some(nil) }
        if marker == "?" {
            guard let title = reader.text(), let reportHref = reader.text(), let sourcePath = reader.text() else { return nil }
            return .some(.unplaced(UnplacedProperty(title: title, reportHref: reportHref, sourcePath: sourcePath)))
        }
        guard marker == "+", let title = reader.text(), let propertyType = reader.text(),
              let streetCount: Int = reader.integer(), (0..<10_000).contains(streetCount) else { return nil }
        var streetLines: [String] = []
        for _ in 0..<streetCount {
            guard let line = reader.text() else { return nil }
            streetLines.append(line)
        }
        guard let city = reader.text(), let stateCode = reader.text(), let zip = reader.text(),
              let latitude: UInt64 = reader.integer(), let longitude: UInt64 = reader.integer(),
              let approximate: Int = reader.integer(), approximate == 0 || approximate == 1,
              let code = reader.text(), let symbol = reader.text(), let minorDigits: Int = reader.integer(),
              let locale = reader.text(), let loanAmount: Int64 = reader.integer(), let rateText = reader.text(),
              let monthlyPayment: Int64 = reader.integer(), let monthlyTotal: Int64 = reader.integer(),
              let reportHref = reader.text(), let sourcePath = reader.text() else { return nil }
        return .some(.pin(MappedProperty(
            title: title, propertyType: propertyType, streetLines: streetLines, city: city, stateCode: stateCode, zip: zip,
            latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude), approximate: approximate == 1,
            currency: Currency(code: code, symbol: symbol, minorDigits: minorDigits), loanAmount: Money(minorUnits: loanAmount),
            rateText: rateText, monthlyPayment: Money(minorUnits: monthlyPayment), monthlyTotal: Money(minorUnits: monthlyTotal),
            reportHref: reportHref, sourcePath: sourcePath, locale: TallyLocale(code: locale))))
    }

    static func skipProperty(in reader: inout ManifestLineReader) -> Bool {
        guard let marker = reader.rawField() else { return false }
        if marker.elementsEqual("-".utf8) { return true }
        if marker.elementsEqual("?".utf8) { return reader.skipText() && reader.skipText() && reader.skipText() }
        guard marker.elementsEqual("+".utf8), reader.skipText(), reader.skipText(),
              let streetCount: Int = reader.integer(), (0..<10_000).contains(streetCount) else { return false }
        for _ in 0..<streetCount { guard reader.skipText() else { return false } }
        return reader.skipText() && reader.skipText() && reader.skipText()
            && (reader.integer() as UInt64?) != nil && (reader.integer() as UInt64?) != nil
            && (reader.integer() as Int?).map { $0 == 0 || $0 == 1 } == true
            && reader.skipText() && reader.skipText() && (reader.integer() as Int?) != nil
            && reader.skipText() && (reader.integer() as Int64?) != nil && reader.skipText()
            && (reader.integer() as Int64?) != nil && (reader.integer() as Int64?) != nil
            && reader.skipText() && reader.skipText()
    }
}
