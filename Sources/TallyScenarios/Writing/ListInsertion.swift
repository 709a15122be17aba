
/// Why an entry cannot be added to a file's text as new lines.
struct InsertionError: Error, Sendable {
    let message: String
    let line: Int
    let column: Int
}

/// Adds one entry at the end of a list in a scenario file's text, working on the original
/// bytes and the YAML nodes' marks: the entry becomes new lines in the file's own indentation
/// and line endings, and every existing line is kept as it was, with two exceptions the result
/// needs: an empty `key: []` (or `key:`/`key: ~`) loses its empty value to become a block list,
/// and a non-empty list written `[...]` gets the entry inside its brackets.
struct ListInsertion {
    /// The whole file after the edit.
    let bytes: [UInt8]
    /// The 1-based line where the entry starts in the new text.
    let firstLine: Int
    /// How many whole lines were added (0 when the entry went inside a `[...]` line).
    let addedLines: Int

    /// Where line `line` of the new text came from: nil for an added line.
    func originalLine(of line: Int) -> Int? {
        if line < firstLine { return line }
        if line < firstLine + addedLines { return nil }
        return line - addedLines
    }

    /// Appends `item` to the list under `key` in the mapping `owner` (the document root, or an
    /// entry of a list such as one category), creating the key at the end of `owner` if needed.
    static func append(_ item: NewListItem, toList key: String, in owner: Node, root: Node,
                       source: SourceText) throws(InsertionError) -> ListInsertion {
        guard let mapping = owner.mapping else {
            throw failure("the place for \(key) is not a set of `key: value` lines", at: owner.mark)
        }
        guard let pair = mapping.first(where: { $0.key.string == key }) else {
            return try appendNewKey(item, key: key, to: owner, root: root, source: source)
        }
        let list = pair.value
        if let sequence = list.sequence {
            if isFlow(list, source: source) {
                return try appendToFlowList(item, list: list, key: pair.key, root: root, source: source)
            }
            guard let last = sequence.last else {
                return try replaceEmptyValue(item, key: pair.key, value: list, root: root, source: source)
            }
            return try appendAfterLastItem(item, last: last, source: source)
        }
        if MappingReader.isBlank(list) {
            return try replaceEmptyValue(item, key: pair.key, value: list, root: root, source: source)
        }
        throw failure("\(key) must be a list (lines starting with `- `) to add to it", at: list.mark)
    }

    // MARK: - The four places an entry can go

    /// After the last line that belongs to the list's last item.
    private static func appendAfterLastItem(_ item: NewListItem, last: Node, source: SourceText) throws(InsertionError) -> ListInsertion {
        guard let mark = last.mark, let dash = dash(before: mark, in: source) else {
            throw failure("cannot find the `- ` of the list's last entry", at: last.mark)
        }
        let dashIndent = dash.column - 1
        let keyGap = dash.line == mark.line ? mark.column - dash.column : 2
        let end = blockEnd(from: mark.line, boundary: dashIndent, source: source)
        return insertLines(item.blockLines(dashIndent: dashIndent, keyGap: max(2, keyGap)), after: end, source: source)
    }

    /// `key: []`, `key:` or `key: ~`: the empty value goes and a block list starts on the next line.
    private static func replaceEmptyValue(_ item: NewListItem, key: Node, value: Node, root: Node,
                                          source: SourceText) throws(InsertionError) -> ListInsertion {
        guard let keyMark = key.mark else { throw failure("cannot find `\(key.string ?? "")`", at: nil) }
        var cut: Range<Int>?
        var lineAfter = keyMark.line
        if let valueMark = value.mark, !(value.scalar?.string.isEmpty ?? false) {
            let start = source.offset(line: valueMark.line, column: valueMark.column)
            var end = start
            if value.sequence != nil {
                guard let close = FlowCollectionScanner.closingBracket(in: source.bytes, from: start),
                      close < source.lines[valueMark.line - 1].upperBound else {
                    throw failure("an empty list written over several lines cannot be added to; write `[]` on one line", at: valueMark)
                }
                end = close + 1
            } else if let text = value.scalar?.string {
                end = start + text.utf8.count
            }
            var from = start
            let lineStart = source.lines[valueMark.line - 1].lowerBound
            while from > lineStart, source.bytes[from - 1] == 0x20 || source.bytes[from - 1] == 0x09 { from -= 1 }
            cut = from..<end
            lineAfter = valueMark.line
        }
        let style = ListIndentStyle.detect(in: root, source: source, preferredKey: key.string ?? "")
        let lines = item.blockLines(dashIndent: keyMark.column - 1 + style.dashOffset, keyGap: style.keyGap)
        let inserted = insertLines(lines, after: lineAfter, source: source)
        guard let cut else { return inserted }
        // The cut is on or before the line the entry follows, so its offsets are unchanged.
        var bytes = inserted.bytes
        bytes.removeSubrange(cut)
        return ListInsertion(bytes: bytes, firstLine: inserted.firstLine, addedLines: inserted.addedLines)
    }

