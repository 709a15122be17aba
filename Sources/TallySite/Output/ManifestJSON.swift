import TallyEngines

/// The manifest's lines as JSON, written as Foundation's `JSONEncoder` writes them with sorted
/// keys and unescaped slashes, from the records' own `Codable` conformances (the one place
/// that knows their fields; `JSONDecoder` reads them back).
///
/// Written here rather than by `JSONEncoder`, whose generic machinery (a dynamic cast for every
/// value, a dictionary for every object) takes twice as long to write the same bytes, and a
/// cold build writes a line for every scenario. It writes what the records hold: strings, integers, finite numbers, flags, optionals,
/// arrays and objects. Keys are sorted as strings, which for the records' ASCII field names
/// is the order `JSONEncoder`'s `.sortedKeys` gives.
enum ManifestJSON {
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = Node()
        try value.encode(to: NodeEncoder(node: root))
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        root.write(to: &out)
        return out
    }

    /// A value being encoded: written out once whole, since an object's keys are sorted. A
    /// member or element given whole is written at once; a nested container stays a node,
    /// filled until its parent is written.
    fileprivate final class Node {
        enum Kind { case scalar, object, array }
        enum Part {
            case written([UInt8])
            case node(Node)
        }

        var kind = Kind.scalar
        /// A number, a flag, `null` or a quoted string, as written.
        var scalar = Array("null".utf8)
        var members: [(key: String, value: Part)] = []
        var elements: [Part] = []

        func write(to out: inout [UInt8]) {
            switch kind {
            case .scalar:
                out += scalar
            case .object:
                out.append(UInt8(ascii: "{"))
                for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    ManifestJSON.appendQuoted(member.key, to: &out)
                    out.append(UInt8(ascii: ":"))
                    Self.write(member.value, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            case .array:
                out.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    Self.write(element, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }

        private static func write(_ part: Part, to out: inout [UInt8]) {
            switch part {
            case .written(let bytes): out += bytes
            case .node(let node): node.write(to: &out)
            }
        }
    }

    /// `"text"`, escaped as `JSONEncoder` escapes it: quote, backslash, the named control
    /// characters, the others as `\u00xx`; slashes and everything else as they are. Each run
    /// of plain bytes between them is copied whole.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == UInt8(ascii: "\"") || utf8[index] == UInt8(ascii: "\\") {
                out.append(contentsOf: utf8[start..<index])
                appendEscape(utf8[index], to: &out)
                start = index + 1
            }
            out.append(contentsOf: utf8[start...])
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0..<0x20:
            out.append(contentsOf: "u00".utf8)
            Digits.appendHex(UInt64(byte), count: 2, to: &out)
        default: out.append(byte)
        }
    }

    fileprivate static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return out
    }

    fileprivate static func flag(_ value: Bool) -> [UInt8] { Array((value ? "true" : "false").utf8) }

    fileprivate static func integer(_ value: some BinaryInteger) -> [UInt8] {
        var out: [UInt8] = []
        if value < 0 { out.append(UInt8(ascii: "-")) }
        Digits.append(UInt64(value.magnitude), to: &out)
        return out
    }

    /// As `JSONEncoder` writes a number: its shortest description, `.0` dropped.
    fileprivate static func number<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number) throws -> [UInt8] {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a finite number"))
        }
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return Array(text.utf8)
    }
}

private struct NodeEncoder: Encoder {
    let node: ManifestJSON.Node
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.kind = .object
        return KeyedEncodingContainer(KeyedNodeContainer(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.kind = .array
        return UnkeyedNodeContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node)
    }
}

/// The scalars a single-value and an unkeyed container write alike, each to where `put` puts it.
private protocol ScalarPutting {
    func put(_ scalar: [UInt8])
}

extension ScalarPutting {
    mutating func encodeNil() throws { put(Array("null".utf8)) }
    mutating func encode(_ value: Bool) throws { put(ManifestJSON.flag(value)) }
    mutating func encode(_ value: String) throws { put(ManifestJSON.quoted(value)) }
    mutating func encode(_ value: Double) throws { put(try ManifestJSON.number(value)) }
    mutating func encode(_ value: Float) throws { put(try ManifestJSON.number(value)) }
    mutating func encode(_ value: Int) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(ManifestJSON.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(ManifestJSON.integer(value)) }
}

private struct SingleNodeContainer: SingleValueEncodingContainer, ScalarPutting {
    let node: ManifestJSON.Node
    var codingPath: [any CodingKey] { [] }

    func put(_ scalar: [UInt8]) {
        node.kind = .scalar
        node.scalar = scalar
    }

    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: NodeEncoder(node: node)) }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: ManifestJSON.Node
    var codingPath: [any CodingKey] { [] }

    private func put(_ bytes: [UInt8], _ key: Key) { node.members.append((key.stringValue, .written(bytes))) }

    private func nested(_ key: Key) -> ManifestJSON.Node {
        let nested = ManifestJSON.Node()
        node.members.append((key.stringValue, .node(nested)))
        return nested
    }

    mutating func encodeNil(forKey key: Key) throws { put(Array("null".utf8), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(ManifestJSON.flag(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(ManifestJSON.quoted(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(try ManifestJSON.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(try ManifestJSON.number(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(ManifestJSON.integer(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { put(try ManifestJSON.encode(value), key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: nested(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: nested(key)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = ManifestJSON.Node()
        node.members.append((SuperKey.super.stringValue, .node(nested)))
        return NodeEncoder(node: nested)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: nested(key)) }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer, ScalarPutting {
    let node: ManifestJSON.Node
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements.count }

    func put(_ scalar: [UInt8]) { node.elements.append(.written(scalar)) }

    private func nested() -> ManifestJSON.Node {
        let nested = ManifestJSON.Node()
        node.elements.append(.node(nested))
        return nested
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        // A list of strings (a scenario's files) is most of what lists hold.
        if let text = value as? String { put(ManifestJSON.quoted(text)) } else { put(try ManifestJSON.encode(value)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: nested()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: nested()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: nested()) }
}

/// The key `superEncoder()` writes under, as `JSONEncoder` names it.
private enum SuperKey: String, CodingKey {
    case `super`
}
