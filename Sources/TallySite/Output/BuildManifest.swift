import Foundation
import TallyEngines
import TallyReports
import TallyScenarios

/// The record of what the output folder holds, written last by every build: for each scenario,
/// the key of the inputs its pages were made from, the files they came to and what the index and
/// the map of properties need from it. A rebuild reuses a scenario whose key is unchanged without
/// reading its pages; the manifest is also the commit record of an in-place publish (see
/// `InPlacePublisher`): it only ever vouches for files that are whole and current.
struct BuildManifest: Equatable {
    static let fileName = ".tally-manifest.json"
    /// Bumped whenever the manifest's shape or meaning changes; another value means a cold build.
    static let currentFormat = 1

    var format: Int
    /// The key of everything every page depends on (see `InputKey.build`).
    var inputs: String
    var scenarios: [ScenarioRecord]
    /// The index, map, help and stylesheet; nil when they must be rebuilt.
    var site: SiteRecord?

    struct FileRecord: Equatable {
        var path: String
        var size: Int
    }

    struct ScenarioRecord: Equatable {
        var source: String
        var key: String
        var files: [FileRecord]
        var entry: Entry
        var property: Property?
    }

    struct SiteRecord: Equatable {
        var key: String
        var files: [FileRecord]
    }

    /// `IndexEntry`, as stored.
    struct Entry: Equatable {
        var group, groupName, title, headline, detail, href, markdownHref: String
        var extraHref, extraLabel: String?
        var sourcePath: String

        init(_ entry: IndexEntry) {
            group = entry.group; groupName = entry.groupName; title = entry.title; headline = entry.headline
            detail = entry.detail; href = entry.href; markdownHref = entry.markdownHref
            extraHref = entry.extraHref; extraLabel = entry.extraLabel; sourcePath = entry.sourcePath
        }

        var model: IndexEntry {
            IndexEntry(group: group, groupName: groupName, title: title, headline: headline, detail: detail, href: href,
                       markdownHref: markdownHref, extraHref: extraHref, extraLabel: extraLabel, sourcePath: sourcePath)
        }
    }

    /// `MappedProperty`, as stored; coordinates as bit patterns so they come back exactly.
    struct Property: Equatable {
        var title, propertyType: String
        var streetLines: [String]
        var city, stateCode, zip: String
        var latitudeBits, longitudeBits: UInt64
        var approximate: Bool
        var currency: Currency
        var loanAmount: Int64
        var rateText: String
        var monthlyPayment, monthlyTotal: Int64
        var reportHref, sourcePath: String
        var locale: String

        init(_ property: MappedProperty) {
            title = property.title; propertyType = property.propertyType; streetLines = property.streetLines
            city = property.city; stateCode = property.stateCode; zip = property.zip
            latitudeBits = property.latitude.bitPattern; longitudeBits = property.longitude.bitPattern
            approximate = property.approximate; currency = property.currency
            loanAmount = property.loanAmount.minorUnits; rateText = property.rateText
            monthlyPayment = property.monthlyPayment.minorUnits; monthlyTotal = property.monthlyTotal.minorUnits
            reportHref = property.reportHref; sourcePath = property.sourcePath
            locale = property.locale.rawValue
        }

        var model: MappedProperty {
            MappedProperty(title: title, propertyType: propertyType, streetLines: streetLines, city: city, stateCode: stateCode,
                           zip: zip, latitude: Double(bitPattern: latitudeBits), longitude: Double(bitPattern: longitudeBits),
                           approximate: approximate, currency: currency, loanAmount: Money(minorUnits: loanAmount),
                           rateText: rateText, monthlyPayment: Money(minorUnits: monthlyPayment),
                           monthlyTotal: Money(minorUnits: monthlyTotal), reportHref: reportHref, sourcePath: sourcePath, locale: TallyLocale(code: locale))
        }
    }

    /// The manifest in `folder`, or nil when there is none or it cannot be trusted (another
    /// format, unreadable, a symlink): the build is then a cold one.
    static func load(from folder: String) -> BuildManifest? {
        let path = folder + "/" + fileName
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let data = FileManager.default.contents(atPath: path),
              let json = JSONReader.value(from: Array(data)),
              let manifest = BuildManifest(json: json),
              manifest.format == currentFormat else { return nil }
        return manifest
    }
}

