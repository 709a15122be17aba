import Testing
import TallyTestSupport
@testable import TallyEngines

/// Savings and lump-sum schedules: examples, then the one monthly rule on every row, the end
/// near the formula and the same end whichever field is solved, over many random problems.
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

    @Test func theScheduleFollowsTheRuleAndMayEndApartFromTheFormula() throws {
        // £150 a month at 4% for 300 months: the formula gives £77,119.43; the schedule, each
        // month's interest rounded to the penny, ends at £77,119.66. Row 300 credits £255.71,
        // £76,713.95 × 0.04/12 rounded half-up, not a figure bent to meet the formula.
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: percent(4), payment: pounds(150), payments: 300))
        #expect(solution.futureValue == pence(7_711_943))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 300)
        #expect(schedule.rows[298].balance == pence(7_671_395))
        #expect(schedule.rows[299].interest == pence(25_571))
        #expect(schedule.closingBalance == pence(7_711_966))
    }

    @Test func contributionsAloneMakeTheirOwnSchedule() throws {
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: percent(4), payment: pounds(100), payments: 60))
        #expect(solution.futureValue == pence(662_990))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 60)
        #expect(schedule.rows.first == SavingsScheduleRow(period: 1, month: try yearMonth(2026, 1), contribution: pounds(100), interest: .zero, balance: pounds(100)))
        #expect(schedule.closingBalance == pence(662_991))
        #expect(schedule.totalContributions == pounds(6_000))
        #expect(schedule.totalInterest == pence(62_991))
    }

    @Test func aTargetPassedWithoutADepositNeedsNone() throws {
        // £100 a month at 4% for 5 years passes £5,000 on its own: the deposit is £0.00.
        let solution = try solve(TimeValueProblem(calculator: .savings, rate: percent(4), payment: pounds(100), futureValue: pounds(5_000), payments: 60))
        #expect(solution.principal == .zero)
        let noContribution = try solve(TimeValueProblem(calculator: .savings, principal: pounds(6_000), rate: percent(4), futureValue: pounds(5_000), payments: 60))
        #expect(noContribution.payment == .zero)
    }

    @Test func solvedTermRunsWholeMonthsPastTheTarget() throws {
        let solution = try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1_000), rate: percent(4), futureValue: pounds(3_000)))
        #expect((solution.payments * 100).rounded() == 33_013)
        #expect(solution.scheduledPayments == 331)
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.count == 331)
        #expect(schedule.closingBalance == pence(300_866))
        #expect(schedule.rows[329].balance < pounds(3_000))
        #expect(schedule.rows.last?.month == (try yearMonth(2053, 7)))
        #expect(schedule.rows.allSatisfy { $0.contribution == .zero })
    }

    @Test func zeroRateContributionsAreAllTheSame() throws {
        // £100 over 60 months at 0%: £1.67 a month (rounded half-up from £1.666…) reaches
        // £100.20; no contribution is bent to land on £100.
        let solution = try solve(TimeValueProblem(calculator: .savings, principal: .zero, rate: .zero, futureValue: pounds(100), payments: 60))
        #expect(solution.payment == pence(167))
        let schedule = SavingsProjector.schedule(for: solution, start: try yearMonth(2026, 1))
        #expect(schedule.rows.allSatisfy { $0.interest == .zero && $0.contribution == pence(167) })
        #expect(schedule.closingBalance == pence(10_020))
    }

    @Test func aBalanceThatRoundingStopsGrowingNeverReachesItsTarget() {
        // £1 at 0.5% earns 0.04p a month, which rounds to nothing: the formula says about 1,665
        // years to double, and a bank account never gets there.
        #expect(throws: FinanceError.self) {
            try solve(TimeValueProblem(calculator: .lumpSum, principal: pounds(1), rate: percent(5, scale: 1), futureValue: pounds(2)))
        }
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

    @Test func everyRowFollowsTheRuleAndEndsNearTheFormula() throws {
        var random = SeededRandom(seed: 0x5A7E)
        let start = try yearMonth(2026, 1)
        var largestShareOfBound = 0.0
        for _ in 0..<2_000 {
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

                // The schedule drifts from the formula by every rounding: half a minor unit of
                // interest a month compounded, s(i, n)/2, plus the future value's own half
                // unit, plus a solved deposit's half unit grown by (1 + i)^n or a solved
                // contribution's half unit a month, s(i, n)/2: a few cents at household rates.
                let i = solution.rate.monthlyFraction
                let n = Double(solution.scheduledPayments)
                var bound = Reference.futureAnnuity(i, n) / 2 + 0.5
                if blank == .principal { bound += Reference.growth(i, n) / 2 }
                if blank == .payment { bound += Reference.futureAnnuity(i, n) / 2 }
                let gap = Double((schedule.closingBalance - solution.futureValue).minorUnits)
                #expect(abs(gap) <= bound, "gap \(gap) > \(bound) for \(solution)")
                largestShareOfBound = max(largestShareOfBound, abs(gap) / bound)
            }
        }
        // The bound is the worst case; real roundings mostly cancel and stay far inside it.
        #expect(largestShareOfBound < 0.5)
    }

    @Test func aPlanEndsTheSameWhicheverFieldIsSolved() throws {
        var random = SeededRandom(seed: 0x5A7F)
        let start = try yearMonth(2026, 1)
        var checked = 0
        for _ in 0..<2_000 {
            let plan = try Self.randomPlan(using: &random)
            var forward = plan
            forward.blank(.futureValue)
            let solved = try solve(forward)
            let schedule = SavingsProjector.schedule(for: solved, start: start)
            // A month that adds nothing (a balance rounding can no longer grow) makes an
            // earlier month reach the same balance; that plan's term is then shorter.
            guard let end = schedule.rows.last, end.balance > (schedule.rows.dropLast().last?.balance ?? schedule.deposit) else { continue }
            // The same deposit, contribution and rate, with the schedule's end as the target:
            // solving the term gives the same months, the same rows and the same balance.
            var backward = plan
            backward.futureValue = end.balance
            backward.payments = nil
            let termSolved = try solve(backward)
            #expect(termSolved.scheduledPayments == solved.scheduledPayments, "\(plan)")
            #expect(SavingsProjector.schedule(for: termSolved, start: start) == schedule, "\(plan)")
            checked += 1
        }
        #expect(checked > 1_900)
    }

    @Test func solvedTermSchedulesEndInTheFirstMonthThatReachesTheTarget() throws {
        var random = SeededRandom(seed: 0x7A26)
        let start = try yearMonth(2026, 1)
        var checked = 0
        for _ in 0..<2_000 {
            var problem = try Self.randomPlan(using: &random)
            guard problem.rate?.isZero == false, let target = problem.futureValue, let deposit = problem.principal, target > deposit else { continue }
            // A target between this term's value and the next month's gives a fractional term.
            problem.futureValue = target + pence(Int64.random(in: 0...max(1, (target - deposit).minorUnits / 200), using: &random))
            problem.payments = nil
            guard let solution = try? solve(problem) else { continue }
            let schedule = SavingsProjector.schedule(for: solution, start: start)
            #expect(schedule.rows.count == solution.scheduledPayments)
            #expect(Self.firstBrokenRow(schedule, solution: solution, start: start) == nil)
            #expect(schedule.closingBalance >= solution.futureValue, "\(solution)")
            #expect((schedule.rows.dropLast().last?.balance ?? schedule.deposit) < solution.futureValue, "\(solution)")
            checked += 1
        }
        #expect(checked > 1_200)
    }

    /// The first row breaking the schedule's rule: the balance identity, interest on the opening
    /// balance rounded half-up, and the planned contribution, on every row alike.
    static func firstBrokenRow(_ schedule: SavingsSchedule, solution: TimeValueSolution, start: YearMonth) -> String? {
        var opening = schedule.deposit
        let contribution = solution.calculator == .lumpSum ? Money.zero : solution.payment
        for (index, row) in schedule.rows.enumerated() {
            let rules: [(String, Bool)] = [
                ("numbered in order", row.period == index + 1),
                ("one month after the last", row.month == start.adding(months: index)),
                ("balance is opening + interest + contribution", row.balance == opening + row.interest + row.contribution),
                ("interest on the opening balance", row.interest == solution.rate.monthlyInterest(on: opening)),
                ("the planned contribution", row.contribution == contribution),
            ]
            if let broken = rules.first(where: { !$0.1 }) { return "row \(row.period): \(broken.0): \(row)" }
            opening = row.balance
        }
        return nil
    }
}
