import TallyEngines
import TallyScenarios

/// A label and a formatted value: one line of a facts table.
public struct Fact: Sendable, Hashable {
    public let label: String
    public let value: String
    public let solved: Bool

    public init(_ label: String, _ value: String, solved: Bool = false) {
        self.label = label
        self.value = value
        self.solved = solved
    }
}

extension Fact {
    /// Label/value rows as the `facts-table` a report shows them in, the solved one marked.
    static func htmlTable(_ facts: [Fact]) -> ByteBuffer {
        var out = ByteBuffer(capacity: 96 * facts.count + 64)
        out.append("<table class=\"facts-table\">\n<tbody>\n")
        for fact in facts {
            out.append(fact.solved ? "<tr class=\"solved\"><th scope=\"row\">" : "<tr><th scope=\"row\">")
            out.appendHTMLEscaped(fact.label)
            out.append("</th><td>")
            out.appendHTMLEscaped(fact.value)
            if fact.solved { out.append(" <span class=\"badge\">solved</span>") }
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>")
        return out
    }
}

/// The words and figures a time-value report leads with, shared by the HTML and Markdown
/// pages, the index and `tally solve`, so the same problem reads the same everywhere.
public struct TimeValueSummary: Sendable {
    public let answerLabel: String
    public let answerValue: String
    public let answerSentence: String
    public let inputs: [Fact]
    public let totals: [Fact]
    /// The index page's line under the figure: the answer's label and, when a loan's payment
    /// is not all that leaves the account each month, what does (`Monthly payment · £1,589.58
    /// with the extra`), so the index never shows only the smaller figure.
    public let indexDetail: String
    /// Where a savings or lump-sum schedule ends apart from the formula's figure: both figures
    /// and why, in one sentence; nil where they agree.
    public let scheduleEnd: String?
    /// A loan whose rate changes: its periods, the payment shock and the worst case.
    let rates: RatePeriodFacts?
    /// A loan with up-front costs or changing rates: cash at closing, APR or APRC, TIP.
    let credit: CreditCostFacts?
    /// Recasts and what goes beyond the lender's overpayment allowance (empty without them).
    let overpaymentRules: OverpaymentRuleFacts

