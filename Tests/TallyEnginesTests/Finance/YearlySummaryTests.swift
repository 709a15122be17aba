import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct YearlySummaryTests {
    @Test func mortgageYears() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(350_000), rate: percent(35, scale: 1), payments: 300))
        let schedule = LoanAmortizer.schedule(for: solution, start: try yearMonth(2026, 1))
        let years = YearlySummary.loan(schedule)
        #expect(years.map(\.year) == Array(2026...2050))
        #expect(years.dropLast().allSatisfy { $0.paid == pence(175_218) * 12 })
        #expect(years.last?.paid == pence(175_218) * 11 + pence(175_331))
        #expect(years.first?.closingBalance == schedule.rows[11].balance)
        #expect(years.last?.closingBalance == .zero)
        #expect(years.map(\.interest).sum() == pence(17_565_513))
        #expect(years.map(\.principal).sum() == pounds(350_000))
    }

    @Test func aScheduleStartingMidYearTouchesTwoYears() throws {
        // £12,000 at 0% over 12 months from July: six payments in each calendar year.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(12_000), rate: .zero, payments: 12))
        let years = YearlySummary.loan(LoanAmortizer.schedule(for: solution, start: try yearMonth(2026, 7)))
        #expect(years == [
            YearlySummaryRow(year: 2026, paid: pounds(6_000), interest: .zero, principal: pounds(6_000), closingBalance: pounds(6_000)),
            YearlySummaryRow(year: 2027, paid: pounds(6_000), interest: .zero, principal: pounds(6_000), closingBalance: .zero),
        ])
    }

    @Test func savingsYearsCountContributionsAndGrowth() throws {
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: pounds(1_000), rate: percent(4), payment: pounds(100), payments: 60))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 4))
        let years = YearlySummary.savings(schedule)
        #expect(years.map(\.year) == Array(2026...2031))
        #expect(years.first?.paid == pounds(900))
        #expect(years.last?.paid == pounds(300))
        #expect(years.allSatisfy { $0.principal == $0.paid + $0.interest })
        #expect(years.last?.closingBalance == schedule.closingBalance)
        #expect(years.map(\.principal).sum() == schedule.closingBalance - pounds(1_000))
        #expect(YearlySummary.savings(SavingsSchedule(deposit: pounds(5), rows: [])).isEmpty)
    }

    @Test func yearsAddUpToTheScheduleForRandomLoans() throws {
        var random = SeededRandom(seed: 0x4EA2)
        for _ in 0..<200 {
            let solution = try LoanScheduleTests.randomLoan(using: &random)
            let start = try yearMonth(2026, Int.random(in: 1...12, using: &random))
            let schedule = try overpaidSchedule(for: solution, start: start, extraMonthly: pence(Int64.random(in: 0...10_000, using: &random)))
            let years = YearlySummary.loan(schedule)
            #expect(years.map(\.year) == Array(start.year...(schedule.payoffMonth?.year ?? start.year)))
            #expect(years.map(\.paid).sum() == schedule.totalPaid)
            #expect(years.map(\.interest).sum() == schedule.totalInterest)
            #expect(years.map(\.principal).sum() == schedule.totalPrincipal)
            let closings = schedule.rows.filter { $0.month.month == 12 || $0 == schedule.rows.last }.map(\.balance)
            #expect(years.map(\.closingBalance) == closings)
        }
    }

    /// Each year's run of rows is summed in its own loop: the same rows as folding the schedule
    /// one row at a time, for loans starting in any month, overpaid or not.
    @Test func yearsMatchARowByRowFold() throws {
        var random = SeededRandom(seed: 0x4EA3)
        for _ in 0..<200 {
            let solution = try LoanScheduleTests.randomLoan(using: &random)
            let start = try yearMonth(2026, random.int(in: 1...12))
            let schedule = try overpaidSchedule(for: solution, start: start, extraMonthly: pence(Int64(random.int(in: 0...10_000))))
            var expected: [YearlySummaryRow] = []
            for row in schedule.rows {
                if let last = expected.last, last.year == row.month.year {
                    expected[expected.count - 1] = YearlySummaryRow(
                        year: last.year, paid: last.paid + row.payment, interest: last.interest + row.interest,
                        principal: last.principal + row.principal, closingBalance: row.balance)
                } else {
                    expected.append(YearlySummaryRow(year: row.month.year, paid: row.payment, interest: row.interest,
                                                     principal: row.principal, closingBalance: row.balance))
                }
            }
            #expect(YearlySummary.loan(schedule) == expected)
        }
        #expect(YearlySummary.loan(LoanSchedule(rows: [])).isEmpty)
    }
}
