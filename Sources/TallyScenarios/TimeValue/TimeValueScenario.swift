import TallyEngines

/// A down payment: an amount, or a percentage of the price.
public enum DownPayment: Sendable, Hashable {
    case amount(Money)
    case percent(ExactDecimal)
}

/// A purchase financed by a loan: the price and what is put down, giving the principal.
public struct Purchase: Sendable, Hashable {
    public let price: Money
    public let downPayment: DownPayment
    /// The down payment in money (a percentage rounded half-up to the minor unit).
    public let downPaymentAmount: Money

    public init(price: Money, downPayment: DownPayment, downPaymentAmount: Money) {
        self.price = price
        self.downPayment = downPayment
        self.downPaymentAmount = downPaymentAmount
    }

    public var principal: Money { price - downPaymentAmount }
}

/// How the person wrote the term, so the report and a saved scenario write it the same way.
public enum TermUnit: String, Sendable, Hashable {
    case years
    case payments
}

/// A lump-sum, savings or loan scenario: a problem with one blank field, solved.
///
/// `TimeValueInputReader` makes it from the fields every calculator shares (from a file or from
/// `tally solve`'s options); a file's parser then adds what only a file can hold.
public struct TimeValueScenario: Sendable {
    public let header: ScenarioHeader
    public let problem: TimeValueProblem
    public let solution: TimeValueSolution
    /// The month of the first payment or contribution.
    public let start: YearMonth
    public let termUnit: TermUnit
    public let purchase: Purchase?
    public let extraMonthly: Money
    /// Private mortgage insurance, percent a year of the amount borrowed (`pmi:`).
    public let pmiPercent: ExactDecimal?
    public var overpayments: [Overpayment] = []
    /// The home a mortgage buys, when the scenario has a `property:` block.
    public var property: Property?
    /// Overpayments that come after the loan is repaid, each located at its date.
    public var warnings: [Diagnostic] = []
    /// How the rate changes over the term (`then:`); nil for one rate throughout.
    public var ratePlan: RatePlan?
    /// Points, fees and closing costs; nil when none is given. Fees added to the loan are in
    /// the solution's principal already (the loan amount).
    public var costs: UpFrontCosts?
    /// The lender's overpayment allowance and early repayment charges; nil when not given.
    public var overpaymentRules: OverpaymentRules?

    public var calculator: Calculator { problem.calculator }
    public var hasOverpayments: Bool { extraMonthly > .zero || !overpayments.isEmpty }

    /// Tax, insurance, HOA and PMI beside the loan; nil when the scenario has none of them.
    public var housingTerms: HousingCostTerms? {
        guard calculator == .loan, property != nil || pmiPercent != nil else { return nil }
        return HousingCostTerms(price: purchase?.price, tax: property?.tax, yearlyInsurance: property?.yearlyInsurance ?? .zero,
                                monthlyHOA: property?.monthlyHOA ?? .zero, pmiPercent: pmiPercent,
                                taxGrowth: property?.taxGrowth, insuranceGrowth: property?.insuranceGrowth)
    }
}

extension TimeValueScenario {
    /// The loan's schedule at the rates `plan` gives over its term (the scenario's plan, or its
    /// one rate throughout, when nil): its first payment as solved,
    /// each later one worked out at its change; with the overpayments if `overpaying`; every
    /// reset as far up as the caps allow if `worstCase`.
    public func ratedSchedule(_ plan: RatePlan? = nil, overpaying: Bool = false, worstCase: Bool = false) throws(FinanceError) -> RatedLoanSchedule {
        let plan = plan ?? ratePlan ?? RatePlan(start: solution.rate)
        let payments = solution.scheduledPayments
        return try RatedLoanSchedule.build(
            principal: solution.principal, payments: payments, firstPayment: solution.payment,
            stretches: plan.stretches(payments: payments, worstCase: worstCase), start: start, currency: header.currency,
            extraMonthly: overpaying ? extraMonthly : .zero, overpayments: overpaying ? overpayments : [])
    }
}
