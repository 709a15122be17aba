/// An allowance that applies from a month on, until a later change replaces it.
public struct BudgetChange: Sendable, Hashable {
    /// The first month it applies to; nil for a single amount written with no month, which
    /// applies to every month.
    public let from: YearMonth?
    public let amount: Money

    public init(from: YearMonth?, amount: Money) {
        self.from = from
        self.amount = amount
    }
}

/// A category's monthly allowance over time: one amount, or amounts that change from a month on.
///
/// Budgets change when life does (a bigger family, dearer food); comparing last year's spending
/// with this year's allowance would make last year look thrifty, so every month is measured
/// against the amount in force that month.
public struct BudgetSchedule: Sendable, Hashable {
    /// In month order, no month twice (`mistakes(in:since:)` is how the scenario layer checks).
    public let changes: [BudgetChange]

    public init(_ changes: [BudgetChange]) {
        self.changes = changes
    }

    /// The same amount in every month: what `budget: 300` means.
    public init(amount: Money) {
        self.changes = [BudgetChange(from: nil, amount: amount)]
    }

    /// The allowance in force in `month`: the latest change from that month or before. A month
    /// before the first change (which the scenario layer never asks about, since the first must
    /// start on or before `since`) gets the first amount; no changes at all mean no allowance.
    public func amount(in month: YearMonth) -> Money {
        var inForce = changes.first?.amount ?? .zero
        for change in changes {
            guard let from = change.from else {
                inForce = change.amount
                continue
            }
            if from > month { break }
            inForce = change.amount
        }
        return inForce
    }

    /// The allowance before and from `month` when a written change takes effect that month and
    /// alters the amount; nil otherwise.
    public func change(in month: YearMonth) -> (before: Money, after: Money)? {
        guard changes.contains(where: { $0.from == month }) else { return nil }
        let before = amount(in: month.adding(months: -1))
        let after = amount(in: month)
        return before == after ? nil : (before, after)
    }

    /// What is wrong with a written list of months, each mistake at the entry it is about.
    /// `since` is the first tracked month, which the list must cover.
    public static func mistakes(in months: [YearMonth], since: YearMonth) -> [BudgetScheduleMistake] {
        var mistakes: [BudgetScheduleMistake] = []
        if let first = months.first, first > since {
            mistakes.append(.startsAfterSince(index: 0))
        }
        var firstIndexByMonth: [YearMonth: Int] = [:]
        var latestIndex: Int?
        for (index, month) in months.enumerated() {
            if let first = firstIndexByMonth[month] {
                mistakes.append(.repeated(index: index, firstIndex: first))
                continue
            }
            firstIndexByMonth[month] = index
            if let latest = latestIndex, month < months[latest] {
                mistakes.append(.outOfOrder(index: index, laterIndex: latest))
                continue
            }
            latestIndex = index
        }
        return mistakes
    }
}

/// One thing wrong with a list of budget changes; indexes are positions in the list as written.
public enum BudgetScheduleMistake: Sendable, Hashable {
    /// The first entry starts after the first tracked month, which would have no budget.
    case startsAfterSince(index: Int)
    /// The entry's month was already given, by the entry at `firstIndex`.
    case repeated(index: Int, firstIndex: Int)
    /// The entry's month comes before that of the entry at `laterIndex`, written above it.
    case outOfOrder(index: Int, laterIndex: Int)
}
