import Foundation
import Testing

/// `tally add` as a person uses it: in a terminal, answering questions, and from scripts.
@Suite(.enabled(if: TallyBinary.isBuilt, "needs .build/debug/tally: run `swift build` first"))
struct AddCommandTests {
    private let budget = """
    # Our spending
    kind: budget
    title: Household
    period: 2026-03
    categories:
      - name: Groceries
        budget: 300
        expenses:
          - amount: 10.00
            date: 2026-03-01
      - name: Rent
        budget: 900
        expenses: []

    """

    private func folder(with text: String, name: String = "budget.yaml") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-add-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    @Test func promptsThroughAPseudoTerminalWithDefaultsAndCompletion() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PseudoTerminalSession(["add", "expense", "budget.yaml"], in: folder)
        try session.waitFor("Category [Groceries]: ")
        session.type("Re\t")                        // Tab completes to Rent
        try session.waitFor("Rent")
        session.type("\r")
        try session.waitFor("Amount (£): ")
        session.type("lots\r")                      // refused, asked again
        try session.waitFor("amount must be an amount of money")
        try session.waitFor("Amount (£): ")
        session.type("12.50\r")
        try session.waitFor("Date [2026-03-20]: ")
        session.type("\r")                          // today, from SOURCE_DATE_EPOCH
        try session.waitFor("Occurrence [one-off]: ")
        session.type("\r")
        try session.waitFor("Notes: ")
        session.type("Window cleaner\r")
        try session.waitFor("Add this? [y]: ")
        session.type("\r")
        let result = try session.waitFor("Category [Rent]: ")   // the category just used is the new default
        #expect(result.contains("Added £12.50 to Rent on 20 Mar 2026 (Window cleaner)"))
        #expect(result.contains("Rent in March 2026: £12.50 spent of £900.00"))
        session.type("\u{04}")                      // Ctrl-D stops
        #expect(try session.finish() == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("budget.yaml"), encoding: .utf8)
        #expect(text.hasSuffix("""
            expenses:
              - amount: 12.50
                date: 2026-03-20
                notes: Window cleaner

        """))
    }

    @Test func withoutATerminalItNeverWaits() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let result = try TallyBinary.run(["add", "expense", "budget.yaml"], in: folder)
        #expect(result.status != 0)
        #expect(result.err.contains("needs a terminal"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func optionsAddAndRefuseWithTheOptionNamed() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("budget.yaml")
        let before = try Data(contentsOf: path)
        let refused = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Grocerie", "--amount", "5"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.err.contains("error: --category \"Grocerie\" is not a category of this budget; did you mean 'Groceries'?"))
        #expect(try Data(contentsOf: path) == before)
        let added = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Groceries", "--amount", "5"], in: folder)
        #expect(added.status == 0)
        #expect(added.out.contains("Groceries in March 2026: £15.00 spent of £300.00 (was £10.00), £285.00 left."))
    }

    /// A negative amount is a refund, recorded as written, whether typed `--amount -23.99`
    /// (which the parser once read as another option) or `--amount=-23.99`.
    @Test func aNegativeAmountIsRecordedAsARefund() throws {
        for amount in [["--amount", "-23.99"], ["--amount=-23.99"]] {
            let folder = try folder(with: budget)
            defer { try? FileManager.default.removeItem(at: folder) }
            let added = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Groceries", "--date", "2026-03-10"] + amount, in: folder)
            #expect(added.status == 0, "\(added.err)")
            #expect(!added.err.contains("Missing value"))
            let text = try String(contentsOf: folder.appendingPathComponent("budget.yaml"), encoding: .utf8)
            #expect(text.contains("amount: -23.99\n"), "\(text)")
            #expect(added.out.contains("Added a refund of £23.99 to Groceries on 10 Mar 2026"), "\(added.out)")
            #expect(added.out.contains("Groceries in March 2026: a credit of £13.99 against £300.00 (was £10.00 spent), £313.99 left."), "\(added.out)")
        }
    }

    @Test func fourProcessesAddingAtOnceAllLand() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let url = TallyBinary.url else { return }
        let processes = (0..<4).map { index -> Process in
            let process = Process()
            process.executableURL = url
            process.arguments = ["add", "expense", "budget.yaml", "--category", "Groceries", "--amount", "\(index + 1)", "--notes", "process \(index)"]
            process.currentDirectoryURL = folder
            process.environment = TallyBinary.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let text = try String(contentsOf: folder.appendingPathComponent("budget.yaml"), encoding: .utf8)
        for index in 0..<4 { #expect(text.contains("notes: process \(index)\n")) }
        let check = try TallyBinary.run(["check", "budget.yaml"], in: folder)
        #expect(check.status == 0)
    }

    /// Issue 23: a save keeps the user's file (its mode, its links) and leaves nothing beside it.
    @Test func anAddKeepsTheModeAndLeavesNoLockOrTemporaryFile() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("budget.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let added = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Rent", "--amount", "5"], in: folder)
        #expect(added.status == 0, "\(added.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["budget.yaml"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test func aReadOnlyBudgetIsRefusedEvenForRoot() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("budget.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let refused = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Rent", "--amount", "5"], in: folder)
        #expect(refused.status != 0)
        #expect(refused.err.contains("budget.yaml is read-only; make it writable (chmod u+w budget.yaml) to save to it"), "\(refused.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["budget.yaml"])
    }

    @Test func anAddThroughALinkReachesTheLinkedFile() throws {
        let folder = try folder(with: budget, name: "real.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")
        let added = try TallyBinary.run(["add", "expense", "link.yaml", "--category", "Rent", "--amount", "5", "--notes", "linked"], in: folder)
        #expect(added.status == 0, "\(added.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml")
        #expect(try String(contentsOfFile: folder.appendingPathComponent("real.yaml").path, encoding: .utf8).contains("notes: linked"))
    }

    @Test func aHardLinkedBudgetIsRefusedRatherThanSplit() throws {
        let folder = try folder(with: budget)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.linkItem(atPath: folder.appendingPathComponent("budget.yaml").path,
                                         toPath: folder.appendingPathComponent("copy.yaml").path)
        let refused = try TallyBinary.run(["add", "expense", "budget.yaml", "--category", "Rent", "--amount", "5"], in: folder)
        #expect(refused.status != 0)
        #expect(refused.err.contains("hard links"), "\(refused.err)")
        #expect(try String(contentsOf: folder.appendingPathComponent("copy.yaml"), encoding: .utf8) == budget)
        #expect(try String(contentsOf: folder.appendingPathComponent("budget.yaml"), encoding: .utf8) == budget)
    }
}
