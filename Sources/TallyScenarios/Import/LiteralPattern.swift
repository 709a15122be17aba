/// A `match:` that is only words joined by `|`, each perhaps anchored with `^` (`TESCO|SAINSBURY`,
/// `^TFL`), as nearly every rule is: tested by a plain search of the description with ASCII
/// letters upper-cased, some fifty times cheaper than NSRegularExpression and with the same
/// answers (a pattern with any other regular-expression character, or any non-ASCII one, is
/// left to NSRegularExpression).
struct LiteralPattern: Sendable {
    private let alternatives: [(anchored: Bool, bytes: [UInt8])]

    init?(_ pattern: String) {
        var alternatives: [(anchored: Bool, bytes: [UInt8])] = []
        for part in pattern.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false) {
            var bytes = part[...]
            let anchored = bytes.first == UInt8(ascii: "^")
            if anchored { bytes = bytes.dropFirst() }
            guard !bytes.isEmpty, bytes.allSatisfy(Self.isLiteral) else { return nil }
            alternatives.append((anchored, bytes.map(Self.upper)))
        }
        self.alternatives = alternatives
    }

    /// Letters, digits, space and the punctuation that means itself in a regular expression.
    private static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return " &/-',:;_#@!%=<>\"~`".utf8.contains(byte)
        }
    }

    static func upper(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }

    /// Whether `description`, its ASCII letters upper-cased, holds one of the words.
    func matches(_ description: [UInt8]) -> Bool {
        alternatives.contains { anchored, word in
            if anchored { return description.starts(with: word) }
            guard word.count <= description.count else { return false }
            for start in 0...(description.count - word.count) where description[start] == word[0] {
                if description[start..<(start + word.count)].elementsEqual(word) { return true }
            }
            return false
        }
    }
}
