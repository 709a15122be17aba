/// Solves the one missing field of a lump-sum, savings or loan problem.
///
/// Interest compounds monthly at i = r/12 and payments fall at the end of each month. Money
/// comes back rounded half-up to the minor unit, a term as a fractional number of payments and a
/// rate through `AnnualRate(solvedFraction:)`. A problem with no answer throws a `FinanceError`
/// that says, in money, why not.
public enum TimeValueSolver {
    /// The longest term a problem may give or solve to: 1,000 years of monthly rows.
    public static let maximumPayments = 12_000

    /// The most a given rate and term may multiply money by, (1 + i)^n: a trillion-fold, far past
    /// any household's sums, and well inside what `Double` and `Money` hold without overflowing.
    static let maximumGrowth = 1e12

    /// The highest rate the solver searches to, monthly: 8,400% a year, within the 9,000% an
    /// `AnnualRate` holds to its 12 places.
    static let highestMonthlyRate = 7.0

    /// Solves the one missing field. Errors (FinanceError, with `fields` set) when none or more
    /// than one is missing, when an input is out of range, or when the problem is impossible.
    public static func solve(_ problem: TimeValueProblem, currency: Currency) throws(FinanceError) -> TimeValueSolution {
        let missing = problem.missingFields
        guard missing.count == 1, let unknown = missing.first else {
            throw missingFieldsError(calculator: problem.calculator, missing: missing)
        }
        let givens = Givens(problem: problem, currency: currency)
        try givens.validate(solving: unknown)
        switch problem.calculator {
        case .lumpSum: return try givens.solveLumpSum(unknown)
        case .savings: return try givens.solveSavings(unknown)
        case .loan: return try givens.solveLoan(unknown)
        }
    }

    /// "leave exactly one of principal, rate, payment, years/payments blank; rate and payment are both blank".
    static func missingFieldsError(calculator: Calculator, missing: [TimeValueField]) -> FinanceError {
        let all = calculator.fields.map(keyName)
        var message = "leave exactly one of " + all.joined(separator: ", ") + " blank; "
        switch missing.count {
        case 0:
            message += "none is blank"
            return FinanceError(message, fields: calculator.fields)
        case 2:
            message += "\(keyName(missing[0])) and \(keyName(missing[1])) are both blank"
        default:
            let names = missing.map(keyName)
            message += names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") + " are all blank"
        }
        return FinanceError(message, fields: missing)
    }

    /// The field as a scenario file spells it.
    static func keyName(_ field: TimeValueField) -> String {
        field == .term ? "years/payments" : field.rawValue
    }
}

/// A problem's given values, with the currency to round and write them in.
struct Givens {
    let problem: TimeValueProblem
    let currency: Currency

    var calculator: Calculator { problem.calculator }
    var rate: AnnualRate { problem.rate ?? .zero }
    /// The monthly rate as a fraction, exact zero for a zero rate.
    var i: Double { rate.isZero ? 0 : rate.monthlyFraction }
    var principal: Money { problem.principal ?? .zero }
    var payment: Money { problem.payment ?? .zero }
    var futureValue: Money { problem.futureValue ?? .zero }
    var payments: Int { problem.payments ?? 0 }

    func major(_ money: Money) -> Double { money.major(minorDigits: currency.minorDigits) }
    func text(_ money: Money) -> String { currency.format(money) }
    var termText: String { Term.describe(payments: Double(payments)) }

    /// A closed form's amount rounded half away from zero to the minor unit, exactly.
    ///
    /// `major` is the formula worked in `Double`. Its error is a few ulps of `size`, the largest
    /// term the formula adds or subtracts (in major units); allowing 10⁻¹² of it, far more than
    /// that, an amount further than this from a half minor unit rounds as it reads. Any other
    /// (rare, or past 10¹⁵ minor units) is decided by `formula`, the same formula in fractions
    /// of minor units: with the growth to 300 bits (`ExactCompounding.close`), and only when
    /// that is within 2⁻¹⁰⁰ of a tie, with it exact. So the answer is the true formula's,
    /// rounded once, at every size `Money` holds, at a cost bounded for every term and rate.
    func money(_ major: Double, size: Double, formula: (ExactCompounding) -> ExactFraction, for field: TimeValueField) throws(FinanceError) -> Money {
        let scale = Money.power(currency.minorDigits)
        let minor = major * scale
        let allowance = 1e-12 * max(abs(minor), abs(size) * scale) + 1e-9
        if minor.isFinite, abs(minor) < 1e15, abs(minor - minor.rounded(.down) - 0.5) > allowance {
            return Money(minorUnits: Int64(minor.rounded(.toNearestOrAwayFromZero)))
        }
        let close = formula(.close(rate: rate, payments: payments))
        let error = ExactCompounding.closeError
        var units = (close - error).roundedToInteger(near: close.doubleValue)
        if units == nil || units != (close + error).roundedToInteger(near: close.doubleValue) {
            units = formula(.exact(rate: rate, payments: payments)).roundedToInteger(near: close.doubleValue)
        }
        guard let units, units.magnitude < 9_000_000_000_000_000 else {
            throw FinanceError("the \(field.label(in: calculator)) comes out too large to write down; check the other values", fields: [field])
        }
        return Money(minorUnits: units)
    }

