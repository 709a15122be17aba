import TallyScenarios
import Testing

/// The node tree is composed from the same single libyaml pass that checks the file's limits,
/// so it must give what a composer gives and refuse what one refuses, in the same order.
@Suite struct YAMLComposerTests {
    static func source(_ text: String) -> YAMLSource? { try? YAMLSource(text: text, path: "home.yaml") }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try YAMLSource(text: text, path: "home.yaml")
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func valuesKeepTheirPlaceAndStyle() throws {
        let root = try #require(Self.source("kind: loan\nnotes: 'quoted'\nlist:\n  - a\n  - {b: 1}\n")?.root)
        let mapping = try #require(root.mapping)
        #expect(mapping.map { $0.key.string } == ["kind", "notes", "list"])
        #expect(mapping.mark == Mark(line: 1, column: 1))
        #expect(mapping["notes"]?.scalar?.style == .singleQuoted)
        #expect(mapping["notes"]?.mark == Mark(line: 2, column: 8))
        #expect(mapping["kind"]?.scalar?.style == .plain)
        let list = try #require(mapping["list"]?.sequence)
        #expect(list.count == 2)
        #expect(list.first?.mark == Mark(line: 4, column: 5))
        #expect(list.last?.mapping?["b"]?.string == "1")
        #expect(mapping["missing"] == nil)
    }

    @Test func anAliasGivesItsAnchorsValue() throws {
        let root = try #require(Self.source("a: &x {k: v}\nb: *x\nc: &s text\nd: *s\n")?.root.mapping)
        #expect(root["b"]?.mapping?["k"]?.string == "v")
        // libyaml starts an anchored value at its `&`.
        #expect(root["b"]?.mark == Mark(line: 1, column: 4))
        #expect(root["d"]?.string == "text")
    }

    @Test func aScalarKeepsAnEscapedNul() throws {
        let root = try #require(Self.source("title: \"a\\0b\"\n")?.root.mapping)
        #expect(root["title"]?.string == "a\u{0}b")
    }

    @Test func anUndefinedAliasIsLocatedButASyntaxErrorAfterItComesFirst() {
        #expect(Self.errors("kind: loan\ntitle: *nowhere\n") == ["home.yaml:2:8: error: YAML syntax: found undefined alias"])
        // The limits and syntax are checked over the whole file before the tree is judged.
        #expect(Self.errors("kind: loan\ntitle: *nowhere\nnotes: \"open\n").first?.contains("quote") == true)
        #expect(Self.errors("kind: loan\ntitle: *nowhere\nkind: savings\n") == ["home.yaml:3:1: error: 'kind' is given twice; each key may appear once"])
    }

    @Test func aDuplicateKeyInALongMappingIsFound() {
        let keys = (1...60).map { "key\($0): \($0)\n" }.joined()
        #expect(Self.errors(keys) == [])
        #expect(Self.errors(keys + "key40: again\n") == ["home.yaml:61:1: error: 'key40' is given twice; each key may appear once"])
    }

    @Test func twoListKeysAlikeAreRefused() {
        #expect(Self.errors("? [a, b]\n: 1\n? [a, b]\n: 2\n").first?.contains("is given twice") == true)
        #expect(Self.errors("? [a, b]\n: 1\n? [a, c]\n: 2\n") == [])
    }

    @Test func anEmptyFileSaysHowAScenarioStarts() {
        #expect(Self.errors("# nothing here\n") == ["home.yaml:1:1: error: the file is empty; a scenario starts with `kind:`"])
    }
}
