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

    @Test func sharesByLargestRemainderAddUp() throws {
        // Four equal payments of £33.33 in a £400 budget, and the unspent rest.
        let payment = Money(minorUnits: 3_333)
        let parts = [payment, payment, payment, payment, Money(minorUnits: 40_000 - 4 * 3_333)]
        let tenths = try #require(BudgetWording.tenths(of: parts, whole: Money(minorUnits: 40_000)))
        #expect(tenths.reduce(0, +) == 1000)
        // The largest remainders (the unspent .7, then the first payment's .325) get the tenths.
        #expect(tenths == [84, 83, 83, 83, 667])
        // Over budget: the shares add up to the rounded share of the total, past 100%.
        let over = try #require(BudgetWording.tenths(of: [Money(minorUnits: 7_000), Money(minorUnits: 6_000)], whole: Money(minorUnits: 10_000)))
        #expect(over == [700, 600])
        #expect(BudgetWording.tenths(of: [payment], whole: .zero) == nil)
        #expect(BudgetWording.percentText(tenths: 125) == "12.5%")
        #expect(BudgetWording.percentText(tenths: 12_345) == "1,234.5%")
    }

    @Test func overspendIsSaidInWordsWithoutAMinusSign() {
        let wording = BudgetWording(currency: .gbp)
        #expect(wording.remaining(Money(minorUnits: -3_550)) == "£35.50 over budget")
        #expect(wording.remaining(Money(minorUnits: 3_550)) == "£35.50")
    }

    @Test func theHeadlineKeepsWhatIsLeftApartFromWhatWentOver() throws {
        let rendered = try BudgetReportFixtures.render(BudgetReportFixtures.household)
        let markdown = try BudgetReportFixtures.file(rendered, ".md")
        #expect(markdown.contains("£38.00 over budget in 2 categories (Fun \\<b\\>, Gifts); £186.25 left in the 2 categories under budget."))
        #expect(!markdown.contains("£148.25 left"))
    }

    @Test func budgetBarsShareOneScale() {
        let rows = [
            BudgetBarChart.Row(label: "Gifts", spent: Money(minorUnits: 5_000), budget: Money(minorUnits: 2_500), valueText: "a"),
            BudgetBarChart.Row(label: "Eating out", spent: Money(minorUnits: 23_550), budget: Money(minorUnits: 20_000), valueText: "b"),
        ]
        let svg = BudgetBarChart(id: "b", title: "t", desc: "d", rows: rows, currency: .gbp).svg()
        // On a common scale the £25 budget's track is an eighth of the £200 budget's; scaled
        // row by row it would be more than half.
        let widths = svg.components(separatedBy: "width=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        let bars = widths.filter { $0 > 0 && $0 < 640 }
        #expect(bars.contains { small in bars.contains { large in abs(small / large - 0.125) < 0.002 } })
    }
}
