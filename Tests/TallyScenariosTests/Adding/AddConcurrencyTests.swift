import Foundation
import Testing
@testable import TallyScenarios

@Suite struct AddConcurrencyTests {
    /// Four adds at once, under the same lock as `convert --save`: none is lost.
    @Test func fourConcurrentAddsAllLand() throws {
        let file = try ScratchScenario(AddFixtures.commentedBudget)
        let path = file.path
        let failures = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            do {
                _ = try ScenarioAdder.addExpense(ExpenseEntry(category: index % 2 == 0 ? "Groceries" : "Rent", amount: "\(index + 1)", notes: "writer \(index)"),
                                                 to: path, context: AddFixtures.context)
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.values.isEmpty)
        let scenario = try ScenarioParser.parse(text: file.text, path: path, context: AddFixtures.context)
        guard case .budget(let budget) = scenario else { Issue.record("not a budget"); return }
        let notes = Set(budget.budget.categories.flatMap(\.expenses).compactMap(\.notes))
        #expect(notes == ["writer 0", "writer 1", "writer 2", "writer 3"])
        #expect(file.text.hasPrefix("# Top of the file\nkind: budget   # the kind\n"))
    }
}

/// Errors collected from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.lock(); stored.append(value); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
