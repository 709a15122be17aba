/// One wedge of a category's pie chart.
public struct CategoryPieSlice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// One of the largest occurrences, shown on its own.
        case expense(ExpenseOccurrence)
        /// All smaller occurrences together; `count` of them.
        case others(count: Int)
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

/// A category's month as a pie: its largest occurrences, the rest, and what is left.
///
/// Only the few largest get their own wedge so the chart stays readable however many small
/// expenses there are; the slices always add up to the larger of spent and allowance, so the
/// whole pie is the allowance when within it, and the spending when over it.
public struct CategoryPieSplit: Sendable, Hashable {
    /// How many of the largest occurrences get a wedge of their own.
    public static let largestShown = 4

    /// Largest occurrences first (ties by date, then the order written), then `Other`, then `Unspent`.
    public let slices: [CategoryPieSlice]
    /// How far spending went past the allowance; nil when within it.
    public let overspentBy: Money?

    public init(_ spending: CategorySpending) {
        let ranked = spending.occurrences.enumerated().sorted { lhs, rhs in
            if lhs.element.amount != rhs.element.amount { return lhs.element.amount > rhs.element.amount }
            if lhs.element.date != rhs.element.date { return lhs.element.date < rhs.element.date }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var slices: [CategoryPieSlice] = []
        slices.reserveCapacity(Self.largestShown + 2)
        for occurrence in ranked.prefix(Self.largestShown) {
            slices.append(CategoryPieSlice(kind: .expense(occurrence), amount: occurrence.amount))
        }
        let rest = ranked.dropFirst(Self.largestShown)
        if !rest.isEmpty {
            slices.append(CategoryPieSlice(kind: .others(count: rest.count), amount: rest.lazy.map(\.amount).reduce(.zero, +)))
        }
        let remaining = spending.remaining
        if remaining > .zero {
            slices.append(CategoryPieSlice(kind: .unspent, amount: remaining))
        }
        self.slices = slices
        self.overspentBy = remaining.isNegative ? -remaining : nil
    }

    /// The whole pie: the larger of spent and allowance.
    public var total: Money { slices.lazy.map(\.amount).reduce(.zero, +) }
}
