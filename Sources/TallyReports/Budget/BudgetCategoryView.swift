import TallyEngines

/// One category as the report shows it: its spending, its colour and where its section is.
struct BudgetCategoryView {
    let spending: CategorySpending
    let colour: Colour
    /// The section's HTML id, from the category's position so any name is safe.
    let anchor: String
    /// Nil when nothing was spent: an empty category gets a sentence, not an empty pie.
    let pie: CategoryPieSplit?

    init(_ spending: CategorySpending) {
        self.spending = spending
        self.colour = spending.category.colour.flatMap(Colour.parse) ?? Colour.categorical(at: spending.categoryIndex)
        self.anchor = "category-\(spending.categoryIndex + 1)"
        self.pie = spending.occurrences.isEmpty ? nil : CategoryPieSplit(spending)
    }

    var name: String { spending.category.name }
    var isEmpty: Bool { spending.occurrences.isEmpty }

    /// Text on the category's colour: black or white, whichever reads better.
    var ink: Colour { colour.readableTextColour }

    /// `Nothing was spent on Food in March 2026, so all £400.00 is left.`
    func emptySentence(_ wording: BudgetWording) -> String {
        let month = spending.period.longName
        if spending.budget == .zero {
            return "Nothing was spent on \(name) in \(month), and it has no budget."
        }
        return "Nothing was spent on \(name) in \(month), so all \(wording.money(spending.budget)) is left."
    }
}
