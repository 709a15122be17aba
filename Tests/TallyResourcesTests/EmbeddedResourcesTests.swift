import Foundation
import Testing
import TallyResources

/// The installed binary carries its resources; these tests hold it to the files in the repository,
/// byte for byte, so that what ships is what was reviewed.
@Suite struct EmbeddedResourcesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }

    /// The resource folders as the repository has them, found the way the plugin finds them.
    static func foldersOnDisk() throws -> [String] {
        var folders: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where !module.hasPrefix(".") {
            for name in ["Resources", "Site", "Templates"] where isDirectory(sources.appendingPathComponent(module).appendingPathComponent(name)) {
                folders.append(module + "/" + name)
            }
        }
        return folders
    }

    static func filesOnDisk(in folder: String) -> [String] {
        let root = sources.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                if isDirectory(root.appendingPathComponent(relative)) { walker.skipDescendants() }
                continue
            }
            if !isDirectory(root.appendingPathComponent(relative)) { files.append(relative) }
        }
        return files.sorted()
    }

    @Test func everyResourceFolderIsEmbedded() throws {
        let folders = try Self.foldersOnDisk()
        #expect(folders.contains("TallyReports/Templates"))
        #expect(folders.contains("TallySite/Site"))
        #expect(folders.contains("TallyScenarios/Resources"))
        #expect(EmbeddedResources.embeddedFolders == folders)
    }

    @Test func everyFileMatchesTheRepositoryByteForByte() throws {
        var checked = 0
        for folder in try Self.foldersOnDisk() {
            let onDisk = Self.filesOnDisk(in: folder)
            #expect(EmbeddedResources.files(in: folder) == onDisk, "the files of \(folder)")
            for file in onDisk {
                let expected = try [UInt8](Data(contentsOf: Self.sources.appendingPathComponent(folder).appendingPathComponent(file)))
                let embedded = EmbeddedResources.file(folder + "/" + file)
                // Compared without #expect(==) so that a mismatch does not print 2 MB twice.
                if embedded != expected {
                    Issue.record("\(folder)/\(file) differs: embedded \(embedded?.count ?? -1) bytes, repository \(expected.count)")
                }
                checked += 1
            }
        }
        #expect(checked == EmbeddedResources.paths.count, "nothing is embedded that is not in the repository")
        #expect(checked > 10)
    }

    @Test func theBigTableAndTheTemplatesAreThere() throws {
        let table = try #require(EmbeddedResources.file("TallyScenarios/Resources/us-zipcodes.tsv"))
        #expect(table.count > 1_000_000)
        let firstZip = String(decoding: table.prefix(5), as: UTF8.self)
        #expect(firstZip.allSatisfy { $0.isNumber }, "the table starts with a ZIP: \(firstZip)")
        #expect(EmbeddedResources.files(in: "TallyReports/Templates").contains("report.mustache"))
        #expect(EmbeddedResources.files(in: "TallySite/Site/").contains("help/index.md"))
    }

    @Test func unknownPathsAreNil() {
        #expect(EmbeddedResources.file("TallyReports/Templates/no-such.mustache") == nil)
        #expect(EmbeddedResources.file("TallyReports/Templates") == nil, "a folder is not a file")
        #expect(EmbeddedResources.file("") == nil)
        #expect(EmbeddedResources.files(in: "Nowhere").isEmpty)
    }
}
