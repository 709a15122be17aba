import Testing
import TallyTestSupport
@testable import TallyEngines

/// Savings and lump-sum schedules: examples, then the balance identity and exact close over many
/// random problems.
@Suite struct SavingsScheduleTests {
    @Test func lumpSumGrowsToItsFutureValue() throws {
        // £1,000 × (1 + 0.04/12)^60 = £1,220.9965…: £1,221.00.
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(4), payments: 60))
        #expect(solution.futureValue == pounds(1_221))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.deposit == pounds(1_000))
        #expect(schedule.rows.count == 60)
        #expect(schedule.totalContributions == .zero)
        #expect(schedule.rows.first?.interest == pence(333))
        #expect(schedule.closingBalance == pounds(1_221))
        #expect(schedule.totalInterest == pounds(221))
    }

    @Test func contributionsCloseAtTheSolvedFutureValue() throws {
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: percent(4), payment: pounds(100), payments: 60))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 60)
        #expect(schedule.rows.first == SavingsScheduleRow(period: 1, month: try yearMonth(2026, 1), contribution: pounds(100), interest: .zero, balance: pounds(100)))
        #expect(schedule.closingBalance == pence(662_990))
        #expect(schedule.totalContributions == pounds(6_000))
        #expect(schedule.totalInterest == pence(62_990))
    }

    @Test func solvedTermRunsWholeMonthsPastTheTarget() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(4), futureValue: pounds(3_000)))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 331)
        #expect(schedule.closingBalance >= pounds(3_000))
        #expect(schedule.rows[329].balance < pounds(3_000))
        #expect(schedule.rows.last?.month == (try yearMonth(2053, 7)))
        #expect(schedule.rows.allSatisfy { $0.contribution == .zero })
    }

    @Test func zeroRateResidueGoesIntoTheContribution() throws {
        // £100 over 60 months at 0%: £1.67 a month would reach £100.20, so the last is £1.47.
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: .zero, futureValue: pounds(100), payments: 60))
        #expect(solution.payment == pence(167))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.allSatisfy { $0.interest == .zero })
        #expect(schedule.rows.last?.contribution == pence(147))
        #expect(schedule.closingBalance == pounds(100))
    }

    @Test func aTermSolvedToZeroHasNoRows() throws {
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: pounds(500), rate: percent(3), payment: pounds(10), futureValue: pounds(500)))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.isEmpty)
        #expect(schedule.closingBalance == pounds(500))
    }

    // MARK: Properties

    /// A whole-term problem: deposit £0 to £100,000 (zero one time in ten), contribution £0 to
    /// £2,000 (zero for lump sums and one savings plan in ten), 0% or 0.10% to 15.00%, 1 to 480
    /// payments, with its future value solved.
    static func randomPlan(using random: inout SeededRandom) throws -> TimeValueProblem {
        let calculator: Calculator = Bool.random(using: &random) ? .lumpSum : .savings
        let rate = Int.random(in: 0..<20, using: &random) == 0 ? AnnualRate.zero : percent(Int64.random(in: 10...1_500, using: &random), scale: 2)
        let deposit = Int.random(in: 0..<10, using: &random) == 0 && calculator == .savings ? Money.zero : pence(Int64.random(in: 100...10_000_000, using: &random))
        let contribution = calculator == .lumpSum || Int.random(in: 0..<10, using: &random) == 0 ? Money.zero : pence(Int64.random(in: 100...200_000, using: &random))
        var problem = TimeValueProblem(calculator: calculator, principal: deposit, rate: rate, payment: contribution, payments: Int.random(in: 1...480, using: &random))
        problem.futureValue = try solve(problem).futureValue
        return problem
    }

    @Test func wholeTermSchedulesCloseExactlyAtTheFutureValue() throws {
        var random = SeededRandom(seed: 0x5A7E)
        let start = try yearMonth(2026, 1)
        var largestShareOfBound = 0.0
        var largestHouseholdResidue = 0.0
        for _ in 0..<400 {
            let plan = try Self.randomPlan(using: &random)
            // Solve the future value, and the deposit and contribution back from it.
            var blanks: [TimeValueField] = [.futureValue, .principal]
            if plan.calculator == .savings { blanks.append(.payment) }
            for blank in blanks {
                var problem = plan
                problem.blank(blank)
                if blank == .payment, problem.payment == .zero { continue }
                let solution = try solve(problem)
                let schedule = SavingsProjector.schedule(for: solution, start: start)
                #expect(schedule.rows.count == solution.scheduledPayments)
                #expect(Self.firstBrokenRow(schedule, solution: solution, start: start) == nil)
                #expect(schedule.closingBalance == solution.futureValue)

                // The last row's adjustment is the drift of every rounding before it: half a
                // minor unit of interest a month compounded, s(i, n)/2, plus the future value's
                // own half unit, plus a solved deposit's half unit grown by (1 + i)^n or a solved
                // contribution's half unit a month, s(i, n)/2: a few cents at household rates.
                let i = solution.rate.monthlyFraction
                let n = Double(solution.scheduledPayments)
                var bound = Reference.futureAnnuity(i, n) / 2 + 0.5
                if blank == .principal { bound += Reference.growth(i, n) / 2 }
                if blank == .payment { bound += Reference.futureAnnuity(i, n) / 2 }
                let residue = Double(Self.residue(schedule, solution: solution).minorUnits)
                #expect(abs(residue) <= bound, "residue \(residue) > \(bound) for \(solution)")
                if blank == .futureValue && solution.rate.annualFraction <= 0.06 {
                    largestHouseholdResidue = max(largestHouseholdResidue, abs(residue) / n.squareRoot())
                }
                largestShareOfBound = max(largestShareOfBound, abs(residue) / bound)
            }
        }
        // The bound is the worst case; real roundings mostly cancel and stay far inside it.
        #expect(largestShareOfBound < 0.5)
        // At household rates (up to 6%) the monthly roundings are close to independent, so the
        // residue grows like √n minor units: under 3√n, 57p over 30 years at worst, usually pence.
        #expect(largestHouseholdResidue < 3)
    }

    @Test func solvedTermSchedulesEndJustPastTheTarget() throws {
        var random = SeededRandom(seed: 0x7A26)
        let start = try yearMonth(2026, 1)
        var checked = 0
        for _ in 0..<300 {
            var problem = try Self.randomPlan(using: &random)
            guard problem.rate?.isZero == false, let target = problem.futureValue, let deposit = problem.principal, target > deposit else { continue }
            // A target between this term's value and the next month's gives a fractional term.
            problem.futureValue = target + pence(Int64.random(in: 0...max(1, (target - deposit).minorUnits / 200), using: &random))
            problem.payments = nil
            let solution = try solve(problem)
            let schedule = SavingsProjector.schedule(for: solution, start: start)
            #expect(schedule.rows.count == solution.scheduledPayments)
            #expect(Self.firstBrokenRow(schedule, solution: solution, start: start) == nil)
            #expect(Self.residue(schedule, solution: solution) == .zero || solution.payments == solution.payments.rounded())
            // Plain rows drift by at most s(i, n)/2 minor units from the exact balance, which
            // crosses the target inside the last month.
            let drift = Money(minorUnits: Int64((Reference.futureAnnuity(solution.rate.monthlyFraction, solution.payments) / 2).rounded(.up)) + 1)
            #expect(schedule.closingBalance >= solution.futureValue - drift, "\(solution)")
            if schedule.rows.count > 1 {
                #expect(schedule.rows[schedule.rows.count - 2].balance < solution.futureValue + drift, "\(solution)")
            }
            checked += 1
        }
        #expect(checked > 200)
    }

    /// How far the last row departs from a plain month (its interest and contribution together).
    static func residue(_ schedule: SavingsSchedule, solution: TimeValueSolution) -> Money {
        guard let last = schedule.rows.last else { return .zero }
        let opening = schedule.rows.count > 1 ? schedule.rows[schedule.rows.count - 2].balance : schedule.deposit
        let contribution = solution.calculator == .lumpSum ? Money.zero : solution.payment
        return last.interest + last.contribution - solution.rate.monthlyInterest(on: opening) - contribution
    }

    /// The first row breaking the balance identity or, before the last row, a plain month.
    static func firstBrokenRow(_ schedule: SavingsSchedule, solution: TimeValueSolution, start: YearMonth) -> String? {
        var opening = schedule.deposit
        let contribution = solution.calculator == .lumpSum ? Money.zero : solution.payment
        for (index, row) in schedule.rows.enumerated() {
            let isLast = index == schedule.rows.count - 1
            let rules: [(String, Bool)] = [
                ("numbered in order", row.period == index + 1),
                ("one month after the last", row.month == start.adding(months: index)),
                ("balance is opening + interest + contribution", row.balance == opening + row.interest + row.contribution),
                ("interest on the opening balance", isLast || row.interest == solution.rate.monthlyInterest(on: opening)),
                ("the planned contribution", isLast || row.contribution == contribution),
            ]
            if let broken = rules.first(where: { !$0.1 }) { return "row \(row.period): \(broken.0): \(row)" }
            opening = row.balance
        }
        return nil
    }
}
