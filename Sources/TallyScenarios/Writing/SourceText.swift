/// A scenario file's exact bytes, cut into lines without losing a byte: each line's text and its
/// ending (`\n`, `\r\n`, or nothing on a last line without one) are kept apart, so an edit can
/// add lines while every original line goes back out as it came in.
struct SourceText {
    let bytes: [UInt8]
    /// Byte ranges of each line's content, without its ending; line 1 is `lines[0]`.
    let lines: [Range<Int>]
    /// Where each line's ending stops (the start of the next line).
    let lineEnds: [Int]
    /// What new lines end with: the file's own first line ending, `\n` when it has none.
    let lineEnding: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var ends: [Int] = []
        var ending: [UInt8]?
        // A byte order mark is kept in the bytes but is no part of line 1: YAML's marks and an
        // editor's columns both start after it, and an edit must never move it off the front.
        var start = Self.byteOrderMarkLength(bytes)
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A {
                let crlf = index > start && bytes[index - 1] == 0x0D
                lines.append(start..<(crlf ? index - 1 : index))
                ends.append(index + 1)
                if ending == nil { ending = crlf ? [0x0D, 0x0A] : [0x0A] }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count {
            lines.append(start..<bytes.count)
            ends.append(bytes.count)
        }
        self.lines = lines
        self.lineEnds = ends
        self.lineEnding = ending ?? [0x0A]
    }

    var lineCount: Int { lines.count }

    /// 3 when `bytes` start with UTF-8's byte order mark (EF BB BF), else 0.
    static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The content of line `number` (1-based).
    func line(_ number: Int) -> ArraySlice<UInt8> { bytes[lines[number - 1]] }

    /// Leading spaces of line `number`.
    func indentation(_ number: Int) -> Int {
        line(number).prefix(while: { $0 == 0x20 }).count
    }

    /// The line is empty or only spaces and tabs.
    func isBlank(_ number: Int) -> Bool {
        line(number).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The first thing on the line is a `#` comment.
    func isComment(_ number: Int) -> Bool {
        line(number).first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "#")
    }

    /// The byte offset of a YAML mark's column (1-based, counted in characters as libyaml
    /// counts them) on line `number`.
    func offset(line number: Int, column: Int) -> Int {
        let range = lines[number - 1]
        var characters = 1
        var offset = range.lowerBound
        while offset < range.upperBound, characters < column {
            offset += 1
            // UTF-8 continuation bytes belong to the character before them.
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    /// The 1-based column of the byte at `offset` on line `number`.
    func column(line number: Int, offset: Int) -> Int {
        let range = lines[number - 1]
        return 1 + bytes[range.lowerBound..<offset].filter { $0 & 0xC0 != 0x80 }.count
    }
}
