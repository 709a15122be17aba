/// Spent against budget for each category and each of the last tracked months, with totals:
/// the months-by-categories table `hledger balance --budget -M` prints.
public struct BudgetOverview: Sendable, Hashable {
    /// How many months the overview shows, ending at the period.
    public static let monthsShown = 12

    /// One figure of the table: spending against the allowance in force.
    public struct Cell: Sendable, Hashable {
        public let spent: Money
        public let budget: Money

        public init(spent: Money, budget: Money) {
            self.spent = spent
            self.budget = budget
        }

        public var isOverspent: Bool { spent > budget }
        /// Negative when overspent.
        public var remaining: Money { budget - spent }
    }

    public struct Row: Sendable, Hashable {
        public let category: BudgetCategory
        public let categoryIndex: Int
        /// One per month in `months`.
        public let cells: [Cell]
        /// The row's months added up.
        public let total: Cell
    }

    /// Oldest first, ending at the period; at most `monthsShown`.
    public let months: [YearMonth]
    /// In the order given (the report's).
    public let rows: [Row]
    /// Each month's column added up.
    public let monthTotals: [Cell]
    /// Every cell added up.
    public let grandTotal: Cell

    /// `order` lists category positions as written, in the order the rows should take.
    public init(_ timeline: BudgetTimeline, order: [Int], monthsShown: Int = BudgetOverview.monthsShown) {
        let shown = Array(timeline.months.suffix(max(monthsShown, 0)))
        self.months = shown.map(\.month)
        self.rows = order.map { index in
            let cells = shown.map { Cell(spent: $0.categories[index].spent, budget: $0.categories[index].budget) }
            return Row(category: timeline.budget.categories[index], categoryIndex: index, cells: cells, total: Self.sum(cells))
        }
        self.monthTotals = shown.map { Cell(spent: $0.totals.spent, budget: $0.totals.budget) }
        self.grandTotal = Self.sum(monthTotals)
    }

    private static func sum(_ cells: [Cell]) -> Cell {
        Cell(spent: cells.lazy.map(\.spent).reduce(.zero, +), budget: cells.lazy.map(\.budget).reduce(.zero, +))
    }
}
