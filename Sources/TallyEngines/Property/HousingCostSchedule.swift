/// What a mortgaged home costs each month beside the loan, and for how long PMI is charged.
///
/// Tax, insurance and HOA dues are the same every month. PMI is charged only when more than 80%
/// of the price was borrowed, and then on each payment whose opening balance is above 78% of the
/// price: the point where the Homeowners Protection Act ends it automatically. The schedule it
/// counts against is the one actually followed, so overpayments end PMI sooner.
public struct HousingCostSchedule: Sendable, Hashable {
    public let monthlyPropertyTax: Money
    public let monthlyInsurance: Money
    public let monthlyHOA: Money
    /// The PMI premium on each payment that carries it (zero when PMI does not apply).
    public let monthlyPMI: Money
    /// Whether the amount borrowed is above 80% of the price with a PMI rate given.
    public let pmiApplies: Bool
    /// How many payments carry PMI: the first `pmiPayments` of the schedule.
    public let pmiPayments: Int
    /// The payment after which the balance is at or below 80% of the price, when a borrower may
    /// ask the lender to cancel PMI; nil when PMI does not apply.
    public let cancellableAfterPeriod: Int?
    /// How many payments the schedule has.
    public let payments: Int

    public init(terms: HousingCostTerms, borrowed: Money, schedule: LoanSchedule) {
        switch terms.tax {
        case .percentOfPrice(let percent)?:
            monthlyPropertyTax = (terms.price ?? .zero).percentage(percent, dividedBy: 12)
        case .yearly(let amount)?:
            monthlyPropertyTax = amount.dividedRoundingHalfUp(by: 12)
        case nil:
            monthlyPropertyTax = .zero
        }
        monthlyInsurance = terms.yearlyInsurance.dividedRoundingHalfUp(by: 12)
        monthlyHOA = terms.monthlyHOA
        payments = schedule.rows.count

        guard let percent = terms.pmiPercent, !percent.isZero, let price = terms.price,
              Self.isAbove(borrowed, percent: 80, of: price) else {
            monthlyPMI = .zero
            pmiApplies = false
            pmiPayments = 0
            cancellableAfterPeriod = nil
            return
        }
        monthlyPMI = borrowed.percentage(percent, dividedBy: 12)
        pmiApplies = true
        var opening = borrowed
        var charged = 0
        var cancellable: Int?
        for row in schedule.rows {
            if Self.isAbove(opening, percent: 78, of: price) { charged += 1 }
            if cancellable == nil, !Self.isAbove(row.balance, percent: 80, of: price) { cancellable = row.period }
            opening = row.balance
        }
        pmiPayments = charged
        cancellableAfterPeriod = cancellable
    }

    /// PMI on the payment numbered `period` (1-based).
    public func pmi(forPeriod period: Int) -> Money {
        period >= 1 && period <= pmiPayments ? monthlyPMI : .zero
    }

    /// Tax and insurance, which a lender usually collects into an escrow account with the payment.
    public var monthlyEscrow: Money { monthlyPropertyTax + monthlyInsurance }

    /// Everything paid on payment `period` beside the loan payment itself.
    public func costs(forPeriod period: Int) -> Money {
        monthlyEscrow + monthlyHOA + pmi(forPeriod: period)
    }

    public var hasCosts: Bool { monthlyEscrow > .zero || monthlyHOA > .zero || pmiApplies }

    public var totalPropertyTax: Money { monthlyPropertyTax * payments }
    public var totalInsurance: Money { monthlyInsurance * payments }
    public var totalHOA: Money { monthlyHOA * payments }
    public var totalPMI: Money { monthlyPMI * pmiPayments }
    /// Everything paid beside the loan over the whole schedule.
    public var totalCosts: Money { totalPropertyTax + totalInsurance + totalHOA + totalPMI }

    /// The first payment's breakdown, the figure a lender quotes.
    public func firstMonth(principalAndInterest: Money) -> MonthlyHousingCosts {
        MonthlyHousingCosts(principalAndInterest: principalAndInterest, propertyTax: monthlyPropertyTax,
                            insurance: monthlyInsurance, hoa: monthlyHOA, pmi: pmi(forPeriod: 1))
    }

    /// `amount` > `percent`% of `price`, compared exactly in integers.
    static func isAbove(_ amount: Money, percent: Int64, of price: Money) -> Bool {
        Int128(amount.minorUnits) * 100 > Int128(price.minorUnits) * Int128(percent)
    }
}

/// One month's housing payment, split the way a lender quotes it.
public struct MonthlyHousingCosts: Sendable, Hashable {
    public let principalAndInterest: Money
    public let propertyTax: Money
    public let insurance: Money
    public let hoa: Money
    public let pmi: Money

    public init(principalAndInterest: Money, propertyTax: Money, insurance: Money, hoa: Money, pmi: Money) {
        self.principalAndInterest = principalAndInterest
        self.propertyTax = propertyTax
        self.insurance = insurance
        self.hoa = hoa
        self.pmi = pmi
    }

    public var total: Money { principalAndInterest + propertyTax + insurance + hoa + pmi }
}
