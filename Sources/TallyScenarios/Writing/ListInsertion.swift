/// Why an entry cannot be added to a file's text as new lines.
struct InsertionError: Error, Sendable {
    let message: String
    let line: Int
    let column: Int
}

/// Adds one entry at the end of a list in a scenario file's text. The places come from libyaml's
/// own marks (`YAMLOutline`): the entry goes just after where the parser says the list's last
/// item ends (past the comments that belong to it), in the file's own indentation and line
/// endings, and every existing byte is kept, with one exception the result needs: an empty
/// `key: []` (or `key:`/`key: ~`) loses its empty value to become a block list. A list written
/// `[...]` gets the entry inside its brackets.
struct ListInsertion {
    /// The whole file after the edit.
    let bytes: [UInt8]
    /// The 1-based line (as libyaml counts lines) where the entry starts in the new text.
    let firstLine: Int
    /// How many whole lines were added (0 when the entry went inside a `[...]` or `{...}` line).
    let addedLines: Int
    /// Where the list (or the mapping that gets it) is written: where a refusal points.
    let place: YAMLOutline.Position

    /// Where line `line` of the new text came from: nil for an added line.
    func originalLine(of line: Int) -> Int? {
        if line < firstLine { return line }
        if line < firstLine + addedLines { return nil }
        return line - addedLines
    }

    /// Appends `item` to the list under `key` in the mapping at `path` (the document root, or an
    /// entry of a list such as one category), creating the key at the end of that mapping if
    /// needed.
    static func append(_ item: NewListItem, toList key: String, under path: [ValuePath.Step],
                       in outline: YAMLOutline) throws(InsertionError) -> ListInsertion {
        try append([item], toList: key, under: path, in: outline)
    }

    /// Appends `items`, in order, the way one is appended (`tally import` adds a statement's
    /// entries for one list at once).
    static func append(_ item: [NewListItem], toList key: String, under path: [ValuePath.Step],
                       in outline: YAMLOutline) throws(InsertionError) -> ListInsertion {
        guard var owner = outline.root else { throw failure("the file holds no values", at: nil) }
        var route = [owner]
        for step in path {
            guard let next = step.child(of: owner) else { throw failure("cannot find where \(key) belongs", at: owner.start) }
            owner = next
            route.append(owner)
        }
        guard owner.kind == .mapping else {
            throw failure("the place for \(key) is not a set of `key: value` lines", at: owner.start)
        }
        guard let pair = owner.value(forKey: key) else {
            try refuseShared(route, in: outline)
            return appendNewKey(item, key: key, to: owner, parent: route.dropLast().last, in: outline)
        }
        let list = pair.value
        try refuseShared(route + [list], in: outline)
        switch list.kind {
        case .sequence:
            guard let last = list.children.last else {
                return try replaceEmptyValue(item, key: pair.key, value: list, owner: owner, in: outline)
            }
            if case .alias(let name) = last.kind {
                let origin = last.origin.map { " at line \($0.line)" } ?? ""
                throw failure("the last entry of \(key) is `*\(name)`, a second use of the entry anchored `&\(name)`\(origin); Tally adds after an entry written out in full, so write that one out here, or add the new one by hand",
                              at: last.start)
            }
            if list.isFlow {
                var bytes = outline.bytes
                bytes.insert(contentsOf: Array((", " + NewListItem.flowText(item)).utf8), at: last.end.offset)
                return ListInsertion(bytes: bytes, firstLine: last.end.line, addedLines: 0, place: list.start)
            }
            return appendAfterLastItem(item, last: last, of: list, in: outline)
        case .scalar(let text) where ["", "~", "null", "Null", "NULL"].contains(text):
            return try replaceEmptyValue(item, key: pair.key, value: list, owner: owner, in: outline)
        default:
            throw failure("\(key) must be a list (lines starting with `- `) to add to it", at: list.start)
        }
    }

    // MARK: - The places an entry can go

