import Foundation
import Testing
@testable import TallySite

/// A whole build of a budget tracked over months: every page written where it should be, and
/// every relative link from both depths leading to a file the build wrote.
@Suite struct BudgetMonthsSiteTests {
    static let yaml = """
    kind: budget
    since: 2025-11
    period: 2026-02
    categories:
      - name: Food
        budget:
          - from: 2025-11
            amount: 300
          - from: 2026-01
            amount: 360
        expenses:
          - amount: 45.20
            date: 2025-09-01
            occurrence: weekly
            remind: true
    """

    @Test func everyLinkOnEveryBudgetPageLeadsToAFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-months-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenarios = root.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try Data(Self.yaml.utf8).write(to: scenarios.appendingPathComponent("food.yaml"))
        let options = BuildOptions(
            outputDirectory: "public", jobs: 1, projectRoot: URL(fileURLWithPath: root.path, isDirectory: true),
            environment: ["SOURCE_DATE_EPOCH": "1767225600"], categoryOrder: nil
        )
        #expect(try BuildPipeline.build(options).succeeded)
        let public_ = root.appendingPathComponent("public")
        let monthPages = try FileManager.default.contentsOfDirectory(atPath: public_.appendingPathComponent("budget/food").path).sorted()
            .filter { !$0.hasSuffix(".svg") }
        #expect(monthPages == ["2025-11", "2025-12", "2026-01", "2026-02"].flatMap { ["\($0).html", "\($0).md"] })

        let pages = ["budget/food.html", "budget/food.md"] + monthPages.map { "budget/food/\($0)" }
        var checked = 0
        for page in pages {
            let url = public_.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for target in Self.links(in: text, markdown: page.hasSuffix(".md")) {
                let resolved = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page) links to \(target), which is not in the build")
                #expect(resolved.path.hasPrefix(public_.standardizedFileURL.path), "\(page) links outside the site: \(target)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    /// Relative link targets without their fragments: `href="…"` in HTML, `](…)` in Markdown.
    static func links(in text: String, markdown: Bool) -> [String] {
        let opener = markdown ? "](" : "href=\""
        let closer: Character = markdown ? ")" : "\""
        var targets: [String] = []
        for piece in text.components(separatedBy: opener).dropFirst() {
            guard let end = piece.firstIndex(of: closer) else { continue }
            let target = String(piece[..<end]).components(separatedBy: "#")[0]
            if target.isEmpty || target.contains(":") { continue }
            targets.append(target)
        }
        return targets
    }
}
