import TallyEngines

/// What adding an expense and adding a category share: the file must be a budget, and a
/// category is found in the YAML by its name.
enum BudgetAddition {
    static func budget(_ scenario: Scenario, path: String, adding what: String) throws(AddError) -> BudgetScenario {
        guard case .budget(let budget) = scenario else {
            throw AddError.file(path, "is a \(scenario.header.kind.displayName.lowercased()) scenario, not a budget; \(what) goes in a `kind: budget` file")
        }
        return budget
    }

    /// Where the category called `name` is (compared as the parser compares names).
    static func categoryPath(named name: String, in source: YAMLSource) -> [ValuePath.Step]? {
        guard let items = source.root.mapping?["categories"]?.sequence else { return nil }
        let index = items.firstIndex { item in
            guard let written = item.mapping?["name"]?.scalar?.string else { return false }
            return BudgetCategory.nameKey(ValueParsers.trim(written)) == BudgetCategory.nameKey(name)
        }
        return index.map { [.key("categories"), .index($0)] }
    }
}