    public init(_ outcome: TimeValueOutcome) {
        let rates = RatePeriodFacts(outcome)
        self.rates = rates
        credit = CreditCostFacts(outcome)
        let overpaymentRules = OverpaymentRuleFacts(outcome)
        self.overpaymentRules = overpaymentRules
        let scenario = outcome.scenario
        let solution = scenario.solution
        let currency = outcome.currency
        let locale = outcome.locale
        let money = { (amount: Money) in locale.money(amount, currency) }
        // The solution's figures appear in the answer and again in the inputs: written once.
        lazy var principalText = money(solution.principal)
        // A loan whose first period is interest-only pays that period's payment first, not the
        // formula's: the payment stated is the one made.
        lazy var paymentText = money(outcome.firstPayment)
        lazy var futureValueText = money(solution.futureValue)
        let calculator = scenario.calculator
        let rateText = locale.rate(solution.rate)
        // A person makes whole payments: a solved term is the schedule's count of rows (the last
        // one smaller), never the solver's fraction, which only `--json` gives.
        let wholeMonths: Int
        if let rows = outcome.plainLoanSchedule?.rows ?? outcome.loanSchedule?.rows {
            wholeMonths = rows.count
        } else if let rows = outcome.savingsSchedule?.rows, !rows.isEmpty {
            wholeMonths = rows.count
        } else {
            wholeMonths = max(1, Int((solution.payments - 1e-9).rounded(.up)))
        }
        let termMonths = solution.solved == .term ? Double(wholeMonths) : solution.payments
        // A lump sum makes no payments: its term is only a length of time.
        let termText = calculator == .lumpSum ? Term.yearsAndMonths(termMonths) : Term.describe(payments: termMonths)
        let reachedIn = scenario.start.adding(months: wholeMonths - 1)

        // The answer, stated plainly.
        var answerSentence: String
        switch (calculator, solution.solved) {
        case (.loan, .payment):
            answerLabel = "Monthly payment"
            answerValue = paymentText
            var sentence = "Borrowing \(principalText) at \(rateText) over \(termText) costs \(paymentText) a month" + (rates?.answerTail ?? "")
            if rates == nil, let last = outcome.loanSchedule?.rows.last, last.payment != solution.payment, !scenario.hasOverpayments {
                sentence += "; the last payment is \(money(last.payment))"
            }
            // The schedule's rows show what is really paid: say it here too, so they agree.
            if scenario.extraMonthly > .zero {
                sentence += "; with the extra \(money(scenario.extraMonthly)) you pay \(money(outcome.firstPayment + scenario.extraMonthly)) a month"
            }
            answerSentence = sentence + "."
        case (.loan, .principal):
            answerLabel = scenario.purchase == nil ? "You can borrow" : "Amount borrowed"
            answerValue = principalText
            answerSentence = "\(paymentText) a month at \(rateText) for \(termText) repays a loan of \(principalText)."
        case (.loan, .rate):
            answerLabel = "Interest rate"
            answerValue = rateText
            answerSentence = "Repaying \(principalText) at \(paymentText) a month over \(termText) means an annual rate of \(rateText), compounded monthly."
        case (.loan, .term):
            let rows = outcome.plainLoanSchedule?.rows ?? outcome.loanSchedule?.rows ?? []
            // Read above the figure on the report and below it on the index: a noun phrase
            // reads both ways ("Paid off in" left the index line hanging).
            answerLabel = "Time to pay off"
            answerValue = termText
            var sentence = "\(paymentText) a month repays \(principalText) at \(rateText) in \(Term.paymentsText(termMonths))"
            if let last = rows.last, last.payment != solution.payment {
                sentence += ", the last one \(money(last.payment))"
            }
            answerSentence = sentence + "."
        case (_, .futureValue):
            answerLabel = "Future value"
            answerValue = futureValueText
            answerSentence = "\(Self.plan(solution, currency: currency, locale: locale)) at \(rateText), you have \(futureValueText) after \(termText)."
        case (_, .principal):
            answerLabel = calculator == .savings ? "Initial deposit needed" : "Needed now"
            answerValue = principalText
            if solution.principal == .zero, let end = outcome.savingsSchedule?.closingBalance, end >= solution.futureValue {
                let plan = Self.plan(solution, currency: currency, locale: locale)
                answerSentence = "No deposit is needed: \(plan.prefix(1).lowercased() + plan.dropFirst()) at \(rateText) reaches \(money(end)) after \(termText) on its own, more than the \(futureValueText) target."
            } else {
                let contributions = calculator == .savings && solution.payment > .zero ? " with \(paymentText) a month" : ""
                answerSentence = "To have \(futureValueText) after \(termText) at \(rateText)\(contributions), put in \(principalText) now."
            }
        case (_, .payment):
            answerLabel = "Monthly contribution"
            answerValue = paymentText
            if solution.payment == .zero, let end = outcome.savingsSchedule?.closingBalance, end >= solution.futureValue {
                answerSentence = "No monthly contribution is needed: the \(principalText) deposit at \(rateText) reaches \(money(end)) after \(termText) on its own, more than the \(futureValueText) target."
            } else {
                answerSentence = "Saving \(paymentText) a month on top of \(principalText) at \(rateText) reaches \(futureValueText) after \(termText)."
            }
        case (_, .rate):
            answerLabel = "Interest rate needed"
            answerValue = rateText
            answerSentence = "\(Self.plan(solution, currency: currency, locale: locale)) reaches \(futureValueText) after \(termText) at an annual rate of \(rateText), compounded monthly."
        case (_, .term):
            answerLabel = "Time to reach \(futureValueText)"
            answerValue = Term.yearsAndMonths(termMonths)
            let after = calculator == .lumpSum ? Term.yearsAndMonths(termMonths) : "\(Term.paymentsText(termMonths)) (\(Term.yearsAndMonths(termMonths)))"
            answerSentence = "\(Self.plan(solution, currency: currency, locale: locale)) at \(rateText), you reach \(futureValueText) after \(after), in \(locale.text(reachedIn, .long))."
        }

        // A mortgage's payment is not what the home costs each month: say the whole figure too.
        var sentence = answerSentence
        if let first = outcome.firstMonthCosts, let costs = outcome.housingCosts, costs.hasCosts {
            sentence += " With \(HousingCostFacts.costNames(costs)) the first month comes to \(money(first.total))."
        }
        self.answerSentence = sentence

        // The problem as given, with the solved field marked.
        var inputs: [Fact] = []
        inputs.reserveCapacity(8)
        for field in calculator.fields {
            let solved = field == solution.solved
            let label = Self.capitalized(field.label(in: calculator))
            switch field {
            case .principal:
                if let purchase = scenario.purchase {
                    inputs.append(Fact("Price", money(purchase.price)))
                    let down: String
                    switch purchase.downPayment {
                    case .amount(let amount): down = money(amount)
                    case .percent(let percent): down = "\(locale.percent(percent)) (\(money(purchase.downPaymentAmount)))"
                    }
                    inputs.append(Fact("Down payment", down))
                }
                if let added = scenario.costs?.feesAdded, added > .zero {
                    inputs.append(Fact(label, "\(principalText) (\(money(solution.principal - added)) and \(money(added)) of fees added)", solved: solved))
                } else {
                    inputs.append(Fact(label, principalText, solved: solved))
                }
            case .rate:
                inputs.append(Fact(label, rateText, solved: solved))
                if let plan = scenario.ratePlan {
                    inputs += RatePeriodFacts.inputs(plan, start: scenario.start, locale: locale)
                }
                if calculator != .loan {
                    inputs.append(Fact("AER (annual equivalent rate)", locale.percent(solution.rate.annualEquivalentPercent)))
                }
            case .payment: inputs.append(Fact(label, paymentText, solved: solved))
            case .futureValue: inputs.append(Fact(label, futureValueText, solved: solved))
            case .term:
                let reached = solved && calculator != .loan ? ", reached in \(locale.text(reachedIn, .long))" : ""
                inputs.append(Fact(label, termText + reached, solved: solved))
            }
        }
        inputs.append(Fact(calculator == .loan ? "First payment" : "First month", locale.text(scenario.start, .long)))
        if scenario.extraMonthly > .zero {
            inputs.append(Fact("Extra every month", money(scenario.extraMonthly)))
        }
        if let pmi = scenario.pmiPercent {
            inputs.append(Fact("Mortgage insurance (PMI)", "\(locale.percent(pmi)) a year"))
        }
        for overpayment in scenario.overpayments {
            inputs.append(Fact("Overpayment in \(locale.text(overpayment.month, .short))", money(overpayment.amount) + (overpayment.lowersPayment ? ", lowering the payment" : "")))
        }
        if let rules = scenario.overpaymentRules {
            if let allowance = rules.allowance {
                inputs.append(Fact("Overpayment allowance", "\(locale.percent(allowance)) of the balance at the start of each loan year"))
            }
            if !rules.charges.isEmpty {
                let years = rules.charges.enumerated().map { "\(locale.percent($0.element)) in loan year \($0.offset + 1)" }
                inputs.append(Fact("Early repayment charges", years.joined(separator: ", ")))
            }
        }
        self.inputs = inputs

        // Totals from the schedule, which is what actually gets paid or saved.
        var totals: [Fact] = []
        totals.reserveCapacity(8)
        if let schedule = outcome.loanSchedule {
            totals.append(Fact("Total paid", money(schedule.totalPaid)))
            totals.append(Fact("Total interest", money(schedule.totalInterest)))
            if scenario.hasOverpayments, let plain = outcome.plainLoanSchedule {
                totals.append(Fact("Total interest without overpaying", money(plain.totalInterest)))
            }
            if let charges = overpaymentRules.totalCharges {
                totals.append(Fact("Early repayment charges", money(charges)))
            }
            // Most often the term as solved or given: the same words, not worked out again.
            let payments = Double(schedule.rows.count)
            totals.append(Fact("Number of payments", calculator != .lumpSum && termMonths == payments ? termText : Term.describe(payments: payments)))
            if let last = schedule.rows.last {
                totals.append(Fact("Last payment", "\(money(last.payment)) in \(locale.text(last.month, .short))"))
            }
            if rates != nil, let highest = outcome.ratePeriods.max(by: { $0.payment < $1.payment || ($0.payment == $1.payment && $0.first > $1.first) }) {
                totals.append(Fact("Highest regular payment", "\(money(highest.payment)) from \(locale.text(highest.firstMonth, .short))"))
            }
            if let worst = outcome.worstCase?.highestPayment {
                totals.append(Fact("Highest payment the caps allow", "\(money(worst.payment)) from \(locale.text(worst.firstMonth, .short))"))
            }
            if let costs = outcome.housingCosts, costs.hasCosts {
                totals += HousingCostFacts.totals(costs, loanPaid: schedule.totalPaid, currency: currency, locale: locale)
            }
        } else if let schedule = outcome.savingsSchedule {
            totals.append(Fact(calculator == .savings ? "Initial deposit" : "Amount invested", money(schedule.deposit)))
            if calculator == .savings {
                totals.append(Fact("Contributions", money(schedule.totalContributions)))
            }
            totals.append(Fact("Interest earned", money(schedule.totalInterest)))
            totals.append(Fact("Final balance", money(schedule.closingBalance)))
            if let last = schedule.rows.last {
                totals.append(Fact("Final month", locale.text(last.month, .long)))
            }
        }
        self.totals = totals

        scheduleEnd = Self.scheduleEnd(outcome, termText: termText)

        var detail = answerLabel + (rates?.cardTail ?? "")
        if calculator == .loan, solution.solved == .payment {
            if let costs = outcome.firstMonthCosts, costs.total != outcome.firstPayment {
                detail += " · " + money(costs.total) + " with costs"
            } else if scenario.extraMonthly > .zero {
                detail += " · " + money(outcome.firstPayment + scenario.extraMonthly) + " with the extra"
            }
        }
        indexDetail = detail
    }

