/// Finds where a flow collection (`[...]` or `{...}`) written in a file ends, stepping over
/// quoted text and comments, so an entry can be added just inside its closing bracket.
enum FlowCollectionScanner {
    /// The offset of the bracket that closes the one at `open`, or nil if the text ends first.
    static func closingBracket(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            case UInt8(ascii: "'"):
                index += 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "'") {
                        // `''` is an escaped quote inside single quotes.
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") { index += 2; continue }
                        break
                    }
                    index += 1
                }
            case UInt8(ascii: "#") where index == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The last byte before `close` that is not space, a line break or part of a comment: what
    /// decides whether a new entry needs a comma before it.
    static func lastSignificantByte(in bytes: [UInt8], from open: Int, before close: Int) -> (offset: Int, byte: UInt8) {
        var last = (offset: open, byte: bytes[open])
        var index = open + 1
        var inComment = false
        var quote: UInt8?
        while index < close {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") { index += 2; continue }
                if byte == open {
                    if open == UInt8(ascii: "'"), index + 1 < close, bytes[index + 1] == open { index += 2; continue }
                    quote = nil
                }
                last = (index, byte)
            } else if inComment {
                if byte == 0x0A { inComment = false }
            } else if byte == UInt8(ascii: "#"), [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) {
                inComment = true
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                last = (index, byte)
            }
            index += 1
        }
        return last
    }
}
