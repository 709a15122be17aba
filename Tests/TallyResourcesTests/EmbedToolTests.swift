import Foundation
import Testing

/// The embed-resources tool (run by the EmbedResources plugin) on awkward files: it must write
/// literals the compiler reads back byte for byte. The generated Swift is checked as text here;
/// `EmbeddedResourcesTests` checks the compiled result for the real resources.
@Suite struct EmbedToolTests {
    /// SwiftPM builds the tool beside the test bundle.
    static var tool: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("embed-resources")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    func generate(_ files: [String: [UInt8]]) throws -> String {
        let tool = try #require(Self.tool, "embed-resources is built beside the tests")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-embed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let output = root.appendingPathComponent("Table.swift")
        let process = Process()
        process.executableURL = tool
        process.arguments = [output.path, root.path, "X/Resources", "--"] + files.keys.sorted()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test func textKeepsItsLinesAndEscapesWhatAMultiLineLiteralWouldChange() throws {
        let swift = try generate(["X/Resources/odd.txt": Array("a\r\nb \n\"\"\"\n\\(x)\n\u{0}\n\n".utf8)])
        let expected = "Entry(path: \"X/Resources/odd.txt\", text: \"\"\"\na\\r\nb\\u{20}\n\\\"\\\"\\\"\n\\\\(x)\n\\u{0}\n\n\n\"\"\"),"
        #expect(swift.contains(expected), "\(swift)")
    }

    @Test func bytesThatAreNotUTF8GoInAsBase64() throws {
        let swift = try generate(["X/Resources/blob.bin": [0xFF, 0xFE, 0x00, 0x62]])
        #expect(swift.contains("Entry(path: \"X/Resources/blob.bin\", base64: \"//4AYg==\"),"), "\(swift)")
    }

    @Test func filesAndFoldersAreListedSorted() throws {
        let swift = try generate(["X/Resources/b.txt": Array("b".utf8), "X/Resources/a/z.txt": Array("z".utf8)])
        #expect(swift.contains("static let folders: [String] = [\"X/Resources\"]"))
        let a = try #require(swift.range(of: "X/Resources/a/z.txt"))
        let b = try #require(swift.range(of: "X/Resources/b.txt"))
        #expect(a.lowerBound < b.lowerBound)
    }
}
