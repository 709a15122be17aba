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
        // Only the largest few are ranked: one pass keeps them in order, the rest are summed.
        var largest: [(offset: Int, occurrence: ExpenseOccurrence)] = []
        largest.reserveCapacity(Self.largestShown + 1)
        var rest = Money.zero
        for (offset, occurrence) in spending.occurrences.enumerated() {
            let candidate = (offset: offset, occurrence: occurrence)
            if largest.count == Self.largestShown, let last = largest.last, !Self.ranksBefore(candidate, last) {
                rest = rest + occurrence.amount
                continue
            }
            let position = largest.firstIndex { Self.ranksBefore(candidate, $0) } ?? largest.count
            largest.insert(candidate, at: position)
            if largest.count > Self.largestShown { rest = rest + largest.removeLast().occurrence.amount }
        }
        var slices: [CategoryPieSlice] = []
        slices.reserveCapacity(Self.largestShown + 2)
        for entry in largest {
            slices.append(CategoryPieSlice(kind: .expense(entry.occurrence), amount: entry.occurrence.amount))
        }
        let restCount = spending.occurrences.count - largest.count
        if restCount > 0 {
            slices.append(CategoryPieSlice(kind: .others(count: restCount), amount: rest))
        }
        let remaining = spending.remaining
        if remaining > .zero {
            slices.append(CategoryPieSlice(kind: .unspent, amount: remaining))
        }
        self.slices = slices
        self.overspentBy = remaining.isNegative ? -remaining : nil
    }

    /// Larger amounts first, then the earlier date, then the order written: a total order.
    private static func ranksBefore(
        _ lhs: (offset: Int, occurrence: ExpenseOccurrence), _ rhs: (offset: Int, occurrence: ExpenseOccurrence)
    ) -> Bool {
        if lhs.occurrence.amount != rhs.occurrence.amount { return lhs.occurrence.amount > rhs.occurrence.amount }
        if lhs.occurrence.date != rhs.occurrence.date { return lhs.occurrence.date < rhs.occurrence.date }
        return lhs.offset < rhs.offset
    }

    /// The whole pie: the larger of spent and allowance.
    public var total: Money { slices.lazy.map(\.amount).reduce(.zero, +) }
}