extension BuildManifest {
    /// The manifest `encoded()` wrote, read back; nil if any part is missing or of another type.
    init?(json: JSONValue) {
        guard let format = json["format"]?.integerText.flatMap({ Int($0) }), let inputs = json["inputs"]?.stringValue,
              let records = json["scenarios"]?.arrayValue else { return nil }
        var scenarios: [ScenarioRecord] = []
        scenarios.reserveCapacity(records.count)
        for record in records {
            guard let scenario = ScenarioRecord(json: record) else { return nil }
            scenarios.append(scenario)
        }
        var site: SiteRecord?
        if let record = json["site"] {
            guard let decoded = SiteRecord(json: record) else { return nil }
            site = decoded
        }
        self.init(format: format, inputs: inputs, scenarios: scenarios, site: site)
    }
}

extension BuildManifest.FileRecord {
    init?(json: JSONValue) {
        guard let path = json["path"]?.stringValue, let size = json["size"]?.integerText.flatMap({ Int($0) }) else { return nil }
        self.init(path: path, size: size)
    }

    static func list(_ json: JSONValue?) -> [Self]? {
        guard let items = json?.arrayValue else { return nil }
        var files: [Self] = []
        files.reserveCapacity(items.count)
        for item in items {
            guard let file = Self(json: item) else { return nil }
            files.append(file)
        }
        return files
    }
}

extension BuildManifest.ScenarioRecord {
    init?(json: JSONValue) {
        guard let source = json["source"]?.stringValue, let key = json["key"]?.stringValue,
              let files = BuildManifest.FileRecord.list(json["files"]),
              let entryJSON = json["entry"], let entry = BuildManifest.Entry(json: entryJSON) else { return nil }
        var property: BuildManifest.Property?
        if let propertyJSON = json["property"] {
            guard let decoded = BuildManifest.Property(json: propertyJSON) else { return nil }
            property = decoded
        }
        self.init(source: source, key: key, files: files, entry: entry, property: property)
    }
}

extension BuildManifest.SiteRecord {
    init?(json: JSONValue) {
        guard let key = json["key"]?.stringValue, let files = BuildManifest.FileRecord.list(json["files"]) else { return nil }
        self.init(key: key, files: files)
    }
}

extension BuildManifest.Entry {
    init?(json: JSONValue) {
        guard let group = json["group"]?.stringValue, let groupName = json["groupName"]?.stringValue,
              let title = json["title"]?.stringValue, let headline = json["headline"]?.stringValue,
              let detail = json["detail"]?.stringValue, let href = json["href"]?.stringValue,
              let markdownHref = json["markdownHref"]?.stringValue, let sourcePath = json["sourcePath"]?.stringValue else { return nil }
        self.init(IndexEntry(group: group, groupName: groupName, title: title, headline: headline, detail: detail, href: href,
                             markdownHref: markdownHref, extraHref: json["extraHref"]?.stringValue,
                             extraLabel: json["extraLabel"]?.stringValue, sourcePath: sourcePath))
    }
}

extension BuildManifest.Property {
    init?(json: JSONValue) {
        func text(_ key: String) -> String? { json[key]?.stringValue }
        func integer<Number: FixedWidthInteger>(_ key: String) -> Number? { json[key]?.integerText.flatMap { Number($0) } }
        guard let title = text("title"), let propertyType = text("propertyType"),
              let streetLines = json["streetLines"]?.arrayValue?.compactMap(\.stringValue),
              let city = text("city"), let stateCode = text("stateCode"), let zip = text("zip"),
              let latitudeBits: UInt64 = integer("latitudeBits"), let longitudeBits: UInt64 = integer("longitudeBits"),
              let approximate = json["approximate"]?.boolValue,
              let currencyJSON = json["currency"], let code = currencyJSON["code"]?.stringValue,
              let symbol = currencyJSON["symbol"]?.stringValue,
              let minorDigits = currencyJSON["minorDigits"]?.integerText.flatMap({ Int($0) }),
              let loanAmount: Int64 = integer("loanAmount"), let rateText = text("rateText"),
              let monthlyPayment: Int64 = integer("monthlyPayment"), let monthlyTotal: Int64 = integer("monthlyTotal"),
              let reportHref = text("reportHref"), let sourcePath = text("sourcePath"), let locale = text("locale") else { return nil }
        self.title = title; self.propertyType = propertyType; self.streetLines = streetLines
        self.city = city; self.stateCode = stateCode; self.zip = zip
        self.latitudeBits = latitudeBits; self.longitudeBits = longitudeBits; self.approximate = approximate
        self.currency = Currency(code: code, symbol: symbol, minorDigits: minorDigits)
        self.loanAmount = loanAmount; self.rateText = rateText
        self.monthlyPayment = monthlyPayment; self.monthlyTotal = monthlyTotal
        self.reportHref = reportHref; self.sourcePath = sourcePath; self.locale = locale
    }
}

