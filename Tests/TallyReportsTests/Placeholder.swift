import Testing
@testable import TallyReports

