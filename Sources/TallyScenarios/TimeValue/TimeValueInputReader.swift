import TallyEngines

/// Reads and solves a lump-sum, savings or loan problem from any `FieldSource`.
///
/// Every mistake is reported (not just the first); the problem is solved only when the fields
/// themselves are valid, and an impossible problem is reported against the field it is about.
public struct TimeValueInputReader {
    public let calculator: Calculator
    public let currency: Currency
    /// The default first month: the month after today.
    public let defaultStart: YearMonth

    public init(calculator: Calculator, currency: Currency, defaultStart: YearMonth) {
        self.calculator = calculator
        self.currency = currency
        self.defaultStart = defaultStart
    }

    /// The keys a scenario of this calculator may hold besides the common ones.
    public var keys: [String] { Self.keys(for: calculator) }

    public static func keys(for calculator: Calculator) -> [String] {
        switch calculator {
        case .lumpSum: return lumpSumKeys
        case .savings: return savingsKeys
        case .loan: return loanKeys
        }
    }

    /// Made once: every scenario file asks.
    private static let lumpSumKeys = makeKeys(for: .lumpSum)
    private static let savingsKeys = makeKeys(for: .savings)
    private static let loanKeys = makeKeys(for: .loan)
    private static let lumpSumForeignKeys = allKeys.filter { !lumpSumKeys.contains($0) }
    private static let savingsForeignKeys = allKeys.filter { !savingsKeys.contains($0) }
    private static let loanForeignKeys = allKeys.filter { !loanKeys.contains($0) }

    /// The keys of `allKeys` that `calculator` has not, in that order.
    static func keysOfOtherCalculators(_ calculator: Calculator) -> [String] {
        switch calculator {
        case .lumpSum: return lumpSumForeignKeys
        case .savings: return savingsForeignKeys
        case .loan: return loanForeignKeys
        }
    }

    private static func makeKeys(for calculator: Calculator) -> [String] {
        var keys = ["principal", "rate"]
        if calculator != .lumpSum { keys.append("payment") }
        if calculator != .loan { keys.append("future-value") }
        keys += ["years", "payments", "start"]
        if calculator == .loan {
            keys += ["price", "down-payment", "extra-monthly", "overpayments", "pmi", "property"] + RatePlanReader.keys + costKeys + overpaymentRuleKeys
        }
        return keys
    }

    /// A loan's up-front costs (`UpFrontCosts`).
    static let costKeys = ["points", "fees", "fees-added-to-loan", "closing-costs"]
    /// A lender's limits on overpaying, read with the overpayments (`TimeValueScenarioParser`).
    static let overpaymentRuleKeys = ["overpayment-allowance", "early-repayment-charges"]

    /// Every field key any calculator knows, to tell "not for this kind" from a typo: each
    /// calculator's keys in turn, each key once.
    public static let allKeys: [String] = Calculator.allCases.reduce(into: []) { keys, calculator in
        keys += makeKeys(for: calculator).filter { !keys.contains($0) }
    }

