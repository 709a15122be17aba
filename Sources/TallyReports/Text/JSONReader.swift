/// Reads JSON text (RFC 8259) into a `JSONValue`: numbers are kept as their text, objects as
/// their pairs in order. Nil for anything that is not one complete JSON value.
///
/// For files Tally writes and reads back (the build manifest): a byte-level reader costs a
/// fraction of `JSONDecoder`'s time and memory, which matters on every rebuild.
public struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    /// Deeper than this is not a file Tally wrote; refusing it keeps the recursion bounded.
    private static let maximumDepth = 64

    public static func value(from bytes: [UInt8]) -> JSONValue? {
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.readValue(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.index == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func readValue(depth: Int) -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return readObject(depth: depth)
        case UInt8(ascii: "["): return readArray(depth: depth)
        case UInt8(ascii: "\""): return readString().map(JSONValue.string)
        case UInt8(ascii: "t"): return readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return readLiteral("null", .null)
        default: return readNumber()
        }
    }

    private mutating func readLiteral(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func readObject(depth: Int) -> JSONValue? {
        index += 1
        var pairs: [(String, JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = readString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = readValue(depth: depth + 1) else { return nil }
            pairs.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(pairs)
            } else {
                return nil
            }
        }
    }

    private mutating func readArray(depth: Int) -> JSONValue? {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            guard let item = readValue(depth: depth + 1) else { return nil }
            items.append(item)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            } else {
                return nil
            }
        }
    }

    /// A string from its opening quote; escapes decoded, `\u` surrogate pairs joined.
    private mutating func readString() -> String? {
        index += 1
        let start = index
        // Most strings have no escape: found whole and decoded in one go.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = readHex() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by `\u` and its low half.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                        index += 2
                        guard let low = readHex(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    text.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                text.append(byte)
            }
        }
        return nil
    }

    private mutating func readHex() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-12.5e3`: checked against JSON's number grammar and kept as its text.
    private mutating func readNumber() -> JSONValue? {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}

extension JSONValue {
    /// The value under `key` in an object; nil for a missing key or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// An integer number (`300`, `-5`); nil for fractions, exponents or anything else.
    public var integerText: String? {
        if case .number(let text) = self, !text.contains("."), !text.contains("e"), !text.contains("E") { return text }
        return nil
    }
}
