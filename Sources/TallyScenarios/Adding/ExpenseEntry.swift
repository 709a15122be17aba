import TallyEngines

/// `tally add expense`: one expense for a category, each field as typed.
public struct ExpenseEntry: Sendable {
    public var category: String
    public var amount: String
    /// `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`; nil for today.
    public var date: String?
    public var occurrence: String?
    public var until: String?
    public var notes: String?
    public var remind: Bool

    public init(category: String, amount: String, date: String? = nil, occurrence: String? = nil,
                until: String? = nil, notes: String? = nil, remind: Bool = false) {
        self.category = category
        self.amount = amount
        self.date = date
        self.occurrence = occurrence
        self.until = until
        self.notes = notes
        self.remind = remind
    }

    static let options = ["amount": "--amount", "date": "--date", "occurrence": "--occurrence",
                          "until": "--until", "notes": "--notes", "remind": "--remind"]
}

/// An expense added: the budget before and after, and where the expense went.
public struct AddedExpense: Sendable {
    public let file: AddedScenario
    public let before: BudgetScenario
    public let after: BudgetScenario
    /// The category's position in the budget as written.
    public let categoryIndex: Int
    public let expense: Expense
}

extension ScenarioAdder {
    /// Adds `entry` at the end of its category's `expenses:`.
    public static func addExpense(_ entry: ExpenseEntry, to path: String, context: ParseContext) throws(AddError) -> AddedExpense {
        var categoryIndex = 0
        let file = try add(to: path, context: context) { (scenario: Scenario, source: YAMLSource) throws(AddError) -> PreparedAddition in
            let budget = try BudgetAddition.budget(scenario, path: path, adding: "an expense")
            let names = budget.budget.categories.map(\.name)
            let name = try resolved(CategoryNames.resolve(entry.category, among: names), option: "--category")
            guard let index = names.firstIndex(of: name), let owner = BudgetAddition.categoryPath(named: name, in: source) else {
                throw AddError.option("--category", "\"\(name)\" could not be found in \(path)")
            }
            categoryIndex = index
            return PreparedAddition(ownerPath: owner, listKey: "expenses", item: try item(entry, currency: budget.header.currency, today: context.today),
                                    optionForKey: ExpenseEntry.options)
        }
        guard case .budget(let before) = file.before, case .budget(let after) = file.after,
              categoryIndex < after.budget.categories.count, let expense = after.budget.categories[categoryIndex].expenses.last else {
            throw AddError.file(path, "the expense was added but the budget could not be read back")
        }
        return AddedExpense(file: file, before: before, after: after, categoryIndex: categoryIndex, expense: expense)
    }

    /// The expense's lines, every value checked by the parsers `tally check` uses.
    static func item(_ entry: ExpenseEntry, currency: Currency, today: CalendarDate) throws(AddError) -> NewListItem {
        let amount = try resolved(BudgetValueParsers.expenseAmount(entry.amount, currency: currency), option: "--amount")
        var dateText = today.description
        var start = today
        if let typed = entry.date {
            let when = try resolved(BudgetValueParsers.dateAndTime(typed), option: "--date")
            dateText = when.date.description + (when.time.map { " \($0)" } ?? "")
            start = when.date
        }
        var pairs: [(key: String, value: String)] = [("amount", TallyLocale.decimal(amount, currency)), ("date", dateText)]
        var occurrence = Occurrence.oneOff
        if let typed = entry.occurrence {
            occurrence = try resolved(BudgetValueParsers.occurrence(typed), option: "--occurrence")
            if occurrence != .oneOff { pairs.append(("occurrence", occurrence.rawValue)) }
        }
        if let typed = entry.until {
            let until = try resolved(BudgetValueParsers.until(typed), option: "--until")
            guard occurrence != .oneOff else {
                let repeats = Occurrence.allCases.filter { $0 != .oneOff }.map(\.rawValue)
                throw AddError.option("--until", "is only for a recurring expense; add --occurrence \(repeats.dropLast().joined(separator: ", ")) or \(repeats.last ?? "")")
            }
            guard until >= start else {
                throw AddError.option("--until", "must not be before the expense's date (\(TallyLocale.default(for: currency).text(start, .short))), got \"\(ValueParsers.trim(typed))\"")
            }
            pairs.append(("until", until.description))
        }
        if let notes = entry.notes.map(ValueParsers.trim), !notes.isEmpty { pairs.append(("notes", notes)) }
        if entry.remind { pairs.append(("remind", "true")) }
        return NewListItem(pairs: pairs, literalKeys: ["remind"])
    }
}

/// A parsed value, or the parser's words put against the option it came from.
func resolved<T>(_ result: Result<T, ValueError>, option: String) throws(AddError) -> T {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw AddError.option(option, error.message)
    }
}
