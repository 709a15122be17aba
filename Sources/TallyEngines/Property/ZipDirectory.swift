/// The bundled ZIP Code table, searched in place.
///
/// A build reads it once, and 42,000 lines must cost far less than the 30 ms a build may spend
/// on them, so nothing is parsed or even indexed up front: the file is sorted by ZIP, and a
/// lookup binary-searches the bytes themselves (landing mid-line, it backs up to the line's
/// start) and decodes only the line it finds.
///
/// Each line is `zip  primary_city  accepted_cities(;-separated)  state  type  active  lat  lon`,
/// tab-separated; `#` lines are comments. A malformed line is treated as absent rather than trapping.
public struct ZipDirectory: Sendable {
    private let bytes: [UInt8]

    public init(tsv: [UInt8]) {
        bytes = tsv
    }

    /// How many ZIP lines the table has (counts the whole table; for tests and tools).
    public var count: Int { lineStarts().count }

    /// The record for a five-digit ZIP (`"02108"`), or nil when the table has no such ZIP.
    public func record(for zip5: String) -> ZipRecord? {
        let key = Array(zip5.utf8)
        guard key.count == 5, key.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        var low = 0
        var high = bytes.count
        while low < high {
            let start = lineStart(containing: (low + high) / 2)
            let order = compareKey(key, atLineStartingAt: start)
            if order == 0 { return decodeLine(at: start) }
            if order < 0 { high = start } else { low = lineEnd(from: start) + 1 }
        }
        return nil
    }

    /// Every record, in ZIP order (for tests and tools; a build only ever looks up one at a time).
    public var records: [ZipRecord] {
        lineStarts().compactMap { decodeLine(at: $0) }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")

    private func lineStarts() -> [Int] {
        var starts: [Int] = []
        var start = 0
        while start < bytes.count {
            if bytes[start] != Self.newline, bytes[start] != Self.hash { starts.append(start) }
            start = lineEnd(from: start) + 1
        }
        return starts
    }

    private func lineStart(containing offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != Self.newline { start -= 1 }
        return start
    }

    /// The offset of the newline ending the line at `start`, or the end of the table.
    private func lineEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != Self.newline { end += 1 }
        return end
    }

    /// Negative when `key` sorts before the line's ZIP, zero when equal, positive after (comment
    /// and blank lines sort before every ZIP, as they only come first).
    private func compareKey(_ key: [UInt8], atLineStartingAt start: Int) -> Int {
        for offset in 0..<5 {
            let position = start + offset
            let byte = position < bytes.count ? bytes[position] : 0
            if key[offset] != byte { return Int(key[offset]) - Int(byte) }
        }
        let after = start + 5
        return after < bytes.count && bytes[after] != Self.tab ? -1 : 0
    }

    private func decodeLine(at start: Int) -> ZipRecord? {
        var end = lineEnd(from: start)
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let fields = bytes[start..<end].split(separator: Self.tab, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 8,
              let kind = ZipKind(tableText: fields[4]),
              let latitude = Double(fields[6]), let longitude = Double(fields[7]) else { return nil }
        let accepted = fields[2].split(separator: ";").map(String.init)
        return ZipRecord(zip: fields[0], primaryCity: fields[1], acceptedCities: accepted, state: fields[3],
                         kind: kind, active: fields[5] == "1", latitude: latitude, longitude: longitude)
    }
}
