import Foundation
import Testing
import TallyReports
@testable import TallySite

/// Issue 8: a small file must not cost a large build. A budget of daily expenses is refused
/// before anything is rendered; whatever else gets through is capped in rows and bytes.
@Suite struct ReportLimitsTests {
    /// 1,000 daily expenses: 42 KB of YAML, 31,000 rows in March.
    static var dailyBudget: String {
        var text = "kind: budget\ntitle: Daily\nperiod: 2026-03\ncategories:\n"
        for category in 0..<10 {
            text += "  - name: c\(category)\n    budget: 1\n    expenses:\n"
            for _ in 0..<100 { text += "      - {amount: 1, date: 2026-03-01, occurrence: daily}\n" }
        }
        return text
    }

    @Test func aBudgetWithTooManyPaymentsIsRefusedBeforeRendering() throws {
        let project = try TemporaryProject(files: ["scenarios/daily.yaml": Self.dailyBudget])
        let started = Date()
        let summary = try BuildPipeline.build(project.options())
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!summary.published)
        let message = try #require(summary.diagnostics.first?.description)
        #expect(message.hasPrefix("scenarios/daily.yaml:1:1: error: this budget has 31000 payments in March 2026, over Tally's limit of \(ReportLimits.maximumPaymentsInMonth) for one month"))
        let checked = try BuildPipeline.check(project.options())
        #expect(checked.diagnostics.map(\.description) == [message])
    }

    /// Issue 23: 10 categories of 60 daily expenses kept since 1926 — 47 KB that passed `check`
    /// and then cost `build` 43 s and 7 GB before being refused. Its size is known from the
    /// scenario, so both refuse it at once, at `since:`, saying what to change.
    @Test func aBudgetWhosePagesWouldBeTooLargeIsRefusedBeforeDrawingAndByCheck() throws {
        var text = "kind: budget\ntitle: A century\nsince: 1926-01\nperiod: 2025-12\ncategories:\n"
        for category in 0..<10 {
            text += "  - name: Category \(category)\n    budget: 1000\n    expenses:\n"
            for expense in 0..<60 { text += "      - {amount: 1.25, date: 1926-01-01, occurrence: daily, notes: Expense number \(expense)}\n" }
        }
        #expect(text.utf8.count > 40_000)
        let project = try TemporaryProject(files: ["scenarios/century.yaml": text])
        let started = Date()
        let summary = try BuildPipeline.build(project.options())
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(!summary.published)
        let message = try #require(summary.diagnostics.first?.description)
        #expect(message.hasPrefix("scenarios/century.yaml:3:8: error: this budget's pages (1200 months from January 1926 to December 2025, 720600 expense rows) could come to "))
        #expect(message.hasSuffix("for a scenario file of this size; track fewer months (a later `since:`), make fewer expenses recur, or split the budget into smaller files"))
        let checked = try BuildPipeline.check(project.options())
        #expect(checked.diagnostics.map(\.description) == [message])
    }

    static func rendered(_ files: [OutputFile]) -> RenderedScenario {
        RenderedScenario(files: files, entry: IndexEntry(group: "g", groupName: "G", title: "t", headline: "h", detail: "d",
                                                         href: "a.html", markdownHref: "a.md", sourcePath: "a.yaml"))
    }

    @Test func reportsOverTheByteOrLineCapAreRefusedSayingSo() throws {
        let small = Self.rendered([OutputFile(path: "a.html", bytes: [UInt8](repeating: 0x41, count: 1000))])
        #expect(ReportLimits.check(small, inputBytes: 500, path: "a.yaml") == nil)
        let large = Self.rendered([OutputFile(path: "a.html", bytes: [UInt8](repeating: 0x41, count: ReportLimits.minimumBytes + 1))])
        let bytes = try #require(ReportLimits.check(large, inputBytes: 500, path: "a.yaml"))
        #expect(bytes.message.contains("over Tally's limit of 25 MB for a scenario file of this size"))
        let long = Self.rendered([OutputFile(path: "a.md", bytes: [UInt8](repeating: 0x0A, count: ReportLimits.minimumLines + 1))])
        let lines = try #require(ReportLimits.check(long, inputBytes: 500, path: "a.yaml"))
        #expect(lines.message.contains("over Tally's limit of \(ReportLimits.minimumLines) for a scenario file of this size"))
    }

    /// A long-kept file may make more, in proportion; a file under 64 KB never makes 50 MB.
    @Test func theCapGrowsWithTheFileButNotForSmallFiles() throws {
        let large = Self.rendered([OutputFile(path: "a.html", bytes: [UInt8](repeating: 0x41, count: ReportLimits.minimumBytes + 1))])
        #expect(ReportLimits.check(large, inputBytes: 80_000, path: "a.yaml") == nil)
        #expect(ReportLimits.maximumBytes(forInput: 64 * 1024 - 1) < 50_000_000)
        #expect(ReportLimits.maximumBytes(forInput: 80_000) == 60_000_000)
    }
}
