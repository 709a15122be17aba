import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// A file saved with a UTF-8 byte order mark (as some Windows editors do) is read, checked and
/// added to like any other: the mark is no column of line 1, and it stays at the front.
@Suite struct AddByteOrderMarkTests {
    private static let mark = "\u{FEFF}"

    @Test func anEntryGoesInsideAFlowListOnLineOne() throws {
        let file = try ScratchScenario(Self.mark + "{kind: budget, period: 2026-03, categories: [{name: Rent, budget: 900, expenses: [{amount: 1, date: 2026-03-01}]}]}\n")
        let added = try ScenarioAdder.addExpense(ExpenseEntry(category: "Rent", amount: "5", date: "2026-03-02"), to: file.path, context: AddFixtures.context)
        #expect(added.file.line == 1)
        #expect(Array(file.bytes.prefix(3)) == [0xEF, 0xBB, 0xBF], "the mark stays first")
        #expect(String(decoding: file.bytes.dropFirst(3), as: UTF8.self)
            == "{kind: budget, period: 2026-03, categories: [{name: Rent, budget: 900, expenses: [{amount: 1, date: 2026-03-01}, {amount: 5.00, date: 2026-03-02}]}]}\n")
    }

    @Test func anEmptyListOnLineOneBecomesABlockList() throws {
        let file = try ScratchScenario(Self.mark + "entries: []\nkind: bmi\nheight: 170cm\n", name: "bmi.yaml")
        _ = try ScenarioAdder.addWeighIn(WeighInEntry(weight: "70kg", date: "2026-03-02"), to: file.path, context: AddFixtures.context)
        let text = String(decoding: file.bytes.dropFirst(3), as: UTF8.self)
        #expect(Array(file.bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(text.hasPrefix("entries:\n  - date: 2026-03-02\n"), "\(text)")
        #expect(text.hasSuffix("kind: bmi\nheight: 170cm\n"))
    }

    @Test func columnsOnLineOneAreCountedAfterTheMark() throws {
        let outline = try #require(YAMLOutline(Array((Self.mark + "kind: budget\n").utf8)))
        let value = try #require(outline.root?.value(forKey: "kind")?.value)
        #expect(value.start == YAMLOutline.Position(offset: 9, line: 1, column: 7), "b of budget: 3 bytes of mark, then 6 characters")
        #expect(value.end.offset == 15)
    }

    /// `tally check` and `tally build` read through `ScenarioText`: the mark is dropped rather
    /// than read as part of the first key, and a bad byte on line 1 is placed as an editor counts.
    @Test func checkReadsTheFileAndPlacesLineOneRight() throws {
        let text = try ScenarioText.decode(Array((Self.mark + "kind: budgett\n").utf8), path: "b.yaml")
        #expect(text == "kind: budgett\n")
        do {
            _ = try ScenarioText.decode(Array(Self.mark.utf8) + Array("kind: bu".utf8) + [0xFF], path: "b.yaml")
            Issue.record("a bad byte was accepted")
        } catch {
            #expect(error.all.map(\.location.column) == [9])
        }
    }
}
