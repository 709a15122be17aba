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
        guard count > 0, solution.principal > .zero else { return LoanSchedule(rows: []) }
        let lumps = overpayments.filter { $0.amount > .zero && $0.month >= start }.sorted { $0.month < $1.month }
        let everyMonth = max(extraMonthly, .zero)
        let scheduled = max(solution.payment, .zero)
        if everyMonth == .zero && lumps.isEmpty {
            return plainSchedule(count: count, principal: solution.principal, scheduled: scheduled, interestOn: MonthlyInterest(solution.rate), start: start)
        }
        // One rate, its payment given: the rated schedule's loop, which solves nothing and so
        // cannot fail.
        let stretch = RatePlan.Stretch(first: 1, rate: solution.rate, interestOnly: false)
        let rated = try? RatedLoanSchedule.build(principal: solution.principal, payments: count, firstPayment: scheduled,
                                                 stretches: [stretch], start: start, currency: .gbp,
                                                 extraMonthly: everyMonth, overpayments: lumps)
        return rated?.schedule ?? LoanSchedule(rows: [])
    }

    /// `schedule` without extra payments (nearly every loan): the same months, with nothing
    /// paid above the scheduled payment, in a loop that keeps no extra or overpayment to check.
    /// (`extra` is below zero only where `schedule`'s is: when less than nothing is due.)
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
