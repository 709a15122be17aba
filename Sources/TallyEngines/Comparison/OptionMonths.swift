/// One option of a comparison month by month, from closing (index 0) to the comparison's last
/// month (index `months`): what it spends, what it has paid, and what it owns less what it owes.
/// Every figure is a sum of the rows of its scenarios' own schedules, so a loan's figures here
/// are the ones its own report shows.
///
/// The Loan Estimate's "Comparisons" are read from it: after `k` payments, `paid[k]` is the
/// principal, interest, mortgage insurance and loan costs paid, `principalPaid[k]` the principal
/// paid off, and their difference the net cost, the money that is gone.
public struct OptionMonths: Sendable, Hashable {
    /// Everything the option spends in the month: at closing the cash put down, the loan costs
    /// and savings' opening deposits; then payments (with overpayments), mortgage insurance,
    /// escrow and HOA dues, savings contributions and rent.
    public private(set) var outlay: [Money]
    /// What is asked for each month, without overpayments: the monthly payment a lender quotes
    /// (with mortgage insurance, escrow and dues), rent, and savings contributions.
    public private(set) var due: [Money]
    /// Running totals: loan costs, payments and mortgage insurance (the Loan Estimate's "total
    /// you will have paid"), and rent.
    public private(set) var paid: [Money]
    public private(set) var principalPaid: [Money]
    /// What is owed on the option's loans.
    public private(set) var balance: [Money]
    /// What the option owns less what it owes: savings balances, the home's value less the costs
    /// of selling it (where the comparison values homes), less loan balances.
    public private(set) var worth: [Money]
    /// Months after which each loan is repaid and each savings plan's contributions stop.
    public private(set) var lastPayment = 0

    /// Nothing spent or owned over `months` months.
    public init(months: Int) {
        let zeros = [Money](repeating: .zero, count: max(months, 0) + 1)
        outlay = zeros
        due = zeros
        paid = zeros
        principalPaid = zeros
        balance = zeros
        worth = zeros
    }

    /// The last month counted (closing is month 0).
    public var months: Int { outlay.count - 1 }

    /// Money gone after month `k`: what has been paid, less the principal paid off.
    public func netCost(_ k: Int) -> Money { paid[k] - principalPaid[k] }

    /// A loan followed as `schedule` says. `atClosing` is the cash paid then (down payment and
    /// loan costs), of which `loanCosts` (points, fees, closing costs) is gone; `insurance(n)` is
    /// the mortgage insurance with payment `n`; `upkeep(n)` the escrow and dues, which go on
    /// being paid after the loan is repaid, at the last payment's amount.
    public mutating func addLoan(_ schedule: LoanSchedule, principal: Money, atClosing: Money, loanCosts: Money,
                                 insurance: (Int) -> Money = { _ in .zero }, upkeep: (Int) -> Money = { _ in .zero }) {
        outlay[0] += atClosing
        paid[0] += loanCosts
        var repaid = Money.zero
        var spent = loanCosts
        var owed = principal
        let rows = schedule.rows
        let last = rows.count
        for k in 1..<(months + 1) {
            var month = Money.zero
            var asked = Money.zero
            if k <= last {
                let row = rows[k - 1]
                let cover = insurance(row.period)
                month = row.payment + cover
                asked = row.payment - row.extra + cover
                spent += month
                repaid += row.principal
                owed = row.balance
            }
            let kept = upkeep(min(k, max(last, 1)))
            outlay[k] += month + kept
            due[k] += asked + kept
            paid[k] += spent
            principalPaid[k] += repaid
            balance[k] += owed
            worth[k] -= owed
        }
        balance[0] += principal
        worth[0] -= principal
        lastPayment = max(lastPayment, min(last, months))
    }

    /// A savings plan: `deposit` paid in at the start and `contribution` at the end of each of
    /// its `term` months; each month's interest is the opening balance × rate ÷ 12, rounded
    /// half-up to the minor unit as `SavingsProjector` credits it, less `tax` percent of it,
    /// rounded the same way. After its term the balance goes on earning, with no contributions.
    public mutating func addSavings(deposit: Money, contribution: Money, rate: AnnualRate, term: Int, tax: ExactDecimal? = nil) {
        let interestOn = MonthlyInterest(rate)
        var saved = deposit
        outlay[0] += deposit
        worth[0] += deposit
        for k in 1..<(months + 1) {
            let interest = interestOn.on(saved)
            saved += interest - (tax.map { interest.percentage($0) } ?? .zero)
            if k <= term {
                saved += contribution
                outlay[k] += contribution
                due[k] += contribution
            }
            worth[k] += saved
        }
        lastPayment = max(lastPayment, min(term, months))
    }

    /// Renting: `monthly` in the first year, then each year the year before's rent grown by
    /// `growth` percent, rounded half-up to the minor unit. Rent is money gone.
    public mutating func addRent(monthly: Money, growth: ExactDecimal?) {
        var rent = monthly
        var spent = Money.zero
        for k in 1..<(months + 1) {
            if k > 1, (k - 1) % 12 == 0, let growth { rent = rent.grown(byPercent: growth) }
            spent += rent
            outlay[k] += rent
            due[k] += rent
            paid[k] += spent
        }
        lastPayment = months
    }

    /// A home bought for `price`, its value growing at `growth` a year compounded monthly (each
    /// month the value × rate ÷ 12, rounded half-up), counted at what selling it would bring:
    /// the value less `sellingCosts` percent of it, rounded half-up.
    public mutating func addHome(price: Money, growth: AnnualRate, sellingCosts: ExactDecimal) {
        let growthOn = MonthlyInterest(growth)
        var value = price
        for k in 0..<(months + 1) {
            if k > 0 { value += growthOn.on(value) }
            worth[k] += value - value.percentage(sellingCosts)
        }
    }
}
