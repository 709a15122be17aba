import Foundation
import Testing
@testable import TallySite

/// Staging holds folders open to create files by name; past `StagingFolder.maximumOpenFolders`
/// it goes by full path, so a build with a folder per scenario (budgets) never runs out of file
/// descriptors. The intact check, which lists each folder once, finds the same files either way.
@Suite struct FolderDescriptorTests {
    @Test func moreFoldersThanAreHeldOpenAreWrittenAndFound() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tally-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let destination = parent.appendingPathComponent("public")
        let count = StagingFolder.maximumOpenFolders * 2 + 3
        let staging = try StagingFolder(destination: destination)
        var paths: [String] = []
        for index in 0..<count {
            let path = "budget/b\(index)/page.html"
            let bytes = Array("page \(index)".utf8)
            try staging.write(bytes, to: path)
            paths.append(path)
        }
        try staging.write(Array("top".utf8), to: "index.html")
        try staging.commit()
        for index in [0, StagingFolder.maximumOpenFolders, count - 1] {
            #expect(try String(contentsOf: destination.appendingPathComponent("budget/b\(index)/page.html"), encoding: .utf8) == "page \(index)")
        }

        let check = IntactCheck(root: destination.path)
        for path in paths { #expect(check.holds([path]), "\(path) is found") }
        #expect(check.holds([.init(path: "index.html", size: 3)]))
        #expect(!check.holds(["budget/b\(count - 1)/missing.html"]), "nor is a missing file")
        #expect(!check.holds(["budget/none/page.html"]), "nor one in a missing folder")
    }
}
