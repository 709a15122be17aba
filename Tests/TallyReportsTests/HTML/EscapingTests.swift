import Testing
import TallyTestSupport
@testable import TallyReports

/// The escapes copy the runs between special bytes whole; they must write exactly what the
/// rules say byte by byte, wherever the special bytes fall.
@Suite struct EscapingTests {
    /// The HTML escape, one byte at a time: the rules.
    static func referenceHTML(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for byte in bytes {
            switch byte {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
        return out
    }

    /// The Markdown escape, one byte at a time.
    static func referenceMarkdown(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                out.append(0x20)
            } else if Array("|\\*_`[]<>#!~".utf8).contains(byte) {
                out += [0x5C, byte]
            } else {
                out.append(byte)
            }
        }
        return out
    }

    /// Mostly plain text with a special byte now and then, at the start, middle and end.
    static func samples() -> [String] {
        var random = SeededRandom(seed: 1_611)
        let pieces = ["a", "Z", " ", "0", ",", ".", "£", "×", "÷", "€", "é", "^", "\t", "\u{1}", "\u{7F}",
                      "&", "<", ">", "\"", "'", "|", "\\", "*", "_", "`", "[", "]", "#", "!", "~", "\n", "\r", "\r\n"]
        var samples = ["", "plain", String(repeating: "x", count: 16), String(repeating: "y", count: 47)]
        for _ in 0..<500 {
            let length = random.int(in: 0...70)
            var text = ""
            for _ in 0..<length {
                // Plain pieces (the first 15) far more often than special ones.
                let index = random.int(in: 0...9) < 8 ? random.int(in: 0...14) : random.int(in: 0...(pieces.count - 1))
                text += pieces[index]
            }
            samples.append(text)
        }
        // Every ASCII byte value, first, in the middle and last.
        for byte in UInt8(0)...0x7F {
            for offset in [0, 1, 9] {
                samples.append(String(repeating: "m", count: offset) + String(UnicodeScalar(byte)) + "tail")
            }
        }
        return samples
    }

    @Test func htmlEscapeMatchesTheByteByByteRules() {
        for text in Self.samples() {
            let expected = Self.referenceHTML(Array(text.utf8))
            var buffer = ByteBuffer(capacity: 4)
            buffer.appendHTMLEscaped(text)
            #expect(buffer.bytes == expected, "\(text.debugDescription)")
            #expect(Array(text.htmlEscaped.utf8) == expected, "\(text.debugDescription)")
        }
    }

    @Test func markdownEscapeMatchesTheByteByByteRules() {
        for text in Self.samples() {
            let expected = Self.referenceMarkdown(Array(text.utf8))
            var buffer = ByteBuffer(capacity: 4)
            buffer.appendMarkdownEscaped(text)
            #expect(buffer.bytes == expected, "\(text.debugDescription)")
            #expect(Array(text.markdownEscaped.utf8) == expected, "\(text.debugDescription)")
        }
    }
}