    /// The one rule every schedule row follows: "Each month's interest is the opening balance ×
    /// 4%/12, rounded half-up to the penny as a bank credits it; …". The schedule's caption.
    static func scheduleRule(_ outcome: TimeValueOutcome) -> String {
        let solution = outcome.scenario.solution
        // A solved rate is shown rounded; the rows use it as solved, and the rule says so.
        let rate = solution.solved == .rate
            ? "\(solution.rate.percent)% (the solved rate, unrounded)" : outcome.locale.rate(solution.rate)
        let unit = outcome.currency.minorUnitName
        switch outcome.scenario.calculator {
        case .loan where outcome.scenario.ratePlan != nil:
            return "Payments at the end of each month. Each month's interest is the opening balance × the rate then in force/12, rounded half-up to the \(unit); the rest of the payment repays principal. At each rate change the payment is worked out again, by the same formula and rounding as the first, to repay the balance then owed over the payments left (in an interest-only period it is the month's interest). The last payment is what is then owed, so the balance ends at exactly zero. Rows where the rate changes show the new rate."
        case .loan:
            return "Payments at the end of each month. Each month's interest is the opening balance × \(rate)/12, rounded half-up to the \(unit); the rest of the payment repays principal, and the last payment is what is then owed, so the balance ends at exactly zero."
        case .savings:
            return "Each month's interest is the opening balance × \(rate)/12, rounded half-up to the \(unit) as a bank credits it; the contribution is added at the month's end."
        case .lumpSum:
            return "Each month's interest is the opening balance × \(rate)/12, rounded half-up to the \(unit) as a bank credits it."
        }
    }

