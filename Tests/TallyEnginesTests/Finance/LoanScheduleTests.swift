import Testing
import TallyTestSupport
@testable import TallyEngines

/// Loan schedules: hand-checkable examples, then the lender's invariants over many random loans.
@Suite struct LoanScheduleTests {
    // MARK: Examples

    @Test func overpaymentsAddUpAndEndTheLoanEarly() throws {
        // £1,000 at 0% over 10 payments of £100, with £150 + £100 overpaid in March, one before
        // the start and one after payoff (both ignored): 100, 100, 350, 100, 100, 100, 100, 50.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(1_000), rate: .zero, payments: 10))
        let start = try yearMonth(2026, 1)
        let overpayments = [
            Overpayment(month: try yearMonth(2026, 3), amount: pounds(150)),
            Overpayment(month: try yearMonth(2025, 12), amount: pounds(500)),
            Overpayment(month: try yearMonth(2026, 3), amount: pounds(100)),
            Overpayment(month: try yearMonth(2027, 1), amount: pounds(900)),
        ]
        let plain = LoanAmortizer.schedule(for: solution, start: start)
        let overpaid = try overpaidSchedule(for: solution, start: start, overpayments: overpayments)
        #expect(overpaid.rows.map(\.payment) == [100, 100, 350, 100, 100, 100, 100, 50].map { pounds($0) })
        #expect(overpaid.rows.map(\.extra) == [0, 0, 250, 0, 0, 0, 0, 0].map { pounds($0) })
        #expect(overpaid.payoffMonth == (try yearMonth(2026, 8)))
        let savings = try #require(LoanAmortizer.savings(plain: plain, overpaid: overpaid))
        #expect(savings.plainPayoff == (try yearMonth(2026, 10)))
        #expect(savings.newPayoff == (try yearMonth(2026, 8)))
        #expect(savings.paymentsSaved == 2)
        #expect(savings.interestSaved == .zero)
    }

    @Test func extraMonthlyIsCappedByWhatIsOwed() throws {
        // £3,000 at 7% with £350 a month plus £1,000 extra: £17.50 interest, £1,667.50 left;
        // £9.73 (9.727), £327.23 left; £1.91 (1.9088), so the third month pays £329.14 in full,
        // none of it above the scheduled £350.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(3_000), rate: percent(7), payment: pounds(350)))
        let schedule = try overpaidSchedule(for: solution, start: try yearMonth(2026, 1), extraMonthly: pounds(1_000))
        #expect(schedule.rows.count == 3)
        #expect(schedule.rows.map(\.interest) == [pence(1_750), pence(973), pence(191)])
        #expect(schedule.rows.map(\.payment) == [pence(135_000), pence(135_000), pence(32_914)])
        #expect(schedule.rows.map(\.extra) == [pounds(1_000), pounds(1_000), .zero])
        #expect(schedule.totalPrincipal == pounds(3_000))
    }

