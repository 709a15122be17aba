/// The cost of credit as regulators define it, from the payments of a loan's schedule and what
/// the borrower actually receives.
///
/// Both rates solve one equation: the amount financed (the loan less the lender's charges paid
/// at closing or added to the balance) equals the present value of the payments, at a monthly
/// rate `j`, payment `k` falling `k` months after the loan is made.
/// - APR, US (Regulation Z, Appendix J, actuarial method, monthly unit period): `12 × j`, shown
///   to three decimals as on the Loan Estimate.
/// - APRC, UK (MCOB 10A, the Consumer Credit Directive's formula, time in years of twelve equal
///   months): `(1 + j)^12 − 1`, the annual effective rate, shown to one decimal.
public enum CreditCost {
    /// The APR in percent, unrounded; nil when no rate makes the payments worth the amount
    /// financed (payments that add up to less than it).
    public static func apr(amountFinanced: Money, payments: [Money]) -> Double? {
        monthlyRate(amountFinanced: amountFinanced, payments: payments).map { $0 * 12 * 100 }
    }

    /// The APRC in percent, unrounded.
    public static func aprc(amountFinanced: Money, payments: [Money]) -> Double? {
        monthlyRate(amountFinanced: amountFinanced, payments: payments).map { (Compounding.growth($0, 12) - 1) * 100 }
    }

    /// The Total Interest Percentage of the Loan Estimate: the interest over the whole term as a
    /// percentage of the loan amount, unrounded.
    public static func totalInterestPercentage(interest: Money, loanAmount: Money) -> Double? {
        guard loanAmount > .zero else { return nil }
        return Double(interest.minorUnits) / Double(loanAmount.minorUnits) * 100
    }

    /// `j` with `Σ payments[k] / (1 + j)^(k+1) = amountFinanced`, to well under a millionth of a
    /// percent: Newton's method from the simple-interest guess, kept inside a bracket that
    /// bisection narrows whenever a step would leave it. The present value falls as `j` rises,
    /// so the root is unique.
    static func monthlyRate(amountFinanced: Money, payments: [Money]) -> Double? {
        let financed = Double(amountFinanced.minorUnits)
        let amounts = payments.map { Double($0.minorUnits) }
        let total = amounts.reduce(0, +)
        guard financed > 0, !amounts.isEmpty, total >= financed else { return nil }
        if total == financed { return 0 }
        func excess(_ rate: Double) -> (value: Double, slope: Double) {
            var value = -financed, slope = 0.0, discount = 1.0
            let factor = 1 / (1 + rate)
            for (index, amount) in amounts.enumerated() {
                discount *= factor
                value += amount * discount
                slope -= Double(index + 1) * amount * discount * factor
            }
            return (value, slope)
        }
        var low = 0.0, high = 1.0
        while excess(high).value > 0 {
            high *= 2
            if high > 1e6 { return nil }
        }
        var rate = min(max((total / financed - 1) / Double(amounts.count), 1e-9), high / 2)
        for _ in 0..<200 {
            let (value, slope) = excess(rate)
            if value > 0 { low = rate } else { high = rate }
            var next = slope < 0 ? rate - value / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - rate) < 1e-15 { return next }
            rate = next
        }
        return rate
    }
}
