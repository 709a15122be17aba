import Foundation
import TallyEngines
import TallyReports
import TallyScenarios

/// The record of what the output folder holds, written last by every build: for each scenario,
/// the key of the inputs its pages were made from, the files they came to and what the index and
/// the map of properties need from it; for each part of the site (help, index, map), its key and
/// files. A rebuild reuses a scenario whose key is unchanged without reading its pages; the
/// manifest is also the commit record of an in-place publish (see `InPlacePublisher`): it only
/// ever vouches for files that are whole and current.
///
/// One line a record (see `ManifestLineWriter`). A scenario's line is kept as it was read and
/// written back as it is when the scenario is reused, so a rebuild decodes only the fields it
/// looks at: the source and key always, the files of the scenarios it reuses, and the index
/// and map fields only when those pages must be drawn again.
struct BuildManifest: Equatable {
    /// Not the `.tally-manifest.json` of format 1: a folder written by an older Tally has no
    /// manifest for this one, so its first build is a cold one.
    static let fileName = ".tally-manifest"
    /// Bumped whenever the manifest's shape or meaning changes; another value means a cold build.
    static let currentFormat = 2
    static let header = Array("tally-manifest\t\(currentFormat)\n".utf8)
    static let footer = Array("end\n".utf8)

    /// The key of everything every page depends on (see `InputKey.build`).
    var inputs: UInt64
    var scenarios: [ScenarioRecord]
    /// The parts of the site built last time, by name; a part missing is rebuilt.
    var site: [SitePart]

    struct FileRecord: Equatable {
        var path: String
        var size: Int
    }

    struct SitePart: Equatable {
        var name: String
        var key: UInt64
        var files: [FileRecord]
    }

    /// The manifest in `folder`, or nil when there is none or it cannot be trusted (another
    /// format, unreadable, a symlink): the build is then a cold one.
    static func load(from folder: String) -> BuildManifest? {
        RegularFile.read(folder + "/" + fileName).flatMap(decode)
    }

    /// The manifest `encoded()` wrote; nil if any line is missing, malformed or unknown.
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        guard bytes.starts(with: header), bytes.count >= header.count + footer.count,
              bytes[(bytes.count - footer.count)...].elementsEqual(footer) else { return nil }
        var inputs: UInt64?
        var scenarios: [ScenarioRecord] = []
        var site: [SitePart] = []
        var start = header.count
        let end = bytes.count - footer.count
        while start < end {
            // memchr: a generic scan for the newline cost 6 M instructions for 1,000 records.
            guard let newline = ManifestLineReader.firstIndex(of: 0x0A, in: bytes[start..<end]) else { return nil }
            let line = bytes[start..<newline]
            switch line.first {
            case UInt8(ascii: "S"):
                guard inputs != nil, site.isEmpty, let record = ScenarioRecord(line: bytes[start...newline]) else { return nil }
                scenarios.append(record)
            case UInt8(ascii: "P"):
                guard inputs != nil, let part = SitePart(line: line) else { return nil }
                site.append(part)
            case UInt8(ascii: "i"):
                var reader = ManifestLineReader(line)
                guard inputs == nil, reader.expect("inputs"), let key = reader.hex(), reader.isComplete else { return nil }
                inputs = key
            default:
                return nil
            }
            start = newline + 1
        }
        guard let inputs else { return nil }
        return BuildManifest(inputs: inputs, scenarios: scenarios, site: site)
    }

    /// Every scenario's line as it was made or read, then the site's parts.
    func encoded() -> [UInt8] {
        var bytes = Self.header
        bytes.reserveCapacity(scenarios.reduce(256) { $0 + $1.line.count })
        var inputsLine = ManifestLineWriter()
        inputsLine.text("inputs")
        inputsLine.hex(inputs)
        bytes += inputsLine.finish()
        for record in scenarios { bytes += record.line }
        for part in site { bytes += part.line }
        return bytes + Self.footer
    }

    func part(_ name: String) -> SitePart? { site.first { $0.name == name } }
}

extension BuildManifest.SitePart {
    init?(line: ArraySlice<UInt8>) {
        var reader = ManifestLineReader(line)
        guard reader.expect("P"), let name = reader.text(), let key = reader.hex(),
              let files = BuildManifest.FileRecord.read(from: &reader), reader.isComplete else { return nil }
        self.init(name: name, key: key, files: files)
    }

    var line: [UInt8] {
        var writer = ManifestLineWriter()
        writer.text("P")
        writer.text(name)
        writer.hex(key)
        BuildManifest.FileRecord.write(files, to: &writer)
        return writer.finish()
    }
}

extension BuildManifest.FileRecord {
    /// A count, then each file's path and size.
    static func write(_ files: [Self], to writer: inout ManifestLineWriter) {
        writer.integer(files.count)
        for file in files {
            writer.text(file.path)
            writer.integer(file.size)
        }
    }

    static func read(from reader: inout ManifestLineReader) -> [Self]? {
        guard let count: Int = reader.integer(), count >= 0, count < 1_000_000 else { return nil }
        var files: [Self] = []
        files.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.text(), let size: Int = reader.integer(), size >= 0 else { return nil }
            files.append(Self(path: path, size: size))
        }
        return files
    }

    static func skip(in reader: inout ManifestLineReader) -> Bool {
        guard let count: Int = reader.integer(), count >= 0, count < 1_000_000 else { return false }
        for _ in 0..<count {
            guard reader.skipText(), let size: Int = reader.integer(), size >= 0 else { return false }
        }
        return true
    }

    /// `skip` past fields unchecked: for a line already checked whole.
    static func skipUnchecked(in reader: inout ManifestLineReader) -> Bool {
        guard let count: Int = reader.integer(), count >= 0, count < 1_000_000 else { return false }
        return reader.skipFields(2 * count)
    }
}
