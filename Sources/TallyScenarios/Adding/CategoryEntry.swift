import TallyEngines

/// `tally add category`: a new category at the end of a budget's `categories:`.
public struct CategoryEntry: Sendable {
    public var name: String
    /// The monthly allowance, written as a plain amount.
    public var budget: String
    public var colour: String?
    public var notes: String?

    public init(name: String, budget: String, colour: String? = nil, notes: String? = nil) {
        self.name = name
        self.budget = budget
        self.colour = colour
        self.notes = notes
    }

    static let options = ["name": "--name", "budget": "--budget", "colour": "--colour", "notes": "--notes"]
}

/// A category added: the budget before and after.
public struct AddedCategory: Sendable {
    public let file: AddedScenario
    public let before: BudgetScenario
    public let after: BudgetScenario
    public let category: BudgetCategory
}

extension ScenarioAdder {
    public static func addCategory(_ entry: CategoryEntry, to path: String, context: ParseContext) throws(AddError) -> AddedCategory {
        let file = try add(to: path, context: context) { (scenario: Scenario, source: YAMLSource) throws(AddError) -> PreparedAddition in
            let budget = try BudgetAddition.budget(scenario, path: path, adding: "a category")
            let name = ValueParsers.trim(entry.name)
            guard !name.isEmpty else { throw AddError.option("--name", "must not be empty") }
            if let same = budget.budget.categories.first(where: { BudgetCategory.nameKey($0.name) == BudgetCategory.nameKey(name) }) {
                throw AddError.option("--name", "\"\(name)\" is already a category of this budget (\"\(same.name)\"); category names must differ, ignoring case")
            }
            let currency = budget.header.currency
            let allowance = try resolved(BudgetValueParsers.money(entry.budget, currency: currency), option: "--budget")
            var pairs: [(key: String, value: String)] = [("name", name), ("budget", TallyLocale.decimal(allowance, currency))]
            if let colour = entry.colour {
                _ = try resolved(BudgetValueParsers.colour(colour), option: "--colour")
                pairs.append(("colour", ValueParsers.trim(colour)))
            }
            if let notes = entry.notes.map(ValueParsers.trim), !notes.isEmpty { pairs.append(("notes", notes)) }
            return PreparedAddition(ownerPath: [], listKey: "categories", item: NewListItem(pairs: pairs),
                                    optionForKey: CategoryEntry.options)
        }
        guard case .budget(let before) = file.before, case .budget(let after) = file.after,
              let category = after.budget.categories.last else {
            throw AddError.file(path, "the category was added but the budget could not be read back")
        }
        return AddedCategory(file: file, before: before, after: after, category: category)
    }
}
