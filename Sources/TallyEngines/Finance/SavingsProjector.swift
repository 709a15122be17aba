/// Builds a savings or lump-sum schedule by one rule, the same on every row: the deposit, then
/// each month the opening balance × r/12 in interest, rounded half-up to the minor unit as a
/// bank credits it, and the contribution added at the month's end. No row is adjusted to meet
/// the formula's figure, so a schedule can end a few pence from it; the report says so.
public enum SavingsProjector {
    /// The schedule for a savings or lump-sum solution, its first month `start`: the solution's
    /// `scheduledPayments` months.
    public static func schedule(for solution: TimeValueSolution, start: YearMonth) -> SavingsSchedule {
        let count = solution.scheduledPayments
        let deposit = solution.principal
        let contribution = solution.calculator == .lumpSum ? Money.zero : solution.payment
        let interestOn = MonthlyInterest(solution.rate)
        var rows: [SavingsScheduleRow] = []
        rows.reserveCapacity(count)
        var balance = deposit
        var month = start
        for period in 1..<(count + 1) {
            let interest = interestOn.on(balance)
            balance += interest + contribution
            rows.append(SavingsScheduleRow(period: period, month: month, contribution: contribution, interest: interest, balance: balance))
            month = month.next
        }
        return SavingsSchedule(deposit: deposit, rows: rows)
    }

    /// The first month whose closing balance, by the schedule's rule, reaches `target`: 0 when
    /// the deposit already does; nil when it is not reached within `limit` months (rounding
    /// can leave a small balance earning nothing a month).
    public static func monthsToReach(target: Money, deposit: Money, contribution: Money, rate: AnnualRate, limit: Int) -> Int? {
        guard deposit < target else { return 0 }
        let interestOn = MonthlyInterest(rate)
        var balance = deposit
        for period in 1..<(limit + 1) {
            // A sum past what `Money` holds is past any target.
            let (added, overflowA) = interestOn.on(balance).minorUnits.addingReportingOverflow(contribution.minorUnits)
            let (next, overflowB) = balance.minorUnits.addingReportingOverflow(added)
            if overflowA || overflowB { return period }
            balance = Money(minorUnits: next)
            if balance >= target { return period }
        }
        return nil
    }
}
