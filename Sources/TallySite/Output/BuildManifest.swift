import Foundation
import TallyReports

/// The record of what the output folder holds, written last by every build: for each scenario,
/// the key of the inputs its pages were made from, the files they came to and what the index and
/// the map of properties show of it; for each part of the site (help, index, map), its key and
/// files. A rebuild reuses a scenario whose key is unchanged without reading its pages; the
/// manifest is also the commit record of an in-place publish (see `InPlacePublisher`): it only
/// ever vouches for files that are whole and current.
///
/// A line of JSON a record, each a `Line`, written whole by `ManifestJSON` and read whole by
/// Foundation's `JSONDecoder`: a head (the format and the build's inputs key), a line per scenario, a line per site part,
/// and an end line that counts the lines before it, so a manifest cut short is not read. A
/// scenario's line is kept as it was made or read, and written back as it is while the
/// scenario is reused.
struct BuildManifest: Equatable, Sendable {
    /// Not the `.tally-manifest.json` of format 1: a folder written by an older Tally has no
    /// manifest for this one, so its first build is a cold one.
    static let fileName = ".tally-manifest"
    /// Bumped whenever the manifest's shape or meaning changes; another value means a cold build.
    static let currentFormat = 3

    /// The key of everything every page depends on (see `InputKey.build`).
    var inputs: UInt64
    var scenarios: [Scenario]
    /// The parts of the site built last time; a part missing is rebuilt.
    var site: [PartRecord]

    /// One line of the file: an object with one key, the kind of line, holding its record.
    enum Line: Codable, Equatable {
        case head(Head)
        /// Boxed: a record with a property is some 500 bytes, and the manifest holds thousands.
        indirect case scenario(ScenarioRecord)
        case part(PartRecord)
        case end(End)

        struct Head: Codable, Equatable {
            var format: Int
            var inputs: UInt64
        }

        /// How many lines come before it: a manifest cut short at a line's end is not read.
        struct End: Codable, Equatable {
            var lines: Int
        }

        // Written by hand only to hold the record directly under its kind (`{"part":{…}}`):
        // the synthesized form wraps it in one more object, which every line paid to decode.
        private enum CodingKeys: String, CodingKey {
            case head, scenario, part, end
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys.count == 1, let kind = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a line holds exactly one record"))
            }
            switch kind {
            case .head: self = .head(try container.decode(Head.self, forKey: kind))
            case .scenario: self = .scenario(try container.decode(ScenarioRecord.self, forKey: kind))
            case .part: self = .part(try container.decode(PartRecord.self, forKey: kind))
            case .end: self = .end(try container.decode(End.self, forKey: kind))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .head(let head): try container.encode(head, forKey: .head)
            case .scenario(let record): try container.encode(record, forKey: .scenario)
            case .part(let part): try container.encode(part, forKey: .part)
            case .end(let end): try container.encode(end, forKey: .end)
            }
        }
    }

    struct FileRecord: Codable, Equatable, Sendable {
        var path: String
        var size: Int
    }

    /// What one scenario came to.
    struct ScenarioRecord: Codable, Equatable, Sendable {
        var source: String
        /// The key of the inputs its pages were made from.
        var key: UInt64
        var slug: String
        /// Its pages' paths: whether they are in place is checked, not their sizes (Tally
        /// never writes a page in place, and a hand edit to one is left alone).
        var files: [String]
        var entry: IndexEntry
        /// Its card on the index, drawn from `index-card.mustache`.
        var card: String
        var property: MapMark?
        /// The files its key also covers, besides its own (a comparison's scenarios); nil for
        /// a scenario that reads only itself.
        var reads: [String]?

        init(source: String, key: UInt64, slug: String, files: [String], entry: IndexEntry, card: [UInt8], property: MapMark?, reads: [String]? = nil) {
            self.source = source
            self.reads = reads
            self.key = key
            self.slug = slug
            self.files = files
            self.entry = entry
            self.card = String(decoding: card, as: UTF8.self)
            self.property = property
        }
    }

    /// A scenario's record and its line as encoded (without the newline): a line read is a
    /// slice of the file's bytes, not a copy. A class, so the build's lists of scenarios hold
    /// a reference each rather than a copy of the record.
    final class Scenario: Equatable, Sendable {
        let record: ScenarioRecord
        let line: ArraySlice<UInt8>

        convenience init(_ record: ScenarioRecord) {
            self.init(record: record, line: BuildManifest.json(Line.scenario(record))[...])
        }

        init(record: ScenarioRecord, line: ArraySlice<UInt8>) {
            self.record = record
            self.line = line
        }

        static func == (left: Scenario, right: Scenario) -> Bool { left.line.elementsEqual(right.line) }
    }

    struct PartRecord: Codable, Equatable, Sendable {
        var part: SitePart
        var key: UInt64
        var files: [FileRecord]
    }

    func part(_ part: SitePart) -> PartRecord? { site.first { $0.part == part } }

    /// The manifest in `folder`, or nil when there is none or it cannot be trusted (another
    /// format, unreadable, a symlink): the build is then a cold one.
    static func load(from folder: String) -> BuildManifest? {
        (try? FileSystem.read(folder + "/" + fileName, followingLinks: false)).flatMap(decode)
    }

    /// The manifest `encoded()` wrote; nil if any line is missing, malformed or out of place.
    /// The lines are decoded on every core: a rebuild that changes nothing does little else.
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        guard bytes.last == 0x0A else { return nil }
        let lines = bytes.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false)
        let decoded = ResultSlots<Line>(count: lines.count)
        WorkQueue.run(count: lines.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            if let line = try? Self.decoder.decode(Line.self, from: Data(lines[index])) { decoded.set(line, at: index) }
        }
        let values = decoded.values
        guard values.count >= 2, case .head(let head)? = values[0], head.format == currentFormat,
              case .end(let end)? = values[values.count - 1], end.lines == values.count - 1 else { return nil }
        var manifest = BuildManifest(inputs: head.inputs, scenarios: [], site: [])
        for index in 1..<(values.count - 1) {
            switch values[index] {
            case .scenario(let record)? where manifest.site.isEmpty:
                manifest.scenarios.append(Scenario(record: record, line: lines[index]))
            case .part(let part)?:
                manifest.site.append(part)
            default:
                return nil
            }
        }
        return manifest
    }

    func encoded() -> [UInt8] {
        var bytes = Self.json(Line.head(.init(format: Self.currentFormat, inputs: inputs))) + [0x0A]
        bytes.reserveCapacity(scenarios.reduce(4096) { $0 + $1.line.count + 1 })
        for scenario in scenarios {
            bytes += scenario.line
            bytes.append(0x0A)
        }
        for part in site { bytes += Self.json(Line.part(part)) + [0x0A] }
        return bytes + Self.json(Line.end(.init(lines: 1 + scenarios.count + site.count))) + [0x0A]
    }

    /// The value as one line of JSON, keys sorted so that equal values give equal bytes.
    static func json(_ value: some Encodable) -> [UInt8] {
        // Every value written is plain data (strings, integers, finite numbers): encoding
        // cannot fail.
        (try? ManifestJSON.encode(value)) ?? []
    }

    /// Shared by the build's workers (it is `Sendable`): made once rather than for every line.
    private static let decoder = JSONDecoder()
}

/// The parts of the site besides the scenarios' own pages: the help (with the stylesheet and
/// the output marker), the index and the map of properties.
enum SitePart: String, Codable, CaseIterable, Sendable {
    case help, index, map
    /// Drawn only when `--booklet` asks.
    case booklet
    /// A student edition's answer key.
    case answers
}
