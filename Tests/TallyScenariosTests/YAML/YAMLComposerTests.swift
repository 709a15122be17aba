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

    /// Issue 23: `"\e"` and the like passed the check on raw control bytes and reached the
    /// reports and the terminal; the value, escapes read, is held to the same rule.
    @Test func anEscapedControlCharacterIsRefusedAtItsValue() {
        let message = "; values are plain text, so leave it out (in double quotes, an escape such as \\e or \\x01 makes one)"
        #expect(Self.errors("kind: loan\ntitle: \"a\\0b\"\n") == ["home.yaml:2:8: error: this value holds a NUL character" + message])
        #expect(Self.errors("kind: loan\ntitle: \"\\e[31mred\"\n") == ["home.yaml:2:8: error: this value holds a control character (U+001B)" + message])
        #expect(Self.errors("kind: loan\nitems:\n  - \"bell \\a\"\n") == ["home.yaml:3:5: error: this value holds a control character (U+0007)" + message])
        #expect(Self.errors("kind: loan\n\"\\x01\": 1\n") == ["home.yaml:2:1: error: this value holds a control character (U+0001)" + message])
        #expect(Self.errors("kind: loan\ntitle: \"over\\rwrite\"\n") == ["home.yaml:2:8: error: this value holds a control character (U+000D)" + message])
        // A tab and a line break written as escapes are text, as they are raw.
        #expect(Self.errors("kind: loan\ntitle: \"a\\tb\\nc\"\n") == [])
    }

    /// Issue 23: `*r : 50` repeats the key `&r rate` but passed, and the first value was used.
    @Test func aKeyRepeatedThroughAnAliasIsGivenTwice() {
        #expect(Self.errors("kind: loan\n&r rate: 5\n*r : 50\n") == ["home.yaml:3:1: error: 'rate' is given twice; each key may appear once"])
        #expect(Self.errors("kind: loan\nname: &r rate\nloan:\n  rate: 5\n  *r : 50\n") == ["home.yaml:5:3: error: 'rate' is given twice; each key may appear once"])
        // An alias as a value is still only a value.
        #expect(Self.errors("kind: loan\nname: &r rate\nother: *r\n") == [])
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
