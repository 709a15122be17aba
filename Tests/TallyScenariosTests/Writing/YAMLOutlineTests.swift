import Testing
@testable import TallyScenarios

/// libyaml's marks count characters, a CRLF as two, and end lines at CR, LF, CRLF, U+0085,
/// U+2028 and U+2029: the outline turns them into the file's own byte offsets.
@Suite struct YAMLOutlineTests {
    private func text(_ bytes: [UInt8], _ value: YAMLOutline.Value) -> String {
        String(decoding: bytes[value.start.offset..<value.end.offset], as: UTF8.self)
    }

    @Test func offsetsAreBytesPastWideCharactersAndEveryLineBreak() throws {
        let source = "a: \"é\r\n☕\u{85}x\u{2028}y\"\rb: 🙂 z   # c\nc: [1, \"ü\"]\n"
        let bytes = Array(source.utf8)
        let outline = try #require(YAMLOutline(bytes))
        let a = try #require(outline.root?.value(forKey: "a")?.value)
        let b = try #require(outline.root?.value(forKey: "b")?.value)
        let c = try #require(outline.root?.value(forKey: "c")?.value)
        #expect(text(bytes, a) == "\"é\r\n☕\u{85}x\u{2028}y\"")
        #expect(text(bytes, b) == "🙂 z")
        #expect(b.start.line == 5, "CRLF, U+0085, U+2028 and CR each end a line")
        #expect(text(bytes, c) == "[1, \"ü\"]")
        #expect(c.isFlow && c.children.count == 2)
    }

    @Test func aBlockCollectionEndsWithItsLastItemNotAtWhatFollows() throws {
        let bytes = Array("list:\n  - x: \"q\nr\"   # mine\n\n# next\nother: 1\n".utf8)
        let outline = try #require(YAMLOutline(bytes))
        let list = try #require(outline.root?.value(forKey: "list")?.value)
        #expect(String(decoding: bytes[..<list.end.offset], as: UTF8.self).hasSuffix("r\""))
        #expect(list.closed.line == 6, "libyaml closes the list at the next key")
        #expect(ListInsertion.dashColumn(of: list, in: bytes) == 3)
    }

    @Test func aListAtItsKeysIndentationHasItsDashFound() throws {
        let bytes = Array("list: &l\n- a\n- b\n".utf8)
        let outline = try #require(YAMLOutline(bytes))
        let list = try #require(outline.root?.value(forKey: "list")?.value)
        #expect(list.anchor == "l")
        #expect(ListInsertion.dashColumn(of: list, in: bytes) == 1)
    }
}
