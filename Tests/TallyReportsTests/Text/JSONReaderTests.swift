import Testing
import TallyTestSupport
@testable import TallyReports

@Suite struct JSONReaderTests {
    private func read(_ text: String) -> JSONValue? { JSONReader.value(from: Array(text.utf8)) }

    @Test func readsWhatTheWriterWrites() throws {
        let value = try #require(read(#" { "a" : [1, -2.5e3, true, false, null, {}], "b": "x\"\\\/\n\t\u00e9\ud83d\ude00", "c": [] } "#))
        #expect(value["a"]?.arrayValue?.count == 6)
        #expect(value["a"]?.arrayValue?.first?.integerText == "1")
        #expect(value["a"]?.arrayValue?[1].integerText == nil)
        #expect(value["b"]?.stringValue == "x\"\\/\n\té😀")
        #expect(value["c"]?.arrayValue?.isEmpty == true)
        #expect(value["missing"] == nil)
    }

    /// Every string survives the compact writer and this reader unchanged, over many generated ones.
    @Test func stringsRoundTrip() throws {
        var random = SeededRandom(seed: 5)
        let pieces = ["a", "\"", "\\", "\n", "\u{1}", "\u{1F}", "é", "😀", "/", "<", " ", "\u{2028}"]
        for _ in 0..<500 {
            let text = (0..<random.int(in: 0...12)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
            let written = JSONValue.object([("k", .string(text)), ("n", .array([.number("12"), .bool(true), .null]))]).compactBytes()
            let value = try #require(JSONReader.value(from: written))
            #expect(value["k"]?.stringValue == text)
        }
    }

    @Test func refusesWhatIsNotOneJSONValue() {
        for text in ["", "{", "{\"a\":}", "[1,]", "{\"a\" 1}", "\"open", "01x", "1 2", "[\"\u{1}\"]", "\"\\ud800\"", "\"\\q\"", "tru",
                     String(repeating: "[", count: 100) + String(repeating: "]", count: 100)] {
            #expect(read(text) == nil, "\(text)")
        }
    }
}