extension BuildManifest {
    /// Sorted keys and no whitespace, as `JSONEncoder` with `.sortedKeys` would write them (and
    /// `load` reads them back with `JSONReader`): the same build always gives the same bytes.
    /// Written and read by hand because `JSONEncoder` and `JSONDecoder` spent about 0.16 M
    /// instructions a scenario each, on the build's serial path.
    func encoded() -> [UInt8] {
        var pairs: [(String, JSONValue)] = [("format", .number(String(format))), ("inputs", .string(inputs)), ("scenarios", .array(scenarios.map(\.json)))]
        if let site { pairs.append(("site", site.json)) }
        return JSONValue.object(pairs).compactBytes() + [0x0A]
    }
}

extension BuildManifest.FileRecord {
    var json: JSONValue { .object([("path", .string(path)), ("size", .number(String(size)))]) }
}

extension BuildManifest.ScenarioRecord {
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("entry", entry.json), ("files", .array(files.map(\.json))), ("key", .string(key))]
        if let property { pairs.append(("property", property.json)) }
        pairs.append(("source", .string(source)))
        return .object(pairs)
    }
}

extension BuildManifest.SiteRecord {
    var json: JSONValue { .object([("files", .array(files.map(\.json))), ("key", .string(key))]) }
}

extension BuildManifest.Entry {
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("detail", .string(detail))]
        if let extraHref { pairs.append(("extraHref", .string(extraHref))) }
        if let extraLabel { pairs.append(("extraLabel", .string(extraLabel))) }
        pairs += [("group", .string(group)), ("groupName", .string(groupName)), ("headline", .string(headline)), ("href", .string(href)),
                  ("markdownHref", .string(markdownHref)), ("sourcePath", .string(sourcePath)), ("title", .string(title))]
        return .object(pairs)
    }
}

extension BuildManifest.Property {
    var json: JSONValue {
        .object([
            ("approximate", .bool(approximate)), ("city", .string(city)),
            ("currency", .object([("code", .string(currency.code)), ("minorDigits", .number(String(currency.minorDigits))), ("symbol", .string(currency.symbol))])),
            ("latitudeBits", .number(String(latitudeBits))), ("loanAmount", .number(String(loanAmount))), ("locale", .string(locale)),
            ("longitudeBits", .number(String(longitudeBits))), ("monthlyPayment", .number(String(monthlyPayment))),
            ("monthlyTotal", .number(String(monthlyTotal))), ("propertyType", .string(propertyType)), ("rateText", .string(rateText)),
            ("reportHref", .string(reportHref)), ("sourcePath", .string(sourcePath)), ("stateCode", .string(stateCode)),
            ("streetLines", .array(streetLines.map(JSONValue.string))), ("title", .string(title)), ("zip", .string(zip)),
        ])
    }
}

/// Keys that change whenever what they stand for changes: FNV-1a over the bytes, 64 bits as hex.
/// A key only decides whether to redo work, never what is written, so a collision could at worst
/// keep an old page; the inputs are the user's own files, not an adversary's.
struct InputKey {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        hash ^= 0xFF
        hash &*= 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) { add(text.utf8) }

    var hex: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Everything every page of a build depends on besides its own scenario file: Tally itself
    /// (its version and the executable's size and time, so a rebuilt Tally re-renders, with the
    /// built-in templates and help compiled into it), the project's templates, `tally.yaml`, the
    /// build's "today" and timestamp, and the options that change pages.
    static func build(context: BuildContext) -> String {
        var key = InputKey()
        key.add("tally-build-\(BuildManifest.currentFormat)")
        var info = stat()
        if stat("/proc/self/exe", &info) == 0 {
            key.add("exe \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        key.add("today \(context.today) \(context.timestamp)")
        key.add("order \(context.options.categoryOrder?.rawValue ?? "-")")
        let root = context.options.projectRoot
        key.addFile(root.appendingPathComponent(SiteSettings.fileName).path)
        // The built-in templates, help site and stylesheet are compiled into the executable, so
        // its key above covers them; a project's own templates are files of their own.
        key.addFolder(root.appendingPathComponent("templates").path)
        return key.hex
    }

    mutating func addFile(_ path: String) {
        add(path)
        if let data = FileManager.default.contents(atPath: path) { add(data) } else { add("missing") }
    }

    /// Every file under `folder`, in a fixed order, with its relative path.
    mutating func addFolder(_ folder: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { add("no folder"); return }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String { files.append(relative) }
        for relative in files.sorted() {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                add(relative)
                if let data = FileManager.default.contents(atPath: path) { add(data) }
            }
        }
    }
}
