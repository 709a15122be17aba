import Foundation
import TallyEngines
@testable import TallyScenarios

/// A scenario file in a folder of its own, removed when the test is done with it.
final class ScratchScenario {
    let folder: URL
    let path: String

    init(_ text: String, name: String = "budget.yaml") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-add-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    var bytes: Data { FileManager.default.contents(atPath: path) ?? Data() }
}

enum AddFixtures {
    static let today = CalendarDate(year: 2026, month: 3, day: 20) ?? CalendarDate(daysSinceEpoch: 0)
    static let context = ParseContext(settings: SiteSettings(), today: today)

    /// A budget with a comment in every place one can go.
    static let commentedBudget = """
    # Top of the file
    kind: budget   # the kind
    title: Test budget
    period: 2026-03
    categories:   # the list
      # before the first category
      - name: Groceries   # the name
        budget: 300
        # before expenses
        expenses:
          # before the first expense
          - amount: 10.00   # trailing
            date: 2026-03-01
            # inside the last expense, after its keys

          # after the last expense, at its dash
        # after expenses, at the category's keys
      # between categories
      - name: Rent
        budget: 900
        expenses: []   # none yet
    # end of the file

    """
}
