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
///   of its Markdown page. Code spans (`rate: 4`) and other fenced blocks are not read for figures.
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
        for problem in try Self.problems(page: page, markdown: markdown) {
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
        let problems = try Self.problems(page: "loan.md", markdown: markdown)
        #expect(problems == ["loan.md:12: £286.72 is not on the page built from the example at line 3 (loan/loan-3.html)"])
    }

    @Test func wordsAndCodeSpansAreNotFigures() {
        let lines = ["In month 331, the 3 categories and `rate: 4` (see 2 pages),", "rounded at 4/12% and −£3.50 and 27 years", "7 months on 1 Feb 2028."]
        let figures = HelpFigures.stated(in: lines.enumerated().map { HelpExample.Line(number: $0.offset + 1, text: $0.element, isCode: false) })
        #expect(figures.map(\.text) == ["−£3.50", "27 years 7 months", "1 Feb 2028"])
        #expect(figures.map(\.line) == [2, 2, 3])
    }

    @Test func aFigureMustStandAlone() {
        #expect(HelpFigures.appears("£1,752.18", in: "pay £1,752.18 a month"))
        #expect(!HelpFigures.appears("9 payments", in: "299 payments"))
        #expect(!HelpFigures.appears("£500.00", in: "−£500.00"))
        #expect(!HelpFigures.appears("$12.00", in: "CA$12.00"))
        #expect(!HelpFigures.appears("£4,180", in: "£4,180.00"))
        #expect(HelpFigures.appears("27 years 7 months", in: "(27 years\u{00A0}7 months)"))
    }

    @Test func anErrorExampleMustQuoteTheError() throws {
        let markdown = "# Loan\n\n```yaml error\nkind: loan\nprincipal: 1000\nrate: 3,5\nyears: 2\n```\n\nTally says the rate is wrong.\n"
        let problems = try Self.problems(page: "loan.md", markdown: markdown)
        #expect(problems == [#"loan.md:3: the prose after this example does not quote its error: rate must be a percentage between 0 and 100, got "3,5""#])
    }

    /// What is wrong with `page`'s examples, one line each, as `page:line: what`.
    static func problems(page: String, markdown: String) throws -> [String] {
        let examples = HelpExample.all(in: markdown, page: page)
        guard !examples.isEmpty else { return [] }
        var files: [String: String] = [:]
        for example in examples { files["scenarios/\(example.slug).yaml"] = example.yaml }
        let project = try TemporaryProject(files: files)
        let summary = try BuildPipeline.build(project.options(keepGoing: true))
        let pages = builtPages(in: project.root.appendingPathComponent("public"))
        var problems: [String] = []
        for example in examples {
            let errors = summary.diagnostics.map(\.description).filter { $0.hasPrefix("scenarios/\(example.slug).yaml:") }
            switch example.kind {
            case .fails:
                let quoted = example.prose.map(\.text).joined(separator: " ")
                if errors.isEmpty { problems.append("\(page):\(example.line): this example should fail, and it builds") }
                for error in errors {
                    let parts = error.split(separator: ":", maxSplits: 3).map(String.init)
                    guard parts.count == 4 else {
                        problems.append("\(page):\(example.line): an error without a place: \(error)")
                        continue
                    }
                    let message = String(parts[3].dropFirst(" error: ".count))
                    if !quoted.contains(message) {
                        problems.append("\(page):\(example.line): the prose after this example does not quote its error: \(message)")
                    } else if quoted.contains(": error: \(message)"), !quoted.contains(":\(parts[1]):\(parts[2]): error: \(message)") {
                        problems.append("\(page):\(example.line): the prose quotes this example's error at another line and column than \(parts[1]):\(parts[2])")
                    }
                }
            case .builds:
                guard errors.isEmpty else {
                    problems += errors.map { "\(page):\(example.line): this example does not build: \(helpLocated($0, example))" }
                    continue
                }
                guard let html = pages["\(example.slug).html"], let markdownPage = pages["\(example.slug).md"] else {
                    problems.append("\(page):\(example.line): no page was built from this example")
                    continue
                }
                let htmlText = HelpFigures.text(ofHTML: html.text)
                let markdownText = HelpFigures.text(ofMarkdown: markdownPage.text)
                for figure in HelpFigures.stated(in: example.proseLines) {
                    let missing = [(htmlText, html.path), (markdownText, markdownPage.path)].filter { !HelpFigures.appears(figure.text, in: $0.0) }
                    if let first = missing.first {
                        problems.append("\(page):\(figure.line): \(figure.text) is not on the page built from the example at line \(example.line) (\(first.1))")
                    }
                }
            }
        }
        return problems
    }

    /// A scenario's error, `scenarios/x.yaml:3:7: error: …`, at its line on the help page.
    private static func helpLocated(_ error: String, _ example: HelpExample) -> String {
        let parts = error.split(separator: ":", maxSplits: 3)
        guard parts.count == 4, let line = Int(parts[1]) else { return error }
        return "line \(example.line + line), column \(parts[2]):\(parts[3])"
    }

    /// Each scenario's pages by its main page's file name (`loan-3.html`), outside the help. A
    /// budget's month pages, `budget/<slug>/<YYYY-MM>.html`, join its main page `budget/<slug>.html`:
    /// what the help says about March may be on March's page.
    private static func builtPages(in folder: URL) -> [String: (path: String, text: String)] {
        var pages: [String: (path: String, text: String)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String { paths.append(relative) }
        for relative in paths.sorted() where !relative.hasPrefix("help/") {
            let parts = relative.split(separator: "/")
            let name = String(parts.last!)
            guard parts.count >= 2, name.hasSuffix(".html") || name.hasSuffix(".md"),
                  let text = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8) else { continue }
            let suffix = name.hasSuffix(".md") ? ".md" : ".html"
            let key = parts.count == 2 ? name : String(parts[parts.count - 2]) + suffix
            if let main = pages[key] {
                pages[key] = (main.path, main.text + "\n" + text)
            } else if parts.count == 2 {
                pages[key] = (relative, text)
            }
        }
        return pages
    }
}
