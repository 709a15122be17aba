import Foundation
import Testing

/// `--help` as a person reads it in an 80-column terminal, and what `tally new` says and does.
@Suite struct CommandHelpTests {
    static let commands: [[String]] = [
        [], ["build"], ["check"], ["solve"], ["new"], ["convert"], ["bmi"],
        ["add"], ["add", "expense"], ["add", "category"], ["add", "weigh-in"], ["add", "overpayment"],
    ]

    /// The lines of each "Examples:" block: from that heading to the next blank line.
    static func exampleBlocks(in help: String) -> [[Substring]] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in lines {
            if line.hasSuffix("Examples:") { current = []; continue }
            if current != nil {
                if line.trimmingCharacters(in: .whitespaces).isEmpty {
                    blocks.append(current ?? []); current = nil
                } else {
                    current?.append(line)
                }
            }
        }
        if let current { blocks.append(current) }
        return blocks
    }

    @Test(.enabled(if: TallyBinary.isBuilt), arguments: commands)
    func everyExampleStaysOnOneLineAt80Columns(command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory
        let result = try TallyBinary.run(command + ["--help"], in: folder, extraEnvironment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        let blocks = Self.exampleBlocks(in: result.out)
        #expect(!blocks.isEmpty, "no Examples: in the help of tally \(command.joined(separator: " "))")
        for block in blocks {
            #expect(!block.isEmpty)
            for line in block {
                // A wrapped example continues at column 0; every real example starts "  tally ".
                #expect(line.hasPrefix("  tally "), "broken example line in tally \(command.joined(separator: " ")) --help: \(line)")
                #expect(line.count < 80)
            }
        }
    }

    @Test func aBrokenExampleIsCaught() {
        let help = "Examples:\n  tally solve loan --principal 350000 --rate 3.5\n--principal 0\n\nOPTIONS:"
        let blocks = Self.exampleBlocks(in: help)
        #expect(blocks.count == 1)
        #expect(blocks.first?.contains { !$0.hasPrefix("  tally ") } == true)
    }

    @Test(.enabled(if: TallyBinary.isBuilt))
    func newWithoutAScenariosFolderCreatesItAndBuildFindsTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = try TallyBinary.run(["new", "loan", "x"], in: folder)
        #expect(new.status == 0)
        #expect(new.out.contains("Created the scenarios/ folder"))
        #expect(new.out.contains("Wrote scenarios/x.yaml"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenarios/x.yaml").path))
        let build = try TallyBinary.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/index.html").path))
    }

    @Test(.enabled(if: TallyBinary.isBuilt))
    func buildReadsTheYAMLFilesHereWhenThereIsNoScenariosFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-here-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = try TallyBinary.run(["new", "savings", "rainy-day"], in: folder)
        #expect(new.status == 0)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("scenarios/rainy-day.yaml"), to: folder.appendingPathComponent("rainy-day.yaml"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("scenarios"))
        let build = try TallyBinary.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.err)")
        #expect(build.err.isEmpty || !build.err.contains("error"))
    }

    @Test(.enabled(if: TallyBinary.isBuilt))
    func newErrorsShowTheUsageOfNew() throws {
        let result = try TallyBinary.run(["new", "lone", "x"], in: FileManager.default.temporaryDirectory)
        #expect(result.status != 0)
        #expect(result.err.contains("unknown kind 'lone'"))
        #expect(result.err.contains("Usage: tally new <kind> <name>"))
        #expect(!result.err.contains("<subcommand>"))
    }
}
