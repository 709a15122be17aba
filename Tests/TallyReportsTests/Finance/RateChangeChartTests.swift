@testable import TallyReports
import TallyEngines
import Testing

/// The charts of a loan whose rate changes: the monthly payment in steps, the worst case an
/// ARM's caps allow beside it, and the balance chart's rule at each change. The payments are
/// the ones `RatePeriodReportTests` checks by hand.
@Suite struct RateChangeChartTests {
    static func figures(_ yaml: String) throws -> [ChartFigure] {
        chartFigures(try RatePeriodReportTests.outcome(yaml))
    }

    static func paymentChart(_ yaml: String) throws -> LineChart {
        let outcome = try RatePeriodReportTests.outcome(yaml)
        let rates = try #require(RatePeriodFacts(outcome))
        return TimeValueCharts.paymentChart(outcome, rates: rates, idPrefix: "x", divisor: 100).chart
    }

    static let plain = """
        kind: loan
        principal: 220000
        rate: 4.29
        payments: 276
        payment: ?
        start: 2027-03
        """

    /// The dotted rules the balance chart draws, as `LineChart` draws a mark's rule.
    static func rules(_ svg: String) -> Int {
        ChartChecks.occurrences(of: "stroke=\"\(ChartTheme.faintInk)\" stroke-dasharray=\"3 3\"", in: svg)
    }

    @Test func onlyALoanWhoseRateChangesHasAPaymentChart() throws {
        #expect(try Self.figures(Self.plain).compactMap(\.name) == ["x-balance", "x-years", "x-split"])
        #expect(try Self.figures(RatePeriodReportTests.twoYearFix).compactMap(\.name) == ["x-balance", "x-payment", "x-years", "x-split"])
        #expect(try Self.figures(RatePeriodReportTests.arm).compactMap(\.name) == ["x-balance", "x-payment", "x-years", "x-split"])
        let payment = try #require(try Self.figures(RatePeriodReportTests.twoYearFix).first { $0.name == "x-payment" })
        #expect(payment.fileName == "x-payment.svg")
        #expect(payment.altText == "Monthly payment over time")
        ChartChecks.expectValid(try Self.paymentChart(RatePeriodReportTests.arm).svg(), id: "x-payment")
    }

    @Test func theTwoYearFixSteps() throws {
        let chart = try Self.paymentChart(RatePeriodReportTests.twoYearFix)
        #expect(chart.series.count == 1)
        let line = chart.series[0]
        #expect(line.stepped)
        #expect(line.values.count == 276)
        #expect(line.values.prefix(24).allSatisfy { $0 == 1_255.31 })
        #expect(line.values.dropFirst(24).allSatisfy { $0 == 1_642.33 })
        #expect(chart.desc == "The monthly payment is £1,255.31 from March 2027, then £1,642.33 from March 2029.")
        // One corner before the rise and one after it: the rise is straight up, on payment 25.
        let plot = CartesianPlot(axis: YAxis(scale: chart.sharedWork().axis.scale, tickLabel: chart.tickLabel), xCount: 276, xMode: .points,
                                 legend: [], yTitle: chart.yAxisTitle, xTitle: nil)
        let path = try #require(ChartChecks.attributeValues("d", in: chart.svg()).first { $0.hasPrefix("M") })
        let numbers = path.split(whereSeparator: { $0 == "M" || $0 == "L" || $0 == " " }).compactMap { Double($0) }
        let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
        #expect(points.count == 4)
        #expect(abs(points[1].x - plot.x(24)) < 0.01 && abs(points[2].x - plot.x(24)) < 0.01)
        #expect(abs(points[1].y - plot.y(1_255.31)) < 0.01 && abs(points[2].y - plot.y(1_642.33)) < 0.01)
    }

