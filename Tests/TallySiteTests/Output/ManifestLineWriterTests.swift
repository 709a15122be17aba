import TallyTestSupport
import Testing
@testable import TallySite

/// Fields are escaped a run of plain bytes at a time and numbers written digit by digit; each
/// must read back as written, and numbers as `String(value)` writes them.
@Suite struct ManifestLineWriterTests {
    @Test func fieldsReadBackAsWritten() throws {
        var random = SeededRandom(seed: 0x11AE)
        let pieces = ["a", "\t", "\n", "\\", "\\t", "<li class=\"card\">", " ", "é", "\r"]
        for _ in 0..<2_000 {
            var texts: [String] = []
            for _ in 0..<random.int(in: 1...4) {
                var text = ""
                for _ in 0..<random.int(in: 0...6) { text += pieces[random.int(in: 0...pieces.count - 1)] }
                texts.append(text)
            }
            let number = Int64(bitPattern: random.next())
            var writer = ManifestLineWriter()
            for text in texts { writer.text(text) }
            writer.raw(Array(texts[0].utf8))
            writer.integer(number)
            writer.integer(Int(number % 1_000))
            let line = writer.finish()
            var reader = ManifestLineReader(line.dropLast()[...])
            for text in texts { #expect(reader.text() == text) }
            #expect(reader.bytes() == Array(texts[0].utf8))
            #expect(reader.integer() == number)
            #expect(reader.integer() == Int(number % 1_000))
            #expect(reader.isComplete)
        }
    }

    @Test func integersAreWrittenAsStringWritesThem() {
        for value in [0, 7, -7, 10, 99, 100, Int64.max, Int64.min, 1_234_567_890] {
            var writer = ManifestLineWriter()
            writer.integer(value)
            #expect(writer.bytes == Array(String(value).utf8))
        }
        var writer = ManifestLineWriter()
        writer.integer(UInt64.max)
        #expect(writer.bytes == Array(String(UInt64.max).utf8))
    }
}
