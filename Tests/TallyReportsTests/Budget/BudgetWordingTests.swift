import TallyEngines
import Testing
@testable import TallyReports

@Suite struct BudgetWordingTests {
    @Test func sharesAreExactAndGroupedHoweverLarge() {
        #expect(BudgetWording.percent(Money(minorUnits: 15_000), of: Money(minorUnits: 40_000)) == "37.5%")
        #expect(BudgetWording.percent(Money(minorUnits: 1), of: Money(minorUnits: 2_000)) == "0.1%")
        #expect(BudgetWording.percent(Money(minorUnits: 1), of: Money(minorUnits: 2_001)) == "0.0%")
        #expect(BudgetWording.percent(.zero, of: Money(minorUnits: 100)) == "0.0%")
        #expect(BudgetWording.percent(Money(minorUnits: 3_100_000_000_000_000), of: Money(minorUnits: 1)) == "310,000,000,000,000,000.0%")
        #expect(BudgetWording.percent(Money(minorUnits: -5_000), of: Money(minorUnits: 10_000)) == "\u{2212}50.0%")
        #expect(BudgetWording.percent(Money(minorUnits: 5), of: .zero) == nil)
    }
}
