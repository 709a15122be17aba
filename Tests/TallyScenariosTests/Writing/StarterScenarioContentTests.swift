import TallyEngines
import Testing
@testable import TallyScenarios

/// What `tally new` writes for budgets and BMI logs: no sample entry that would read as the
/// person's own, and nothing that makes their first real entries fall outside.
@Suite struct StarterScenarioContentTests {
    private let today = CalendarDate(year: 2026, month: 11, day: 25) ?? CalendarDate(daysSinceEpoch: 0)

    private func parsed(_ kind: String) throws -> Scenario {
        let text = try #require(StarterScenarios.text(kind: kind, title: "X", slug: "x", today: today))
        return try ScenarioParser.parse(text: text, path: "scenarios/x.yaml", context: ParseContext(settings: SiteSettings(), today: today))
    }

    @Test func theBudgetStarterHasNoExpensesAndTracksFromTheFirstOne() throws {
        guard case .budget(let budget) = try parsed("budget") else {
            Issue.record("not a budget")
            return
        }
        #expect(budget.budget.categories.allSatisfy { $0.expenses.isEmpty })
        #expect(budget.budget.period == today.yearMonth)
        #expect(budget.budget.since == today.yearMonth)
        #expect(budget.warnings.isEmpty)
        // Months left to their defaults: an expense from last month moves `since` back to it.
        let text = try #require(StarterScenarios.text(kind: "budget", title: "X", slug: "x", today: today))
        #expect(!text.contains("\nsince:") && !text.contains("\nperiod:"))
        #expect(text.contains("# since: 2026-11"))
        #expect(text.contains("tally add expense scenarios/x.yaml"))
    }

    @Test func theBMIStarterHasNoWeighIn() throws {
        guard case .bmi(let log) = try parsed("bmi") else {
            Issue.record("not a BMI log")
            return
        }
        #expect(log.entries.isEmpty)
        #expect(log.age == nil)
        #expect(log.warnings.isEmpty)
        let text = try #require(StarterScenarios.text(kind: "bmi", title: "X", slug: "x", today: today))
        #expect(text.contains("#   - date: 2026-11-25"))
        #expect(text.contains("tally add weigh-in scenarios/x.yaml"))
    }

    /// The loan and mortgage starters show the keys of loans as lenders sell them as comments;
    /// uncommented, they read as written (issue 25).
    @Test func theLenderKeysTheStartersShowAreValid() throws {
        for kind in ["loan", "mortgage"] {
            let text = try #require(StarterScenarios.text(kind: kind, title: "X", slug: "x", today: today))
            let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                // A commented key (`# then:`, `#   - after: 24`), not a sentence (`# Help: …`).
                let rest = line.dropFirst(2).drop { $0 == " " }
                let key = rest.prefix { $0.isLowercase || $0 == "-" }
                guard line.hasPrefix("# "), !line.hasPrefix("#  location"),
                      (!key.isEmpty && rest.dropFirst(key.count).first == ":") || rest.hasPrefix("- ") else { return line }
                return line.dropFirst(2)
            }.joined(separator: "\n")
            let scenario = try ScenarioParser.parse(text: uncommented, path: "scenarios/x.yaml", context: ParseContext(settings: SiteSettings(), today: today))
            guard case .timeValue(let loan) = scenario else {
                Issue.record("\(kind) is not a loan")
                continue
            }
            #expect(loan.ratePlan?.periods.count == 1, "\(kind)")
            #expect(loan.costs != nil, "\(kind)")
        }
    }
}
