import CYaml

/// A file's YAML events read once: each is checked for what a node tree cannot tell or would
/// cost too much to build (how deep values nest, how much aliases multiply the file, a key given
/// twice at its second occurrence, a second document, libyaml's syntax errors in plain words at
/// the place a person would look) and, when sound, put straight into the tree.
enum YAMLComposer {
    /// The file's root value, nil when it holds no document; the first problem, located, otherwise.
    static func compose(_ text: String, path: String) throws(Diagnostics) -> Node? {
        var text = text
        let outcome = text.withUTF8 { bytes -> Result<Node?, Diagnostics> in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(Diagnostics([Diagnostic("could not read this file as YAML", at: SourceLocation(path: path, line: 1, column: 1))]))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var walk = Walk(path: path)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(Diagnostics([syntaxError(parser, path: path, length: bytes.count)]))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT {
                    // What Yams's composer used to refuse is told only once the whole file is
                    // known to be sound, as it was when the composer ran after the checks.
                    if let deferred = walk.deferred { return .failure(Diagnostics([deferred])) }
                    return .success(walk.root)
                }
                if let problem = walk.visit(event) { return .failure(Diagnostics([problem])) }
            }
        }
        return try outcome.get()
    }

    /// One open list or mapping: its items so far (a mapping's keys and values alternate), what
    /// they count once aliases are expanded, and where it starts.
    private struct Frame {
        let anchor: String?
        let isMapping: Bool
        let mark: Mark
        var items: [Node] = []
        var values = 1
        var characters = 0
        /// A mapping's scalar keys, once it has too many for a scan of `items` to stay cheap.
        var keys: Set<String>?
    }

    private struct Walk {
        let path: String
        var frames: [Frame] = []
        var documents = 0
        var anchors: [String: (node: Node, values: Int, characters: Int)] = [:]
        var totalValues = 0
        var totalCharacters = 0
        var root: Node?
        var deferred: Diagnostic?

        init(path: String) {
            self.path = path
        }

        func located(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        static func mark(_ mark: yaml_mark_t) -> Mark {
            Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }

        mutating func visit(_ event: yaml_event_t) -> Diagnostic? {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return Diagnostic("a scenario file holds one YAML document, but a second one starts here with `---`; move it to a file of its own",
                                      at: located(event.start_mark))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                // A scalar may hold NUL (written "\0"), so it is read by length, not to its first NUL.
                let value = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                if let duplicate = checkKey(value, at: event.start_mark) { return duplicate }
                // Raw control characters were refused with the file's text; only a double-quoted
                // value's escapes (`"\e"`, `"\x01"`) can make one, so only those are looked at.
                if scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE, let problem = YAMLSource.controlCharacter(in: value, at: located(event.start_mark)) {
                    return problem
                }
                let characters = Int(scalar.length)
                add(values: 1, characters: characters)
                let style = Node.Scalar.Style(rawValue: scalar.style.rawValue) ?? .any
                let node = Node.scalar(Node.Scalar(value, style: style, mark: Self.mark(event.start_mark)))
                if let anchor = Self.string(scalar.anchor) { anchors[anchor] = (node, 1, characters) }
                attach(node)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                _ = checkKey(nil, at: event.start_mark)
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                frames.append(Frame(anchor: Self.string(anchor), isMapping: isMapping, mark: Self.mark(event.start_mark)))
                totalValues += 1
                if frames.count > ScenarioLimits.maximumNesting {
                    return Diagnostic("the values here are nested more than \(ScenarioLimits.maximumNesting) deep (lists and mappings inside one another); Tally's limit is \(ScenarioLimits.maximumNesting)",
                                      at: located(event.start_mark))
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = frames.popLast() else { break }
                let node: Node
                if frame.isMapping {
                    var pairs: [Node.Mapping.Element] = []
                    pairs.reserveCapacity(frame.items.count / 2)
                    var index = 0
                    while index + 1 < frame.items.count {
                        pairs.append((key: frame.items[index], value: frame.items[index + 1]))
                        index += 2
                    }
                    checkComplexKeys(pairs)
                    node = .mapping(Node.Mapping(pairs, mark: frame.mark))
                } else {
                    node = .sequence(Node.Sequence(frame.items, mark: frame.mark))
                }
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.values, frame.characters) }
                if var parent = frames.popLast() {
                    parent.values += frame.values
                    parent.characters += frame.characters
                    frames.append(parent)
                }
                attach(node)
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.data.alias.anchor) ?? ""
                // An alias used as a key (`*r : 50`) is that key written again.
                if let duplicate = checkKey(anchors[name]?.node.string, at: event.start_mark) { return duplicate }
                guard let target = anchors[name] else {
                    if deferred == nil {
                        deferred = Diagnostic("YAML syntax: found undefined alias", at: located(event.start_mark))
                    }
                    attach(.scalar(Node.Scalar("", mark: Self.mark(event.start_mark))))
                    break
                }
                add(values: target.values, characters: target.characters)
                if totalValues > ScenarioLimits.maximumExpandedValues || totalCharacters > ScenarioLimits.maximumExpandedCharacters {
                    return Diagnostic("the alias *\(name) makes the file too large once aliases are expanded: more than \(ScenarioLimits.maximumExpandedValues) values or \(ScenarioLimits.maximumExpandedCharacters) characters, Tally's limit; write the values out, or use fewer aliases",
                                      at: located(event.start_mark))
                }
                attach(target.node)
            default:
                break
            }
            return nil
        }

        /// Puts a finished value into the open collection, or makes it the root.
        mutating func attach(_ node: Node) {
            guard !frames.isEmpty else {
                root = node
                return
            }
            frames[frames.count - 1].items.append(node)
        }

        /// Counts a value (or an alias's whole expansion) into the open collection and the file.
        mutating func add(values: Int, characters: Int) {
            totalValues += values
            totalCharacters += characters
            guard !frames.isEmpty else { return }
            frames[frames.count - 1].values += values
            frames[frames.count - 1].characters += characters
        }

        /// Checks the next child of the open mapping: a scalar key seen before is a duplicate.
        mutating func checkKey(_ key: String?, at mark: yaml_mark_t) -> Diagnostic? {
            guard let top = frames.indices.last, frames[top].isMapping, frames[top].items.count % 2 == 0, let key else { return nil }
            var duplicate: String { "'\(key)' is given twice; each key may appear once" }
            if let inserted = frames[top].keys?.insert(key).inserted {
                return inserted ? nil : Diagnostic(duplicate, at: located(mark))
            }
            let items = frames[top].items
            var index = 0
            while index < items.count {
                if case .scalar(let written) = items[index], written.string == key { return Diagnostic(duplicate, at: located(mark)) }
                index += 2
            }
            // Past a handful of keys a set keeps a long mapping from costing its square.
            if items.count >= 32 {
                var keys = Set<String>()
                for index in stride(from: 0, to: items.count, by: 2) { if let text = items[index].string { keys.insert(text) } }
                keys.insert(key)
                frames[top].keys = keys
            }
            return nil
        }

        /// Two list or mapping keys alike: Yams's composer refused them, naming the first.
        mutating func checkComplexKeys(_ pairs: [Node.Mapping.Element]) {
            guard deferred == nil, pairs.contains(where: { $0.key.scalar == nil }) else { return }
            let complex = pairs.map(\.key).filter { $0.scalar == nil }
            for (offset, key) in complex.enumerated() where complex[(offset + 1)...].contains(key) {
                let mark = key.mark ?? Mark(line: 1, column: 1)
                deferred = Diagnostic("'<uncovertable>' is given twice; each key may appear once",
                                      at: SourceLocation(path: path, line: mark.line, column: mark.column))
                return
            }
        }
    }

    /// libyaml's complaint, at the opening quote or bracket when one was never closed.
    private static func syntaxError(_ parser: yaml_parser_t, path: String, length: Int) -> Diagnostic {
        func located(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) } ?? ""
        let atEnd = Int(parser.problem_mark.index) >= length - 1 || problem.contains("end of stream")
        if parser.error == YAML_READER_ERROR {
            return Diagnostic("the file holds a character YAML does not allow here", at: SourceLocation(path: path, line: 1, column: 1))
        }
        if problem.contains("max depth") || problem.contains("nest") {
            return Diagnostic("the values here are nested more than \(ScenarioLimits.maximumNesting) deep (lists and mappings inside one another); Tally's limit is \(ScenarioLimits.maximumNesting)",
                              at: located(parser.problem_mark))
        }
        // A quote or bracket still open at the end of the file, or on a later line where YAML
        // gave up, was most likely never closed: point at where it opens, not where YAML stopped.
        let laterLine = parser.problem_mark.line > parser.context_mark.line
        let stopped = atEnd ? "" : " (YAML gave up at line \(parser.problem_mark.line + 1), column \(parser.problem_mark.column + 1))"
        switch context {
        case "while scanning a quoted scalar" where atEnd:
            return Diagnostic("this quote is never closed; end the text with a matching quote", at: located(parser.context_mark))
        case "while parsing a flow mapping" where atEnd || laterLine:
            return Diagnostic("this `{` is never closed with a matching `}`\(stopped)", at: located(parser.context_mark))
        case "while parsing a flow sequence" where atEnd || laterLine:
            return Diagnostic("this `[` is never closed with a matching `]`\(stopped)", at: located(parser.context_mark))
        default:
            break
        }
        return Diagnostic("YAML syntax: \(problem)", at: located(parser.problem_mark))
    }
}
