/// A heading of spending with its own monthly allowance, such as Food or Transport.
public struct BudgetCategory: Sendable, Hashable {
    /// Unique within a budget, ignoring case.
    public let name: String
    /// The allowance for one month, as it changes over time.
    public let schedule: BudgetSchedule
    /// A CSS hex colour such as `#e76f51`, or nil to let the report pick one.
    public let colour: String?
    public let notes: String?
    /// In the order written; occurrence lists and tie-breaks refer to these positions.
    public let expenses: [Expense]

    public init(name: String, schedule: BudgetSchedule, colour: String? = nil, notes: String? = nil, expenses: [Expense] = []) {
        self.name = name
        self.schedule = schedule
        self.colour = colour
        self.notes = notes
        self.expenses = expenses
    }

    /// A category whose allowance is the same every month.
    public init(name: String, budget: Money, colour: String? = nil, notes: String? = nil, expenses: [Expense] = []) {
        self.init(name: name, schedule: BudgetSchedule(amount: budget), colour: colour, notes: notes, expenses: expenses)
    }

    /// The allowance in force in `month`.
    public func budget(in month: YearMonth) -> Money { schedule.amount(in: month) }

    /// The key names are compared by: `Food` and `FOOD` are the same category.
    ///
    /// Swift's `lowercased()` is Unicode's default case mapping, the same on every machine.
    public static func nameKey(_ name: String) -> String { name.lowercased() }

    /// Every name that repeats an earlier one ignoring case, so the scenario layer can point at
    /// the second entry and name the first.
    public static func duplicateNames(_ names: [String]) -> [DuplicateCategoryName] {
        var firstIndexByKey: [String: Int] = [:]
        firstIndexByKey.reserveCapacity(names.count)
        var duplicates: [DuplicateCategoryName] = []
        for (index, name) in names.enumerated() {
            let key = nameKey(name)
            if let first = firstIndexByKey[key] {
                duplicates.append(DuplicateCategoryName(name: name, firstIndex: first, duplicateIndex: index))
            } else {
                firstIndexByKey[key] = index
            }
        }
        return duplicates
    }
}

/// A category name that is already taken, ignoring case.
public struct DuplicateCategoryName: Sendable, Hashable {
    /// The name as written in the repeated entry.
    public let name: String
    /// Position of the first category with this name.
    public let firstIndex: Int
    /// Position of the entry that repeats it.
    public let duplicateIndex: Int
}
