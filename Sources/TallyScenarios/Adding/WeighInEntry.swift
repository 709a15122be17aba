import TallyEngines

/// `tally add weigh-in`: one weight for a BMI log, written as typed.
public struct WeighInEntry: Sendable {
    public var weight: String
    /// `YYYY-MM-DD`; nil for today.
    public var date: String?

    public init(weight: String, date: String? = nil) {
        self.weight = weight
        self.date = date
    }

    static let options = ["date": "--date", "weight": "--weight"]
}

/// A weigh-in added: the log before and after, and the day it is for.
public struct AddedWeighIn: Sendable {
    public let file: AddedScenario
    public let before: BMIScenario
    public let after: BMIScenario
    public let date: CalendarDate
}

extension ScenarioAdder {
    public static func addWeighIn(_ entry: WeighInEntry, to path: String, context: ParseContext) throws(AddError) -> AddedWeighIn {
        var date = context.today
        let file = try add(to: path, context: context) { (scenario: Scenario, source: YAMLSource) throws(AddError) -> PreparedAddition in
            guard case .bmi(let log) = scenario else {
                throw AddError.file(path, "is a \(scenario.header.kind.displayName.lowercased()) scenario, not a BMI log; a weigh-in goes in a `kind: bmi` file")
            }
            if let typed = entry.date { date = try resolved(ValueParsers.date(typed), option: "--date") }
            // A bare number is read in the log's `units:`, exactly as the parser will read it.
            let bareNumbers = source.root.mapping?["units"] == nil ? nil : log.system
            _ = try resolved(BMIScenarioParser.weightValue(entry.weight, system: bareNumbers), option: "--weight")
            let item = NewListItem(pairs: [("date", date.description), ("weight", ValueParsers.trim(entry.weight))])
            return PreparedAddition(ownerPath: [], listKey: "entries", item: item, optionForKey: WeighInEntry.options)
        }
        guard case .bmi(let before) = file.before, case .bmi(let after) = file.after else {
            throw AddError.file(path, "the weigh-in was added but the log could not be read back")
        }
        return AddedWeighIn(file: file, before: before, after: after, date: date)
    }
}
