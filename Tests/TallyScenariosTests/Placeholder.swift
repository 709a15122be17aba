import Testing
@testable import TallyScenarios

