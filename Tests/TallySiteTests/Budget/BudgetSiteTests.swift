import Foundation
import TallyEngines
import Testing
@testable import TallySite

/// A whole build of a budget: `--sort` reaching the parser, and the help page staying true.
@Suite struct BudgetSiteTests {
    static let yaml = """
    kind: budget
    period: 2026-03
    sort: usage
    categories:
      - name: Zebra crossing fees
        budget: 10
        expenses:
          - amount: 1
            date: 2026-03-01
            occurrence: daily
      - name: Apples
        budget: 10
    """

    /// Builds `yaml` in a fresh folder and returns the budget page's HTML.
    private func build(order: CategoryOrder?) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenarios = root.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try Data(Self.yaml.utf8).write(to: scenarios.appendingPathComponent("fees.yaml"))
        let options = BuildOptions(
            outputDirectory: "public", jobs: 1, projectRoot: URL(fileURLWithPath: root.path, isDirectory: true),
            environment: ["SOURCE_DATE_EPOCH": "1767225600"], categoryOrder: order
        )
        let summary = try BuildPipeline.build(options)
        #expect(summary.succeeded)
        return try String(contentsOf: root.appendingPathComponent("public/budget/fees.html"), encoding: .utf8)
    }

    @Test func sortOptionOverridesTheFilesOrder() throws {
        let byUsage = try build(order: nil)
        let byName = try build(order: .name)
        func position(_ name: String, in html: String) -> Int {
            html.range(of: "\">\(name)</a>").map { html.distance(from: html.startIndex, to: $0.lowerBound) } ?? -1
        }
        #expect(position("Zebra crossing fees", in: byUsage) < position("Apples", in: byUsage))
        #expect(position("Apples", in: byName) < position("Zebra crossing fees", in: byName))
        #expect(position("Apples", in: byName) >= 0)
    }

    @Test func helpPageListsEveryPaletteColourWithItsHex() throws {
        let help = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TallySite/Site/help/budgets.md")
        let text = try String(contentsOf: help, encoding: .utf8)
        for entry in Colour.palette {
            #expect(text.contains("| `\(entry.name)` | `\(entry.hex)`"), "help/budgets.md is missing \(entry.name) \(entry.hex)")
        }
    }
}
