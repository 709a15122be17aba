import Testing
import TallyEngines
@testable import TallyScenarios

/// Issue 25: `then:`, `caps:` and `floor:` read into a rate plan, every mistake located.
@Suite struct RatePlanReaderTests {
    @Test func aFixReversionAndAnARMAreRead() throws {
        let uk = try #require(Parse.timeValue("kind: loan\nprincipal: 220000\npayments: 276\npayment: ?\nrate: 4.29\nstart: 2027-03\nthen:\n  - after: 24\n    rate: 7.49\n"))
        let plan = try #require(uk.ratePlan)
        #expect(plan.periods == [RatePlan.Period(after: 24, rule: .fixed(AnnualRate(percent: ExactDecimal("7.49")!)))])
        let byMonth = try #require(Parse.timeValue("kind: loan\nprincipal: 220000\npayments: 276\npayment: ?\nrate: 4.29\nstart: 2027-03\nthen:\n  - from: 2029-03\n    rate: 7.49\n"))
        #expect(byMonth.ratePlan == plan)
        let arm = try #require(Parse.timeValue("""
        kind: loan
        principal: 405000
        years: 30
        rate: 5.875
        then:
          - after: 60
            index: [4.1, 4.5]
            margin: 2.75
            resets-every: 12
        caps: {first: 2, later: 1, life: 5}
        floor: 3
        """))
        let armPlan = try #require(arm.ratePlan)
        #expect(armPlan.periods.first?.rule == .indexed(index: [4_100_000, 4_500_000], margin: 2_750_000, resetsEvery: 12))
        #expect(armPlan.caps == RatePlan.Caps(first: 2_000_000, later: 1_000_000, life: 5_000_000))
        #expect(armPlan.floor == 3_000_000)
        #expect(try #require(Parse.timeValue("kind: loan\nprincipal: 1000\nyears: 2\nrate: 5\n")).ratePlan == nil)
    }

    @Test func mistakesAreLocated() {
        let base = "kind: loan\nprincipal: 220000\npayments: 276\nrate: 4.29\nstart: 2027-03\n"
        #expect(Parse.errors(base + "then:\n  - rate: 7.49\n") == ["home.yaml:7:5: error: missing `after:` (payments made before this period starts, such as 24) or `from:` (its first month, such as 2029-03)"])
        #expect(Parse.errors(base + "then:\n  - after: 300\n    rate: 7.49\n") == ["home.yaml:7:12: error: this period starts after 300 payments, but the loan has 276; it would never start"])
        #expect(Parse.errors(base + "then:\n  - after: 24\n    rate: 7\n  - after: 12\n    rate: 8\n") == ["home.yaml:9:12: error: this period starts after 12 payments, not after the one before it (24); list the periods in order"])
        #expect(Parse.errors(base + "then:\n  - after: 24\n    index: 4\n") == [
            "home.yaml:8:12: error: an indexed period needs `margin:` (percentage points over the index, such as 2.75)",
            "home.yaml:8:12: error: an indexed period needs `resets-every:` (payments between resets, such as 12)",
        ])
        #expect(Parse.errors(base + "then:\n  - after: 24\n    rate: 7.49\ncaps: {first: 2, later: 1, life: 5}\n") == ["home.yaml:9:7: error: caps limit how an indexed rate moves at each reset; this loan has no period with `index:` and `margin:`"])
        #expect(Parse.errors(base + "then:\n  - from: 2026-01\n    rate: 7\n") == ["home.yaml:7:11: error: from 2026-01 is not after the first payment in 2027-03; a later period starts after at least one payment"])
        #expect(Parse.errors("kind: loan\npayment: 1000\npayments: 276\nrate: 4.29\nthen:\n  - after: 24\n    rate: 7.49\n") == ["home.yaml:6:3: error: a loan whose rate changes works out its first payment: give principal, rate and the term, and leave `payment: ?`"])
        #expect(Parse.errors("kind: savings\nprincipal: 1000\npayment: 10\nyears: 2\nrate: 5\nthen: []\n").first?.contains("belongs to `kind: loan`") == true)
        // A loan with another mistake is told that one, not also that `then:` is unknown.
        let both = Parse.errors("kind: loan\nprincipal: 1000\npayment: 100\npayments: 12\nrate: 4\nthen:\n  - after: 6\n    rate: 5\ncaps: {first: 1, later: 1, life: 1}\n")
        #expect(both.count == 1 && both.first?.contains("every field is given") == true)
    }
}
