import TallyEngines
import TallyScenarios

/// The words and figures of a mortgage's housing costs, shared by the HTML and Markdown reports
/// and `tally solve`, so the breakdown reads the same everywhere.
public enum HousingCostFacts {
    /// The first payment split as a lender quotes it, ending in the total; empty costs left out.
    public static func breakdown(_ first: MonthlyHousingCosts, currency: Currency, locale: TallyLocale) -> [Fact] {
        var facts = [Fact("Principal and interest", locale.money(first.principalAndInterest, currency))]
        if first.propertyTax > .zero { facts.append(Fact("Property tax", locale.money(first.propertyTax, currency))) }
        if first.insurance > .zero { facts.append(Fact("Home insurance", locale.money(first.insurance, currency))) }
        if first.hoa > .zero { facts.append(Fact("HOA dues", locale.money(first.hoa, currency))) }
        if first.pmi > .zero { facts.append(Fact("Mortgage insurance (PMI)", locale.money(first.pmi, currency))) }
        facts.append(Fact("Total a month", locale.money(first.total, currency)))
        return facts
    }

    /// Totals over the schedule: each cost, then the loan and the whole housing cost.
    static func totals(_ costs: HousingCostSchedule, loanPaid: Money, currency: Currency, locale: TallyLocale) -> [Fact] {
        var facts: [Fact] = []
        if costs.totalPropertyTax > .zero { facts.append(Fact("Property tax over the term", locale.money(costs.totalPropertyTax, currency))) }
        if costs.totalInsurance > .zero { facts.append(Fact("Home insurance over the term", locale.money(costs.totalInsurance, currency))) }
        if costs.totalHOA > .zero { facts.append(Fact("HOA dues over the term", locale.money(costs.totalHOA, currency))) }
        if costs.totalPMI > .zero { facts.append(Fact("PMI over the term", locale.money(costs.totalPMI, currency))) }
        facts.append(Fact("Whole housing cost", locale.money(loanPaid + costs.totalCosts, currency)))
        return facts
    }

    /// "tax, insurance and PMI": the costs this mortgage has, for sentences.
    static func costNames(_ costs: HousingCostSchedule) -> String {
        var names: [String] = []
        if costs.monthlyPropertyTax > .zero { names.append("tax") }
        if costs.monthlyInsurance > .zero { names.append("insurance") }
        if costs.monthlyHOA > .zero { names.append("HOA dues") }
        if costs.pmiApplies { names.append("PMI") }
        guard names.count > 1 else { return names.first ?? "costs" }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// How a growing tax or insurance is worked out, as `HousingCostSchedule` does it.
    static let growthRule = "A growing cost changes at the start of each loan year (payments 13, 25 and so on): each year's amount is the year before's, to the cent, changed by its growth and rounded to the cent, and a month is that ÷ 12, to the cent."

    /// How tax and insurance change over the loan, in plain words, with the rule; nil when
    /// neither changes within the schedule.
    static func growthSentence(_ outcome: TimeValueOutcome) -> String? {
        guard let costs = outcome.housingCosts, costs.grows else { return nil }
        let locale = outcome.locale
        let currency = outcome.currency
        let costsGiven = [("Property tax", costs.taxGrowth, costs.monthlyPropertyTaxByYear),
                          ("Home insurance", costs.insuranceGrowth, costs.monthlyInsuranceByYear)]
        var parts: [String] = []
        for (name, growth, byYear) in costsGiven {
            guard let growth, byYear.count > 1, let last = byYear.last else { continue }
            let change = growth.isNegative
                ? "falls \(locale.percent(ExactDecimal(mantissa: -growth.mantissa, scale: growth.scale)))"
                : "rises \(locale.percent(growth))"
            parts.append("\(name) \(change) each loan year, from \(locale.money(byYear[0], currency)) a month in the first year to \(locale.money(last, currency)) in year \(byYear.count).")
        }
        return (parts + [growthRule]).joined(separator: " ")
    }

    /// When PMI is charged and when it can end, in plain words; nil when the scenario has no PMI rate.
    static func pmiSentence(_ outcome: TimeValueOutcome) -> String? {
        guard let costs = outcome.housingCosts, let percent = outcome.scenario.pmiPercent else { return nil }
        let currency = outcome.currency
        let locale = outcome.locale
        guard costs.pmiApplies else {
            return "No mortgage insurance is due: you borrow 80% of the price or less, so the \(locale.percent(percent)) PMI rate never applies."
        }
        let rows = outcome.loanSchedule?.rows ?? []
        let count = costs.pmiPayments
        let premium = locale.money(costs.monthlyPMI, currency)
        var sentence: String
        if count >= rows.count {
            sentence = "PMI of \(premium) a month is charged on every payment: the balance never falls to 78% of the price before the loan is repaid."
        } else {
            let lastMonth = locale.text(rows[count - 1].month, .long)
            let paymentsText = count == 1 ? "the first payment" : "the first \(count) payments"
            sentence = "PMI of \(premium) a month is charged on \(paymentsText), to \(lastMonth). It then ends by law (the Homeowners Protection Act), because the balance is due to fall to 78% of the price."
        }
        if let cancellable = costs.cancellableAfterPeriod, cancellable < count, cancellable <= rows.count {
            let month = locale.text(rows[cancellable - 1].month, .long)
            sentence += " You may ask your lender to cancel it sooner, once the balance reaches 80% of the price: after payment \(cancellable), in \(month)."
        }
        if outcome.scenario.hasOverpayments { sentence += " Overpayments bring both dates forward, as counted here." }
        return sentence
    }
}
