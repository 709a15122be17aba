import CYaml

/// A first pass over a file's YAML events, before any node tree is built, for what the tree
/// cannot tell or would cost too much to build: how deep values nest, how much aliases multiply
/// the file, a key given twice (at its second occurrence), a second document, and libyaml's own
/// syntax errors put into plain words at the place a person would look.
enum YAMLEventCheck {
    /// The first problem in `text`, located; nil when the file is sound YAML within limits.
    static func firstProblem(in text: String, path: String) -> Diagnostic? {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer -> Diagnostic? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var walk = Walk(path: path, length: buffer.count - 1)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return syntaxError(parser, path: path, length: buffer.count - 1)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = walk.visit(event) { return problem }
            }
        }
    }

    /// One open list or mapping: what it has counted so far, and for a mapping its keys.
    private struct Frame {
        let anchor: String?
        let isMapping: Bool
        var values = 1
        var characters = 0
        var children = 0
        var keys: Set<String> = []
    }

    private struct Walk {
        let path: String
        let length: Int
        var frames: [Frame] = []
        var documents = 0
        var anchors: [String: (values: Int, characters: Int)] = [:]
        var totalValues = 0
        var totalCharacters = 0

        init(path: String, length: Int) {
            self.path = path
            self.length = length
        }

        func located(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
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
                let value = scalar.value.map { String(cString: $0) } ?? ""
                if let duplicate = checkKey(value, at: event.start_mark) { return duplicate }
                let characters = Int(scalar.length)
                add(values: 1, characters: characters)
                if let anchor = scalar.anchor.map({ String(cString: $0) }) { anchors[anchor] = (1, characters) }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                _ = checkKey(nil, at: event.start_mark)
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                frames.append(Frame(anchor: anchor.map { String(cString: $0) }, isMapping: isMapping))
                totalValues += 1
                if frames.count > ScenarioLimits.maximumNesting {
                    return Diagnostic("the values here are nested more than \(ScenarioLimits.maximumNesting) deep (lists and mappings inside one another); Tally's limit is \(ScenarioLimits.maximumNesting)",
                                      at: located(event.start_mark))
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = frames.popLast() else { break }
                if let anchor = frame.anchor { anchors[anchor] = (frame.values, frame.characters) }
                if var parent = frames.popLast() {
                    parent.values += frame.values
                    parent.characters += frame.characters
                    frames.append(parent)
                }
            case YAML_ALIAS_EVENT:
                _ = checkKey(nil, at: event.start_mark)
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                // An unknown alias is left for the composer, which names it.
                guard let size = anchors[name] else { break }
                add(values: size.values, characters: size.characters)
                if totalValues > ScenarioLimits.maximumExpandedValues || totalCharacters > ScenarioLimits.maximumExpandedCharacters {
                    return Diagnostic("the alias *\(name) makes the file too large once aliases are expanded: more than \(ScenarioLimits.maximumExpandedValues) values or \(ScenarioLimits.maximumExpandedCharacters) characters, Tally's limit; write the values out, or use fewer aliases",
                                      at: located(event.start_mark))
                }
            default:
                break
            }
            return nil
        }

        /// Counts a value (or an alias's whole expansion) into the open collection and the file.
        mutating func add(values: Int, characters: Int) {
            totalValues += values
            totalCharacters += characters
            if var parent = frames.popLast() {
                parent.values += values
                parent.characters += characters
                frames.append(parent)
            }
        }

        /// Marks the next child of the open mapping; a scalar key seen before is a duplicate.
        mutating func checkKey(_ key: String?, at mark: yaml_mark_t) -> Diagnostic? {
            guard var frame = frames.popLast() else { return nil }
            defer { frames.append(frame) }
            let isKey = frame.isMapping && frame.children % 2 == 0
            frame.children += 1
            guard isKey, let key else { return nil }
            if frame.keys.contains(key) {
                return Diagnostic("'\(key)' is given twice; each key may appear once", at: located(mark))
            }
            frame.keys.insert(key)
            return nil
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
