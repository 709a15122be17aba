/// A scenario file's text parsed into a YAML node tree whose nodes keep their line and column.
public struct YAMLSource {
    public let path: String
    public let root: Node
    /// The files after the first that marks may point into (`Mark.file` 1, 2, …).
    let otherPaths: [String]

    /// Parses `text`; a syntax error comes back located like every other mistake.
    public init(text: String, path: String) throws(Diagnostics) {
        self.path = path
        if let problem = Self.firstUnreadableCharacter(in: text, path: path) { throw Diagnostics([problem]) }
        let prepared = Self.markBareQuestionMarksAsBlank(text)
        guard let root = try YAMLComposer.compose(prepared, path: path) else {
            throw Diagnostics([Diagnostic("the file is empty; a scenario starts with `kind:`", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        self.root = root
        otherPaths = []
    }

    /// A comparison's variant of a scenario: `base`'s mapping with each key that `changes` (a
    /// mapping written in `other`) sets replaced by its value, or added. Every mistake is still
    /// located in the file its value was written in.
    public init?(varying base: YAMLSource, with changes: Node.Mapping, from other: YAMLSource) {
        guard let mapping = base.root.mapping else { return nil }
        let changed = changes.map { (key: $0.key.marked(file: 1), value: $0.value.marked(file: 1)) }
        let kept = mapping.filter { pair in !changed.contains { $0.key.string == pair.key.string } }
        path = base.path
        root = .mapping(Node.Mapping(kept + changed, mark: mapping.mark))
        otherPaths = [other.path]
    }

    /// A file over the size limit, or a character YAML does not allow (NUL and other control
    /// characters), located where it is and named in plain words, before libyaml sees it.
    static func firstUnreadableCharacter(in text: String, path: String) -> Diagnostic? {
        // Nearly every file is printable ASCII within the limit, which one pass over the bytes
        // tells; only the others are walked scalar by scalar to find and place the first problem.
        var bytes = text
        let plain = bytes.withUTF8 { bytes in
            guard bytes.count <= ScenarioLimits.maximumFileBytes else { return false }
            for byte in bytes where (byte < 0x20 || byte > 0x7E) && byte != 0x0A && byte != 0x0D && byte != 0x09 { return false }
            return true
        }
        if plain { return nil }
        var line = 1
        var column = 1
        var previousWasCR = false
        var offset = 0
        for scalar in text.unicodeScalars {
            if offset >= ScenarioLimits.maximumFileBytes {
                return ScenarioText.tooLarge(at: SourceLocation(path: path, line: line, column: column))
            }
            let value = scalar.value
            if !isAllowedInText(value) {
                let location = SourceLocation(path: path, line: line, column: column)
                if value == 0 {
                    return Diagnostic("the file holds a NUL character (byte 0) here; scenario files are plain text", at: location)
                }
                let code = String(value, radix: 16, uppercase: true)
                return Diagnostic("the file holds a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)) here; scenario files are plain text", at: location)
            }
            if value == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if value == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = value == 0x0D
            offset += scalar.utf8.count
        }
        return nil
    }

    /// What YAML allows in a file's text: tab, line breaks and printable characters, no other
    /// control character.
    static func isAllowedInText(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0x7E).contains(value) || value == 0x85
            || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }

    /// The first character of a value (its escapes read) that the file's text could not hold raw,
    /// named as the file's text check names it. YAML turns every line break written in a value
    /// into a line feed, so a carriage return there can only come from `"\r"` and is refused too:
    /// it would let a value overwrite a terminal line.
    static func controlCharacter(in value: String, at location: SourceLocation) -> Diagnostic? {
        guard let bad = value.unicodeScalars.first(where: { $0.value == 0x0D || !isAllowedInText($0.value) }) else { return nil }
        let code = String(bad.value, radix: 16, uppercase: true)
        let name = bad.value == 0 ? "a NUL character" : "a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))"
        return Diagnostic("this value holds \(name); values are plain text, so leave it out (in double quotes, an escape such as \\e or \\x01 makes one)", at: location)
    }

    public func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        let file = mark?.file ?? 0
        return SourceLocation(path: file == 0 ? path : otherPaths[file - 1], line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// A value written as a lone `?` means "solve this", but YAML reads `?` as a complex-key
    /// marker. Rewriting it to `~` (YAML's null, the same width) keeps every column where the
    /// person typed it. Only `key: ?` lines are touched, never the text of a block scalar
    /// (`notes: |` and the lines indented under it), which is the person's own prose.
    static func markBareQuestionMarksAsBlank(_ text: String) -> String {
        var bytes = text
        guard bytes.withUTF8({ $0.contains(UInt8(ascii: "?")) }) else { return text }
        // Split where libyaml ends a line (LF, CR, CRLF, U+0085, U+2028, U+2029), keeping each
        // break, so a file saved with any of them has its `?` found on the line libyaml reads.
        let utf8 = Array(text.utf8)
        var lines: [String] = []
        var breaks: [String] = []
        var start = 0, index = 0
        while index < utf8.count {
            let length = LineBreak.length(at: index, in: utf8)
            if length == 0 {
                index += 1
                continue
            }
            lines.append(String(decoding: utf8[start..<index], as: UTF8.self))
            breaks.append(String(decoding: utf8[index..<(index + length)], as: UTF8.self))
            index += length
            start = index
        }
        lines.append(String(decoding: utf8[start...], as: UTF8.self))
        var blockKeyColumn: Int?
        for index in lines.indices {
            let line = lines[index]
            let indentation = line.prefix(while: { $0 == " " }).count
            if let column = blockKeyColumn {
                let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
                if isBlank || indentation > column { continue }
                blockKeyColumn = nil
            }
            guard let entry = KeyedLine(line) else { continue }
            if entry.startsBlockScalar {
                blockKeyColumn = entry.keyColumn
            } else if entry.valueIsLoneQuestionMark {
                lines[index].replaceSubrange(entry.valueStart...entry.valueStart, with: "~")
            }
        }
        var result = ""
        result.reserveCapacity(utf8.count)
        for (index, line) in lines.enumerated() {
            result += line
            if index < breaks.count { result += breaks[index] }
        }
        return result
    }

    /// A `key: value` line (optionally a list item, `- key: value`) with a plain key.
    private struct KeyedLine {
        let keyColumn: Int
        let valueStart: String.Index
        let value: Substring

        init?(_ line: String) {
            var position = line.startIndex
            func skipSpaces() { while position < line.endIndex, line[position] == " " { position = line.index(after: position) } }
            skipSpaces()
            while position < line.endIndex, line[position] == "-",
                  line.index(after: position) < line.endIndex, line[line.index(after: position)] == " " {
                position = line.index(position, offsetBy: 2)
                skipSpaces()
            }
            let keyStart = position
            while position < line.endIndex, line[position].isLetter || line[position].isNumber || line[position] == "-" || line[position] == "_" {
                position = line.index(after: position)
            }
            guard position > keyStart, position < line.endIndex, line[position] == ":" else { return nil }
            position = line.index(after: position)
            guard position == line.endIndex || line[position] == " " || line[position] == "\t" else { return nil }
            skipSpaces()
            keyColumn = line.distance(from: line.startIndex, to: keyStart)
            valueStart = position
            var value = line[position...]
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
            self.value = value
        }

        var valueIsLoneQuestionMark: Bool { value == "?" }

        /// `|`, `>`, `|-`, `>+2` and the like.
        var startsBlockScalar: Bool {
            guard let first = value.first, first == "|" || first == ">" else { return false }
            return value.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber }
        }
    }
}
