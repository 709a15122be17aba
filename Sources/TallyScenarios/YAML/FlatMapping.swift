/// Nearly every scenario file is a handful of `key: value` lines with plain values, such as
/// `rate: 3.5`. Such a file is read here in one pass over its bytes, giving the node tree libyaml
/// would give (same texts, styles and marks): handing six lines to libyaml and composing its
/// events cost ~45,000 instructions a file, most of the time spent reading one.
///
/// Anything outside that narrow shape (indentation, lists, quotes, flow collections, anchors,
/// any character YAML treats specially, a key given twice, a value left empty, a tab, a carriage
/// return, a byte outside printable ASCII) is left to `YAMLComposer`, which also finds and
/// words every mistake: this path only ever accepts what libyaml reads the same way.
enum FlatMapping {
    /// More keys than any scenario writes at its top; a longer file takes the general path, so
    /// the duplicate check here stays a short scan.
    static let maximumKeys = 64
    static let maximumKeyLength = 128

    /// The root mapping of `text`, or nil when `text` is not a flat file of plain values.
    static func compose(_ text: String) -> Node? {
        var text = text
        return text.withUTF8 { compose($0) }
    }

    static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> Node? {
        var pairs: [Node.Mapping.Element] = []
        var keys: [Range<Int>] = []
        pairs.reserveCapacity(16)
        keys.reserveCapacity(16)
        var line = 1
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
                // Printable ASCII only: no tab, no carriage return, no control character.
                guard bytes[lineEnd] >= 0x20, bytes[lineEnd] <= 0x7E else { return nil }
                lineEnd += 1
            }
            defer {
                lineStart = lineEnd + 1
                line += 1
            }
            // An empty line, or a comment from the first column.
            if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }

            // The key: a lower-case word from the first column, then `:` and a space.
            guard isLowercaseLetter(bytes[lineStart]) else { return nil }
            var position = lineStart + 1
            while position < lineEnd, isKeyByte(bytes[position]) { position += 1 }
            let key = lineStart..<position
            // libyaml gives up on a key longer than 1,024 characters; none is near that long.
            guard key.count <= maximumKeyLength, position + 1 < lineEnd, bytes[position] == UInt8(ascii: ":"), bytes[position + 1] == UInt8(ascii: " ") else { return nil }
            position += 2
            while position < lineEnd, bytes[position] == UInt8(ascii: " ") { position += 1 }

            // The value: plain text that cannot start or hold anything YAML reads specially,
            // without the spaces that end the line (as a plain scalar is).
            let valueStart = position
            guard valueStart < lineEnd, isValueStart(bytes[valueStart]) else { return nil }
            var valueEnd = valueStart
            while position < lineEnd {
                let byte = bytes[position]
                if byte != UInt8(ascii: " ") {
                    guard isValueByte(byte) else { return nil }
                    valueEnd = position + 1
                }
                position += 1
            }

            guard keys.count < maximumKeys else { return nil }
            for earlier in keys where bytes[earlier].elementsEqual(bytes[key]) { return nil }
            keys.append(key)
            let keyNode = Node.scalar(Node.Scalar(text(bytes, key), style: .plain, mark: Mark(line: line, column: 1)))
            let valueNode = Node.scalar(Node.Scalar(text(bytes, valueStart..<valueEnd), style: .plain,
                                                    mark: Mark(line: line, column: valueStart - lineStart + 1)))
            pairs.append((key: keyNode, value: valueNode))
        }
        // libyaml starts a block mapping where its first key starts.
        guard let first = pairs.first?.key.mark else { return nil }
        return .mapping(Node.Mapping(pairs, mark: first))
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLowercaseLetter(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isLowercaseLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Letters, digits, `~` (YAML's null, which a lone `?` was rewritten to) and a leading
    /// point: no indicator (`-`, `?`, `:`, `#`, quotes, brackets, `&`, `*`, `!`, `|`, `>`, `%`, `@`).
    private static func isValueStart(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "~") || byte == UInt8(ascii: ".")
    }

    /// What may follow inside a plain value; never `:` or `#`, which can end one.
    private static func isValueByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "%"), UInt8(ascii: "/"),
             UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "~"), UInt8(ascii: "("), UInt8(ascii: ")"):
            return true
        default:
            return isLetterOrDigit(byte)
        }
    }
}
