/// A CSV file as banks export it, split into records of fields, each field with the line and
/// column it starts at so that a mistake in it can be pointed at.
///
/// Written here rather than taken from a library: CSV.swift (yaslab) and SwiftCSV, the two this
/// machine serves, give fields without positions, and a located error per field is the point.
/// The rules are RFC 4180's: a field may be quoted with `"`, a quote inside one is doubled, and a
/// quoted field may hold the delimiter or a line break. Works on the UTF-8 bytes, once through.
struct CSVTable {
    struct Field {
        let text: String
        let line: Int
        /// In Unicode scalars from 1, as editors count columns.
        let column: Int
    }

    typealias Record = [Field]

    let records: [Record]
    let delimiter: UInt8

    /// An unclosed quote, the one thing that makes a file unreadable as CSV.
    struct Unclosed: Error {
        let line: Int
        let column: Int
    }

    /// `delimiter` nil: the one of comma, semicolon and tab found most on the first line outside
    /// quotes (a comma when none is).
    init(bytes input: [UInt8], delimiter given: UInt8? = nil) throws(Unclosed) {
        var start = 0
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let delimiter = given ?? Self.guessDelimiter(input, from: start)
        self.delimiter = delimiter
        var records: [Record] = []
        var record: Record = []
        var line = 1
        var lineStart = start
        var index = start
        let count = input.count
        let quote = UInt8(ascii: "\"")
        func column(_ offset: Int) -> Int {
            var scalars = 1
            var i = lineStart
            while i < offset {
                if input[i] & 0xC0 != 0x80 { scalars += 1 }
                i += 1
            }
            return scalars
        }
        while index < count {
            // One field starts here.
            let fieldLine = line
            let fieldColumn = column(index)
            var text: String
            if input[index] == quote {
                var bytes: [UInt8] = []
                var i = index + 1
                var closed = false
                while i < count {
                    let byte = input[i]
                    if byte == quote {
                        if i + 1 < count, input[i + 1] == quote {
                            bytes.append(quote)
                            i += 2
                            continue
                        }
                        closed = true
                        i += 1
                        break
                    }
                    if byte == 0x0A {
                        line += 1
                        lineStart = i + 1
                    }
                    bytes.append(byte)
                    i += 1
                }
                guard closed else { throw Unclosed(line: fieldLine, column: fieldColumn) }
                // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
                let rest = i
                while i < count, input[i] != delimiter, input[i] != 0x0A, input[i] != 0x0D { i += 1 }
                bytes += input[rest..<i]
                text = String(decoding: bytes, as: UTF8.self)
                index = i
            } else {
                var i = index
                while i < count, input[i] != delimiter, input[i] != 0x0A, input[i] != 0x0D { i += 1 }
                text = String(decoding: input[index..<i], as: UTF8.self)
                index = i
            }
            record.append(Field(text: text, line: fieldLine, column: fieldColumn))
            if index < count, input[index] == delimiter {
                index += 1
                if index == count || input[index] == 0x0A || input[index] == 0x0D {
                    record.append(Field(text: "", line: line, column: column(index)))
                } else {
                    continue
                }
            }
            // The end of a record: CRLF, LF or CR.
            if index < count, input[index] == 0x0D { index += 1 }
            if index < count, input[index] == 0x0A { index += 1 }
            line += 1
            lineStart = index
            // A blank line is no record.
            if !(record.count == 1 && record[0].text.isEmpty) { records.append(record) }
            record = []
        }
        if !record.isEmpty, !(record.count == 1 && record[0].text.isEmpty) { records.append(record) }
        self.records = records
    }

    private static func guessDelimiter(_ input: [UInt8], from start: Int) -> UInt8 {
        let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]
        var counts = [0, 0, 0]
        var quoted = false
        var i = start
        while i < input.count, quoted || (input[i] != 0x0A && input[i] != 0x0D) {
            if input[i] == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, let which = candidates.firstIndex(of: input[i]) { counts[which] += 1 }
            i += 1
        }
        let best = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return counts[best] == 0 ? candidates[0] : candidates[best]
    }
}
