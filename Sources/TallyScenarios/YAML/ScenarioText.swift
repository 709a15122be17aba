/// A scenario file's bytes to text, refusing what is not plain UTF-8 text at the first bad byte
/// (line and column), instead of "cannot read the file" at its top.
public enum ScenarioText {
    public static func decode(_ bytes: [UInt8], path: String) throws(Diagnostics) -> String {
        if bytes.count > ScenarioLimits.maximumFileBytes {
            throw Diagnostics([tooLarge(at: location(ofByte: ScenarioLimits.maximumFileBytes, in: bytes, path: path))])
        }
        if let bad = firstInvalidUTF8Byte(bytes) {
            let message = "the file is not UTF-8 text from here (byte 0x\(hex(bytes[bad]))); save it as UTF-8"
            throw Diagnostics([Diagnostic(message, at: location(ofByte: bad, in: bytes, path: path))])
        }
        // A byte order mark (Windows editors write one) is not text: libyaml would read it as
        // part of the first key, and every column on line 1 would be one too far.
        return String(decoding: bytes.dropFirst(byteOrderMarkLength(bytes)), as: UTF8.self)
    }

    /// 3 when `bytes` start with UTF-8's byte order mark (EF BB BF), else 0.
    static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    static func tooLarge(at location: SourceLocation) -> Diagnostic {
        // Only the first megabyte is ever read, so the size is not given: the place is.
        Diagnostic("the file is larger than Tally's limit of 16 MB for one scenario file from here on; split it into smaller files", at: location)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                if byte < low || byte > high { return index }
            }
            index += length
        }
        return nil
    }

    /// 1-based line and column (in characters, as editors count them) of byte `offset`.
    static func location(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var column = 1
        // Columns are counted as an editor shows them, after any byte order mark.
        var index = min(byteOrderMarkLength(bytes), offset)
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    // CRLF is one line break, counted at its LF.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
