import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// A statement into a budget: each row where the rules put it (income, a category, a refund,
/// Uncategorised, or skipped), written as `tally add` writes, and nothing added twice however
/// often and in whatever overlapping pieces the statement comes.
@Suite struct StatementImportTests {
    static let budget = """
    kind: budget
    title: Joint account
    currency: GBP
    period: 2026-10
    categories:
      - name: Food
        budget: 300
      - name: Shopping
        budget: 80

    """

    static let rules = """
    csv:
      date: Date
      date-format: "%d/%m/%Y"
      amount: Amount
      description: Description
    rules:
      - match: salary
        income: Salary
      - match: TRANSFER
        skip: true
      - match: TESCO|PRET
        category: food
      - match: AMAZON
        category: Shopping
        notes: Online order
    """

    static let header = "Date,Description,Amount,Balance\n"

    /// The budget in its own folder, with the rules beside it.
    static func scratch() throws -> ScratchScenario {
        let file = try ScratchScenario(budget)
        try Data(rules.utf8).write(to: file.folder.appendingPathComponent("bank.rules.yaml"))
        return file
    }

    @discardableResult
    static func importing(_ statement: String, into file: ScratchScenario, dryRun: Bool = false,
                          rules: String = "bank.rules.yaml") throws -> ImportSummary {
        let path = file.folder.appendingPathComponent("statement-\(UUID().uuidString).csv").path
        try Data(statement.utf8).write(to: URL(fileURLWithPath: path))
        return try StatementImporter.importStatement(path, into: file.path, rules: file.folder.appendingPathComponent(rules).path,
                                                     dryRun: dryRun, context: AddFixtures.context)
    }

