import Testing
@testable import TallyServe

/// `make fuzz` runs every input through `RequestFuzzCheck` too; the issue's inputs keep its promises.
@Suite struct RequestFuzzCheckTests {
    @Test func theIssuesRequestsKeepThePromisesTheFuzzerChecks() {
        for input in ["localhost:4000\n//help", "attacker.example\n///help?x", "[::1]\n/%2e%2e/help", "127.0.0.1\n/help"] {
            #expect(RequestFuzzCheck.run(Array(input.utf8)) == nil, "\(input)")
        }
    }
}
