import Testing
@testable import TallySite

