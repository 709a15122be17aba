/// Which of the three time-value-of-money calculators a problem is for.
public enum Calculator: String, Sendable, CaseIterable, Codable {
    /// A = P(1 + r/12)^n, no regular payments.
    case lumpSum = "lump-sum"
    /// A = P(1 + r/12)^n + PMT((1 + r/12)^n − 1)/(r/12), contributions at the end of each month.
    case savings
    /// PMT = P(r/12)(1 + r/12)^n / ((1 + r/12)^n − 1), a loan repaid to zero.
    case loan

    /// The fields this calculator has, in the order the reports list them.
    public var fields: [TimeValueField] {
        switch self {
        case .lumpSum: return [.principal, .rate, .futureValue, .term]
        case .savings: return [.principal, .payment, .rate, .futureValue, .term]
        case .loan: return [.principal, .rate, .payment, .term]
        }
    }

    public var title: String {
        switch self {
        case .lumpSum: return "Lump sum"
        case .savings: return "Savings"
        case .loan: return "Loan"
        }
    }
}

/// A field of a time-value problem; exactly one is left out and solved.
public enum TimeValueField: String, Sendable, CaseIterable, Codable {
    case principal
    case rate
    case payment
    case futureValue = "future-value"
    /// The number of monthly periods (given as `years` or `payments`).
    case term

    /// What the field is called in prose, for the calculator it belongs to.
    public func label(in calculator: Calculator) -> String {
        switch (self, calculator) {
        case (.principal, .loan): return "amount borrowed"
        case (.principal, .savings): return "initial deposit"
        case (.principal, .lumpSum): return "amount invested"
        case (.rate, _): return "interest rate"
        case (.payment, .loan): return "monthly payment"
        case (.payment, _): return "monthly contribution"
        case (.futureValue, _): return "future value"
        case (.term, _): return "term"
        }
    }
}

/// A problem as given: every field of its calculator but one, which is nil.
///
/// `payments` is the term in months; a user's term is always whole, a solved one may be fractional.
public struct TimeValueProblem: Sendable, Hashable {
    public var calculator: Calculator
    public var principal: Money?
    public var rate: AnnualRate?
    public var payment: Money?
    public var futureValue: Money?
    public var payments: Int?

    public init(
        calculator: Calculator,
        principal: Money? = nil,
        rate: AnnualRate? = nil,
        payment: Money? = nil,
        futureValue: Money? = nil,
        payments: Int? = nil
    ) {
        self.calculator = calculator
        self.principal = principal
        self.rate = rate
        self.payment = payment
        self.futureValue = futureValue
        self.payments = payments
    }

    /// The fields of this calculator that have no value.
    public var missingFields: [TimeValueField] {
        calculator.fields.filter { field in
            switch field {
            case .principal: return principal == nil
            case .rate: return rate == nil
            case .payment: return payment == nil
            case .futureValue: return futureValue == nil
            case .term: return payments == nil
            }
        }
    }
}

/// A problem with its unknown found. Every field has a value; money is rounded to the minor unit.
public struct TimeValueSolution: Sendable, Hashable {
    public let calculator: Calculator
    public let solved: TimeValueField
    public let principal: Money
    public let rate: AnnualRate
    /// The monthly payment or contribution (zero for a lump sum).
    public let payment: Money
    /// The future value (zero for a loan).
    public let futureValue: Money
    /// The term in months: whole when given, fractional when solved (330.13 for the £1,000 at 4%).
    public let payments: Double

    /// The number of monthly rows a schedule has. A given term's months; a solved loan term
    /// rounded up to a whole month; a solved savings or lump-sum term, the first month whose
    /// schedule balance reaches the target (`SavingsProjector.monthsToReach`).
    public let scheduledPayments: Int

    /// `scheduledPayments` is given by a solver that walked the schedule; otherwise it is the
    /// term rounded up to a whole month, where a hair over a whole month (below 1e-6,
    /// floating-point noise) does not add a month, but any positive term has at least one: a
    /// payment many times the loan still has to be made.
    public init(
        calculator: Calculator, solved: TimeValueField, principal: Money, rate: AnnualRate,
        payment: Money, futureValue: Money, payments: Double, scheduledPayments: Int? = nil
    ) {
        self.calculator = calculator
        self.solved = solved
        self.principal = principal
        self.rate = rate
        self.payment = payment
        self.futureValue = futureValue
        self.payments = payments
        if let scheduledPayments {
            self.scheduledPayments = scheduledPayments
        } else if payments.isFinite, payments > 0 {
            let rounded = (payments * 1e6).rounded() / 1e6
            self.scheduledPayments = max(1, Int(rounded.rounded(.up)))
        } else {
            self.scheduledPayments = 0
        }
    }
}

/// Why a problem has no answer, told in money so a person can see what to change.
public struct FinanceError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The fields the message is about, so a scenario error can point at the right line.
    public let fields: [TimeValueField]

    public init(_ message: String, fields: [TimeValueField] = []) {
        self.message = message
        self.fields = fields
    }

    public var description: String { message }
}
