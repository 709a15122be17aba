/// Line breaks as libyaml reads them.
enum LineBreak {
    /// The length of the line break at `offset`: 2 for CRLF and U+0085, 3 for U+2028 and U+2029,
    /// 1 for a lone LF or CR, 0 for anything else.
    static func length(at offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return 0 }
        switch bytes[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return 0 }
            return 3
        default: return 0
        }
    }

    /// Just after the first line break at or after `offset`, or the end of the bytes.
    static func lineEnd(from offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count {
            let length = length(at: index, in: bytes)
            if length > 0 { return index + length }
            index += 1
        }
        return bytes.count
    }

    /// The 1-based line, as libyaml counts lines, that `offset` is on.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < min(offset, bytes.count) {
            let length = length(at: index, in: bytes)
            if length > 0, index + length <= offset { line += 1 }
            index += max(1, length)
        }
        return line
    }

    /// The text of line `number` (1-based, as libyaml counts lines), without its line break;
    /// empty past the last line.
    static func text(ofLine number: Int, in bytes: [UInt8]) -> String {
        var line = 1
        var index = ScenarioText.byteOrderMarkLength(bytes)
        var start = index
        while index < bytes.count {
            let length = length(at: index, in: bytes)
            if length > 0 {
                if line == number { break }
                line += 1
                start = index + length
            }
            index += max(1, length)
        }
        return line == number ? String(decoding: bytes[start..<index], as: UTF8.self) : ""
    }

    /// Whether `offset` starts a line: the start of the text, or just after a line break.
    static func startsLine(_ offset: Int, in bytes: [UInt8], after start: Int) -> Bool {
        if offset <= start { return true }
        for length in 1...3 where offset - length >= start {
            if Self.length(at: offset - length, in: bytes) == length { return true }
        }
        return false
    }

    /// What new lines end with: the file's most common ending among LF, CRLF and CR (a lone CR
    /// inside a quoted value is outvoted by the lines around it), LF for a file of one line.
    static func usual(in bytes: [UInt8]) -> [UInt8] {
        var lf = 0, crlf = 0, cr = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { lf += 1 } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { crlf += 1; index += 1 } else { cr += 1 }
            }
            index += 1
        }
        if crlf > lf, crlf >= cr { return [0x0D, 0x0A] }
        if cr > lf, cr > crlf { return [0x0D] }
        return [0x0A]
    }
}
