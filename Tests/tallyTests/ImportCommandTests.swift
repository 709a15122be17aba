import Foundation
import Testing

/// `tally import` from the command line: the summary, a dry run that writes nothing, and a
/// refusal that names the statement's line and column and exits 1.
@Suite(.enabled(if: TallyBinary.isBuilt, "needs .build/debug/tally: run `swift build` first"))
struct ImportCommandTests {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-import-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("kind: budget\ntitle: Joint\ncurrency: GBP\nperiod: 2026-10\ncategories:\n  - name: Food\n    budget: 300\n".utf8)
            .write(to: folder.appendingPathComponent("budget.yaml"))
        try Data("rules:\n  - match: TESCO\n    category: Food\n".utf8).write(to: folder.appendingPathComponent("bank.rules.yaml"))
        return folder
    }

    /// The escape in a description is no part of the note written, nor of what is printed.
    @Test func aDryRunSaysWhatAnImportAddsAndWritesNothing() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Date,Description,Amount\n31/10/2026,TESCO,-23.99\n31/10/2026,\u{1B}[31mBOOTS,-5.00\n".utf8).write(to: folder.appendingPathComponent("s.csv"))
        let before = try Data(contentsOf: folder.appendingPathComponent("budget.yaml"))
        let result = try TallyBinary.run(["import", "s.csv", "--into", "budget.yaml", "--rules", "bank.rules.yaml", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == """
        s.csv: 2 rows (CSV).
        Would add 2 entries to budget.yaml:
          October 2026
            Food: 1 entry, £23.99 spent
            Uncategorised: 1 entry, £5.00 spent
        1 row matched no rule and would go to Uncategorised:
          1 × [31mBOOTS
        Dry run: budget.yaml was not changed.

        """)
        #expect(try Data(contentsOf: folder.appendingPathComponent("budget.yaml")) == before)
    }

    @Test func anUnreadableRowIsLocatedAndExitsOne() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Date,Description,Amount\n31/10/2026,TESCO,-23.99\n31/13/2026,TESCO,-1.00\n".utf8).write(to: folder.appendingPathComponent("s.csv"))
        let result = try TallyBinary.run(["import", "s.csv", "--into", "budget.yaml", "--rules", "bank.rules.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.err == "s.csv:3:1: error: the date \"31/13/2026\" is not a day written %d/%m/%Y\nerror: nothing was imported; budget.yaml was left as it is\n")
    }
}
