@testable import TallyScenarios
import TallyTestSupport
import Testing

/// The byte reader of flat files must give exactly the tree libyaml gives (texts, styles and
/// marks), and leave to libyaml every file it cannot read the same way.
@Suite struct FlatMappingTests {
    /// The tree as text, marks and styles included (`Node ==` ignores them).
    static func shape(_ node: Node) -> String {
        let mark = node.mark.map { "@\($0.line):\($0.column)" } ?? "@-"
        switch node {
        case .scalar(let scalar): return "s\(scalar.style.rawValue)\(mark)[\(scalar.string)]"
        case .sequence(let sequence): return "q\(mark)(" + sequence.map(shape).joined(separator: ",") + ")"
        case .mapping(let mapping): return "m\(mark){" + mapping.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func libyaml(_ text: String) -> String? {
        (try? YAMLComposer.compose(text, path: "f.yaml")).flatMap { $0 }.map(shape)
    }

    @Test func aScenarioFileIsReadAsLibyamlReadsIt() throws {
        let text = "kind: loan\ntitle: Scenario 0\nprincipal: 250000\nrate: 3.5\nyears: 30\nstart: 2026-03"
        let flat = try #require(FlatMapping.compose(text))
        #expect(Self.shape(flat) == Self.libyaml(text))
        #expect(flat.mapping?.mark == Mark(line: 1, column: 1))
        #expect(flat.mapping?["start"]?.mark == Mark(line: 6, column: 8))
    }

    @Test func commentsBlankLinesAndSpacesKeepEveryMark() throws {
        let text = "# my first home\n\nkind: loan\n#\nprincipal:    250,000.00   \nrate: 3.5%\npayment: ~\n\n"
        let flat = try #require(FlatMapping.compose(text))
        #expect(Self.shape(flat) == Self.libyaml(text))
    }

    @Test func anythingElseIsLeftToLibyaml() {
        for text in ["", "# only a comment\n", "kind: loan\nkind: savings\n", "kind:\n", "kind: 'loan'\n", "kind: loan # a comment\n",
                     "kind: loan\n  rate: 3\n", "list:\n  - a\n", "a: {b: 1}\n", "a: [1]\n", "a: &x 1\nb: *x\n", "a: b: c\n",
                     "a: x\r\n", "a:\tx\n", "Kind: loan\n", "a: -1\n", "a: ?\n", "a: |\n  text\n", "---\na: 1\n", "a: 1\n...\n",
                     "a: caf\u{E9}\n", " a: 1\n", "a: 1\n   \n", String(repeating: "k", count: 2_000) + ": 1\n"] {
            #expect(FlatMapping.compose(text) == nil, "\(text.debugDescription)")
        }
    }

    /// Random files from the bytes that matter: whenever the byte reader accepts one, libyaml
    /// reads the same tree from it.
    @Test func whatItAcceptsLibyamlReadsTheSame() {
        var random = SeededRandom(seed: 0xF1A7)
        let keys = ["kind", "rate", "years", "a", "b-c", "d_e", "x1", "principal", "title"]
        let pieces = ["a", "Z", "9", "0.5", " ", "  ", ".", "-", "_", "%", "/", "+", ",", "~", "(", ")", "#", ":", "'", "\"",
                      "?", "!", "&", "*", "|", ">", "@", "`", "[", "]", "{", "}", "$", "\\", "\t"]
        var accepted = 0
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(in: 0...6) {
                switch random.int(in: 0...9) {
                case 0: text += "\n"
                case 1: text += "# note: \(pieces[random.int(in: 0...pieces.count - 2)])\n"
                default:
                    text += keys[random.int(in: 0...keys.count - 1)] + (random.int(in: 0...9) == 0 ? ":" : ":" + String(repeating: " ", count: random.int(in: 1...3)))
                    // Mostly what a value may hold, now and then a byte that sends the file to libyaml.
                    for _ in 0..<random.int(in: 0...5) {
                        text += pieces[random.int(in: 0...(random.int(in: 0...15) == 0 ? pieces.count - 1 : 13))]
                    }
                    if random.int(in: 0...7) > 0 { text += "\n" }
                }
            }
            guard let flat = FlatMapping.compose(text) else { continue }
            accepted += 1
            #expect(Self.shape(flat) == Self.libyaml(text), "\(text.debugDescription)")
        }
        #expect(accepted > 150)
    }
}
