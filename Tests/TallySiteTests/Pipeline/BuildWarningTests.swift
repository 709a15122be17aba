import Foundation
import Testing
import TallyScenarios
@testable import TallySite

/// Warnings are reported by check and build, never stop either, and are said again by every
/// build rather than lost when the scenario's pages are reused.
@Suite struct BuildWarningTests {
    // The projects' today is 1 January 2026.
    private static let log = "kind: bmi\nheight: 170cm\nentries:\n  - date: 2027-01-04\n    weight: 72kg\n"

    @Test func checkAndBuildReportWarningsAndSucceed() throws {
        let project = try TemporaryProject(files: ["scenarios/y.yaml": Self.log, "scenarios/home.yaml": TemporaryProject.loan])
        let check = try BuildPipeline.check(project.options())
        #expect(check.diagnostics.isEmpty)
        #expect(check.warnings.map(\.description) == [
            "scenarios/y.yaml:4:11: warning: date 2027-01-04 is after today (2026-01-01); a weigh-in yet to come is shown as the current BMI, so check the year, or add it on the day",
        ])
        for _ in 0..<2 {
            let summary = try BuildPipeline.build(project.options())
            #expect(summary.succeeded)
            #expect(summary.warnings == check.warnings)
        }
        #expect(project.exists("public/health/y.html"))
    }
}