    @Test func rowsGoWhereTheRulesSayAndASecondImportChangesNoByte() throws {
        let file = try Self.scratch()
        let statement = Self.header + """
        03/10/2026,PRET A MANGER,-3.45,10
        03/10/2026,PRET A MANGER,-3.45,6.55
        07/10/2026,AMAZON MARKETPLACE,-23.99,0
        12/10/2026,TRANSFER TO SAVINGS,-200.00,0
        14/10/2026,AMAZON REFUND,23.99,0
        18/10/2026,CORNER SHOP,-4.20,0
        31/10/2026,ACME LTD SALARY,"2,450.00",0

        """
        let summary = try Self.importing(statement, into: file)
        let text = file.text
        let ids = text.split(separator: "\n").filter { $0.contains("import-id:") }.map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(ids.count == 7 - 1, "six entries, the transfer skipped")
        #expect(Set(ids).count == 6, "the two coffees are two entries")
        let shown = ids.reduce(text) { $0.replacingOccurrences(of: $1, with: "ID") }
        #expect(shown == """
        kind: budget
        title: Joint account
        currency: GBP
        period: 2026-10
        categories:
          - name: Food
            budget: 300
            expenses:
              - amount: 3.45
                date: 2026-10-03
                notes: PRET A MANGER
                import-id: ID
              - amount: 3.45
                date: 2026-10-03
                notes: PRET A MANGER
                import-id: ID
          - name: Shopping
            budget: 80
            expenses:
              - amount: 23.99
                date: 2026-10-07
                notes: Online order
                import-id: ID
              - amount: -23.99
                date: 2026-10-14
                notes: Online order
                import-id: ID
          - name: Uncategorised
            budget: 0
            expenses:
              - amount: 4.20
                date: 2026-10-18
                notes: CORNER SHOP
                import-id: ID
        income:
          - name: Salary
            amount: 2450.00
            date: 2026-10-31
            notes: ACME LTD SALARY
            import-id: ID

        """)
        #expect((summary.addedCount, summary.skipped, summary.duplicates) == (6, 1, 0))
        #expect(summary.uncategorised.map(\.description) == ["CORNER SHOP"])
        let shopping = try #require(summary.added.first { $0.name == "Shopping" })
        #expect(shopping.total == Money(minorUnits: 2_399) && shopping.refunded == Money(minorUnits: 2_399))

        let first = file.bytes
        let again = try Self.importing(statement, into: file)
        #expect(file.bytes == first, "byte for byte as it was")
        #expect((again.addedCount, again.duplicates) == (0, 6))
    }

    @Test func overlappingAndReorderedStatementsAddOnlyWhatIsNew() throws {
        let file = try Self.scratch()
        try Self.importing(Self.header + "01/10/2026,TESCO,-10.00,0\n03/10/2026,PRET,-3.45,0\n03/10/2026,PRET,-3.45,0\n", into: file)
        // The next download starts on the 3rd again, lists that day's rows in another order,
        // and has a third coffee that day.
        let next = Self.header + "04/10/2026,TESCO,-12.00,0\n03/10/2026,PRET,-3.45,0\n03/10/2026,TESCO,-1.00,0\n03/10/2026,PRET,-3.45,0\n03/10/2026,PRET,-3.45,0\n"
        let summary = try Self.importing(next, into: file)
        #expect((summary.addedCount, summary.duplicates) == (3, 2))
        let budget = try #require(try ScenarioAdder.read(file.path, context: AddFixtures.context).budget)
        let food = try #require(budget.budget.categories.first)
        #expect(food.expenses.map(\.amount.minorUnits).sorted() == [100, 345, 345, 345, 1_000, 1_200])
    }

    @Test func anOFXStatementOverlappingAnImportedCSVFindsItsRows() throws {
        let file = try Self.scratch()
        try Self.importing(Self.header + "29/10/2026,TESCO STORES,-47.18,0\n", into: file)
        let ofx = "OFXHEADER:100\n<OFX><CURDEF>GBP<BANKTRANLIST>\n<STMTTRN><DTPOSTED>20261029<TRNAMT>-47.18<FITID>9<NAME>TESCO STORES</STMTTRN>\n<STMTTRN><DTPOSTED>20261101<TRNAMT>-5.00<FITID>10<NAME>TESCO STORES</STMTTRN>\n</BANKTRANLIST></OFX>\n"
        let path = file.folder.appendingPathComponent("november.ofx").path
        try Data(ofx.utf8).write(to: URL(fileURLWithPath: path))
        let summary = try StatementImporter.importStatement(path, into: file.path, rules: file.folder.appendingPathComponent("bank.rules.yaml").path,
                                                            dryRun: false, context: AddFixtures.context)
        #expect((summary.addedCount, summary.duplicates) == (1, 1))
        #expect(file.text.contains("      - amount: 5.00\n        date: 2026-11-01\n        notes: TESCO STORES\n        import-id: fitid-10\n  - name: Shopping"))
    }

    @Test func aDryRunWritesNothing() throws {
        let file = try Self.scratch()
        let summary = try Self.importing(Self.header + "01/10/2026,TESCO,-10.00,0\n", into: file, dryRun: true)
        #expect(summary.addedCount == 1)
        #expect(file.text == Self.budget)
    }

    @Test func anUnreadableRowWritesNothing() throws {
        let file = try Self.scratch()
        do {
            try Self.importing(Self.header + "01/10/2026,TESCO,-10.00,0\n02/10/2026,TESCO,ten,0\n", into: file)
            Issue.record("imported")
        } catch let error as AddError {
            #expect(error.lines.count == 2)
            #expect(error.lines[0].hasSuffix(".csv:3:18: error: the amount \"ten\" is not an amount of money in GBP, such as -23.99 or 1,250.00"))
            #expect(error.lines[1] == "error: nothing was imported; \(file.path) was left as it is")
        }
        #expect(file.text == Self.budget)
    }

    @Test func aRuleForACategoryTheBudgetLacksIsLocatedInTheRules() throws {
        let file = try Self.scratch()
        try Data("rules:\n  - match: TFL\n    category: Transprot\n".utf8).write(to: file.folder.appendingPathComponent("typo.rules.yaml"))
        do {
            try Self.importing(Self.header + "31/10/2026,TESCO,-10.00,0\n", into: file, rules: "typo.rules.yaml")
            Issue.record("imported")
        } catch let error as AddError {
            #expect(error.lines.first?.hasSuffix("typo.rules.yaml:2:5: error: category \"Transprot\" is not a category of \(file.path); the categories are Food, Shopping (`tally add category` adds one)") == true, "\(error.lines)")
        }
        #expect(file.text == Self.budget)
    }
}

private extension Scenario {
    var budget: BudgetScenario? {
        if case .budget(let budget) = self { return budget }
        return nil
    }
}
