/// What a lender allows to be overpaid without charge, and what it charges beyond that: a yearly
/// allowance as a percentage of the balance at the start of each loan year, and early repayment
/// charges as a percentage of the amount beyond it, one for each loan year until the list ends.
///
/// A loan year is twelve payments from the first (payments 1–12, 13–24, …). Everything paid
/// above the scheduled payment counts: one-off overpayments, `extra-monthly`, and paying the
/// loan off early, which is an overpayment of the whole balance.
public struct OverpaymentRules: Sendable, Hashable {
    /// Percent of the balance at the start of each loan year; nil for none (every overpayment
    /// in a charged year is charged).
    public let allowance: ExactDecimal?
    /// Percent of the amount beyond the allowance, by loan year from the first.
    public let charges: [ExactDecimal]

    public init(allowance: ExactDecimal?, charges: [ExactDecimal]) {
        self.allowance = allowance
        self.charges = charges
    }

    /// One loan year in which more was overpaid than the allowance.
    public struct Excess: Sendable, Hashable {
        /// From 1.
        public let loanYear: Int
        public let firstMonth: YearMonth
        /// The allowance (nil when the rules give none) and what was overpaid in the year.
        public let allowance: Money?
        public let overpaid: Money
        public let beyond: Money
        /// The charge's rate and amount: none after the charge period ends.
        public let chargeRate: ExactDecimal?
        public let charge: Money
        /// The payments whose overpayment went beyond the allowance: the one that crossed it,
        /// and each later one in the year that overpaid.
        public let periods: [Int]
    }

    /// The loan years of `schedule` in which the overpayments went beyond the allowance.
    /// `principal` is the balance before the first payment.
    public func excesses(in schedule: LoanSchedule, principal: Money) -> [Excess] {
        var result: [Excess] = []
        var opening = principal
        var index = 0
        let rows = schedule.rows
        while index < rows.count {
            let year = index / 12 + 1
            let end = min(index + 12, rows.count)
            let allowed = allowance.map { opening.percentage($0) }
            var overpaid = Money.zero
            var periods: [Int] = []
            for row in rows[index..<end] where row.extra > .zero {
                overpaid = overpaid + row.extra
                if overpaid > (allowed ?? .zero) { periods.append(row.period) }
            }
            let beyond = overpaid - min(overpaid, allowed ?? .zero)
            if beyond > .zero {
                let rate = year <= charges.count ? charges[year - 1] : nil
                result.append(Excess(loanYear: year, firstMonth: rows[index].month, allowance: allowed, overpaid: overpaid,
                                     beyond: beyond, chargeRate: rate, charge: rate.map { beyond.percentage($0) } ?? .zero,
                                     periods: periods))
            }
            opening = rows[end - 1].balance
            index = end
        }
        return result
    }
}
