import TallyEngines

/// `tally add overpayment`: a lump sum paid off a loan in one month.
public struct OverpaymentEntry: Sendable {
    public var amount: String
    /// `YYYY-MM`.
    public var date: String
    /// `lower-payment` or `shorter-term` (the default); nil to leave `then:` out.
    public var then: String?

    public init(amount: String, date: String, then: String? = nil) {
        self.amount = amount
        self.date = date
        self.then = then
    }

    static let options = ["date": "--date", "amount": "--amount", "then": "--then"]
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
            var lowersPayment = false
            if let then = entry.then.map(ValueParsers.trim) {
                guard then == "lower-payment" || then == "shorter-term" else {
                    throw AddError.option("--then", "must be lower-payment (the payment is worked out again over the payments left) or shorter-term (the loan ends sooner), got \"\(then)\"")
                }
                lowersPayment = then == "lower-payment"
            }
            added = Overpayment(month: month, amount: amount, lowersPayment: lowersPayment)
            var pairs = [("date", month.description), ("amount", TallyLocale.decimal(amount, currency))]
            if lowersPayment { pairs.append(("then", "lower-payment")) }
            let item = NewListItem(pairs: pairs)
            return PreparedAddition(ownerPath: [], listKey: "overpayments", item: item, optionForKey: OverpaymentEntry.options)
        }
        guard case .timeValue(let before) = file.before, case .timeValue(let after) = file.after, let added else {
            throw AddError.file(path, "the overpayment was added but the loan could not be read back")
        }
        return AddedOverpayment(file: file, before: before, after: after, overpayment: added)
    }
}