    /// An amount as an exact fraction of minor units.
    func exact(_ money: Money) -> ExactFraction { ExactFraction(money.minorUnits) }

    /// Rejects values that no calculator can use, whatever is being solved.
    func validate(solving unknown: TimeValueField) throws(FinanceError) {
        let fields = calculator.fields
        for (field, value) in [(TimeValueField.principal, problem.principal), (.payment, problem.payment), (.futureValue, problem.futureValue)] {
            guard fields.contains(field), let value, value.isNegative else { continue }
            throw FinanceError("the \(field.label(in: calculator)) can't be negative (\(text(value)))", fields: [field])
        }
        if let rate = problem.rate, rate.percent.isNegative {
            let magnitude = AnnualRate(percent: ExactDecimal(mantissa: -rate.percent.mantissa, scale: rate.percent.scale))
            throw FinanceError("the interest rate can't be negative (\(TallyLocale.minusSign)\(magnitude))", fields: [.rate])
        }
        if let count = problem.payments {
            if count <= 0 {
                throw FinanceError("the term must be at least one payment, not \(count)", fields: [.term])
            }
            if count > TimeValueSolver.maximumPayments {
                throw FinanceError("the term can't be more than \(TimeValueSolver.maximumPayments) payments (1,000 years), not \(count)", fields: [.term])
            }
        }
        if let rate = problem.rate, let count = problem.payments,
           !(Compounding.growth(i, Double(count)) <= TimeValueSolver.maximumGrowth) {
            throw FinanceError(
                "at \(rate) for \(termText) money would grow more than a trillion-fold; these values are beyond what this calculator works to",
                fields: [.rate, .term])
        }
        switch calculator {
        case .loan:
            if let principal = problem.principal, principal == .zero {
                throw FinanceError("the amount borrowed must be more than zero", fields: [.principal])
            }
            if let payment = problem.payment, payment == .zero {
                throw FinanceError("the monthly payment must be more than zero", fields: [.payment])
            }
        case .lumpSum:
            if unknown == .rate || unknown == .term, principal == .zero {
                throw FinanceError("the amount invested must be more than zero: nothing grows from nothing", fields: [.principal])
            }
        case .savings:
            break
        }
    }

    func solution(
        solved: TimeValueField, principal: Money? = nil, rate: AnnualRate? = nil, payment: Money? = nil,
        futureValue: Money? = nil, payments: Double? = nil, scheduledPayments: Int? = nil
    ) -> TimeValueSolution {
        TimeValueSolution(
            calculator: calculator, solved: solved,
            principal: principal ?? self.principal,
            rate: rate ?? self.rate,
            payment: calculator == .lumpSum ? .zero : (payment ?? self.payment),
            futureValue: calculator == .loan ? .zero : (futureValue ?? self.futureValue),
            payments: payments ?? Double(self.payments),
            scheduledPayments: scheduledPayments
        )
    }

    /// A solved monthly rate as an annual rate, or why it cannot be one.
    func annualRate(monthly: Double?) throws(FinanceError) -> AnnualRate {
        guard let monthly, let rate = AnnualRate(solvedFraction: monthly * 12), !rate.percent.isNegative else {
            throw FinanceError("no interest rate could be found for these values", fields: [.rate])
        }
        return rate
    }

    /// The rate in `0...highestMonthlyRate` where `function` crosses zero, doubling the bracket
    /// from 1% a month until the sign changes.
    func solveRate(
        bracketed: (Double) -> Void = { _ in }, tried: (Double) -> Void = { _ in },
        _ function: (Double) -> SafeguardedRoot.Evaluation
    ) throws(FinanceError) -> AnnualRate {
        let highest = TimeValueSolver.highestMonthlyRate
        let negativeAtZero = function(0).value < 0
        var upper = 0.01
        var atUpper = function(upper).value
        while atUpper != 0 && (atUpper < 0) == negativeAtZero {
            guard upper < highest else {
                throw FinanceError("no interest rate up to \(AnnualRate.formatPercent(highest * 1200, places: 0)) a year fits these values", fields: [.rate])
            }
            upper = min(upper * 2, highest)
            atUpper = function(upper).value
        }
        bracketed(upper)
        return try annualRate(monthly: SafeguardedRoot.find(lower: 0, upper: upper, tried: tried, function))
    }

    /// A solved term, refused when it is longer than a schedule can hold.
    func term(_ payments: Double) throws(FinanceError) -> Double {
        guard payments.isFinite, payments >= 0 else {
            throw FinanceError("no term could be found for these values", fields: [.term])
        }
        guard payments <= Double(TimeValueSolver.maximumPayments) else {
            throw FinanceError("it would take more than \(TimeValueSolver.maximumPayments) payments (1,000 years)", fields: [.term])
        }
        return payments
    }
}
