import TallyEngines
import Testing
@testable import TallyScenarios

/// A weigh-in dated after today is valid (a wrong year is the usual cause) but would be shown as
/// the current BMI: a located warning, never an error.
@Suite struct BMIFutureWeighInTests {
    @Test func aWeighInAfterTodayIsAWarningAtItsDate() throws {
        // Parse's today is 1 January 2026.
        let yaml = "kind: bmi\nheight: 170cm\nentries:\n  - date: 2025-12-31\n    weight: 72kg\n  - date: 2026-01-01\n    weight: 72kg\n  - date: 2027-01-04\n    weight: 48.6kg\n"
        guard case .success(.bmi(let log)) = Parse.scenario(yaml, path: "y.yaml") else {
            Issue.record("the log should be valid")
            return
        }
        #expect(log.entries.count == 3)
        #expect(log.warnings.map(\.description) == [
            "y.yaml:8:11: warning: date 2027-01-04 is after today (2026-01-01); a weigh-in yet to come is shown as the current BMI, so check the year, or add it on the day",
        ])
        #expect(log.warnings.allSatisfy { $0.severity == .warning })
    }
}
