@testable import TallyReports
import Testing

/// A loan whose rate changes, as its report shows it: each figure checked by hand against the
/// schedule (and, for the two examples, against numpy-financial in scripts/oracles/rate-changes.py).
@Suite struct RatePeriodReportTests {
    static let twoYearFix = """
        kind: loan
        principal: 220000
        rate: 4.29
        payments: 276
        payment: ?
        start: 2027-03
        then:
          - after: 24
            rate: 7.49
        """

    static let arm = """
        kind: loan
        currency: USD
        locale: en-US
        principal: 405000
        rate: 5.875
        years: 30
        payment: ?
        start: 2027-04
        then:
          - after: 60
            index: 5.125
            margin: 2.75
            resets-every: 12
        caps: {first: 2, later: 1, life: 5}
        """

    static func outcome(_ yaml: String) throws -> TimeValueOutcome {
        TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/x.yaml"))
    }

    @Test func aFixedRateThatRevertsShowsBothPaymentsAndTheShock() throws {
        let outcome = try Self.outcome(Self.twoYearFix)
        let summary = TimeValueSummary(outcome)
        #expect(summary.answerValue == "£1,255.31")
        #expect(summary.answerSentence == "Borrowing £220,000.00 at 4.29% over 276 payments (23 years) costs £1,255.31 a month for the first 2 years, then £1,642.33 at 7.49%.")
        #expect(summary.indexDetail == "Monthly payment for 2 years, then £1,642.33")
        #expect(summary.rates?.rateTail == "4.29% for 2 years, then 7.49%")
        #expect(summary.inputs.contains(Fact("From payment 25 (Mar 2029)", "7.49% fixed")))
        let rates = try #require(summary.rates)
        #expect(rates.runs.map(\.first) == [1, 25])
        #expect(rates.runs.map(\.payment.minorUnits) == [125_531, 164_233])
        #expect(rates.changes == [25])
        #expect(rates.shock == "When the rate changes to 7.49% in March 2029, the payment goes from £1,255.31 to £1,642.33: £387.02 (30.8%) more a month.")
        #expect(rates.worstCase == nil)
        // The totals are the schedule's: 24 payments at the fix, 251 at the SVR and a last one.
        let schedule = try #require(outcome.loanSchedule)
        #expect(schedule.rows.count == 276)
        #expect(schedule.rows.last?.balance == .zero)
        #expect(schedule.totalInterest.minorUnits == 22_399_717)
    }

    @Test func theScheduleMarksTheRowWhereTheRateChanges() throws {
        let table = monthlyTable(try Self.outcome(Self.twoYearFix))
        #expect(table.columns.map(\.title).prefix(3) == ["No.", "Month", "Rate"])
        let html = String(decoding: table.drawRows().html, as: UTF8.self)
        let rows = html.split(separator: "\n")
        #expect(rows[0].contains("<td class=\"text\">Mar 2027<td>4.29%"))
        #expect(rows[24].hasPrefix("<tr class=\"rate-change\">") || rows[24].hasPrefix("<tr id=\"months-2029\" class=\"rate-change\">"))
        #expect(rows[24].contains("7.49%"))
        #expect(rows.filter { $0.contains("%") }.count == 2)
    }

    /// An ARM resets every year at the same assumed rate: one line in the rate periods, its
    /// payment worked out again at every reset (a cent either way from rounding), and the worst
    /// case the caps allow beside it.
    @Test func anARMShowsItsResetsAsOneRunAndTheWorstCaseTheCapsAllow() throws {
        let outcome = try Self.outcome(Self.arm)
        let summary = TimeValueSummary(outcome)
        let rates = try #require(summary.rates)
        #expect(rates.runs.count == 2)
        #expect(rates.runs[1].first == 61 && rates.runs[1].last == 360)
        #expect(rates.runs[1].lowest.minorUnits == 287_312 && rates.runs[1].highest.minorUnits == 287_313)
        #expect(outcome.loanSchedule?.totalInterest.minorUnits == 60_068_130)
        let worst = try #require(outcome.worstCase)
        // 5.875 → 7.875 (first cap 2) → 8.875 → 9.875 → 10.875 (life cap 5), then held.
        #expect(worst.periods.prefix(5).map { $0.rate.description } == ["5.875%", "7.875%", "8.875%", "9.875%", "10.875%"])
        #expect(worst.highestPayment?.first == 181)
        #expect(worst.schedule.rows.last?.balance == .zero)
        // numpy-financial agrees (scripts/oracles/rate-changes.py): $805,798.97 of interest.
        #expect(worst.schedule.totalInterest.minorUnits == 80_579_897)
        #expect(rates.worstCase?.hasPrefix("The most the note allows: if every reset moved as far up as the caps let it, the rate would reach 10.875% from payment 97 (April 2035) and the payment at most $3,616.43") == true)
        #expect(summary.inputs.contains(Fact("Rate caps", "2 points at the first reset, 1 point at each later one, 5 points above the first rate over the loan")))
        #expect(summary.inputs.contains(Fact("Rate floor", "2.75% (the margin)")))
    }

    /// An interest-only start: the first payment made is the month's interest, and the answer,
    /// the card and the shock say so; the payment after it repays the loan over the years left.
    @Test func anInterestOnlyStartIsThePaymentMade() throws {
        let outcome = try Self.outcome("kind: loan\nprincipal: 100000\nrate: 5\nyears: 10\npayment: ?\nstart: 2027-01\ninterest-only: true\nthen:\n  - after: 24\n    rate: 5\n")
        let summary = TimeValueSummary(outcome)
        // £100,000 × 5% / 12 = £416.67 of interest a month; then £100,000 over 96 payments at 5%.
        #expect(summary.answerValue == "£416.67")
        #expect(summary.answerSentence == "Borrowing £100,000.00 at 5% over 120 payments (10 years) costs £416.67 a month for the first 2 years, interest only, then £1,265.99 at 5%.")
        #expect(summary.rates?.shock == "When the interest-only period ends in January 2029, the payment goes from £416.67 to £1,265.99: £849.32 (203.8%) more a month.")
        let rows = try #require(outcome.loanSchedule?.rows)
        #expect(rows[23].balance.minorUnits == 10_000_000 && rows[24].principal.minorUnits == 84_932)
        #expect(rows.last?.balance == .zero && rows.count == 120)
    }
}
