import Foundation
import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyScenarios

/// Issue 23's random test: budgets in every layout `BudgetLayout` writes, and after each `tally
/// add` the file must either hold exactly the one entry more, at the end of the list asked for,
/// with every other value and every other byte as it was, or be refused (only where an alias
/// makes the list shared) and left byte for byte as it was.
///
/// `TALLY_ADD_LAYOUTS` sets how many files (a few hundred by default; `make fuzz` runs many
/// more); each run picks a new seed and prints it on failure, and `TALLY_ADD_SEED` replays it.
@Suite struct AddLayoutRandomTests {
    static let environment = ProcessInfo.processInfo.environment
    static let layouts = Int(environment["TALLY_ADD_LAYOUTS"] ?? "") ?? 150
    static let seed = UInt64(environment["TALLY_ADD_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)

    @Test func everyAddLandsExactlyOrIsRefused() throws {
        var random = SeededRandom(seed: Self.seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-add-layouts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("budget.yaml").path
        var landed = 0
        var aliasRefusals = 0
        for round in 0..<Self.layouts {
            let layout = BudgetLayout(random: &random)
            let target = random.int(in: 0...(layout.categoryCount - 1))
            let addsCategory = random.int(in: 0...4) == 0
            let notes = ["Mum's", "a, b] #c", "it's [x]", "- dash", "é ☕", "'q'", "\"", ""][random.int(in: 0...7)]
            try Data(layout.bytes).write(to: URL(fileURLWithPath: path))
            let problem = check(layout, path: path, target: target, addsCategory: addsCategory, notes: notes)
            if let problem {
                Issue.record("""
                round \(round), seed \(Self.seed) (replay with TALLY_ADD_SEED=\(Self.seed)): \(problem)
                adding \(addsCategory ? "a category" : "an expense to Cat\(target)") to:
                \(String(decoding: layout.bytes, as: UTF8.self).debugDescription)
                """)
                return
            }
            landed += 1
            if !addsCategory, layout.refused.contains(target) { aliasRefusals += 1 }
        }
        #expect(landed == Self.layouts)
        #expect(Self.layouts < 100 || aliasRefusals > 0, "the layouts never shared a list by an alias")
    }

    /// The examples and every file the fuzzer kept: each budget among them takes an expense in
    /// its first and last categories, and a category, exactly; only a list an alias shares may
    /// refuse it.
    @Test func theExamplesAndFuzzFindingsTakeEveryAddExactly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["examples", "Tests/Fuzz/corpus", "Tests/Fuzz/findings"].map { root.appendingPathComponent($0) }
        let scratch = try ScratchScenario("")
        var budgets = 0
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".yaml") {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                guard let text = try? ScenarioText.decode(bytes, path: name),
                      case .budget(let budget)? = try? ScenarioParser.parse(text: text, path: name, context: AddFixtures.context) else { continue }
                budgets += 1
                let layout = BudgetLayout(bytes: bytes, categoryCount: budget.budget.categories.count)
                // The first and last categories: the other ones are written alike in these files.
                for target in Set([0, layout.categoryCount - 1]).sorted() where target >= 0 {
                    try Data(bytes).write(to: URL(fileURLWithPath: scratch.path))
                    let expense = check(layout, path: scratch.path, target: target, addsCategory: false, notes: "it's [a], b # c",
                                        name: budget.budget.categories[target].name)
                    let shared = expense.map { $0.hasPrefix("refused: ") && $0.contains("`*") } ?? false
                    #expect(expense == nil || shared, "\(name), \(budget.budget.categories[target].name): \(expense ?? "")")
                }
                try Data(bytes).write(to: URL(fileURLWithPath: scratch.path))
                let category = check(layout, path: scratch.path, target: 0, addsCategory: true, notes: "")
                #expect(category == nil, "\(name): \(category ?? "")")
            }
        }
        #expect(budgets >= 3)
    }