    /// "The schedule ends at £77,119.66 after 300 payments (25 years), £0.23 more than the
    /// formula's £77,119.43, because …", for savings and lump sums whose schedule ends apart
    /// from the formula's figure (the future value solved, or the target given); nil otherwise.
    static func scheduleEnd(_ outcome: TimeValueOutcome, termText: String) -> String? {
        let solution = outcome.scenario.solution
        let locale = outcome.locale
        let currency = outcome.currency
        // Where no deposit or contribution is needed, the answer already says where it ends.
        let noneNeeded = (solution.solved == .principal && solution.principal == .zero)
            || (solution.solved == .payment && solution.payment == .zero)
        guard let end = outcome.savingsSchedule?.closingBalance, solution.solved != .term, end != solution.futureValue,
              !noneNeeded || end < solution.futureValue else { return nil }
        let figure = solution.solved == .futureValue
            ? "the formula's \(locale.money(solution.futureValue, currency))"
            : "the \(locale.money(solution.futureValue, currency)) target"
        let gap = end < solution.futureValue ? solution.futureValue - end : end - solution.futureValue
        let side = end < solution.futureValue ? "less" : "more"
        let rounded: String
        switch solution.solved {
        case .principal: rounded = "the deposit and each month's interest are"
        case .payment: rounded = "the contribution and each month's interest are"
        default: rounded = "each month's interest is"
        }
        return "The schedule ends at \(locale.money(end, currency)) after \(termText), \(locale.money(gap, currency)) \(side) than \(figure), because \(rounded) rounded to the \(currency.minorUnitName)."
    }

    /// `text` with its first letter a capital (the field labels are plain ASCII words).
    static func capitalized(_ text: String) -> String {
        guard let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
            return text.prefix(1).uppercased() + text.dropFirst()
        }
        var bytes = Array(text.utf8)
        bytes[0] = first - 0x20
        return String(decoding: bytes, as: UTF8.self)
    }

    /// "Investing £1,000.00", "Starting with £1,000.00 and saving £100.00 a month", "Saving £100.00 a month".
    private static func plan(_ solution: TimeValueSolution, currency: Currency, locale: TallyLocale) -> String {
        let deposit = locale.money(solution.principal, currency)
        guard solution.calculator == .savings, solution.payment > .zero else {
            return solution.calculator == .lumpSum ? "Investing \(deposit)" : "Starting with \(deposit)"
        }
        let monthly = "saving \(locale.money(solution.payment, currency)) a month"
        return solution.principal > .zero ? "Starting with \(deposit) and \(monthly)" : "S" + monthly.dropFirst()
    }
}
