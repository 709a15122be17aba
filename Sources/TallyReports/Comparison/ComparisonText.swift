import TallyEngines
import TallyScenarios

/// The sentences of a comparison page: who is ahead at each horizon, where one option overtakes
/// another, how the answer moves with each assumption, and the rules the figures follow.
enum ComparisonText {
    /// "Over 5 years, ‘2 points’ costs least: $2,070.85 less than ‘No points’." One per horizon.
    static func verdicts(_ outcome: ComparisonOutcome) -> [String] {
        outcome.horizonMonths.map { verdict(outcome, months: $0) }
    }

    static func verdict(_ outcome: ComparisonOutcome, months: Int) -> String {
        let comparison = outcome.comparison
        let best = comparison.best(at: months)
        let name = outcome.facts[best.option].name
        let others = outcome.facts.indices.filter { $0 != best.option }.map { index in
            best.ahead[index] == .zero ? "level with ‘\(outcome.facts[index].name)’"
                : "\(outcome.money(best.ahead[index])) \(comparison.byNetWorth ? "more than" : "less than") ‘\(outcome.facts[index].name)’"
        }
        let what = comparison.byNetWorth ? "is worth most" : "costs least"
        return "Over \(ComparisonOutcome.span(months)), ‘\(name)’ \(what): \(list(others))."
    }

    /// For each pair, the month from which one stays ahead of the other, or that neither does.
    static func breakEvens(_ outcome: ComparisonOutcome) -> [String] {
        let comparison = outcome.comparison
        let ahead = comparison.byNetWorth ? "is worth more than" : "costs less than"
        var sentences: [String] = []
        for first in outcome.facts.indices {
            for second in outcome.facts.indices where second > first {
                let a = "‘\(outcome.facts[first].name)’", b = "‘\(outcome.facts[second].name)’"
                if let month = comparison.breakEven(first, against: second) {
                    sentences.append(sentence(a, ahead, b, month: month, outcome: outcome))
                } else if let month = comparison.breakEven(second, against: first) {
                    sentences.append(sentence(b, ahead, a, month: month, outcome: outcome))
                } else {
                    sentences.append("Neither \(a) nor \(b) stays ahead of the other to the end of \(ComparisonOutcome.span(outcome.months)).")
                }
            }
        }
        return sentences
    }

    /// Where an option's loan changes rate (the end of a fixed rate), who is ahead by then:
    /// "The rate of ‘Overpay’ and ‘Save’ changes to 6.99% from January 2032, after 60 payments;
    /// by then ‘Overpay’ is ahead of ‘Save’ by £276.71." Options whose loans change alike share
    /// a sentence; four at most.
    static func rateChanges(_ outcome: ComparisonOutcome) -> [String] {
        var changes: [(k: Int, rate: AnnualRate, month: YearMonth, names: [String])] = []
        for facts in outcome.facts {
            for loan in facts.loans {
                for (previous, period) in zip(loan.ratePeriods, loan.ratePeriods.dropFirst())
                where period.rate != previous.rate && period.first - 1 <= outcome.months {
                    if let same = changes.firstIndex(where: { $0.k == period.first - 1 && $0.rate == period.rate }) {
                        if !changes[same].names.contains(facts.name) { changes[same].names.append(facts.name) }
                    } else {
                        changes.append((period.first - 1, period.rate, period.firstMonth, [facts.name]))
                    }
                }
            }
        }
        return changes.prefix(4).map { change in
            let best = outcome.comparison.best(at: change.k)
            let behind = outcome.facts.indices.filter { $0 != best.option }.map { "‘\(outcome.facts[$0].name)’ by \(outcome.money(best.ahead[$0]))" }
            return "The rate of \(list(change.names.map { "‘\($0)’" })) changes to \(outcome.locale.rate(change.rate)) from \(outcome.locale.text(change.month, .long)), after \(change.k) payments; by then ‘\(outcome.facts[best.option].name)’ is ahead of \(list(behind))."
        }
    }

    private static func sentence(_ a: String, _ ahead: String, _ b: String, month: Int, outcome: ComparisonOutcome) -> String {
        if month == 0 { return "\(a) \(ahead) \(b) from closing, and stays so." }
        let payments = month == 1 ? "1 payment" : "\(month) payments"
        return "\(a) \(ahead) \(b) from \(outcome.locale.text(outcome.month(month), .long)), after \(payments), and stays so."
    }

