import Foundation
import Testing
@testable import TallySite

/// A rebuild reuses a scenario only if the pages the manifest records are still in place: each
/// a regular file under its name, reached through real folders. Folders are listed once and
/// files looked up in the listing, so these hold the listing to what `lstat` says of each name.
@Suite struct IntactCheckTests {
    private func output(_ build: (URL) throws -> Void) throws -> IntactCheck {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-intact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("loan"), withIntermediateDirectories: true)
        try build(root)
        return IntactCheck(root: root.path)
    }

    private func write(_ text: String, _ path: String, in root: URL) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    @Test func pagesInPlaceHoldAndAnyMissingOneDoesNot() throws {
        let check = try output { root in
            try write("top", "index.html", in: root)
            for name in ["a.html", "a.md", "b.html"] { try write(name, "loan/\(name)", in: root) }
        }
        defer { try? FileManager.default.removeItem(atPath: check.root) }
        #expect(check.holds(["loan/a.html", "loan/a.md"]))
        #expect(check.holds(["index.html"]))
        #expect(check.holds([String]()))
        #expect(!check.holds(["loan/a.html", "loan/c.md"]), "one missing page is enough")
        #expect(!check.holds(["loan/a"]), "a prefix of a name is not the name")
        #expect(!check.holds(["loan/a.html."]))
        #expect(!check.holds(["other/a.html"]), "nor is a file in a missing folder")
        #expect(!check.holds(["loan"]), "a folder is not a page")
        #expect(!check.holds(["../loan/a.html"]), "nor is anything outside the output")
    }

    /// The site's shared files are held to their sizes too; a scenario's pages only to their names.
    @Test func sizesAreCheckedOnlyWhenAsked() throws {
        let check = try output { root in
            try write("body{}", "style.css", in: root)
            try write("page", "loan/a.html", in: root)
        }
        defer { try? FileManager.default.removeItem(atPath: check.root) }
        #expect(check.holds([.init(path: "style.css", size: 6)]))
        #expect(!check.holds([.init(path: "style.css", size: 7)]), "a stylesheet edited by hand is drawn again")
        #expect(!check.holds([.init(path: "loan/a.html", size: 5)]))
        #expect(check.holds(["loan/a.html"]))
        #expect(!check.holds([.init(path: "loan/b.html", size: 4)]))
    }

    @Test func aSymlinkOrFolderInAPagesPlaceDoesNotHold() throws {
        let check = try output { root in
            try write("x", "real.html", in: root)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loan/link.html").path, withDestinationPath: "../real.html")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("loan/folder.html"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: "loan")
        }
        defer { try? FileManager.default.removeItem(atPath: check.root) }
        #expect(check.holds(["real.html"]))
        #expect(!check.holds(["loan/link.html"]))
        #expect(!check.holds(["loan/folder.html"]))
        #expect(!check.holds(["linked/link.html"]), "a page reached through a symlinked folder is not in place")
    }

    /// Many names (as in a folder of 1,000 loans), some alike: every one present is found and
    /// every absent one is not, as `lstat` says.
    @Test func aLargeFolderAnswersAsLstatDoes() throws {
        var generator = SystemRandomNumberGenerator()
        let present = (0..<3_000).map { "p-\($0)-\(UInt32.random(in: 0...999, using: &generator)).html" }
        let check = try output { root in
            for name in present { try write("", "loan/\(name)", in: root) }
        }
        defer { try? FileManager.default.removeItem(atPath: check.root) }
        let absent = present.prefix(500).map { $0 + "x" } + present.prefix(500).map { String($0.dropLast()) }
        for name in present.shuffled().prefix(1_000) + absent {
            var info = stat()
            let exists = lstat(check.root + "/loan/" + name, &info) == 0
            #expect(check.holds(["loan/" + name]) == exists, "\(name)")
        }
    }
}
