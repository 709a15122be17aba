import TallyEngines
@testable import TallyReports
import Testing

/// Tax and insurance that change each loan year, as a loan's report shows them.
@Suite struct HousingCostGrowthReportTests {
    /// Tax 3,000 a year growing 3%, insurance 1,200 falling 2%, over three loan years:
    /// tax 250.00, 257.50 (3,090.00 ÷ 12) and 265.23 (3,182.70 ÷ 12) a month; insurance 100.00,
    /// 98.00 (1,176.00 ÷ 12) and 96.04 (1,152.48 ÷ 12); so 350.00, 355.50 and 361.27 of escrow.
    static let yaml = """
    kind: loan
    title: Growing
    principal: 150000
    rate: 4
    years: 3
    payment: ?
    start: 2027-03
    property: {tax: 3000, insurance: 1200, tax-growth: 3%, insurance-growth: -2%}
    """

    static func outcome(_ yaml: String = yaml) throws -> TimeValueOutcome {
        TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/growing.yaml"))
    }

    @Test func theEscrowColumnChangesAtPayment13AndTheFooterIsItsSum() throws {
        let table = monthlyTable(try Self.outcome())
        let titles = table.columns.map(\.title)
        #expect(titles.contains("Tax and insurance (£)"))
        let html = String(decoding: table.drawRows().html, as: UTF8.self)
        let rows = html.split(separator: "\n")
        #expect(rows.count == 36)
        #expect(rows[0].contains("350.00") && rows[11].contains("350.00"))
        #expect(rows[12].contains("355.50") && !rows[12].contains("350.00"))
        #expect(rows[24].contains("361.27") && rows[35].contains("361.27"))
        // 12 × (350.00 + 355.50 + 361.27) = 12,801.24.
        #expect(table.footer?.contains("12,801.24") == true)
        #expect(table.caption?.contains("A growing cost changes at the start of each loan year (payments 13, 25 and so on)") == true)
    }

    @Test func theTotalsAndTheSentenceUseTheGrowth() throws {
        let outcome = try Self.outcome()
        let summary = TimeValueSummary(outcome)
        // 12 × (250.00 + 257.50 + 265.23) and 12 × (100.00 + 98.00 + 96.04).
        #expect(summary.totals.contains(Fact("Property tax over the term", "£9,272.76")))
        #expect(summary.totals.contains(Fact("Home insurance over the term", "£3,528.48")))
        let schedule = try #require(outcome.loanSchedule)
        let whole = try #require(summary.totals.first { $0.label == "Whole housing cost" })
        #expect(whole.value == outcome.locale.money(schedule.totalPaid + Money(minorUnits: 1_280_124), outcome.currency))
        // The first month is as given, the figure a lender quotes.
        #expect(outcome.firstMonthCosts?.propertyTax == Money(minorUnits: 25_000))
        #expect(HousingCostFacts.growthSentence(outcome)?.hasPrefix(
            "Property tax rises 3% each loan year, from £250.00 a month in the first year to £265.23 in year 3. Home insurance falls 2% each loan year, from £100.00 a month in the first year to £96.04 in year 3.") == true)
    }

    @Test func withoutGrowthNothingIsSaid() throws {
        let outcome = try Self.outcome(Self.yaml.replacingOccurrences(of: ", tax-growth: 3%, insurance-growth: -2%", with: ""))
        #expect(HousingCostFacts.growthSentence(outcome) == nil)
        let table = monthlyTable(outcome)
        #expect(table.caption?.contains("loan year") == false)
        #expect(table.footer?.contains("12,600.00") == true)
    }
}
