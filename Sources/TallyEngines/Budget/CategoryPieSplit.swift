/// Every occurrence of one expense in a month: a weekly shop is one expense, not four.
public struct ExpenseGroup: Sendable, Hashable {
    /// Position of the expense in its category.
    public let expenseIndex: Int
    public let expense: Expense
    /// In date order; at least one.
    public let occurrences: [ExpenseOccurrence]
    public let amount: Money

    public init(expenseIndex: Int, expense: Expense, occurrences: [ExpenseOccurrence]) {
        self.expenseIndex = expenseIndex
        self.expense = expense
        self.occurrences = occurrences
        self.amount = occurrences.map(\.amount).sum()
    }

    /// The occurrences of `spending`, one group per expense, in the order each first falls.
    public static func groups(of occurrences: [ExpenseOccurrence]) -> [ExpenseGroup] {
        var order: [Int] = []
        var byIndex: [Int: [ExpenseOccurrence]] = [:]
        for occurrence in occurrences {
            if byIndex[occurrence.expenseIndex] == nil { order.append(occurrence.expenseIndex) }
            byIndex[occurrence.expenseIndex, default: []].append(occurrence)
        }
        return order.compactMap { index in
            guard let found = byIndex[index], let first = found.first else { return nil }
            return ExpenseGroup(expenseIndex: index, expense: first.expense, occurrences: found)
        }
    }
}

/// One wedge of a category's pie chart.
public struct CategoryPieSlice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// One of the largest expenses (all its occurrences in the month), shown on its own.
        case expense(ExpenseGroup)
        /// All smaller expenses together: the groups, so shares can be summed from theirs.
        case others([ExpenseGroup])
        /// The allowance not spent.
        case unspent
    }

    public let kind: Kind
    public let amount: Money

    public init(kind: Kind, amount: Money) {
        self.kind = kind
        self.amount = amount
    }
}

/// A category's month as a pie: its largest expenses, the rest, and what is left.
///
/// Each expense is one wedge however often it falls in the month. Only the few largest get
/// their own wedge so the chart stays readable however many small expenses there are, and an
/// "Other" is made only from two or more expenses (one would just be itself under a vaguer
/// name). The slices always add up to the larger of spent and allowance, so the whole pie is
/// the allowance when within it, and the spending when over it.
public struct CategoryPieSplit: Sendable, Hashable {
    /// How many of the largest expenses get a wedge of their own.
    public static let largestShown = 4

    /// Largest expenses first (ties by first date, then the order written), then `Other`, then `Unspent`.
    public let slices: [CategoryPieSlice]
    /// How far spending went past the allowance; nil when within it.
    public let overspentBy: Money?
    /// How many expenses the month has; a pie of one expense says nothing its table does not.
    public let expenseCount: Int

    /// Refunds get no wedge: the pie is where the money went, and a refund only takes back.
    public init(_ spending: CategorySpending) {
        let groups = ExpenseGroup.groups(of: spending.occurrences).filter { $0.amount > .zero }
        let ranked = groups.enumerated().sorted { lhs, rhs in
            if lhs.element.amount != rhs.element.amount { return lhs.element.amount > rhs.element.amount }
            let leftDate = lhs.element.occurrences[0].date, rightDate = rhs.element.occurrences[0].date
            if leftDate != rightDate { return leftDate < rightDate }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let shown = ranked.count <= Self.largestShown + 1 ? ranked.count : Self.largestShown
        var slices: [CategoryPieSlice] = []
        slices.reserveCapacity(shown + 2)
        for group in ranked.prefix(shown) {
            slices.append(CategoryPieSlice(kind: .expense(group), amount: group.amount))
        }
        let rest = Array(ranked.dropFirst(shown))
        if !rest.isEmpty {
            slices.append(CategoryPieSlice(kind: .others(rest), amount: rest.map(\.amount).sum()))
        }
        // Against what the wedges add up to, so the pie stays the allowance (or the spending
        // when that is more) when a refund has brought the category's total down.
        let remaining = spending.budget - groups.map(\.amount).sum()
        if remaining > .zero {
            slices.append(CategoryPieSlice(kind: .unspent, amount: remaining))
        }
        self.slices = slices
        self.overspentBy = remaining.isNegative ? -remaining : nil
        self.expenseCount = groups.count
    }

    /// The whole pie: the larger of spent and allowance.
    public var total: Money { slices.lazy.map(\.amount).reduce(.zero, +) }
}
