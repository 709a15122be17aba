/// A loan's money month by month as the Loan Estimate's "Comparisons" count it: what has been
/// paid in principal, interest, mortgage insurance and loan costs, and how much of it paid off
/// principal. Month 0 is closing, when the loan costs are paid; month `k` is after payment `k`.
/// After the last payment nothing changes: the loan is repaid.
///
/// The net cost (what has been paid less the principal paid off) is the money that is gone;
/// comparing options by it, and finding where one's stays below another's, is what a buyer
/// choosing between offers asks (issue 26, built on part 15's schedules and costs).
public struct CostTimeline: Sendable, Hashable {
    /// The running totals after a month.
    public struct Point: Sendable, Hashable {
        /// Everything paid so far: loan costs, payments (with any overpayments) and mortgage insurance.
        public let paid: Money
        /// Principal repaid so far.
        public let principalPaid: Money
        public let balance: Money

        /// What is gone: paid, less the principal paid off.
        public var netCost: Money { paid - principalPaid }
    }

    /// One point a month, from closing (index 0) to the last payment.
    public let points: [Point]

    /// `upFront` is paid at closing (points, fees, closing costs); `insurance(period)` is the
    /// mortgage insurance paid with payment `period`.
    public init(schedule: LoanSchedule, principal: Money, upFront: Money, insurance: (Int) -> Money = { _ in .zero }) {
        var points = [Point(paid: upFront, principalPaid: .zero, balance: principal)]
        points.reserveCapacity(schedule.rows.count + 1)
        var paid = upFront
        var repaid = Money.zero
        for row in schedule.rows {
            paid = paid + row.payment + insurance(row.period)
            repaid = repaid + row.principal
            points.append(Point(paid: paid, principalPaid: repaid, balance: row.balance))
        }
        self.points = points
    }

    /// The totals after `months` payments (0 is closing); after the last payment, the last.
    public func at(months: Int) -> Point {
        points[min(max(months, 0), points.count - 1)]
    }

    /// The first month from which `option`'s net cost stays below `other`'s through `months`
    /// (both counted from closing), or nil if it never does: "the points pay for themselves
    /// after 61 payments". An option never breaks even against itself.
    public static func breakEven(_ option: CostTimeline, against other: CostTimeline, through months: Int) -> Int? {
        guard months >= 0 else { return nil }
        var first: Int?
        for month in 0...months {
            if option.at(months: month).netCost < other.at(months: month).netCost {
                if first == nil { first = month }
            } else {
                first = nil
            }
        }
        return first
    }
}
