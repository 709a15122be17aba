/// Builds a loan's month-by-month schedule the way a lender keeps it: integer minor units, each
/// month's interest rounded half-up on the opening balance, and the last payment adjusted so the
/// balance closes at exactly zero.
public enum LoanAmortizer {
    /// The schedule for a loan solution, its first payment in `start`.
    ///
    /// A given term has exactly that many rows, the last absorbing the rounding residue; a solved
    /// term runs until the balance is repaid (at most `scheduledPayments` rows, the last again
    /// absorbing any residue). `extraMonthly` is added to every payment and each overpayment to
    /// the payment of its month, which ends the loan early; amounts that are not positive, and
    /// overpayments outside the schedule, change nothing.
    public static func schedule(
        for solution: TimeValueSolution, start: YearMonth, extraMonthly: Money = .zero, overpayments: [Overpayment] = []
    ) -> LoanSchedule {
        let count = solution.scheduledPayments
        var rows: [LoanScheduleRow] = []
        guard count > 0, solution.principal > .zero else { return LoanSchedule(rows: rows) }
        rows.reserveCapacity(count)

        let lumps = overpayments.filter { $0.amount > .zero && $0.month >= start }.sorted { $0.month < $1.month }
        var nextLump = 0
        let everyMonth = max(extraMonthly, .zero)
        let scheduled = max(solution.payment, .zero)
        let rate = solution.rate
        var balance = solution.principal
        var month = start

        for period in 1...count {
            let interest = rate.monthlyInterest(on: balance)
            let due = balance + interest
            // Extra is capped at what is owed: nothing beyond it is paid, and however many
            // overpayments fall in one month their sum can never overflow.
            var extra = min(everyMonth, due)
            while nextLump < lumps.count && lumps[nextLump].month == month {
                extra = min(extra + lumps[nextLump].amount, due)
                nextLump += 1
            }
            var payment = scheduled + extra
            if period == count || payment >= due {
                // The final payment clears the balance exactly, whatever rounding left behind.
                payment = due
                extra = min(extra, max(due - scheduled, .zero))
            }
            let principal = payment - interest
            balance -= principal
            rows.append(LoanScheduleRow(
                period: period, month: month, payment: payment, interest: interest,
                principal: principal, extra: extra, balance: balance))
            if balance == .zero { break }
            month = month.adding(months: 1)
        }
        return LoanSchedule(rows: rows)
    }

    /// How the plain schedule (no extra payments) ends, its rows not kept: how many payments it
    /// has and the last one; nil when it has none. The same arithmetic as `schedule`, for
    /// checking a loan while reading it without building rows the report builds again later.
    public static func plainEnding(for solution: TimeValueSolution) -> (payments: Int, lastPayment: Money)? {
        let count = solution.scheduledPayments
        guard count > 0, solution.principal > .zero else { return nil }
        let scheduled = max(solution.payment, .zero)
        let rate = solution.rate
        if let ending = plainEndingInIntegers(count: count, principal: solution.principal, payment: scheduled, rate: rate.percent) {
            return ending
        }
        var balance = solution.principal
        for period in 1...count {
            let interest = rate.monthlyInterest(on: balance)
            let due = balance + interest
            var payment = scheduled + min(.zero, due)
            if period == count || payment >= due { payment = due }
            balance -= payment - interest
            if balance == .zero || period == count { return (period, payment) }
        }
        return nil
    }

    /// `plainEnding` in unsigned 64-bit integers with the month's divisor made once: the same
    /// half-up rounding as `AnnualRate.monthlyInterest`, at a fifth of its cost, for a check that
    /// runs every month of every loan read. The balance stays positive until the last payment
    /// (a payment below what is due leaves some owing), so only products need watching; nil when
    /// one could overflow, and the general arithmetic decides.
    private static func plainEndingInIntegers(count: Int, principal: Money, payment: Money,
                                              rate: ExactDecimal) -> (payments: Int, lastPayment: Money)? {
        guard rate.scale <= 15, rate.mantissa >= 0, principal.minorUnits > 0, payment.minorUnits >= 0 else { return nil }
        var denominator: UInt64 = 1200
        for _ in 0..<rate.scale { denominator &*= 10 }
        let largestNumerator = (UInt64.max - 2 * denominator) / 2
        let mantissa = UInt64(rate.mantissa)
        let scheduled = UInt64(payment.minorUnits)
        var balance = UInt64(principal.minorUnits)
        for period in 1...count {
            let (numerator, overflow) = balance.multipliedReportingOverflow(by: mantissa)
            guard !overflow, numerator <= largestNumerator else { return nil }
            let due = balance + (2 * numerator + denominator) / (2 * denominator)
            guard due <= UInt64(Int64.max) else { return nil }
            if period == count || scheduled >= due { return (period, Money(minorUnits: Int64(due))) }
            balance = due - scheduled
        }
        return nil
    }

    /// What overpaying saves against the plain schedule; nil when it saves nothing.
    public static func savings(plain: LoanSchedule, overpaid: LoanSchedule) -> OverpaymentSavings? {
        guard let plainPayoff = plain.payoffMonth, let newPayoff = overpaid.payoffMonth else { return nil }
        let paymentsSaved = plain.rows.count - overpaid.rows.count
        let interestSaved = plain.totalInterest - overpaid.totalInterest
        guard paymentsSaved > 0 || interestSaved > .zero else { return nil }
        return OverpaymentSavings(
            plainPayoff: plainPayoff, newPayoff: newPayoff, paymentsSaved: paymentsSaved, interestSaved: interestSaved)
    }
}
