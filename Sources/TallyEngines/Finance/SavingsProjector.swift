/// Builds a savings or lump-sum schedule: the deposit, then each month's interest on the opening
/// balance (rounded half-up) and the contribution added at the month's end.
public enum SavingsProjector {
    /// The schedule for a savings or lump-sum solution, its first month `start`.
    ///
    /// With a whole term the last row absorbs the rounding residue, so the balance closes at
    /// exactly `solution.futureValue`, the figure the solution reports; the residue goes into the
    /// interest, or into the contribution at 0% where there is no interest to adjust. A solved,
    /// fractional term runs `scheduledPayments` plain months and ends at or just above the target.
    public static func schedule(for solution: TimeValueSolution, start: YearMonth) -> SavingsSchedule {
        let count = solution.scheduledPayments
        let deposit = solution.principal
        var rows: [SavingsScheduleRow] = []
        rows.reserveCapacity(count)
        let rate = solution.rate
        let contribution = solution.calculator == .lumpSum ? Money.zero : solution.payment
        let closesAtTarget = Double(count) == (solution.payments * 1e6).rounded() / 1e6
        var balance = deposit
        var month = start

        for period in 1..<(count + 1) {
            var interest = rate.monthlyInterest(on: balance)
            var added = contribution
            if period == count && closesAtTarget {
                let residue = solution.futureValue - (balance + interest + added)
                if rate.isZero && added + residue >= .zero {
                    added += residue
                } else {
                    interest += residue
                }
            }
            balance += interest + added
            rows.append(SavingsScheduleRow(period: period, month: month, contribution: added, interest: interest, balance: balance))
            month = month.adding(months: 1)
        }
        return SavingsSchedule(deposit: deposit, rows: rows)
    }
}