    /// After the line where the list's last item ends and the comments that belong to it.
    private static func appendAfterLastItem(_ item: [NewListItem], last: YAMLOutline.Value, of list: YAMLOutline.Value,
                                            in outline: YAMLOutline) -> ListInsertion {
        let dash = dashColumn(of: list, in: outline.bytes)
        let end = endOfOwnedLines(from: last.end, until: list.closed, boundary: dash - 1, in: outline.bytes)
        let gap = keyGap(of: last, dash: dash, in: outline.bytes)
        let lines = item.flatMap { $0.blockLines(dashIndent: dash - 1, keyGap: gap) }
        return insertLines(lines, at: end, place: list.start, in: outline.bytes)
    }

    /// `key: []`, `key:` or `key: ~`: in block lines the empty value goes and a block list starts
    /// on the next line; inside `{...}` the value becomes `[{...}]`.
    private static func replaceEmptyValue(_ item: [NewListItem], key: YAMLOutline.Value, value: YAMLOutline.Value,
                                          owner: YAMLOutline.Value, in outline: YAMLOutline) throws(InsertionError) -> ListInsertion {
        var bytes = outline.bytes
        if owner.isFlow {
            // An empty value may be marked right after its colon; the list needs a space there.
            let spaced = value.start.offset > 0 && [0x20, 0x09].contains(bytes[value.start.offset - 1])
            let text = (spaced ? "" : " ") + "[" + NewListItem.flowText(item) + "]"
            bytes.replaceSubrange(value.start.offset..<value.end.offset, with: Array(text.utf8))
            return ListInsertion(bytes: bytes, firstLine: value.start.line, addedLines: 0, place: key.start)
        }
        guard value.start.line == value.end.line else {
            throw failure("an empty list written over several lines cannot be added to; write `[]` on one line", at: value.start)
        }
        var from = value.start.offset
        while from > 0, bytes[from - 1] == 0x20 || bytes[from - 1] == 0x09 { from -= 1 }
        let style = ListIndentStyle.detect(in: outline, preferredKey: key.scalarText)
        let lines = item.flatMap { $0.blockLines(dashIndent: key.start.column - 1 + style.dashOffset, keyGap: style.keyGap) }
        let inserted = insertLines(lines, at: lineEnd(after: value.end, in: bytes), place: key.start, in: bytes)
        // The cut is on the line the entry follows, and holds no line break.
        bytes = inserted.bytes
        bytes.removeSubrange(from..<value.end.offset)
        return ListInsertion(bytes: bytes, firstLine: inserted.firstLine, addedLines: inserted.addedLines, place: key.start)
    }

    /// The mapping has no `key:` yet: `key:` and the list go after its last line (or before the
    /// `}` of a mapping written `{...}`).
    private static func appendNewKey(_ item: [NewListItem], key: String, to owner: YAMLOutline.Value,
                                     parent: YAMLOutline.Value?, in outline: YAMLOutline) -> ListInsertion {
        let bytes = outline.bytes
        if owner.isFlow {
            let at = owner.children.last?.end ?? owner.opened
            var edited = bytes
            edited.insert(contentsOf: Array(((owner.children.isEmpty ? "" : ", ") + key + ": [" + NewListItem.flowText(item) + "]").utf8), at: at.offset)
            return ListInsertion(bytes: edited, firstLine: at.line, addedLines: 0, place: owner.start)
        }
        let keyIndent = owner.opened.column - 1
        // A comment at the dash of the list this mapping is an item of belongs to the next item.
        let boundary = parent.flatMap { $0.kind == .sequence && !$0.isFlow ? dashColumn(of: $0, in: bytes) - 1 : nil } ?? keyIndent - 1
        let end = endOfOwnedLines(from: owner.end, until: owner.closed, boundary: boundary, in: bytes)
        let style = ListIndentStyle.detect(in: outline, preferredKey: key)
        let lines = [String(repeating: " ", count: keyIndent) + key + ":"]
            + item.flatMap { $0.blockLines(dashIndent: keyIndent + style.dashOffset, keyGap: style.keyGap) }
        return insertLines(lines, at: end, place: owner.start, in: bytes)
    }

