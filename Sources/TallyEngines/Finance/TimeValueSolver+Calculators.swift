/// The three calculators' equations solved for each field. Money is converted to `Double` only
/// here and comes back rounded; the impossible cases are told in money before any arithmetic.
extension Givens {
    // MARK: Lump sum: A = P(1 + i)^n

    func solveLumpSum(_ unknown: TimeValueField) throws(FinanceError) -> TimeValueSolution {
        let n = Double(payments)
        switch unknown {
        case .futureValue:
            let value = try money(major(principal) * Compounding.growth(i, n), size: 0,
                                  formula: { exact(principal) * $0.growth }, for: .futureValue)
            return solution(solved: .futureValue, futureValue: value)
        case .principal:
            let value = try money(major(futureValue) / Compounding.growth(i, n), size: 0,
                                  formula: { (exact(futureValue) / $0.growth) ?? .zero }, for: .principal)
            return solution(solved: .principal, principal: value)
        case .rate:
            try requireTargetNotBelowPrincipal(solving: .rate)
            if futureValue == principal { return solution(solved: .rate, rate: .zero) }
            let monthly = Compounding.monthlyRate(toGrowBy: major(futureValue) / major(principal), over: n)
            return solution(solved: .rate, rate: try annualRate(monthly: monthly))
        case .term:
            try requireTargetNotBelowPrincipal(solving: .term)
            if futureValue == principal { return solution(solved: .term, payments: 0) }
            guard i > 0 else {
                throw FinanceError("at 0% \(text(principal)) never grows to \(text(futureValue))", fields: [.rate, .futureValue])
            }
            let count = Compounding.periods(toGrowBy: major(futureValue) / major(principal), at: i)
            return solution(solved: .term, payments: try term(count), scheduledPayments: try monthsToReachTarget())
        case .payment:
            throw TimeValueSolver.missingFieldsError(calculator: calculator, missing: [])
        }
    }

    private func requireTargetNotBelowPrincipal(solving unknown: TimeValueField) throws(FinanceError) {
        guard futureValue < principal else { return }
        let what = unknown == .rate ? "no rate" : "no term"
        throw FinanceError(
            "the \(text(futureValue)) target is less than the \(text(principal)) invested: a positive rate cannot shrink money, so \(what) reaches it",
            fields: [.futureValue, .principal])
    }

    // MARK: Savings: A = P(1 + i)^n + PMT((1 + i)^n − 1)/i

    func solveSavings(_ unknown: TimeValueField) throws(FinanceError) -> TimeValueSolution {
        let n = Double(payments)
        switch unknown {
        case .futureValue:
            let grown = major(principal) * Compounding.growth(i, n) + major(payment) * Compounding.futureAnnuity(i, n)
            let value = try money(grown, size: 0, formula: {
                exact(principal) * $0.growth + exact(payment) * $0.futureAnnuity
            }, for: .futureValue)
            return solution(solved: .futureValue, futureValue: value)
        case .principal:
            let contributions = major(payment) * Compounding.futureAnnuity(i, n)
            let deposit = try money((major(futureValue) - contributions) / Compounding.growth(i, n), size: contributions, formula: {
                ((exact(futureValue) - exact(payment) * $0.futureAnnuity) / $0.growth) ?? .zero
            }, for: .principal)
            // The contributions alone reach the target: no deposit is a real answer, and the
            // schedule shows how far past the target they go.
            return solution(solved: .principal, principal: max(deposit, .zero))
        case .payment:
            let grown = major(principal) * Compounding.growth(i, n)
            let contribution = try money((major(futureValue) - grown) / Compounding.futureAnnuity(i, n), size: grown, formula: {
                ((exact(futureValue) - exact(principal) * $0.growth) / $0.futureAnnuity) ?? .zero
            }, for: .payment)
            // The deposit alone reaches the target: no contribution is a real answer.
            return solution(solved: .payment, payment: max(contribution, .zero))
        case .term:
            let count = try savingsTerm()
            return solution(solved: .term, payments: count, scheduledPayments: try monthsToReachTarget())
        case .rate:
            return solution(solved: .rate, rate: try savingsRate())
        }
    }

    private func savingsTerm() throws(FinanceError) -> Double {
        if futureValue < principal {
            throw FinanceError(
                "the \(text(futureValue)) target is less than the \(text(principal)) initial deposit: it is reached before the first contribution",
                fields: [.futureValue, .principal])
        }
        if futureValue == principal { return 0 }
        if payment == .zero && (i == 0 || principal == .zero) {
            let why = principal == .zero ? "with no deposit and no monthly contribution nothing grows" : "at 0% with no monthly contribution \(text(principal)) never grows"
            throw FinanceError("\(why) to \(text(futureValue))", fields: [.payment, .rate, .principal])
        }
        if i == 0 { return try term((major(futureValue) - major(principal)) / major(payment)) }
        // (1 + i)^n (P + PMT/i) = A + PMT/i, multiplied through by i.
        let ratio = (major(futureValue) * i + major(payment)) / (major(principal) * i + major(payment))
        return try term(Compounding.periods(toGrowBy: ratio, at: i))
    }

