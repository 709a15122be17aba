import CYaml

/// Where each value of a scenario file is written, as libyaml reports it while reading the file:
/// the byte where a value starts and the byte just after it ends, with anchors and aliases.
/// `tally add` places an entry only by these marks, so it agrees with the reader on every quote,
/// bracket, comment and line break, instead of guessing from indentation. The reader's `Node`
/// tree is no help here: it keeps values (an alias as a copy of what it names) and where each
/// starts, for messages; this keeps where each is written, an alias as the alias it is.
struct YAMLOutline {
    /// A place in the file: a byte offset into the whole file (its byte order mark included),
    /// and libyaml's 1-based line and column (columns in characters, lines ended as libyaml
    /// ends them: LF, CR, CRLF, U+0085, U+2028 and U+2029).
    struct Position: Equatable {
        let offset: Int
        let line: Int
        let column: Int
    }

    struct Value {
        enum Kind: Equatable {
            case scalar(String)
            case alias(String)
            case sequence
            case mapping
        }

        let kind: Kind
        /// Written `[...]` or `{...}`.
        let isFlow: Bool
        let anchor: String?
        /// For an alias, where the value it repeats starts: the last one anchored by its name
        /// before it, as YAML reads an alias.
        var origin: Position?
        /// Where libyaml starts the value: at its anchor or tag when it has one.
        let start: Position
        /// For a collection, where libyaml's start event ends: just after a flow collection's
        /// opening bracket; at a block list's first dash (just after it for a list at its key's
        /// indentation); at a block mapping's first key.
        let opened: Position
        /// Just after the value's last character: its closing quote or bracket, the last
        /// character of a plain value, the line break after a block scalar (`|`, `>`), and for a
        /// block collection the end of its last item. Comments after it are no part of it.
        var end: Position
        /// For a collection, where libyaml's end event starts: a flow collection's closing
        /// bracket, or for a block collection the next thing written after it (past comments and
        /// blank lines), where nothing of it can be any more.
        var closed: Position
        /// A list's items; a mapping's keys and values, alternating.
        var children: [Value] = []

        /// A scalar's text; empty for anything else.
        var scalarText: String {
            if case .scalar(let text) = kind { return text }
            return ""
        }

        /// A mapping's pairs.
        var pairs: [(key: Value, value: Value)] {
            stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
        }

        /// The value under the scalar key `key` of a mapping.
        func value(forKey key: String) -> (key: Value, value: Value)? {
            guard kind == .mapping else { return nil }
            return pairs.first { $0.key.kind == .scalar(key) }
        }

        /// Every alias in this value and below it, in the order written.
        var aliases: [Value] {
            if case .alias = kind { return [self] }
            return children.flatMap(\.aliases)
        }
    }

    let bytes: [UInt8]
    let root: Value?

    /// This outline over `bytes` that were edited only after every place it is asked about:
    /// `tally import` adds to several lists from the last in the file to the first, so one
    /// reading of a large file places them all.
    func editedAfter(_ bytes: [UInt8]) -> YAMLOutline {
        YAMLOutline(bytes: bytes, root: root)
    }

    private init(bytes: [UInt8], root: Value?) {
        self.bytes = bytes
        self.root = root
    }

    /// The outline of `bytes` read the way `YAMLSource` reads them (after the byte order mark,
    /// with a lone `?` read as blank); nil when libyaml cannot read them, which `YAMLSource`
    /// then says better.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        let skipped = ScenarioText.byteOrderMarkLength(bytes)
        let text = YAMLSource.markBareQuestionMarksAsBlank(String(decoding: bytes[skipped...], as: UTF8.self))
        let input = Array(text.utf8)
        // Bare `?` marking keeps every byte where it was, so offsets stay the file's own.
        guard input.count == bytes.count - skipped else { return nil }
        var offsets = ByteOffsets(bytes: input, shift: skipped)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var stack: [Value] = []
        var root: Value?
        var anchors: [String: Position] = [:]
        let done: Bool = input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return false }
                defer { yaml_event_delete(&event) }
                let start = offsets.position(event.start_mark)
                let end = offsets.position(event.end_mark)
                var finished: Value?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return true
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                    finished = Value(kind: .scalar(text), isFlow: false, anchor: Self.string(scalar.anchor),
                                     start: start, opened: end, end: end, closed: end)
                    if let anchor = Self.string(scalar.anchor) { anchors[anchor] = start }
                case YAML_ALIAS_EVENT:
                    let name = Self.string(event.data.alias.anchor) ?? ""
                    finished = Value(kind: .alias(name), isFlow: false, anchor: nil, origin: anchors[name],
                                     start: start, opened: end, end: end, closed: end)
                case YAML_SEQUENCE_START_EVENT:
                    let list = event.data.sequence_start
                    stack.append(Value(kind: .sequence, isFlow: list.style == YAML_FLOW_SEQUENCE_STYLE, anchor: Self.string(list.anchor),
                                       start: start, opened: end, end: end, closed: end))
                    if let anchor = Self.string(list.anchor) { anchors[anchor] = start }
                case YAML_MAPPING_START_EVENT:
                    let mapping = event.data.mapping_start
                    stack.append(Value(kind: .mapping, isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE, anchor: Self.string(mapping.anchor),
                                       start: start, opened: end, end: end, closed: end))
                    if let anchor = Self.string(mapping.anchor) { anchors[anchor] = start }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard var collection = stack.popLast() else { return false }
                    collection.closed = start
                    // A block collection's end event stands at whatever follows it, so it ends
                    // where its last item does.
                    collection.end = collection.isFlow ? end : (collection.children.last?.end ?? collection.opened)
                    finished = collection
                default:
                    break
                }
                if let finished {
                    if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
                }
            }
        }
        guard done else { return nil }
        self.root = root
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's marks count characters (a CRLF as two); this turns them into byte offsets by
    /// walking the text once, forward, as the events come.
    private struct ByteOffsets {
        let bytes: [UInt8]
        let shift: Int
        var index = 0
        var offset = 0

        init(bytes: [UInt8], shift: Int) {
            self.bytes = bytes
            self.shift = shift
        }

        mutating func position(_ mark: yaml_mark_t) -> Position {
            let target = Int(mark.index)
            if target < index { index = 0; offset = 0 }
            while index < target, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                index += 1
            }
            return Position(offset: offset + shift, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
    }
}
