/// What a mortgaged home costs each month beside the loan, and for how long PMI is charged.
///
/// HOA dues are the same every month. Tax and insurance are too, unless the terms give them a
/// yearly growth: then they change at the start of each loan year (payments 1–12 are the first
/// year, 13–24 the second, and so on). The rounding follows a tax bill or premium, which is each
/// year's bill raised, not the first one compounded (all rounding is to the cent, half away
/// from zero):
/// - year 1's months are as without growth: the yearly amount ÷ 12 (for a tax percentage, the
///   price × the percentage ÷ 12, rounded once);
/// - year 1's yearly amount is the amount given (or the price × the tax percentage, rounded);
///   each later year's is the year before's rounded amount × (1 + growth), rounded;
/// - each month of a later year is its yearly amount ÷ 12, rounded.
/// Totals are the sum of the monthly amounts charged, as the schedule's rows show them.
///
/// PMI is charged only when more than 80% of the price was borrowed, and then on each payment
/// whose opening balance is above 78% of the price: the point where the Homeowners Protection
/// Act ends it automatically. The schedule it counts against is the one actually followed, so
/// overpayments end PMI sooner.
public struct HousingCostSchedule: Sendable, Hashable {
    /// The first loan year's tax a month, the figure a lender quotes.
    public var monthlyPropertyTax: Money { monthlyPropertyTaxByYear[0] }
    /// The first loan year's insurance a month.
    public var monthlyInsurance: Money { monthlyInsuranceByYear[0] }
    /// Tax a month in each loan year, the first year first; one amount when it does not grow
    /// (the last amount holds for every year after the list ends).
    public let monthlyPropertyTaxByYear: [Money]
    /// Insurance a month in each loan year, as `monthlyPropertyTaxByYear`.
    public let monthlyInsuranceByYear: [Money]
    /// The yearly growth of tax and insurance in percent, as the terms give them.
    public let taxGrowth: ExactDecimal?
    public let insuranceGrowth: ExactDecimal?
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
        payments = schedule.rows.count
        let years = max(1, (payments + 11) / 12)
        switch terms.tax {
        case .percentOfPrice(let percent)?:
            let price = terms.price ?? .zero
            monthlyPropertyTaxByYear = Self.monthlyByYear(first: price.percentage(percent, dividedBy: 12),
                                                          yearly: price.percentage(percent, dividedBy: 1),
                                                          growth: terms.taxGrowth, years: years)
        case .yearly(let amount)?:
            monthlyPropertyTaxByYear = Self.monthlyByYear(first: amount.dividedRoundingHalfUp(by: 12), yearly: amount,
                                                          growth: terms.taxGrowth, years: years)
        case nil:
            monthlyPropertyTaxByYear = [.zero]
        }
        monthlyInsuranceByYear = Self.monthlyByYear(first: terms.yearlyInsurance.dividedRoundingHalfUp(by: 12),
                                                    yearly: terms.yearlyInsurance, growth: terms.insuranceGrowth, years: years)
        taxGrowth = terms.taxGrowth
        insuranceGrowth = terms.insuranceGrowth
        monthlyHOA = terms.monthlyHOA

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

    /// Tax on the payment numbered `period` (1-based): its loan year's.
    public func propertyTax(forPeriod period: Int) -> Money { Self.amount(monthlyPropertyTaxByYear, period: period) }

    /// Insurance on the payment numbered `period` (1-based): its loan year's.
    public func insurance(forPeriod period: Int) -> Money { Self.amount(monthlyInsuranceByYear, period: period) }

    /// Tax and insurance on payment `period`, which a lender usually collects into an escrow
    /// account with the payment.
    public func escrow(forPeriod period: Int) -> Money { propertyTax(forPeriod: period) + insurance(forPeriod: period) }

    /// Whether any payment carries tax or insurance.
    public var hasEscrow: Bool { (monthlyPropertyTaxByYear + monthlyInsuranceByYear).contains { $0 > .zero } }

    /// Whether tax or insurance changes from one loan year to the next within the schedule.
    public var grows: Bool { monthlyPropertyTaxByYear.count > 1 || monthlyInsuranceByYear.count > 1 }

    /// Everything paid on payment `period` beside the loan payment itself.
    public func costs(forPeriod period: Int) -> Money {
        escrow(forPeriod: period) + monthlyHOA + pmi(forPeriod: period)
    }

    public var hasCosts: Bool { hasEscrow || monthlyHOA > .zero || pmiApplies }

    public var totalPropertyTax: Money { Self.total(monthlyPropertyTaxByYear, payments: payments) }
    public var totalInsurance: Money { Self.total(monthlyInsuranceByYear, payments: payments) }
    public var totalHOA: Money { monthlyHOA * payments }
    public var totalPMI: Money { monthlyPMI * pmiPayments }
    /// Everything paid beside the loan over the whole schedule.
    public var totalCosts: Money { totalPropertyTax + totalInsurance + totalHOA + totalPMI }

    /// The first payment's breakdown, the figure a lender quotes.
    public func firstMonth(principalAndInterest: Money) -> MonthlyHousingCosts {
        MonthlyHousingCosts(principalAndInterest: principalAndInterest, propertyTax: monthlyPropertyTax,
                            insurance: monthlyInsurance, hoa: monthlyHOA, pmi: pmi(forPeriod: 1))
    }

    /// A month's amount in each loan year: `first` in the first, then `yearly` grown year on year
    /// from the previous year's rounded amount, ÷ 12. One amount when nothing grows.
    static func monthlyByYear(first: Money, yearly: Money, growth: ExactDecimal?, years: Int) -> [Money] {
        guard let growth, !growth.isZero, years > 1 else { return [first] }
        var amounts = [first]
        amounts.reserveCapacity(years)
        var yearly = yearly
        for _ in 1..<years {
            yearly = yearly.grown(byPercent: growth)
            amounts.append(yearly.dividedRoundingHalfUp(by: 12))
        }
        return amounts
    }

    /// The amount of `byYear` for payment `period`: its year's, or the last year's once the list ends.
    static func amount(_ byYear: [Money], period: Int) -> Money {
        byYear[min(max(period - 1, 0) / 12, byYear.count - 1)]
    }

    /// The sum of the monthly amounts over `payments` payments: twelve of each year's, and the
    /// last amount for the payments left.
    static func total(_ byYear: [Money], payments: Int) -> Money {
        var sum = Money.zero
        for (year, amount) in byYear.enumerated() {
            let months = year == byYear.count - 1 ? max(payments - 12 * year, 0) : 12
            sum = sum + amount * months
        }
        return sum
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
