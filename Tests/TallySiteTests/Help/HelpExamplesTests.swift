import Foundation
import Testing
@testable import TallySite

/// Every worked example in `site/help/*.md` is built by Tally, and every figure the help states
/// about it must be on the page Tally builds (issue 22: help that contradicted the tool).
///
/// The markup, chosen to read as ordinary YAML on the site and on a git host (cmark-gfm keeps
/// only the first word of a fence's info string, as `language-yaml`):
///
/// - ```` ```yaml example ```` opens a complete scenario. The prose after the block, up to the
///   next heading or the next example, speaks about it: each figure in that prose (an amount
///   such as £1,752.18 or −$5.00, a percentage, "331 payments", "27 years 7 months", a date
///   such as "1 Feb 2028" or "2028-02") must appear in the text of the scenario's HTML page and
///   of its Markdown page (for a budget, of any of its month pages). Code spans and other fenced
///   blocks are not read for figures: an input (`rate: 4`) or a step of arithmetic the page does
///   not show (`ln(3000 / 1000) / ln(1 + 0.04/12) = 330.13`) is written as code.
/// - ```` ```yaml error ```` opens a scenario that must fail; the prose after it (code blocks
///   included) must quote the message Tally gives, the part after `error: `, and where it quotes
///   `file:line:column: error: …` the line and column must be the scenario's.
/// - A plain ```` ```yaml ```` block is a fragment and is not built.
///
/// The build's "today" is `TemporaryProject`'s, 1 January 2026.
@Suite struct HelpExamplesTests {
    static let helpFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("site/help")

    static let pages = ((try? FileManager.default.contentsOfDirectory(atPath: helpFolder.path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted()

    @Test(arguments: pages) func everyFigureStatedAboutAnExampleIsOnItsPage(page: String) throws {
        let markdown = try String(contentsOf: Self.helpFolder.appendingPathComponent(page), encoding: .utf8)
        for problem in try HelpExampleCheck.problems(page: page, markdown: markdown) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func theHelpHasWorkedExamples() {
        let examples = Self.pages.flatMap { page in
            HelpExample.all(in: (try? String(contentsOf: Self.helpFolder.appendingPathComponent(page), encoding: .utf8)) ?? "", page: page)
        }
        #expect(Self.pages.count >= 10, "site/help not found from \(Self.helpFolder.path)")
        #expect(examples.count >= 10)
    }

    // The checker itself, on pages written for it.

    static let sofa = "kind: loan\ntitle: Sofa\nprincipal: 3000\nrate: 7\npayment: 350\n"

    @Test func aFigureTheBuiltPageDoesNotShowIsReportedWithItsLine() throws {
        let markdown = "# Loan\n\n```yaml example\n\(Self.sofa)```\n\n**Answer: 9 payments (9 months).** The last\nis **£286.72**, with £86.71 of interest.\n\n## Next\n\n£1.00\n"
        let problems = try HelpExampleCheck.problems(page: "loan.md", markdown: markdown)
        #expect(problems == ["loan.md:12: £286.72 is not on the page built from the example at line 3 (loan/loan-3.html)"])
    }

    @Test func wordsAndCodeSpansAreNotFigures() {
        let lines = ["In month 331, the 3 categories and `rate: 4` (see 2 pages),", "rounded at 4/12% and −£3.50 and 27 years", "7 months on 1 Feb 2028, `n = 330.13` or 330.13 months."]
        let figures = HelpFigures.stated(in: lines.enumerated().map { HelpExample.Line(number: $0.offset + 1, text: $0.element, isCode: false) })
        #expect(figures.map(\.text) == ["−£3.50", "27 years 7 months", "1 Feb 2028", "330.13 months"])
        #expect(figures.map(\.line) == [2, 2, 3, 3])
    }

    @Test func aFigureMustStandAlone() {
        #expect(HelpFigures.appears("£1,752.18", in: "pay £1,752.18 a month"))
        #expect(!HelpFigures.appears("9 payments", in: "299 payments"))
        #expect(!HelpFigures.appears("£500.00", in: "−£500.00"))
        #expect(!HelpFigures.appears("$12.00", in: "CA$12.00"))
        #expect(!HelpFigures.appears("£4,180", in: "£4,180.00"))
        #expect(HelpFigures.appears("27 years 7 months", in: "(27 years\u{00A0}7 months)"))
    }

    @Test func anExampleThatDoesNotBuildIsReportedWhereTheHelpWritesIt() throws {
        let markdown = "# Loan\n\n```yaml example\nkind: loan\nprincipal: 1000\nrate: 3,5\nyears: 2\n```\n"
        let problems = try HelpExampleCheck.problems(page: "loan.md", markdown: markdown)
        #expect(problems == [#"loan.md:6:7: this example does not build: rate must be a percentage between 0 and 100, got "3,5""#])
    }

    @Test func anErrorExampleMustQuoteTheError() throws {
        let markdown = "# Loan\n\n```yaml error\nkind: loan\nprincipal: 1000\nrate: 3,5\nyears: 2\n```\n\nTally says the rate is wrong.\n"
        let problems = try HelpExampleCheck.problems(page: "loan.md", markdown: markdown)
        #expect(problems == [#"loan.md:3: the prose after this example does not quote its error: rate must be a percentage between 0 and 100, got "3,5""#])
    }
}
