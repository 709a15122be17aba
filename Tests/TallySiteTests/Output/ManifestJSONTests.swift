import Foundation
import Testing
import TallyEngines
import TallyReports
@testable import TallySite

/// The manifest's own JSON writer writes each line as Foundation's `JSONEncoder` (sorted keys,
/// unescaped slashes) would, so that `JSONDecoder` reads it back and a line's bytes stay what
/// they were.
@Suite struct ManifestJSONTests {
    @Test func eachLineIsTheBytesJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let manifest = BuildManifestTests.manifest
        var lines: [BuildManifest.Line] = [.head(.init(format: BuildManifest.currentFormat, inputs: .max)), .end(.init(lines: 0))]
        lines += manifest.scenarios.map { .scenario($0.record) }
        lines += manifest.site.map { .part($0) }
        lines.append(.scenario(BuildManifestTests.record("a\u{1}\u{8}\u{c}\r/é.yaml", key: 1, card: "\"\\\u{1F}</li>\u{7F}", property: BuildManifestTests.property)))
        for line in lines {
            #expect(try ManifestJSON.encode(line) == Array(encoder.encode(line)))
        }
    }

    @Test func numbersAsJSONEncoderWritesThem() throws {
        let encoder = JSONEncoder()
        for value in [0.0, -0.5, 1e-7, 61.2181, -149.9003, 123_456_789.125, 1e21, 0.1 + 0.2, Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude] {
            #expect(try ManifestJSON.encode([value]) == Array(encoder.encode([value])))
        }
        #expect(throws: EncodingError.self) { try ManifestJSON.encode([Double.nan]) }
    }
}