    /// A solved savings or lump-sum term in whole months: the first month the schedule, each
    /// month's interest rounded to the minor unit, reaches the target. The formula's fraction
    /// (330.13) says when the target is passed in continuous time; a bank account reaches it
    /// at a month's end.
    private func monthsToReachTarget() throws(FinanceError) -> Int {
        let contribution = calculator == .lumpSum ? Money.zero : payment
        guard let months = SavingsProjector.monthsToReach(
            target: futureValue, deposit: principal, contribution: contribution, rate: rate,
            limit: TimeValueSolver.maximumPayments) else {
            throw FinanceError(
                "with each month's interest rounded to the minor unit, as a bank credits it, the balance does not reach \(text(futureValue)) within \(TimeValueSolver.maximumPayments) payments (1,000 years)",
                fields: [.term, .futureValue])
        }
        return months
    }

    /// `bracketed` and `tried` hear the search (`TimeValueSolver.rateSearch`); the answer is the same.
    func savingsRate(bracketed: (Double) -> Void = { _ in }, tried: (Double) -> Void = { _ in }) throws(FinanceError) -> AnnualRate {
        if principal == .zero && payment == .zero {
            if futureValue == .zero { return .zero }
            throw FinanceError("with no deposit and no monthly contribution nothing grows to \(text(futureValue))", fields: [.principal, .payment])
        }
        let atZeroUnits = Int128(principal.minorUnits) + Int128(payment.minorUnits) * Int128(payments)
        let targetUnits = Int128(futureValue.minorUnits)
        if atZeroUnits == targetUnits { return .zero }
        if atZeroUnits > targetUnits {
            let atZero = Money(minorUnits: Int64(clamping: atZeroUnits))
            let made: String
            if payment == .zero {
                made = "the \(text(principal)) deposit alone is"
            } else if principal == .zero {
                made = "\(text(payment)) a month for \(termText) already makes \(text(atZero)) at 0%,"
            } else {
                made = "\(text(principal)) deposited plus \(text(payment)) a month for \(termText) already make \(text(atZero)) at 0%,"
            }
            throw FinanceError(
                "\(made) more than the \(text(futureValue)) target: no positive rate fits",
                fields: [.rate, .principal, .payment, .futureValue])
        }
        let n = Double(payments)
        let deposit = major(principal)
        let contribution = major(payment)
        let target = major(futureValue)
        // f(i) = P(1 + i)^n + PMT·s(i) − A rises with i; each term is skipped when its amount is
        // zero so an overflowing factor never meets 0 × ∞.
        return try solveRate(bracketed: bracketed, tried: tried) { rate in
            var value = -target
            var slope = 0.0
            if deposit != 0 {
                value += deposit * Compounding.growth(rate, n)
                slope += deposit * Compounding.growthSlope(rate, n)
            }
            if contribution != 0 {
                value += contribution * Compounding.futureAnnuity(rate, n)
                slope += contribution * Compounding.futureAnnuitySlope(rate, n)
            }
            return (value, slope)
        }
    }

    // MARK: Loan: PMT = P·i(1 + i)^n / ((1 + i)^n − 1), that is P = PMT·(1 − (1 + i)^−n)/i

    func solveLoan(_ unknown: TimeValueField) throws(FinanceError) -> TimeValueSolution {
        let n = Double(payments)
        switch unknown {
        case .payment:
            let value = try money(major(principal) / Compounding.presentAnnuity(i, n), size: 0,
                                  formula: { (exact(principal) / $0.presentAnnuity) ?? .zero }, for: .payment)
            return solution(solved: .payment, payment: value)
        case .principal:
            let value = try money(major(payment) * Compounding.presentAnnuity(i, n), size: 0,
                                  formula: { exact(payment) * $0.presentAnnuity }, for: .principal)
            return solution(solved: .principal, principal: value)
        case .term:
            return solution(solved: .term, payments: try loanTerm())
        case .rate:
            return solution(solved: .rate, rate: try loanRate())
        case .futureValue:
            throw TimeValueSolver.missingFieldsError(calculator: calculator, missing: [])
        }
    }

    private func loanTerm() throws(FinanceError) -> Double {
        let firstInterest = rate.monthlyInterest(on: principal)
        if payment <= firstInterest {
            throw FinanceError(
                "\(text(payment)) a month never repays \(text(principal)) at \(rate): the first month's interest alone is \(text(firstInterest))",
                fields: [.payment, .principal, .rate])
        }
        if i == 0 { return try term(major(principal) / major(payment)) }
        // (1 + i)^−n = 1 − P·i/PMT, which the check above keeps positive.
        let share = major(principal) * i / major(payment)
        return try term(Compounding.periods(toRepayShare: share, at: i))
    }

    /// `bracketed` and `tried` hear the search (`TimeValueSolver.rateSearch`); the answer is the same.
    func loanRate(bracketed: (Double) -> Void = { _ in }, tried: (Double) -> Void = { _ in }) throws(FinanceError) -> AnnualRate {
        let totalUnits = Int128(payment.minorUnits) * Int128(payments)
        let borrowed = Int128(principal.minorUnits)
        if totalUnits == borrowed { return .zero }
        if totalUnits < borrowed {
            let total = Money(minorUnits: Int64(clamping: totalUnits))
            throw FinanceError(
                "\(Term.paymentsText(Double(payments))) of \(text(payment)) total \(text(total)), less than the \(text(principal)) borrowed: no rate makes them repay it",
                fields: [.rate, .payment, .principal, .term])
        }
        let n = Double(payments)
        let amount = major(payment)
        let borrowedMajor = major(principal)
        // f(i) = PMT·a(i) − P falls as i rises: dearer money repays less with the same payments.
        return try solveRate(bracketed: bracketed, tried: tried) { rate in
            (amount * Compounding.presentAnnuity(rate, n) - borrowedMajor, amount * Compounding.presentAnnuitySlope(rate, n))
        }
    }
}