    /// The rules every figure on the page follows, in a few sentences.
    static func rules(_ outcome: ComparisonOutcome) -> [String] {
        var rules = [
            "Months count from each option's first payment; dates are those of \(outcome.locale.text(outcome.start, .long)) onwards. Each loan follows its own schedule, as its own report shows it.",
        ]
        if let rate = outcome.comparison.investing {
            rules.append("Net worth: each month, every option that spends less than the one that spends most invests the difference at \(outcome.locale.rate(rate)) a year, compounded monthly (the balance × rate ÷ 12, rounded to the cent), so every option spends the same; net worth is that money plus savings and, where homes are valued, the home's value less selling costs, less what is owed.")
            if let growth = outcome.scenario.homeGrowth {
                rules.append("A home's value grows \(outcome.locale.rate(growth)) a year, compounded monthly, and counts at what selling it would bring: less \(outcome.locale.percent(outcome.scenario.sellingCosts ?? ExactDecimal(mantissa: 0, scale: 0))) selling costs.")
            }
            if outcome.scenario.options.contains(where: { $0.rent != nil }) {
                rules.append("Rent is paid monthly and rises once a year by its growth, rounded to the cent; a renter starts with the cash a buyer puts down at closing, invested.")
            }
        } else {
            rules.append("Net cost, as the Loan Estimate's “In 5 Years” counts it: everything paid (principal, interest, mortgage insurance and loan costs) less the principal paid off — the money that is gone. Escrow (property tax, home insurance) and dues are left out, as the Loan Estimate leaves them.")
        }
        if outcome.scenario.options.contains(where: { $0.savingsTax != nil }) {
            rules.append("Savings interest is taxed as it is credited: each month's interest less the tax share, rounded to the cent.")
        }
        return rules
    }

    /// The assumptions a by-net-worth comparison hangs on, each two percentage points lower and
    /// higher, with the best option at the furthest horizon and its lead.
    static func sensitivity(_ outcome: ComparisonOutcome) -> Table? {
        let scenario = outcome.scenario
        guard outcome.comparison.byNetWorth else { return nil }
        let months = outcome.horizonMonths.first { $0 == 12 * (scenario.horizons.max() ?? 0) } ?? outcome.months
        let two = ExactDecimal(mantissa: 2, scale: 0), minusTwo = ExactDecimal(mantissa: -2, scale: 0)
        let base = ComparisonOutcome.Assumptions(invest: scenario.investDifference, homeGrowth: scenario.homeGrowth, sellingCosts: scenario.sellingCosts)
        func rate(_ rate: AnnualRate, _ shift: ExactDecimal) -> AnnualRate { AnnualRate(percent: ComparisonOutcome.clamped(rate.percent + shift, to: 100)) }
        func share(_ share: ExactDecimal, _ shift: ExactDecimal) -> ExactDecimal { ComparisonOutcome.clamped(share + shift, to: 100) }
        var varied: [(label: String, low: ComparisonOutcome.Assumptions, high: ComparisonOutcome.Assumptions)] = []
        var low = base, high = base
        if let invest = scenario.investDifference {
            low.invest = rate(invest, minusTwo); high.invest = rate(invest, two)
            varied.append(("Return on invested differences (\(outcome.locale.rate(invest)))", low, high))
        }
        if let growth = scenario.homeGrowth {
            low = base; high = base
            low.homeGrowth = rate(growth, minusTwo); high.homeGrowth = rate(growth, two)
            varied.append(("Home growth (\(outcome.locale.rate(growth)))", low, high))
            let selling = scenario.sellingCosts ?? ExactDecimal(mantissa: 0, scale: 0)
            low = base; high = base
            low.sellingCosts = share(selling, minusTwo); high.sellingCosts = share(selling, two)
            varied.append(("Selling costs (\(outcome.locale.percent(selling)))", low, high))
        }
        if scenario.options.contains(where: { $0.rent?.growth != nil }) {
            low = base; high = base
            low.rentGrowthShift = minusTwo; high.rentGrowthShift = two
            let growths = Set(scenario.options.compactMap { $0.rent?.growth })
            varied.append(("Rent growth" + (growths.count == 1 ? " (\(outcome.locale.percent(growths.first!)))" : ""), low, high))
        }
        if scenario.options.contains(where: { $0.savingsTax != nil }) {
            low = base; high = base
            low.taxShift = minusTwo; high.taxShift = two
            let taxes = Set(scenario.options.compactMap(\.savingsTax))
            varied.append(("Tax on savings interest" + (taxes.count == 1 ? " (\(outcome.locale.percent(taxes.first!)))" : ""), low, high))
        }
        guard !varied.isEmpty else { return nil }
        func answer(_ assumptions: ComparisonOutcome.Assumptions) -> String {
            let comparison = ComparisonOutcome.compare(scenario, facts: outcome.facts, months: outcome.months, assumptions: assumptions)
            let best = comparison.best(at: months)
            let lead = outcome.facts.indices.filter { $0 != best.option }.map { best.ahead[$0] }.min() ?? .zero
            return "‘\(outcome.facts[best.option].name)’ by \(outcome.money(lead))"
        }
        let given = answer(base)
        let rows = varied.map { Table.Row([$0.label, answer($0.low), given, answer($0.high)]) }
        return Table(columns: [Table.Column("Assumption", .left), Table.Column("Lower", .left), Table.Column("As given", .left), Table.Column("Higher", .left)],
                     rows: rows, caption: "The best after \(ComparisonOutcome.span(months)) and its lead over the next best, with each assumption two percentage points lower and higher",
                     currency: outcome.currency, locale: outcome.locale)
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
