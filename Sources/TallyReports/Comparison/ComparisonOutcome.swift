import TallyEngines
import TallyScenarios

/// A comparison worked out: each option's scenarios solved and laid month by month, then set
/// side by side (`Comparison`), with the figures the page states about each option.
struct ComparisonOutcome {
    /// What the page says about one option besides its months.
    struct OptionFacts {
        let name: String
        let loans: [TimeValueOutcome]
        let credit: CreditCostFacts?
        /// Interest over each loan's whole term.
        let totalInterest: Money?
    }

    /// The assumptions a by-net-worth comparison hangs on; each is varied in the sensitivity table.
    struct Assumptions {
        var invest: AnnualRate?
        var homeGrowth: AnnualRate?
        var sellingCosts: ExactDecimal?
        /// Added to every renting option's `rent-growth:` and every option's `tax:` (percentage points).
        var rentGrowthShift = ExactDecimal(mantissa: 0, scale: 0)
        var taxShift = ExactDecimal(mantissa: 0, scale: 0)
    }

    let scenario: ComparisonScenario
    let facts: [OptionFacts]
    let comparison: Comparison
    /// The month of payment 1, from which months are counted and dated.
    let start: YearMonth
    /// Months at each horizon, then the last month compared (the whole term).
    let horizonMonths: [Int]

    init(_ scenario: ComparisonScenario) {
        self.scenario = scenario
        var facts: [OptionFacts] = []
        for option in scenario.options {
            let loans = option.scenarios.filter { $0.calculator == .loan }.map(TimeValueOutcome.init)
            facts.append(OptionFacts(name: option.name, loans: loans, credit: loans.first.flatMap { CreditCostFacts($0, always: true) },
                                     totalInterest: loans.isEmpty ? nil : loans.compactMap { $0.loanSchedule?.totalInterest }.reduce(.zero, +)))
        }
        self.facts = facts
        start = scenario.options.lazy.flatMap(\.scenarios).map(\.start).min() ?? YearMonth(year: 2026, month: 1)!
        // The whole term: to the last payment of the longest loan or savings plan.
        let savingsTerms = scenario.options.flatMap(\.scenarios).filter { $0.calculator != .loan }.map(\.solution.scheduledPayments)
        let longest = (facts.flatMap(\.loans).map { $0.loanSchedule?.rows.count ?? 0 } + savingsTerms).max() ?? 0
        let months = max(longest, 12 * (scenario.horizons.max() ?? 0))
        horizonMonths = scenario.horizons.map { 12 * $0 } + (scenario.horizons.contains { 12 * $0 == months } ? [] : [months])
        let assumptions = Assumptions(invest: scenario.investDifference, homeGrowth: scenario.homeGrowth, sellingCosts: scenario.sellingCosts)
        comparison = Self.compare(scenario, facts: facts, months: months, assumptions: assumptions)
    }

    var months: Int { comparison.months }

    /// Whether the horizon of `months` is the whole term rather than one the scenario names.
    func isWholeTerm(_ months: Int) -> Bool {
        months == self.months && !scenario.horizons.contains(months / 12) || months % 12 != 0
    }

    /// Each option laid month by month under `assumptions`, and set side by side.
    static func compare(_ scenario: ComparisonScenario, facts: [OptionFacts], months: Int, assumptions: Assumptions) -> Comparison {
        let options = zip(scenario.options, facts).map { option, facts in
            var laid = OptionMonths(months: months)
            for loan in facts.loans {
                guard let schedule = loan.loanSchedule else { continue }
                let plan = loan.scenario
                let principal = plan.solution.principal
                let costs = plan.costs.map { $0.pointsAmount(loanAmount: principal) + $0.fees + $0.closingCosts } ?? .zero
                let housing = loan.housingCosts
                laid.addLoan(schedule, principal: principal, atClosing: (plan.purchase?.downPaymentAmount ?? .zero) + costs, loanCosts: costs,
                             insurance: { housing?.pmi(forPeriod: $0) ?? .zero },
                             upkeep: { period in housing.map { $0.costs(forPeriod: period) - $0.pmi(forPeriod: period) } ?? .zero })
                if let growth = assumptions.homeGrowth, let purchase = plan.purchase {
                    laid.addHome(price: purchase.price, growth: growth, sellingCosts: assumptions.sellingCosts ?? ExactDecimal(mantissa: 0, scale: 0))
                }
            }
            for saving in option.scenarios where saving.calculator != .loan {
                let solution = saving.solution
                laid.addSavings(deposit: solution.principal, contribution: saving.calculator == .lumpSum ? .zero : solution.payment,
                                rate: solution.rate, term: solution.scheduledPayments,
                                tax: option.savingsTax.map { Self.clamped($0 + assumptions.taxShift, to: 100) })
            }
            if let rent = option.rent {
                laid.addRent(monthly: rent.monthly, growth: rent.growth.map { $0 + assumptions.rentGrowthShift })
            }
            return laid
        }
        return Comparison(options, investing: assumptions.invest)
    }

    /// `value` held within 0…`high`.
    static func clamped(_ value: ExactDecimal, to high: Int64) -> ExactDecimal {
        value.isNegative ? ExactDecimal(mantissa: 0, scale: 0) : value.doubleValue > Double(high) ? ExactDecimal(mantissa: high, scale: 0) : value
    }

    /// The month of payment `k` (k ≥ 1); closing for 0.
    func month(_ k: Int) -> YearMonth { start.adding(months: max(k, 1) - 1) }

    var currency: Currency { scenario.header.currency }
    var locale: TallyLocale { scenario.header.locale }
    func money(_ amount: Money) -> String { locale.money(amount, currency) }

    /// "5 years", "30 years", "12 years 6 months": a horizon in words.
    static func span(_ months: Int) -> String {
        let years = months / 12, rest = months % 12
        let yearText = years == 1 ? "1 year" : "\(years) years"
        if rest == 0 { return yearText }
        let monthText = rest == 1 ? "1 month" : "\(rest) months"
        return years == 0 ? monthText : "\(yearText) \(monthText)"
    }
}