    /// `key: [a, b]`: the entry goes in as `{...}` before the closing bracket.
    private static func appendToFlowList(_ item: NewListItem, list: Node, key: Node, root: Node,
                                         source: SourceText) throws(InsertionError) -> ListInsertion {
        guard let mark = list.mark else { throw failure("cannot find the list", at: nil) }
        let open = source.offset(line: mark.line, column: mark.column)
        guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "["),
              let close = FlowCollectionScanner.closingBracket(in: source.bytes, from: open) else {
            throw failure("cannot find the brackets of this list", at: mark)
        }
        let last = FlowCollectionScanner.lastSignificantByte(in: source.bytes, from: open, before: close)
        let lineOfClose = source.lines.firstIndex(where: { $0.upperBound >= close }).map { $0 + 1 } ?? mark.line
        if last.offset == open, lineOfClose == mark.line {
            return try replaceEmptyValue(item, key: key, value: list, root: root, source: source)
        }
        let separator = last.byte == UInt8(ascii: "[") || last.byte == UInt8(ascii: ",") ? " " : ", "
        var bytes = source.bytes
        bytes.insert(contentsOf: Array((separator + item.flowText).utf8), at: last.offset + 1)
        let line = source.lines.firstIndex(where: { $0.upperBound >= last.offset }).map { $0 + 1 } ?? mark.line
        return ListInsertion(bytes: bytes, firstLine: line, addedLines: 0)
    }

    /// The mapping has no `key:` yet: `key:` and the list go after its last line.
    private static func appendNewKey(_ item: NewListItem, key: String, to owner: Node, root: Node,
                                     source: SourceText) throws(InsertionError) -> ListInsertion {
        guard let mapping = owner.mapping, !isFlow(owner, source: source) else {
            throw failure("this entry is written `{...}` on one line; add `\(key):` to it by hand, or write it as block lines", at: owner.mark)
        }
        guard let firstKey = mapping.first?.key.mark else { throw failure("cannot find where this entry starts", at: owner.mark) }
        let keyIndent = firstKey.column - 1
        let boundary = dash(before: firstKey, in: source).map { $0.column - 1 } ?? keyIndent - 1
        let end = blockEnd(from: firstKey.line, boundary: boundary, source: source)
        let style = ListIndentStyle.detect(in: root, source: source, preferredKey: key)
        let lines = [String(repeating: " ", count: keyIndent) + key + ":"]
            + item.blockLines(dashIndent: keyIndent + style.dashOffset, keyGap: style.keyGap)
        let inserted = insertLines(lines, after: end, source: source)
        return ListInsertion(bytes: inserted.bytes, firstLine: inserted.firstLine, addedLines: inserted.addedLines)
    }

    // MARK: - Reading the text around a node

    /// Written `[...]` or `{...}`: told from the text, which is what the edit must match.
    static func isFlow(_ node: Node, source: SourceText) -> Bool {
        guard let mark = node.mark, mark.line >= 1, mark.line <= source.lineCount else { return false }
        let offset = source.offset(line: mark.line, column: mark.column)
        guard offset < source.lines[mark.line - 1].upperBound else { return false }
        return source.bytes[offset] == UInt8(ascii: "[") || source.bytes[offset] == UInt8(ascii: "{")
    }

    /// The `-` that starts the list item whose content begins at `mark`: the first thing before
    /// it, on its line or an earlier one. Nil when the node is not a block list item.
    static func dash(before mark: Mark, in source: SourceText) -> (line: Int, column: Int)? {
        var line = mark.line
        guard line >= 1, line <= source.lineCount else { return nil }
        var offset = source.offset(line: line, column: mark.column)
        while true {
            let start = source.lines[line - 1].lowerBound
            while offset > start {
                let byte = source.bytes[offset - 1]
                if byte == 0x20 || byte == 0x09 { offset -= 1; continue }
                // A list dash stands alone: `---` and `-5` are not one.
                let before = offset - 1 > start ? source.bytes[offset - 2] : 0x20
                guard byte == UInt8(ascii: "-"), before == 0x20 || before == 0x09 else { return nil }
                return (line, source.column(line: line, offset: offset - 1))
            }
            repeat { line -= 1 } while line >= 1 && (source.isBlank(line) || source.isComment(line))
            guard line >= 1 else { return nil }
            offset = source.lines[line - 1].upperBound
        }
    }

    /// The last line of the block that starts on line `start` and whose lines are indented more
    /// than `boundary` spaces. Comments after it are kept with it when indented more than the
    /// boundary, or as much when nothing at that indentation follows; a comment indented less
    /// belongs to what comes next, and blank lines after the block stay after it.
    static func blockEnd(from start: Int, boundary: Int, source: SourceText) -> Int {
        var lastContent = start
        var comments: [(line: Int, indent: Int)] = []
        var nextIndent: Int?
        var line = start + 1
        while line <= source.lineCount {
            defer { line += 1 }
            if source.isBlank(line) { continue }
            let indent = source.indentation(line)
            if source.isComment(line) { comments.append((line, indent)); continue }
            if indent > boundary {
                lastContent = line
                comments.removeAll()
                continue
            }
            nextIndent = indent
            break
        }
        var end = lastContent
        for comment in comments where comment.indent > boundary || (comment.indent == boundary && (nextIndent ?? -1) < boundary) {
            end = max(end, comment.line)
        }
        return end
    }

    /// `lines` added after line `line`, each ending as the file's lines end.
    private static func insertLines(_ lines: [String], after line: Int, source: SourceText) -> ListInsertion {
        let ending = source.lineEnding
        var added: [UInt8] = []
        let offset: Int
        if line >= 1, line <= source.lineCount {
            offset = source.lineEnds[line - 1]
        } else {
            offset = source.bytes.count
        }
        let lastLineUnended = offset == source.bytes.count && source.lines.last.map { $0.upperBound == source.bytes.count } == true
        if lastLineUnended {
            // The file has no line break at the end: keep it that way, after the new lines.
            for text in lines { added += ending + Array(text.utf8) }
        } else {
            for text in lines { added += Array(text.utf8) + ending }
        }
        var bytes = source.bytes
        bytes.insert(contentsOf: added, at: offset)
        return ListInsertion(bytes: bytes, firstLine: line + 1, addedLines: lines.count)
    }

    private static func failure(_ message: String, at mark: Mark?) -> InsertionError {
        InsertionError(message: message, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
