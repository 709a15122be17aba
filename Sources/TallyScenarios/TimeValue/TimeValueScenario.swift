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
public struct TimeValueScenario: Sendable {
    public let header: ScenarioHeader
    public let problem: TimeValueProblem
    public let solution: TimeValueSolution
    /// The month of the first payment or contribution.
    public let start: YearMonth
    public let termUnit: TermUnit
    public let purchase: Purchase?
    public let extraMonthly: Money
    public let overpayments: [Overpayment]
    /// The home a mortgage buys, when the scenario has a `property:` block.
    public let property: Property?
    /// Private mortgage insurance, percent a year of the amount borrowed (`pmi:`).
    public let pmiPercent: ExactDecimal?
    /// Overpayments that come after the loan is repaid, each located at its date.
    public let warnings: [Diagnostic]
    /// How the rate changes over the term (`then:`); nil for one rate throughout.
    public let ratePlan: RatePlan?

    public init(
        header: ScenarioHeader, problem: TimeValueProblem, solution: TimeValueSolution, start: YearMonth,
        termUnit: TermUnit, purchase: Purchase?, extraMonthly: Money, overpayments: [Overpayment],
        property: Property? = nil, pmiPercent: ExactDecimal? = nil, warnings: [Diagnostic] = [],
        ratePlan: RatePlan? = nil
    ) {
        self.header = header
        self.problem = problem
        self.solution = solution
        self.start = start
        self.termUnit = termUnit
        self.purchase = purchase
        self.extraMonthly = extraMonthly
        self.overpayments = overpayments
        self.property = property
        self.pmiPercent = pmiPercent
        self.warnings = warnings
        self.ratePlan = ratePlan
    }

    public var calculator: Calculator { problem.calculator }
    public var hasOverpayments: Bool { extraMonthly > .zero || !overpayments.isEmpty }

    /// Tax, insurance, HOA and PMI beside the loan; nil when the scenario has none of them.
    public var housingTerms: HousingCostTerms? {
        guard calculator == .loan, property != nil || pmiPercent != nil else { return nil }
        return HousingCostTerms(price: purchase?.price, tax: property?.tax, yearlyInsurance: property?.yearlyInsurance ?? .zero,
                                monthlyHOA: property?.monthlyHOA ?? .zero, pmiPercent: pmiPercent)
    }
}
