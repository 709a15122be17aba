import TallyEngines

/// One category as the report shows it: its spending, its colour and where its section is.
struct BudgetCategoryView {
    let spending: CategorySpending
    let colour: Colour
    /// The section's HTML id, from the category's position so any name is safe.
    let anchor: String
    /// Nil when nothing was spent: an empty category gets a sentence, not an empty pie.
    let pie: CategoryPieSplit?
    /// One per expense, however often it fell in the month: the rows of the expenses table.
    let groups: [ExpenseGroup]
    /// Each group's share of the budget in tenths of a percent, by largest remainder over the
    /// groups and what is unspent, so the table and the pie round alike; nil with no budget.
    let groupTenths: [Int]?

    init(_ spending: CategorySpending) {
        self.spending = spending
        self.colour = spending.category.colour.flatMap(Colour.parse) ?? Colour.categorical(at: spending.categoryIndex)
        self.anchor = "category-\(spending.categoryIndex + 1)"
        self.pie = spending.occurrences.isEmpty ? nil : CategoryPieSplit(spending)
        let groups = ExpenseGroup.groups(of: spending.occurrences)
        self.groups = groups
        let unspent = spending.remaining > .zero ? [spending.remaining] : []
        self.groupTenths = BudgetWording.tenths(of: groups.map(\.amount) + unspent, whole: spending.budget).map { Array($0.prefix(groups.count)) }
    }

    /// A pie of a single expense says nothing its one table row does not.
    var showsPie: Bool { (pie?.expenseCount ?? 0) > 1 }

    var name: String { spending.category.name }
    var isEmpty: Bool { spending.occurrences.isEmpty }

    /// Text on the category's colour: black or white, whichever reads better.
    var ink: Colour { colour.readableTextColour }

    /// `Nothing was spent on Food in March 2026, so all £400.00 is left.`
    func emptySentence(_ wording: BudgetWording) -> String {
        let month = wording.locale.text(spending.period, .long)
        if spending.budget == .zero {
            return "Nothing was spent on \(name) in \(month), and it has no budget."
        }
        return "Nothing was spent on \(name) in \(month), so all \(wording.money(spending.budget)) is left."
    }
}
