/// What a loan costs at the start besides its interest, as lenders sell it: discount points and
/// the lender's fees (paid at closing, or added to the balance), and closing costs that are not
/// the lender's (title, valuation, transfer tax).
public struct UpFrontCosts: Sendable, Hashable {
    /// US discount points, in percent of the loan amount (2 points are 2%).
    public let points: ExactDecimal
    /// The lender's fees paid at closing (origination, arrangement, broker).
    public let fees: Money
    /// The lender's fees added to the balance instead, and so repaid with interest.
    public let feesAdded: Money
    /// Paid at closing but not to the lender: not a charge for the credit.
    public let closingCosts: Money

    public init(points: ExactDecimal = ExactDecimal(mantissa: 0, scale: 0), fees: Money = .zero, feesAdded: Money = .zero, closingCosts: Money = .zero) {
        self.points = points
        self.fees = fees
        self.feesAdded = feesAdded
        self.closingCosts = closingCosts
    }

    /// The points in money: `points`% of the loan amount, rounded half-up to the minor unit.
    public func pointsAmount(loanAmount: Money) -> Money {
        loanAmount.percentage(points)
    }

    /// The lender's charges paid at closing (points and fees): Regulation Z's prepaid finance
    /// charges, which the amount financed leaves out.
    public func prepaidCharges(loanAmount: Money) -> Money {
        pointsAmount(loanAmount: loanAmount) + fees
    }

    /// What the borrower actually receives for the loan: the loan amount less the lender's
    /// charges, whether paid at closing or added to the balance.
    public func amountFinanced(loanAmount: Money) -> Money {
        loanAmount - prepaidCharges(loanAmount: loanAmount) - feesAdded
    }
}
