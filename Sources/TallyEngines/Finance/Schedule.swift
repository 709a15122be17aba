/// One month of a loan's amortisation schedule, as a lender keeps it.
public struct LoanScheduleRow: Sendable, Hashable {
    /// 1-based payment number.
    public let period: Int
    public let month: YearMonth
    /// Everything paid this month: the scheduled payment, plus any extra or overpayment.
    public let payment: Money
    public let interest: Money
    /// `payment − interest`.
    public let principal: Money
    /// The part of `payment` above the scheduled payment (extra-monthly and overpayments).
    public let extra: Money
    public let balance: Money

    public init(period: Int, month: YearMonth, payment: Money, interest: Money, principal: Money, extra: Money, balance: Money) {
        self.period = period
        self.month = month
        self.payment = payment
        self.interest = interest
        self.principal = principal
        self.extra = extra
        self.balance = balance
    }
}

/// A one-off overpayment made in a given month, on top of that month's payment.
public struct Overpayment: Sendable, Hashable {
    public let month: YearMonth
    public let amount: Money
    /// `then: lower-payment`: the payment is worked out again after it, over the payments left
    /// (a recast), rather than the loan ending sooner.
    public let lowersPayment: Bool

    public init(month: YearMonth, amount: Money, lowersPayment: Bool = false) {
        self.month = month
        self.amount = amount
        self.lowersPayment = lowersPayment
    }
}

/// A loan's schedule: payments at the end of each month until the balance is exactly zero.
public struct LoanSchedule: Sendable, Hashable {
    public let rows: [LoanScheduleRow]
    /// The totals are read by the summary, the tables and the charts of every report, so they
    /// are summed once, in one pass, when the schedule is made.
    public let totalPaid: Money
    public let totalInterest: Money
    public let totalPrincipal: Money

    public init(rows: [LoanScheduleRow]) {
        self.rows = rows
        var paid = Money.zero, interest = Money.zero, principal = Money.zero
        for row in rows {
            paid = paid + row.payment
            interest = interest + row.interest
            principal = principal + row.principal
        }
        totalPaid = paid
        totalInterest = interest
        totalPrincipal = principal
    }

    /// For a builder that summed the rows as it made them.
    init(rows: [LoanScheduleRow], totalPaid: Money, totalInterest: Money, totalPrincipal: Money) {
        self.rows = rows
        self.totalPaid = totalPaid
        self.totalInterest = totalInterest
        self.totalPrincipal = totalPrincipal
    }

    public var payoffMonth: YearMonth? { rows.last?.month }
}

/// One month of a savings schedule: the contribution and interest added, and the balance after.
public struct SavingsScheduleRow: Sendable, Hashable {
    public let period: Int
    public let month: YearMonth
    public let contribution: Money
    public let interest: Money
    public let balance: Money

    public init(period: Int, month: YearMonth, contribution: Money, interest: Money, balance: Money) {
        self.period = period
        self.month = month
        self.contribution = contribution
        self.interest = interest
        self.balance = balance
    }
}

/// A savings or lump-sum schedule: the opening deposit, then a row per month.
public struct SavingsSchedule: Sendable, Hashable {
    public let deposit: Money
    public let rows: [SavingsScheduleRow]

    public init(deposit: Money, rows: [SavingsScheduleRow]) {
        self.deposit = deposit
        self.rows = rows
    }

    public var totalContributions: Money { rows.map(\.contribution).sum() }
    public var totalInterest: Money { rows.map(\.interest).sum() }
    public var closingBalance: Money { rows.last?.balance ?? deposit }
}

/// One calendar year of a schedule, for the yearly summary.
public struct YearlySummaryRow: Sendable, Hashable {
    public let year: Int
    /// Loans: everything paid. Savings: contributions made.
    public let paid: Money
    public let interest: Money
    /// Loans: principal repaid. Savings: contributions plus interest (the growth in the year).
    public let principal: Money
    public let closingBalance: Money

    public init(year: Int, paid: Money, interest: Money, principal: Money, closingBalance: Money) {
        self.year = year
        self.paid = paid
        self.interest = interest
        self.principal = principal
        self.closingBalance = closingBalance
    }
}

/// What overpaying a loan changes against the plain schedule.
public struct OverpaymentSavings: Sendable, Hashable {
    public let plainPayoff: YearMonth
    public let newPayoff: YearMonth
    public let paymentsSaved: Int
    public let interestSaved: Money

    public init(plainPayoff: YearMonth, newPayoff: YearMonth, paymentsSaved: Int, interestSaved: Money) {
        self.plainPayoff = plainPayoff
        self.newPayoff = newPayoff
        self.paymentsSaved = paymentsSaved
        self.interestSaved = interestSaved
    }
}
