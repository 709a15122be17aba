import Testing
import TallyTestSupport
@testable import TallyEngines

/// The amortizer computes a month's interest with its divisor made once, writes its rows in
/// place and sums the totals as it goes: it must give exactly the rows and totals of the plain
/// ledger written out below (`monthlyInterest(on:)` per month, rows appended, totals summed by
/// `LoanSchedule(rows:)`), overpaid or not, for every loan.
@Suite struct LoanAmortizerReferenceTests {
    /// The schedule as it was first written, month by month with the general arithmetic.
    static func reference(_ solution: TimeValueSolution, start: YearMonth, extraMonthly: Money, overpayments: [Overpayment]) -> LoanSchedule {
        let count = solution.scheduledPayments
        var rows: [LoanScheduleRow] = []
        guard count > 0, solution.principal > .zero else { return LoanSchedule(rows: rows) }
        let lumps = overpayments.filter { $0.amount > .zero && $0.month >= start }.sorted { $0.month < $1.month }
        var nextLump = 0
        let everyMonth = max(extraMonthly, .zero)
        let scheduled = max(solution.payment, .zero)
        var balance = solution.principal
        var month = start
        for period in 1...count {
            let interest = solution.rate.monthlyInterest(on: balance)
            let due = balance + interest
            var extra = min(everyMonth, due)
            while nextLump < lumps.count && lumps[nextLump].month == month {
                extra = min(extra + lumps[nextLump].amount, due)
                nextLump += 1
            }
            var payment = scheduled + extra
            if period == count || payment >= due {
                payment = due
                extra = min(extra, max(due - scheduled, .zero))
            }
            let principal = payment - interest
            balance -= principal
            rows.append(LoanScheduleRow(period: period, month: month, payment: payment, interest: interest,
                                        principal: principal, extra: extra, balance: balance))
            if balance == .zero { break }
            month = month.adding(months: 1)
        }
        return LoanSchedule(rows: rows)
    }

    @Test func schedulesMatchTheLedgerForRandomLoans() throws {
        var random = SeededRandom(seed: 0xA3017)
        for _ in 0..<600 {
            // Given rates (two places) and solved ones (twelve places), small loans and large.
            let loan = try LoanScheduleTests.randomLoan(using: &random)
            let solution: TimeValueSolution
            if Bool.random(using: &random) {
                let rate = try #require(AnnualRate(solvedFraction: Double(random.int(in: 1...300_000)) / 1_000_000))
                let principal = pence(Int64(random.int(in: 100...100_000_000_000)))
                solution = try solve(TimeValueProblem(calculator: .loan, principal: principal, rate: rate, payments: random.int(in: 1...480)))
            } else {
                solution = loan
            }
            let start = try yearMonth(random.int(in: 2000...2040), random.int(in: 1...12))
            let extraMonthly = random.int(in: 0...3) == 0 ? pence(Int64(random.int(in: 1...100_000))) : .zero
            var overpayments: [Overpayment] = []
            for _ in 0..<random.int(in: 0...3) {
                let month = start.adding(months: random.int(in: -6...solution.scheduledPayments))
                overpayments.append(Overpayment(month: month, amount: pence(Int64(random.int(in: -1_000...10_000_000)))))
            }
            let made = try overpaidSchedule(for: solution, start: start, extraMonthly: extraMonthly, overpayments: overpayments)
            let expected = Self.reference(solution, start: start, extraMonthly: extraMonthly, overpayments: overpayments)
            #expect(made.rows == expected.rows, "\(solution)")
            #expect(made.totalPaid == expected.totalPaid)
            #expect(made.totalInterest == expected.totalInterest)
            #expect(made.totalPrincipal == expected.totalPrincipal)
        }
    }

    /// Solutions no solver gives, made by hand: negative rates (down to one where less than
    /// nothing is due), payments of nothing, payments below the interest.
    @Test func schedulesMatchTheLedgerForOddLoans() throws {
        var random = SeededRandom(seed: 0x0DD)
        let start = try yearMonth(2026, 3)
        for _ in 0..<400 {
            let rate = percent(Int64(random.int(in: -200_000...5_000)), scale: 2)
            let solution = TimeValueSolution(
                calculator: .loan, solved: .payment, principal: pence(Int64(random.int(in: 1...10_000_000))), rate: rate,
                payment: pence(Int64(random.int(in: -100...200_000))), futureValue: .zero, payments: Double(random.int(in: 1...120)))
            let extraMonthly = random.bool() ? pence(Int64(random.int(in: 0...5_000))) : .zero
            let made = try overpaidSchedule(for: solution, start: start, extraMonthly: extraMonthly)
            let expected = Self.reference(solution, start: start, extraMonthly: extraMonthly, overpayments: [])
            #expect(made.rows == expected.rows, "\(solution)")
            #expect(made.totalPaid == expected.totalPaid)
            #expect(made.totalInterest == expected.totalInterest)
            #expect(made.totalPrincipal == expected.totalPrincipal)
        }
    }

    @Test func theNextMonthIsOneMonthOn() throws {
        var month = try yearMonth(1999, 1)
        for _ in 0..<30 {
            #expect(month.next == month.adding(months: 1))
            month = month.adding(months: 1)
        }
        #expect(try yearMonth(2026, 12).next == (try yearMonth(2027, 1)))
    }
}
