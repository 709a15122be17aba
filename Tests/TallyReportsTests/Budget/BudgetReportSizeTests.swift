import TallyEngines
import TallyReports
import TallyScenarios
import TallyTestSupport
import Testing

/// Issue 23: a budget's size is known before it is drawn. The bound must never be under what
/// the pages come to (or `check` would pass what `build` then refuses), and stay close enough
/// to be worth having.
@Suite struct BudgetReportSizeTests {
    /// Random budgets in every shape the bound's terms cover: many or few categories, every
    /// occurrence, long notes full of characters that escaping lengthens, line breaks, months
    /// from one to four years.
    static func randomBudget(_ random: inout SeededRandom) -> String {
        let months = Int(random.next() % 24)
        let since = YearMonth(year: 2022, month: 1)!
        let period = since.adding(months: months)
        var text = "kind: budget\ntitle: \"Size <&> \\\"check\\\"\"\nsince: \(since)\nperiod: \(period)\n"
        if random.next() % 2 == 0 { text += "notes: |\n  Line one & two\n  <three>\n" }
        let occurrences = Occurrence.allCases.map(\.rawValue)
        if random.next() % 2 == 0 {
            text += "income:\n"
            for income in 0..<(1 + Int(random.next() % 4)) {
                let start = since.adding(months: Int(random.next() % UInt64(months + 1)))
                text += "  - name: \"In \(income) \(String(repeating: "<&>", count: Int(random.next() % 20)))\"\n"
                text += "    amount: \(1 + random.next() % 900)\n    date: \(start)-0\(1 + random.next() % 9)\n"
                text += "    occurrence: \(occurrences[Int(random.next() % UInt64(occurrences.count))])\n"
                text += "    notes: \"\(String(repeating: "'é", count: Int(random.next() % 40)))\\nline\"\n"
            }
        }
        text += "categories:\n"
        for category in 0..<(1 + Int(random.next() % 6)) {
            let name = String(repeating: "&\\\"", count: Int(random.next() % 20))
            text += "  - name: \"Cat \(category) \(name)\"\n    budget: \(1 + random.next() % 500)\n    expenses:\n"
            for expense in 0..<(1 + Int(random.next() % 16)) {
                let start = since.adding(months: Int(random.next() % UInt64(months + 1)))
                let day = 1 + Int(random.next() % 28)
                let notes = String(repeating: ["<", "&", "'", "a", "é", "|", "*"][Int(random.next() % 7)], count: Int(random.next() % 120))
                let kind = random.next() % 5
                text += "      - amount: \(kind == 0 ? "-" : "")\(1 + random.next() % 900).\(10 + random.next() % 90)\n"
                text += "        date: \(start)-\(day < 10 ? "0" : "")\(day)\n"
                text += "        occurrence: \(occurrences[Int(random.next() % UInt64(occurrences.count))])\n"
                if kind == 1 { text += "        planned: true\n" }
                text += "        notes: \"\(expense) \(notes)\\nsecond line\"\n"
            }
        }
        return text
    }

    @Test func theBoundIsNeverUnderWhatIsDrawn() throws {
        var random = SeededRandom(seed: 0x7A11_2300)
        let templates = try ReportFixtures.templates()
        for round in 0..<24 {
            let yaml = Self.randomBudget(&random)
            let scenario = try BudgetReportFixtures.scenario(yaml)
            let bound = BudgetReportSize(scenario)
            let rendered = BudgetReport.render(scenario, templates: templates, page: BudgetReportFixtures.page)
            let bytes = rendered.files.reduce(0) { $0 + $1.bytes.count }
            let lines = rendered.files.reduce(0) { total, file in total + file.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            #expect(bytes <= bound.bytes, "round \(round): \(bytes) bytes drawn, bound \(bound.bytes)\n\(yaml)")
            #expect(lines <= bound.lines, "round \(round): \(lines) lines drawn, bound \(bound.lines)\n\(yaml)")
            // Close enough to refuse only what is large: within a small factor of the truth.
            #expect(bound.bytes <= 4 * bytes, "round \(round): bound \(bound.bytes) is far over \(bytes)")
        }
    }

    /// A recurring expense is one row in each month it falls in, plus the main report's month.
    @Test func rowsCountEachMonthAnExpenseFallsIn() throws {
        let scenario = try BudgetReportFixtures.scenario("""
        kind: budget
        title: Rows
        since: 2025-01
        period: 2025-12
        categories:
          - name: Food
            budget: 100
            expenses:
              - {amount: 1, date: 2025-01-05, occurrence: weekly}
              - {amount: 2, date: 2025-06-30, occurrence: monthly, until: 2025-08-31}
              - {amount: 3, date: 2025-12-25}
        """)
        let size = BudgetReportSize(scenario)
        #expect(size.pages == 13)
        // Weekly: 12 months + the main report; monthly: June, July, August; one-off: December twice.
        #expect(size.rows == 13 + 3 + 2)
    }
}