    @Test func nothingSavedGivesNoSavings() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(3_000), rate: percent(7), payment: pounds(350)))
        let start = try yearMonth(2026, 1)
        let plain = LoanAmortizer.schedule(for: solution, start: start)
        let late = try overpaidSchedule(for: solution, start: start, overpayments: [Overpayment(month: try yearMonth(2030, 1), amount: pounds(10))])
        #expect(late == plain)
        #expect(LoanAmortizer.savings(plain: plain, overpaid: late) == nil)
        #expect(LoanAmortizer.savings(plain: plain, overpaid: LoanSchedule(rows: [])) == nil)
    }

    @Test func aThreeHundredAndSixtyRowScheduleIsQuick() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(200_000), rate: percent(6), payments: 360), .usd)
        let start = try yearMonth(2026, 1)
        let clock = ContinuousClock()
        var rows = 0
        let elapsed = clock.measure {
            for _ in 0..<200 { rows += LoanAmortizer.schedule(for: solution, start: start).rows.count }
        }
        #expect(rows == 200 * 360)
        // Microseconds in release; this debug-build bound (2 ms a schedule) only catches a
        // schedule that has gone quadratic or started formatting strings.
        #expect(elapsed < .milliseconds(400))
    }

    // MARK: Properties

    /// A random loan as the generator makes them: £1,000 to £1,000,000, 0% (one in twenty) or
    /// 0.10% to 15.00%, 1 to 480 payments.
    static func randomLoan(using random: inout SeededRandom) throws -> TimeValueSolution {
        let rate = Int.random(in: 0..<20, using: &random) == 0 ? AnnualRate.zero : percent(Int64.random(in: 10...1_500, using: &random), scale: 2)
        return try solve(TimeValueProblem(
            calculator: .loan, principal: pence(Int64.random(in: 100_000...100_000_000, using: &random)), rate: rate,
            payments: Int.random(in: 1...480, using: &random)))
    }

    @Test func plainSchedulesCloseExactlyAtZero() throws {
        var random = SeededRandom(seed: 0x10A7)
        let start = try yearMonth(2026, 1)
        var fullTerm = 0
        let loans = 400
        for _ in 0..<loans {
            let solution = try Self.randomLoan(using: &random)
            let schedule = LoanAmortizer.schedule(for: solution, start: start)
            let n = solution.scheduledPayments
            Self.checkLedger(schedule, solution: solution, start: start)
            #expect(schedule.rows.count <= n)
            // Each month's interest rounding and the payment's own rounding move the balance by at
            // most one minor unit, compounded to the end: s(i, n) = ((1 + i)^n − 1)/i units. While
            // that drift is well under a payment the schedule runs its full term and the last
            // payment differs from the others by no more than the drift.
            let i = solution.rate.monthlyFraction
            let drift = Reference.futureAnnuity(i, Double(n)) + 1
            let payment = Double(solution.payment.minorUnits)
            if drift * Reference.growth(i, 2) + 2 < payment {
                fullTerm += 1
                #expect(schedule.rows.count == n, "\(solution)")
                let last = Double(schedule.rows.last?.payment.minorUnits ?? 0)
                #expect(abs(last - payment) <= drift, "\(solution)")
            }
        }
        #expect(fullTerm > loans * 9 / 10)
    }

    @Test func plainEndingMatchesTheScheduleItSkips() throws {
        var random = SeededRandom(seed: 0x51DE)
        let start = try yearMonth(2026, 1)
        var solvedTerms = 0
        for _ in 0..<400 {
            let loan = try Self.randomLoan(using: &random)
            // Half the loans pay more than the term needs: their term is solved, the last payment smaller.
            let more = loan.payment + pence(Int64.random(in: 0...loan.payment.minorUnits, using: &random))
            let solution = Bool.random(using: &random) ? loan
                : try solve(TimeValueProblem(calculator: .loan, principal: loan.principal, rate: loan.rate, payment: more))
            let rows = LoanAmortizer.schedule(for: solution, start: start).rows
            let ending = LoanAmortizer.plainEnding(for: solution)
            #expect(ending?.payments == rows.count)
            #expect(ending?.lastPayment == rows.last?.payment)
            if solution.solved == .term { solvedTerms += 1 }
        }
        #expect(solvedTerms > 100)
    }

    /// Solved rates hold 12 decimal places: with large balances their products overflow 64 bits,
    /// and the plain ending is then worked out the general way, to the same answer.
    @Test func plainEndingMatchesTheScheduleForFineRatesAndLargeLoans() throws {
        var random = SeededRandom(seed: 0xF17E)
        let start = try yearMonth(2026, 1)
        for _ in 0..<200 {
            let rate = try #require(AnnualRate(solvedFraction: Double(random.int(in: 1...250_000)) / 1_000_000))
            let principal = pence(Int64(random.int(in: 100...100_000_000_000)))
            let solution = try solve(TimeValueProblem(calculator: .loan, principal: principal, rate: rate, payments: random.int(in: 1...480)))
            let rows = LoanAmortizer.schedule(for: solution, start: start).rows
            let ending = LoanAmortizer.plainEnding(for: solution)
            #expect(ending?.payments == rows.count)
            #expect(ending?.lastPayment == rows.last?.payment)
        }
    }

    @Test func plainEndingOfNothingBorrowedIsNil() throws {
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(1_000), rate: percent(5), payments: 12))
        #expect(LoanAmortizer.plainEnding(for: solution) != nil)
        let none = TimeValueSolution(calculator: .loan, solved: solution.solved, principal: .zero, rate: solution.rate,
                                     payment: solution.payment, futureValue: solution.futureValue, payments: solution.payments)
        #expect(LoanAmortizer.plainEnding(for: none) == nil)
    }

    @Test func solvedTermSchedulesRunUntilRepaid() throws {
        var random = SeededRandom(seed: 0x7E53)
        let start = try yearMonth(2026, 1)
        for _ in 0..<300 {
            let loan = try Self.randomLoan(using: &random)
            // Pay a random amount more than the term's payment, and solve how long it takes.
            let more = loan.payment + pence(Int64.random(in: 0...loan.payment.minorUnits, using: &random))
            let solution = try solve(TimeValueProblem(calculator: .loan, principal: loan.principal, rate: loan.rate, payment: more))
            let schedule = LoanAmortizer.schedule(for: solution, start: start)
            Self.checkLedger(schedule, solution: solution, start: start)
            #expect(schedule.rows.count <= solution.scheduledPayments)
            #expect(schedule.rows.count >= solution.scheduledPayments - 1)
            #expect(schedule.rows.dropLast().allSatisfy { $0.payment == more })
        }
    }

    @Test func overpaidSchedulesNeverRunLongerOrCostMore() throws {
        var random = SeededRandom(seed: 0x0E7A)
        let start = try yearMonth(2026, 1)
        var saved = 0
        for _ in 0..<300 {
            let solution = try Self.randomLoan(using: &random)
            let n = solution.scheduledPayments
            let extraMonthly = Bool.random(using: &random) ? Money.zero : pence(Int64.random(in: 100...50_000, using: &random))
            var overpayments: [Overpayment] = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let month = start.adding(months: Int.random(in: -12...(n + 12), using: &random))
                overpayments.append(Overpayment(month: month, amount: pence(Int64.random(in: 100...5_000_000, using: &random))))
            }
            var wanted: [YearMonth: Money] = [:]
            for overpayment in overpayments where overpayment.month >= start {
                wanted[overpayment.month, default: extraMonthly] += overpayment.amount
            }

            let plain = LoanAmortizer.schedule(for: solution, start: start)
            let overpaid = try overpaidSchedule(for: solution, start: start, extraMonthly: extraMonthly, overpayments: overpayments)
            Self.checkLedger(overpaid, solution: solution, start: start)
            #expect(overpaid.rows.count <= plain.rows.count)
            let interestSaved = plain.totalInterest - overpaid.totalInterest
            #expect(interestSaved >= .zero)
            for row in overpaid.rows.dropLast() {
                let extra = wanted[row.month] ?? extraMonthly
                #expect(row.extra == extra)
                #expect(row.payment == solution.payment + extra)
            }
            if let last = overpaid.rows.last {
                #expect(last.extra <= (wanted[last.month] ?? extraMonthly))
            }
            let savings = LoanAmortizer.savings(plain: plain, overpaid: overpaid)
            if overpaid.rows.count < plain.rows.count || interestSaved > .zero {
                saved += 1
                #expect(savings == OverpaymentSavings(
                    plainPayoff: plain.payoffMonth ?? start, newPayoff: overpaid.payoffMonth ?? start,
                    paymentsSaved: plain.rows.count - overpaid.rows.count, interestSaved: interestSaved))
            } else {
                #expect(savings == nil)
            }
        }
        #expect(saved > 100)
    }

    /// What every loan schedule must satisfy, overpaid or not. Rows are checked in plain Swift
    /// and reported once per schedule: an `#expect` per row per rule would dominate the run.
    static func checkLedger(_ schedule: LoanSchedule, solution: TimeValueSolution, start: YearMonth) {
        #expect(!schedule.rows.isEmpty)
        #expect(firstBrokenRow(schedule, solution: solution, start: start) == nil, "\(solution)")
        #expect(schedule.rows.last?.balance == .zero)
        #expect(schedule.totalPrincipal == solution.principal)
        #expect(schedule.totalInterest == schedule.totalPaid - solution.principal)
    }

    /// The first row breaking a lender's rule, with the rule, or nil when every row keeps them.
    static func firstBrokenRow(_ schedule: LoanSchedule, solution: TimeValueSolution, start: YearMonth) -> String? {
        var opening = solution.principal
        for (index, row) in schedule.rows.enumerated() {
            let rules: [(String, Bool)] = [
                ("numbered in order", row.period == index + 1),
                ("one month after the last", row.month == start.adding(months: index)),
                ("interest on the opening balance", row.interest == solution.rate.monthlyInterest(on: opening)),
                ("principal is payment less interest", row.principal == row.payment - row.interest),
                ("balance falls by the principal", row.balance == opening - row.principal),
                ("balance never negative", row.balance >= .zero),
                ("balance never rises", row.balance <= opening),
                ("never pays more than is owed", row.payment <= opening + row.interest),
                ("extra never negative", row.extra >= .zero),
            ]
            if let broken = rules.first(where: { !$0.1 }) { return "row \(row.period): \(broken.0): \(row)" }
            opening = row.balance
        }
        return nil
    }
}

extension LoanScheduleTests {
    @Test func aPaymentFarAboveTheLoanStillMakesOnePayment() throws {
        // £1,000,000 a month against £5 solves to a term of 5e-6 months: one payment of £5.
        let solution = try solve(TimeValueProblem(calculator: .loan, principal: pounds(5), rate: .zero, payment: pounds(1_000_000)))
        #expect(solution.payments < 1e-5)
        #expect(solution.scheduledPayments == 1)
        let schedule = LoanAmortizer.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.map(\.payment) == [pounds(5)])
        #expect(schedule.rows.last?.balance == .zero)
    }
}