    /// A value on the way to the list, or the list itself, that is an alias, or that is anchored
    /// and used again by an alias: what is added there would appear wherever it is used.
    private static func refuseShared(_ route: [YAMLOutline.Value], in outline: YAMLOutline) throws(InsertionError) {
        let aliases = outline.root?.aliases ?? []
        for value in route {
            if case .alias(let name) = value.kind {
                let origin = value.origin.map { " at line \($0.line)" } ?? ""
                throw failure("this is `*\(name)`, a second use of the value anchored `&\(name)`\(origin), so an entry added here would land there too; write it out in full here to add to it",
                              at: value.start)
            }
            if let anchor = value.anchor, let use = aliases.first(where: { $0.origin == value.start }) {
                throw failure("this is anchored `&\(anchor)` and used again as `*\(anchor)` at line \(use.start.line), so an entry added here would land there too; write that one out in full to add here",
                              at: value.start)
            }
        }
    }

    // MARK: - Reading the text around a value

    /// The column of a block list's dashes (all of its items' dashes stand in one column).
    static func dashColumn(of list: YAMLOutline.Value, in bytes: [UInt8]) -> Int {
        // libyaml opens a list at its first dash, or just after it when the list is written at
        // its key's indentation.
        list.opened.offset < bytes.count && bytes[list.opened.offset] == UInt8(ascii: "-") ? list.opened.column : list.opened.column - 1
    }

    /// How far right of its dash an item's first key starts: 2 unless its first line says otherwise.
    static func keyGap(of item: YAMLOutline.Value, dash: Int, in bytes: [UInt8]) -> Int {
        var offset = item.start.offset
        while offset > 0, bytes[offset - 1] == 0x20 || bytes[offset - 1] == 0x09 { offset -= 1 }
        guard offset > 0, bytes[offset - 1] == UInt8(ascii: "-") else { return 2 }
        return max(2, item.start.column - dash)
    }

    /// Just after the line break that ends the line where a value ends; a block scalar (`|`)
    /// ends at the start of a line already.
    static func lineEnd(after end: YAMLOutline.Position, in bytes: [UInt8]) -> Int {
        if end.column == 1 { return end.offset }
        return LineBreak.lineEnd(from: end.offset, in: bytes)
    }

    /// The offset just after the last line that belongs with a value ending at `end`: its own
    /// line, and the comment lines between it and what follows (`until`) that are indented more
    /// than `boundary` characters, or as much when what follows is indented less. A comment
    /// indented less belongs to what comes next, and blank lines after the value stay after it.
    /// Between a value's end and the next thing libyaml reads there is nothing but blank lines
    /// and comments, so these lines are told apart safely.
    static func endOfOwnedLines(from end: YAMLOutline.Position, until next: YAMLOutline.Position,
                                boundary: Int, in bytes: [UInt8]) -> Int {
        let nextIndent = next.offset < bytes.count ? next.column - 1 : -1
        var owned = lineEnd(after: end, in: bytes)
        var start = owned
        while start < next.offset {
            let stop = LineBreak.lineEnd(from: start, in: bytes)
            guard stop <= next.offset else { break }
            var first = start
            while first < stop, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < stop, bytes[first] == UInt8(ascii: "#") {
                let indent = String(decoding: bytes[start..<first], as: UTF8.self).unicodeScalars.count
                if indent > boundary || (indent == boundary && nextIndent < boundary) { owned = stop }
            } else if first < stop, LineBreak.length(at: first, in: bytes) == 0 {
                break
            }
            start = stop
        }
        return owned
    }

    /// `lines` added at `offset`, each ending as the file's lines usually end; at the end of a
    /// last line without a line break, the file still ends without one.
    private static func insertLines(_ lines: [String], at offset: Int, place: YAMLOutline.Position,
                                    in bytes: [UInt8]) -> ListInsertion {
        let ending = LineBreak.usual(in: bytes)
        let atLineStart = LineBreak.startsLine(offset, in: bytes, after: ScenarioText.byteOrderMarkLength(bytes))
        var added: [UInt8] = []
        for text in lines { added += atLineStart ? Array(text.utf8) + ending : ending + Array(text.utf8) }
        var edited = bytes
        edited.insert(contentsOf: added, at: offset)
        let line = LineBreak.line(of: offset, in: bytes) + (atLineStart ? 0 : 1)
        return ListInsertion(bytes: edited, firstLine: line, addedLines: lines.count, place: place)
    }

    private static func failure(_ message: String, at position: YAMLOutline.Position?) -> InsertionError {
        InsertionError(message: message, line: position?.line ?? 1, column: position?.column ?? 1)
    }
}