    /// What went wrong with one add, or nil.
    private func check(_ layout: BudgetLayout, path: String, target: Int, addsCategory: Bool, notes: String,
                       name: String? = nil) -> String? {
        let context = AddFixtures.context
        guard let text = try? ScenarioText.decode(layout.bytes, path: path),
              case .budget(let before)? = try? ScenarioParser.parse(text: text, path: path, context: context) else {
            return "the generated file is not a valid budget: \((try? ScenarioText.decode(layout.bytes, path: path)).map { text in Result { try ScenarioParser.parse(text: text, path: path, context: context) } }.debugDescription)"
        }
        let refused = !addsCategory && layout.refused.contains(target)
        let asked = ExpenseEntry(category: name ?? "Cat\(target)", amount: "12.5", notes: notes.isEmpty ? nil : notes)
        let outcome: Result<BudgetScenario, AddError>
        do {
            if addsCategory {
                outcome = .success(try ScenarioAdder.addCategory(CategoryEntry(name: "Extra", budget: "40", notes: notes.isEmpty ? nil : notes),
                                                                 to: path, context: context).after)
            } else {
                outcome = .success(try ScenarioAdder.addExpense(asked, to: path, context: context).after)
            }
        } catch {
            outcome = .failure(error)
        }
        let now = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        switch outcome {
        case .failure(let error):
            if now != layout.bytes { return "refused (\(error)) but the file changed" }
            return refused ? nil : "refused: \(error)"
        case .success(let after):
            if refused { return "added to a list an alias shares:\n\(String(decoding: now, as: UTF8.self).debugDescription)" }
            // The budget as read back: the one entry more, where it was asked for.
            guard case .budget(let reread)? = try? ScenarioParser.parse(text: (try? ScenarioText.decode(now, path: path)) ?? "", path: path, context: context),
                  reread.budget.categories == after.budget.categories else { return "the saved file does not read as the budget reported" }
            var expected = before.budget.categories
            if addsCategory {
                guard let added = reread.budget.categories.last, added.name == "Extra", added.notes == (notes.isEmpty ? nil : notes) else {
                    return "the category is not last"
                }
                expected.append(added)
            } else {
                guard let added = reread.budget.categories[target].expenses.last,
                      added.amount == Money(minorUnits: 1250), added.notes == asked.notes, added.date == AddFixtures.today else {
                    return "the expense is not last in Cat\(target)"
                }
                expected[target] = BudgetCategory(name: expected[target].name, schedule: expected[target].schedule, colour: expected[target].colour,
                                                  notes: expected[target].notes, expenses: expected[target].expenses + [added])
            }
            if reread.budget.categories != expected { return "other values changed" }
            return bytesKept(before: layout.bytes, after: now)
        }
    }

    /// Every old byte is still there, in order, around one inserted run; only a blank value
    /// (`[]`, `~`, `null`) and the spaces before it may have gone. The file's line endings and
    /// byte order mark are kept.
    private func bytesKept(before: [UInt8], after: [UInt8]) -> String? {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        // A blank value may go where the two first differ, and one run of new bytes come in.
        let blank = before[prefix...].prefix(while: { " \t[]~nulNUL".utf8.contains($0) }).count
        guard (0...blank).contains(where: { isOneInsertion(before[(prefix + $0)...], after[prefix...]) }) else {
            return "old bytes were changed or removed after \(String(decoding: before[..<prefix].suffix(40), as: UTF8.self).debugDescription)"
        }
        // New lines end as most of the file's lines do (a lone CR in a note is no line ending).
        let old = endings(before)
        let new = endings(after)
        let usual = old.firstIndex(of: old.max() ?? 0) ?? 0
        for kind in 0..<3 where kind != usual && new[kind] != old[kind] {
            return "the new lines do not end as the file's lines do: \(String(decoding: after, as: UTF8.self).debugDescription)"
        }
        return nil
    }

    /// How many LF, CRLF and lone CR line endings `bytes` hold.
    private func endings(_ bytes: [UInt8]) -> [Int] {
        var counts = [0, 0, 0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { counts[0] += 1 }
            if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { counts[1] += 1; index += 1 } else { counts[2] += 1 }
            }
            index += 1
        }
        return counts
    }

    /// `new` is `old` with one run of bytes inserted somewhere.
    private func isOneInsertion(_ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>) -> Bool {
        guard new.count >= old.count else { return false }
        let head = zip(old, new).prefix(while: { $0 == $1 }).count
        let tail = zip(old.reversed(), new.reversed()).prefix(while: { $0 == $1 }).count
        return head + tail >= old.count
    }
}