    /// Reads the fields into a scenario under `header`; nil when anything was reported to `source`.
    public func read(from source: FieldSource, header: ScenarioHeader) -> TimeValueScenario? {
        let problemsBefore = source.problemCount
        var failed = false
        // Each field's text is looked up once, in the order the fields are read (the order
        // unknown-key messages list them in).
        func parse<T>(_ key: String, _ text: String?, _ parser: (String) -> Swift.Result<T, ValueError>) -> T? {
            guard let text else { return nil }
            switch parser(text) {
            case .success(let value): return value
            case .failure(let error):
                source.report("\(key) \(error.message)", key: key)
                failed = true
                return nil
            }
        }
        func parse<T>(_ key: String, _ parser: (String) -> Swift.Result<T, ValueError>) -> T? {
            parse(key, source.text(key), parser)
        }
        let money = { (text: String) in ValueParsers.money(text, currency: currency) }

        let principalText = source.text("principal")
        var principal = parse("principal", principalText, money)
        let rate = parse("rate", ValueParsers.rate)
        let payment = calculator == .lumpSum ? nil : parse("payment", money)
        let futureValue = calculator == .loan ? nil : parse("future-value", money)
        let start = parse("start", ValueParsers.yearMonth) ?? defaultStart
        let extraMonthly = calculator == .loan ? (parse("extra-monthly", money) ?? .zero) : .zero

        let yearsText = source.text("years")
        let years = parse("years", yearsText, ValueParsers.years)
        let paymentsText = source.text("payments")
        let payments = parse("payments", paymentsText, ValueParsers.payments)
        if yearsText != nil && paymentsText != nil {
            source.report("give the term as `years` or as `payments`, not both", key: "payments")
            failed = true
        }
        let termUnit: TermUnit = paymentsText != nil ? .payments : .years

        var purchase: Purchase?
        if calculator == .loan {
            purchase = readPurchase(from: source, principalGiven: principalText != nil, failed: &failed)
            if let purchase { principal = purchase.principal }
        }
        let costs = calculator == .loan ? readCosts(from: source, parse: { parse($0, $1) }) : nil
        if let costs, costs.feesAdded > .zero {
            // Added fees are borrowed too: the loan repaid is the amount borrowed and the fees.
            if let amount = principal {
                principal = amount + costs.feesAdded
            } else {
                source.report("fees-added-to-loan needs the amount borrowed (principal, or price and down-payment): the fees are added to it", key: "fees-added-to-loan")
                failed = true
            }
        }
        let pmiPercent = calculator == .loan ? parse("pmi", ValueParsers.pmiRate) : nil
        // PMI, and the law that ends it (the Homeowners Protection Act), are American: elsewhere
        // mortgage insurance works otherwise, and these rules would be wrong, however written.
        if pmiPercent != nil, currency.code != Currency.usd.code {
            source.report("pmi is US private mortgage insurance, for a loan in US dollars; this loan is in \(currency.code): give it in USD, or leave PMI out", key: "pmi")
            failed = true
        }
        if pmiPercent != nil, source.text("price") == nil {
            source.report("pmi needs `price:` and `down-payment:`: mortgage insurance is due only when more than 80% of the price is borrowed", key: "pmi")
            failed = true
        }
        if failed || source.problemCount > problemsBefore { return nil }

        let problem = TimeValueProblem(
            calculator: calculator, principal: principal, rate: rate,
            payment: payment, futureValue: futureValue, payments: years ?? payments
        )
        let missing = problem.missingFields
        guard missing.count == 1 else {
            reportBlankCount(missing, source: source)
            return nil
        }
        do {
            let solution = try TimeValueSolver.solve(problem, currency: currency)
            if let message = unevenRepayment(solution) {
                source.report(message, key: solution.solved == .term ? nil : key(for: solution.solved, source: source))
                return nil
            }
            var scenario = TimeValueScenario(header: header, problem: problem, solution: solution, start: start, termUnit: termUnit,
                                             purchase: purchase, extraMonthly: extraMonthly, pmiPercent: pmiPercent)
            scenario.costs = costs
            return scenario
        } catch {
            source.report(error.message, key: error.fields.first.map { key(for: $0, source: source) })
            return nil
        }
    }

    /// `points`, `fees`, `fees-added-to-loan` and `closing-costs`; nil when none is given.
    private func readCosts(from source: FieldSource, parse: (String, (String) -> Swift.Result<Money, ValueError>) -> Money?) -> UpFrontCosts? {
        guard Self.costKeys.contains(where: { source.text($0) != nil }) else { return nil }
        var points = ExactDecimal(mantissa: 0, scale: 0)
        if let text = source.text("points") {
            switch ValueParsers.points(text) {
            case .success(let value): points = value
            case .failure(let error): source.report("points \(error.message)", key: "points")
            }
        }
        let amount = { (text: String) in ValueParsers.money(text, currency: currency).flatMap { value in
            value < .zero ? .failure(ValueError("must not be negative, got \"\(ValueParsers.trim(text))\"")) : .success(value)
        } }
        return UpFrontCosts(points: points, fees: parse("fees", amount) ?? .zero, feesAdded: parse("fees-added-to-loan", amount) ?? .zero,
                            closingCosts: parse("closing-costs", amount) ?? .zero)
    }

