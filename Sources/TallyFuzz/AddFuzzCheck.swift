import Foundation
import TallyEngines
import TallyScenarios

/// `tally add` on each input that is a valid scenario (issue 23): an entry must land exactly or
/// not at all. After an add the file must read as it did with the one entry more, at the end of
/// the list asked for, every old byte kept around one inserted run (a blank value such as `[]`
/// may go); after a refusal it must be byte for byte as it was.
enum AddFuzzCheck {
    /// One folder for the whole run: each input is written to the same file, then added to.
    private static let path: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-fuzz-add-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("scenario.yaml").path
    }()

    private static let context = ParseContext(settings: SiteSettings(), today: CalendarDate(year: 2026, month: 3, day: 20) ?? CalendarDate(daysSinceEpoch: 0))

    static func run(_ bytes: [UInt8]) -> String? {
        guard let text = try? ScenarioText.decode(bytes, path: path),
              let scenario = try? ScenarioParser.parse(text: text, path: path, context: context) else { return nil }
        switch scenario {
        case .budget(let budget):
            let names = budget.budget.categories.map(\.name)
            for index in Set([0, names.count - 1]) where names.indices.contains(index) {
                if let failure = attempt(bytes, { path throws(AddError) in
                    let added = try ScenarioAdder.addExpense(ExpenseEntry(category: names[index], amount: "12.5", notes: "it's [a], b # c"), to: path, context: context)
                    var expected = budget.budget.categories
                    let old = expected[index]
                    expected[index] = BudgetCategory(name: old.name, schedule: old.schedule, colour: old.colour, notes: old.notes, expenses: old.expenses + [added.expense])
                    return added.after.budget.categories == expected && added.expense.notes == "it's [a], b # c"
                }) { return "add expense to \(names[index]): \(failure)" }
            }
            return attempt(bytes) { path throws(AddError) in
                let added = try ScenarioAdder.addCategory(CategoryEntry(name: "Fuzzed \(names.count)", budget: "40"), to: path, context: context)
                return added.after.budget.categories == budget.budget.categories + [added.category]
            }.map { "add category: \($0)" }
        case .timeValue(let loan):
            return attempt(bytes) { path throws(AddError) in
                let added = try ScenarioAdder.addOverpayment(OverpaymentEntry(amount: "100", date: "2099-12"), to: path, context: context)
                return added.after.overpayments.count == loan.overpayments.count + 1
            }.map { "add overpayment: \($0)" }
        case .bmi(let log):
            return attempt(bytes) { path throws(AddError) in
                let added = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "70kg", date: "2026-03-19"), to: path, context: context)
                return added.after.entries.count == log.entries.count + 1
            }.map { "add weigh-in: \($0)" }
        default:
            return nil
        }
    }

    /// Writes `bytes` to the file, adds, and says what is wrong with the outcome, if anything.
    private static func attempt(_ bytes: [UInt8], _ add: (String) throws(AddError) -> Bool) -> String? {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
        let landed: Bool
        do {
            landed = try add(path)
        } catch {
            let now = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            return now == bytes ? nil : "refused (\(error)) but the file changed"
        }
        guard landed else { return "the entry did not land exactly at the end of its list" }
        let now = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        var prefix = 0
        while prefix < bytes.count, prefix < now.count, bytes[prefix] == now[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < bytes.count - prefix, suffix < now.count - prefix, bytes[bytes.count - 1 - suffix] == now[now.count - 1 - suffix] { suffix += 1 }
        let removed = bytes[prefix..<(bytes.count - suffix)]
        guard removed.allSatisfy({ " \t[]~nulNUL".utf8.contains($0) }) else {
            return "old bytes went: \(String(decoding: removed, as: UTF8.self).debugDescription)"
        }
        return nil
    }
}
