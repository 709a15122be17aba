import TallyEngines

/// `tally add overpayment`: a lump sum paid off a loan in one month.
public struct OverpaymentEntry: Sendable {
    public var amount: String
    /// `YYYY-MM`.
    public var date: String

    public init(amount: String, date: String) {
        self.amount = amount
        self.date = date
    }

    static let options = ["date": "--date", "amount": "--amount"]
}

/// An overpayment added: the loan before and after.
public struct AddedOverpayment: Sendable {
    public let file: AddedScenario
    public let before: TimeValueScenario
    public let after: TimeValueScenario
    public let overpayment: Overpayment
}

extension ScenarioAdder {
    public static func addOverpayment(_ entry: OverpaymentEntry, to path: String, context: ParseContext) throws(AddError) -> AddedOverpayment {
        var added: Overpayment?
        let file = try add(to: path, context: context) { (scenario: Scenario, source: YAMLSource) throws(AddError) -> PreparedAddition in
            guard case .timeValue(let loan) = scenario, loan.calculator == .loan else {
                throw AddError.file(path, "is a \(scenario.header.kind.displayName.lowercased()) scenario, not a loan; overpayments go in a `kind: loan` file")
            }
            let currency = loan.header.currency
            let amount = try resolved(ValueParsers.money(entry.amount, currency: currency), option: "--amount")
            guard amount > .zero else { throw AddError.option("--amount", "must be more than zero, got \"\(ValueParsers.trim(entry.amount))\"") }
            let month = try resolved(ValueParsers.yearMonth(entry.date), option: "--date")
            added = Overpayment(month: month, amount: amount)
            let item = NewListItem(pairs: [("date", month.description), ("amount", TallyLocale.decimal(amount, currency))])
            return PreparedAddition(ownerPath: [], listKey: "overpayments", item: item, optionForKey: OverpaymentEntry.options)
        }
        guard case .timeValue(let before) = file.before, case .timeValue(let after) = file.after, let added else {
            throw AddError.file(path, "the overpayment was added but the loan could not be read back")
        }
        return AddedOverpayment(file: file, before: before, after: after, overpayment: added)
    }
}
