/// A loan's schedule when its rate changes: the rows, and each period's rate and payment.
///
/// At each change the payment is worked out again so the loan still ends on its term, from the
/// balance then owed, the new rate and the payments left, by the same formula and rounding as the
/// first payment (what lenders do at a reversion or a reset). An interest-only period pays each
/// month's interest; the payment after it repays the balance over the payments left.
public struct RatedLoanSchedule: Sendable, Hashable {
    public struct Period: Sendable, Hashable {
        /// Payment numbers, counted from 1, both inclusive.
        public let first: Int
        public let last: Int
        public let rate: AnnualRate
        /// The regular payment of the period (an interest-only period's first month's interest);
        /// the loan's last payment may differ, as it settles the balance.
        public let payment: Money
        public let interestOnly: Bool
        public let firstMonth: YearMonth
        public let lastMonth: YearMonth
    }

    /// A payment worked out again after an overpayment (`then: lower-payment`).
    public struct Recast: Sendable, Hashable {
        /// The overpayment's month, and the first payment at the new amount.
        public let overpaid: YearMonth
        public let from: Int
        public let payment: Money
    }

    public let schedule: LoanSchedule
    /// Each run of payments at one rate and one payment: a rate change or a recast starts one.
    public let periods: [Period]
    public let recasts: [Recast]

    public init(schedule: LoanSchedule, periods: [Period], recasts: [Recast] = []) {
        self.schedule = schedule
        self.periods = periods
        self.recasts = recasts
    }

    /// The largest regular payment, and the first period that has it.
    public var highestPayment: Period? {
        periods.max { $0.payment < $1.payment || ($0.payment == $1.payment && $0.first > $1.first) }
    }

    /// Builds the schedule of a loan of `principal` over `payments` months from `start`, at the
    /// rates `stretches` give (`RatePlan.stretches`). `firstPayment` is the given first payment,
    /// or nil to work it out as every later one is. Extra payments work as in `LoanAmortizer`:
    /// `extraMonthly` on every payment, each overpayment on its month's.
    public static func build(
        principal: Money, payments: Int, firstPayment: Money?, stretches: [RatePlan.Stretch], start: YearMonth,
        currency: Currency, extraMonthly: Money = .zero, overpayments: [Overpayment] = []
    ) throws(FinanceError) -> RatedLoanSchedule {
        guard payments > 0, principal > .zero, let opening = stretches.first, opening.first == 1 else {
            return RatedLoanSchedule(schedule: LoanSchedule(rows: []), periods: [])
        }
        let lumps = overpayments.filter { $0.amount > .zero && $0.month >= start }.sorted { $0.month < $1.month }
        let everyMonth = max(extraMonthly, .zero)
        var balance = principal
        var month = start
        var nextLump = 0
        var nextStretch = 0
        var rate = opening.rate
        var interestOn = MonthlyInterest(rate)
        var interestOnly = opening.interestOnly
        var scheduled = Money.zero
        var rows: [LoanScheduleRow] = []
        rows.reserveCapacity(payments)
        var periods: [Period] = []
        var recasts: [Recast] = []
        var periodStart = (number: 1, month: start, payment: Money.zero)

        func closePeriod(through number: Int, month lastMonth: YearMonth) {
            periods.append(Period(first: periodStart.number, last: number, rate: rate, payment: periodStart.payment,
                                  interestOnly: interestOnly, firstMonth: periodStart.month, lastMonth: lastMonth))
        }

        for number in 1...payments {
            if nextStretch < stretches.count && stretches[nextStretch].first == number {
                let stretch = stretches[nextStretch]
                nextStretch += 1
                if number > 1 { closePeriod(through: number - 1, month: month.adding(months: -1)) }
                rate = stretch.rate
                interestOn = MonthlyInterest(rate)
                interestOnly = stretch.interestOnly
                if interestOnly {
                    scheduled = interestOn.on(balance)
                } else if number == 1, let firstPayment {
                    scheduled = firstPayment
                } else {
                    scheduled = try payment(repaying: balance, at: rate, over: payments - number + 1, currency: currency)
                }
                periodStart = (number, month, scheduled)
            }
            let interest = interestOn.on(balance)
            let due = balance + interest
            if interestOnly { scheduled = interest }
            var extra = min(everyMonth, due)
            var recast = false
            while nextLump < lumps.count && lumps[nextLump].month == month {
                extra = min(extra + lumps[nextLump].amount, due)
                recast = recast || lumps[nextLump].lowersPayment
                nextLump += 1
            }
            var paid = scheduled + extra
            if number == payments || paid >= due {
                // The final payment clears the balance exactly, whatever rounding left behind.
                paid = due
                extra = min(extra, max(due - scheduled, .zero))
            }
            let principalPart = paid - interest
            balance -= principalPart
            rows.append(LoanScheduleRow(period: number, month: month, payment: paid, interest: interest,
                                        principal: principalPart, extra: extra, balance: balance))
            if balance == .zero || number == payments {
                closePeriod(through: number, month: month)
                break
            }
            // A recast: the payment that repays what is now owed over the payments left, at the
            // same rate, by the same formula and rounding; the term is unchanged.
            if recast, !interestOnly {
                closePeriod(through: number, month: month)
                scheduled = try payment(repaying: balance, at: rate, over: payments - number, currency: currency)
                periodStart = (number + 1, month.next, scheduled)
                recasts.append(Recast(overpaid: month, from: number + 1, payment: scheduled))
            }
            month = month.next
        }
        return RatedLoanSchedule(schedule: LoanSchedule(rows: rows), periods: periods, recasts: recasts)
    }

    /// The level payment that repays `balance` at `rate` over `count` months: the loan formula,
    /// rounded as a solved payment is.
    static func payment(repaying balance: Money, at rate: AnnualRate, over count: Int, currency: Currency) throws(FinanceError) -> Money {
        let problem = TimeValueProblem(calculator: .loan, principal: balance, rate: rate, payments: count)
        return try TimeValueSolver.solve(problem, currency: currency).payment
    }
}
