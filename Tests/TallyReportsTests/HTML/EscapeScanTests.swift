import Testing
import TallyTestSupport
@testable import TallyReports

/// The escapes find special bytes sixteen at a time; they must write exactly what a plain
/// byte-by-byte escape writes, wherever the special bytes fall in or across blocks.
@Suite struct EscapeScanTests {
    /// The HTML escape, one byte at a time: the rules the fast path must keep.
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

    /// Mostly plain text with a special byte now and then, of lengths around the block size.
    static func samples() -> [String] {
        var random = SeededRandom(seed: 1_611)
        let pieces = ["a", "Z", " ", "0", ",", ".", "£", "×", "÷", "€", "é", "^", "\t", "\u{1}", "\u{7F}",
                      "&", "<", ">", "\"", "'", "|", "\\", "*", "_", "`", "[", "]", "#", "!", "~", "\n", "\r", "\r\n"]
        var samples = ["", "plain", String(repeating: "x", count: 16), String(repeating: "y", count: 47)]
        for _ in 0..<3_000 {
            let length = random.int(in: 0...70)
            var text = ""
            for _ in 0..<length {
                // Plain pieces (the first 15) far more often than special ones.
                let index = random.int(in: 0...9) < 8 ? random.int(in: 0...14) : random.int(in: 0...(pieces.count - 1))
                text += pieces[index]
            }
            samples.append(text)
        }
        // Every byte value at every offset of a block and past it.
        for byte in UInt8(0)...0x7F {
            for offset in [0, 1, 7, 15, 16, 17, 31, 32, 40] {
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

    /// The row writer's escapes, which write into reserved room, agree with the buffer's.
    @Test func rowOutputEscapesMatchTheBuffer() {
        for text in Self.samples() {
            var html = RowOutput(capacity: 6 * text.utf8.count + 8)
            var markdown = RowOutput(capacity: 2 * text.utf8.count + 8)
            html.putHTMLEscaped(text)
            markdown.putMarkdownEscaped(text)
            let htmlBytes = Array(UnsafeBufferPointer(start: html.base, count: html.used))
            let markdownBytes = Array(UnsafeBufferPointer(start: markdown.base, count: markdown.used))
            #expect(htmlBytes == Self.referenceHTML(Array(text.utf8)), "\(text.debugDescription)")
            #expect(markdownBytes == Self.referenceMarkdown(Array(text.utf8)), "\(text.debugDescription)")
            _ = html.bytes()
            _ = markdown.bytes()
        }
    }

    /// Charts escape their titles and labels through the same walk, into their own writer.
    @Test func svgEscapesMatchTheByteByByteRules() {
        for text in Self.samples() {
            var svg = SVGBytes(capacity: 8)
            svg.appendHTMLEscaped(text)
            let written = svg.withBytes { Array($0) }
            #expect(written == Self.referenceHTML(Array(text.utf8)), "\(text.debugDescription)")
        }
    }
}