    @Test func anARMHasTheWorstCaseItsCapsAllowDashed() throws {
        let outcome = try RatePeriodReportTests.outcome(RatePeriodReportTests.arm)
        let chart = try Self.paymentChart(RatePeriodReportTests.arm)
        #expect(chart.series.map(\.name) == ["At the rates assumed", "Most the caps allow"])
        #expect(chart.series.map(\.dash) == [.solid, .dashed])
        #expect(chart.series.allSatisfy { $0.stepped })
        let worst = try #require(outcome.worstCase?.highestPayment)
        #expect(chart.series[1].values.compactMap { $0 }.max() == Double(worst.payment.minorUnits) / 100)
        // Five years at the start rate on both lines, then the worst case above the assumed one.
        #expect(chart.series[0].values.prefix(60) == chart.series[1].values.prefix(60))
        #expect(chart.series[0].values[60] == 2_873.12)
        #expect(zip(chart.series[0].values, chart.series[1].values).dropFirst(72).allSatisfy { ($1 ?? 0) > ($0 ?? 0) })
        #expect(chart.desc.hasSuffix("If every reset moved as far up as the caps allow, the rate would reach 10.875% in April 2035 and the payment at most \(outcome.locale.money(worst.payment, outcome.currency))."))
        let svg = chart.svg()
        #expect(svg.contains(">Most the caps allow</text>"))
        #expect(svg.contains("stroke-dasharray=\"7 4\""))
        // The two-year fix has no caps: one line, no key.
        let fixed = try Self.paymentChart(RatePeriodReportTests.twoYearFix).svg()
        #expect(!fixed.contains("stroke-dasharray=\"7 4\""))
    }

    @Test func theBalanceChartMarksEachRateChange() throws {
        let figures = try Self.figures(RatePeriodReportTests.twoYearFix)
        let balance = try #require(figures.first { $0.name == "x-balance" })
        let svg = try #require(balance.standaloneSVG)
        #expect(Self.rules(svg) == 1)
        #expect(svg.contains(">7.49%</text>"))
        #expect(svg.contains("to zero by February 2050. A dotted line marks the change of rate: 7.49% from March 2029.</desc>"))
        #expect(balance.caption == "The balance owed at the end of each month; a dotted line marks each change of rate, labelled with the new rate.")
        let arm = try #require(try Self.figures(RatePeriodReportTests.arm).first { $0.name == "x-balance" })
        #expect(Self.rules(try #require(arm.standaloneSVG)) == 1)
        #expect(try #require(arm.standaloneSVG).contains(">7.875%</text>"))
        // A loan with one rate: no rules, the caption as it always was.
        let plain = try #require(try Self.figures(Self.plain).first { $0.name == "x-balance" })
        #expect(Self.rules(try #require(plain.standaloneSVG)) == 0)
        #expect(plain.caption == "The balance owed at the end of each month.")
    }

    /// An index that moves at every reset: a rule at each of the eight changes, named one by one
    /// only where there is room.
    @Test func everyChangeOfAnAdjustableRateGetsARule() throws {
        let yaml = """
            kind: loan
            currency: USD
            locale: en-US
            principal: 300000
            rate: 3.5
            years: 30
            payment: ?
            start: 2027-01
            then:
              - after: 24
                index: [3.0, 3.5, 4.25, 5.0, 5.5, 4.0, 3.0, 3.5]
                margin: 2.75
                resets-every: 12
            """
        let outcome = try RatePeriodReportTests.outcome(yaml)
        let rates = try #require(RatePeriodFacts(outcome))
        let marks = TimeValueCharts.rateMarks(rates, locale: outcome.locale)
        #expect(marks.map(\.index) == [24, 36, 48, 60, 72, 84, 96, 108])
        #expect(marks.map(\.label) == ["5.75%", "6.25%", "7%", "7.75%", "8.25%", "6.75%", "5.75%", "6.25%"])
        let balance = try #require(chartFigures(outcome).first { $0.name == "x-balance" })
        let svg = try #require(balance.standaloneSVG)
        #expect(Self.rules(svg) == 8)
        #expect(svg.contains(" A dotted line marks each of the 8 changes of rate, the first to 5.75% from January 2029.</desc>"))
        #expect(balance.caption == "The balance owed at the end of each month; a dotted line marks each change of rate, labelled with the new rate where there is room.")
    }

    @Test func aPeriodThatStartsRepayingAtTheSameRateSaysSo() throws {
        let yaml = """
            kind: loan
            principal: 15000
            rate: 1.9
            payments: 36
            payment: ?
            start: 2027-01
            interest-only: true
            then:
              - after: 6
                rate: 1.9
              - after: 12
                rate: 8.9
            """
        let outcome = try RatePeriodReportTests.outcome(yaml)
        let marks = TimeValueCharts.rateMarks(try #require(RatePeriodFacts(outcome)), locale: outcome.locale)
        #expect(marks.map(\.label) == ["1.9% repaying", "8.9%"])
        #expect(marks.map(\.index) == [6, 12])
        #expect(TimeValueCharts.rateChangesSentence(try #require(RatePeriodFacts(outcome)), locale: outcome.locale)
            == " A dotted line marks each change of rate: 1.9% repaying from July 2027 and 8.9% from January 2028.")
    }
}