    private func readPurchase(from source: FieldSource, principalGiven: Bool, failed: inout Bool) -> Purchase? {
        let priceText = source.text("price")
        let downText = source.text("down-payment")
        guard let priceText else {
            if downText != nil {
                source.report("down-payment needs a `price:` to be taken from", key: "down-payment")
                failed = true
            }
            return nil
        }
        if principalGiven {
            source.report("give `principal` or `price` with `down-payment`, not both", key: "price")
            failed = true
            return nil
        }
        var price: Money?
        switch ValueParsers.money(priceText, currency: currency) {
        case .success(let value): price = value
        case .failure(let error):
            source.report("price \(error.message)", key: "price")
            failed = true
        }
        guard let downText else {
            source.report("price needs a `down-payment:` (an amount, a percentage such as 10%, or 0)", key: "price")
            failed = true
            return nil
        }
        guard let price else { return nil }
        let trimmed = ValueParsers.trim(downText)
        let downPayment: DownPayment
        let amount: Money
        if trimmed.hasSuffix("%") {
            guard let percent = ExactDecimal(ValueParsers.trim(String(trimmed.dropLast()))), !percent.isNegative,
                  percent.doubleValue <= 100 else {
                source.report("down-payment must be an amount or a percentage from 0% to 100%, got \"\(trimmed)\"", key: "down-payment")
                failed = true
                return nil
            }
            downPayment = .percent(percent)
            amount = price.percentage(percent)
        } else {
            switch ValueParsers.money(trimmed, currency: currency) {
            case .success(let value):
                downPayment = .amount(value)
                amount = value
            case .failure(let error):
                source.report("down-payment \(error.message)", key: "down-payment")
                failed = true
                return nil
            }
        }
        guard amount < price else {
            source.report("down-payment of \(currency.format(amount)) leaves nothing to borrow on a price of \(currency.format(price))", key: "down-payment")
            failed = true
            return nil
        }
        return Purchase(price: price, downPayment: downPayment, downPaymentAmount: amount)
    }

    private func reportBlankCount(_ missing: [TimeValueField], source: FieldSource) {
        let names = calculator.fields.map { fieldKeyName($0) }
        if missing.isEmpty {
            source.report("every field is given, so there is nothing to solve: leave exactly one of \(names.joined(separator: ", ")) blank (omit it, leave it empty or write ?)", key: nil)
        } else {
            let blanks = missing.map { fieldKeyName($0) }
            let listed = blanks.count == 2 ? "\(blanks[0]) and \(blanks[1]) are both blank"
                : "\(blanks.dropLast().joined(separator: ", ")) and \(blanks[blanks.count - 1]) are all blank"
            // At the first blank field written in the file; at `kind:` only when none is written.
            let written = missing.map { key(for: $0, source: source) }.filter { source.isPresent($0) }
            source.report("\(listed): leave exactly one of \(names.joined(separator: ", ")) blank and give the others",
                          key: Self.firstInFile(written, source: source))
        }
    }

    /// The key among `keys` written first in a scenario file (the first of them otherwise).
    private static func firstInFile(_ keys: [String], source: FieldSource) -> String? {
        guard let reader = source as? MappingReader else { return keys.first }
        return keys.min { left, right in
            let (a, b) = (reader.keyNode(left).map(reader.location), reader.keyNode(right).map(reader.location))
            guard let a, let b else { return a != nil }
            return a < b
        }
    }

    private func fieldKeyName(_ field: TimeValueField) -> String {
        switch field {
        case .term: return "years/payments"
        case .principal where calculator == .loan: return "principal (or price and down-payment)"
        default: return field.rawValue
        }
    }

    private func key(for field: TimeValueField, source: FieldSource) -> String {
        switch field {
        case .term: return source.isPresent("payments") ? "payments" : "years"
        case .principal where source.isPresent("price"): return "price"
        default: return field.rawValue
        }
    }

    /// At high rates over long terms a penny of rounding in the payment compounds into pounds:
    /// the lender's schedule then ends months early or with a last payment far above the others.
    /// Such a problem is too sensitive to be answered to the penny, and is refused.
    private func unevenRepayment(_ solution: TimeValueSolution) -> String? {
        guard calculator == .loan, solution.solved != .term else { return nil }
        guard let ending = LoanAmortizer.plainEnding(for: solution) else { return nil }
        // The sentences are only written for a loan that fails the check.
        var term: String { Term.describe(payments: solution.payments) }
        var payment: String { currency.format(solution.payment) }
        var loan: String { currency.format(solution.principal) }
        if ending.payments < solution.scheduledPayments {
            return "\(payment) a month (rounded to the penny) repays \(loan) at \(solution.rate) after \(Term.paymentsText(Double(ending.payments))) instead of \(term): at this rate and term a penny of rounding changes the loan; shorten the term or lower the rate"
        }
        if ending.lastPayment.minorUnits > 2 * max(solution.payment.minorUnits, 1) {
            return "\(payment) a month (rounded to the penny) does not repay \(loan) evenly at \(solution.rate) over \(term): the last payment would be \(currency.format(ending.lastPayment)); shorten the term or lower the rate"
        }
        return nil
    }
}
