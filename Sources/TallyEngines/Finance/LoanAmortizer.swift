/// Builds a loan's month-by-month schedule the way a lender keeps it: integer minor units, each
/// month's interest rounded half-up on the opening balance, and the last payment adjusted so the
/// balance closes at exactly zero.
public enum LoanAmortizer {
    /// The schedule for a loan solution with one rate and no extra payments, its first payment
    /// in `start`: the loan as solved. (A schedule with extra payments or rate changes is
    /// `RatedLoanSchedule`'s, which a scenario builds with its own currency.)
    ///
    /// A given term has exactly that many rows, the last absorbing the rounding residue; a solved
    /// term runs until the balance is repaid (at most `scheduledPayments` rows, the last again
    /// absorbing any residue).
    public static func schedule(for solution: TimeValueSolution, start: YearMonth) -> LoanSchedule {
        let count = solution.scheduledPayments
        guard count > 0, solution.principal > .zero else { return LoanSchedule(rows: []) }
        return plainSchedule(count: count, principal: solution.principal, scheduled: max(solution.payment, .zero),
                             interestOn: MonthlyInterest(solution.rate), start: start)
    }

    /// The months of a loan with nothing paid above the scheduled payment. (`extra` is below
    /// zero only when less than nothing is due.)
    private static func plainSchedule(count: Int, principal: Money, scheduled: Money, interestOn: MonthlyInterest,
                                      start: YearMonth) -> LoanSchedule {
        var balance = principal
        var month = start
        var paid = Money.zero, interestPaid = Money.zero
        let rows = [LoanScheduleRow](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            for period in 1...count {
                let interest = interestOn.on(balance)
                let due = balance + interest
                // The final payment clears the balance exactly, whatever rounding left behind.
                let payment = period == count || scheduled >= due ? due : scheduled
                let repaid = payment - interest
                balance -= repaid
                paid += payment
                interestPaid += interest
                buffer.initializeElement(at: initialized, to: LoanScheduleRow(
                    period: period, month: month, payment: payment, interest: interest,
                    principal: repaid, extra: min(.zero, due), balance: balance))
                initialized += 1
                if balance == .zero { break }
                month = month.next
            }
        }
        // What was repaid is what was borrowed less what is still owed (nothing, unless a
        // payment below the interest let the balance grow to the end of the term).
        return LoanSchedule(rows: rows, totalPaid: paid, totalInterest: interestPaid, totalPrincipal: principal - balance)
    }

    /// How the plain schedule (no extra payments) ends, its rows not kept: how many payments it
    /// has and the last one; nil when it has none. The same arithmetic as `schedule`, for
    /// checking a loan while reading it without building rows the report builds again later.
    public static func plainEnding(for solution: TimeValueSolution) -> (payments: Int, lastPayment: Money)? {
        let count = solution.scheduledPayments
        guard count > 0, solution.principal > .zero else { return nil }
        let scheduled = max(solution.payment, .zero)
        let rate = solution.rate
        let interestOn = MonthlyInterest(rate)
        if let ending = plainEndingInIntegers(count: count, principal: solution.principal, payment: scheduled, interestOn: interestOn) {
            return ending
        }
        var balance = solution.principal
        for period in 1...count {
            let interest = interestOn.on(balance)
            let due = balance + interest
            var payment = scheduled + min(.zero, due)
            if period == count || payment >= due { payment = due }
            balance -= payment - interest
            if balance == .zero || period == count { return (period, payment) }
        }
        return nil
    }

    /// `plainEnding` in unsigned 64-bit integers, for a check that runs every month of every
    /// loan read: the same half-up rounding as `MonthlyInterest`. The balance stays positive
    /// until the last payment (a payment below what is due leaves some owing), so only the
    /// balance's size needs watching; nil when it outgrows the 64-bit path or the amount due
    /// outgrows `Money`, and the general arithmetic decides.
    private static func plainEndingInIntegers(count: Int, principal: Money, payment: Money,
                                              interestOn: MonthlyInterest) -> (payments: Int, lastPayment: Money)? {
        guard !interestOn.negativeRate, principal.minorUnits > 0, payment.minorUnits >= 0 else { return nil }
        let largestBalance = interestOn.largestBalance, mantissa = interestOn.mantissa
        let half = interestOn.half, divisor = interestOn.divisor
        let scheduled = UInt64(payment.minorUnits)
        var balance = UInt64(principal.minorUnits)
        for period in 1...count {
            guard balance <= largestBalance else { return nil }
            let due = balance &+ (balance &* mantissa &+ half) / divisor
            guard due <= UInt64(Int64.max) else { return nil }
            if period == count || scheduled >= due { return (period, Money(minorUnits: Int64(due))) }
            balance = due &- scheduled
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
