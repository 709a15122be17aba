/// How closely a payment must follow a bill to pay it.
public struct BillTerms: Sendable, Hashable {
    /// How far the payment's amount may differ from the bill's, in percent of the bill.
    public let tolerance: ExactDecimal
    /// How many days before or after the due date the payment may fall.
    public let window: Int

    public static let defaultTolerance = ExactDecimal(mantissa: 10, scale: 0)
    public static let defaultWindow = 5

    public init(tolerance: ExactDecimal = BillTerms.defaultTolerance, window: Int = BillTerms.defaultWindow) {
        self.tolerance = tolerance
        self.window = window
    }
}

/// One day a bill is due, and the payment that paid it, if any.
public struct BillMatch: Sendable, Hashable {
    public let bill: ExpenseOccurrence
    /// A payment of the same category within the bill's tolerance and window; only it counts
    /// as spending.
    public let payment: ExpenseOccurrence?

    public init(bill: ExpenseOccurrence, payment: ExpenseOccurrence?) {
        self.bill = bill
        self.payment = payment
    }

    public enum Status: Sendable, Hashable {
        case paid(ExpenseOccurrence)
        /// No payment by the due date plus the window.
        case missed
        /// Not paid yet, and there is still time.
        case due
    }

    /// Paid, missed or still due on `today`.
    public func status(today: CalendarDate) -> Status {
        if let payment { return .paid(payment) }
        return today > lastDay ? .missed : .due
    }

    /// The last day a payment can come and still pay it.
    public var lastDay: CalendarDate { bill.date.adding(days: bill.expense.bill?.window ?? 0) }
}

/// Pairs each day a bill is due with a payment that pays it.
///
/// Bills are taken in date order; each takes the payment nearest its date among those not yet
/// taken (then the nearest in amount, then the earliest), so one payment never pays two bills
/// and a January payment is not taken by February's bill when January's is open.
public enum BillMatching {
    /// `bills` and `payments` are one category's occurrences; payments that are refunds or
    /// bills themselves never pay a bill.
    public static func match(bills: [ExpenseOccurrence], payments: [ExpenseOccurrence]) -> [BillMatch] {
        guard !bills.isEmpty else { return [] }
        let candidates = payments.filter { !$0.expense.isPlanned && $0.amount > .zero }
            .sorted { ($0.date, $0.expenseIndex) < ($1.date, $1.expenseIndex) }
        var taken = [Bool](repeating: false, count: candidates.count)
        let ordered = bills.sorted { ($0.date, $0.expenseIndex) < ($1.date, $1.expenseIndex) }
        return ordered.map { bill in
            guard let terms = bill.expense.bill else { return BillMatch(bill: bill, payment: nil) }
            let earliest = bill.date.adding(days: -terms.window)
            let latest = bill.date.adding(days: terms.window)
            let allowed = bill.amount.percentage(terms.tolerance)
            // Candidates are in date order: start at the first on or after `earliest`.
            var low = 0, high = candidates.count
            while low < high {
                let middle = (low + high) / 2
                if candidates[middle].date < earliest { low = middle + 1 } else { high = middle }
            }
            var best: (index: Int, days: Int, difference: Money)?
            var index = low
            while index < candidates.count, candidates[index].date <= latest {
                defer { index += 1 }
                guard !taken[index] else { continue }
                let difference = candidates[index].amount - bill.amount
                let apart = abs(difference.minorUnits)
                guard apart <= allowed.minorUnits else { continue }
                let days = abs(candidates[index].date.daysSinceEpoch - bill.date.daysSinceEpoch)
                if let current = best, (current.days, abs(current.difference.minorUnits)) <= (days, apart) { continue }
                best = (index, days, difference)
            }
            guard let best else { return BillMatch(bill: bill, payment: nil) }
            taken[best.index] = true
            return BillMatch(bill: bill, payment: candidates[best.index])
        }
    }
}
