import TallyEngines
import TallyScenarios

/// A comparison as a student edition gives it, drawn as every problem is (`ProblemReport.draw`):
/// each option's given figures (its scenarios' inputs, less what they solve; its rent and tax),
/// what is compared and when, the rules the figures follow (as the full page states them), and a task and an answer line for each horizon and each
/// break-even. Nothing worked out (payments, totals, net costs, margins, dates, charts) is on
/// the page; the answer key gets the page's own verdicts and break-evens.
public enum ComparisonProblem {
    public static func render(_ scenario: ComparisonScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let outcome = ComparisonOutcome(scenario)
        let byNetWorth = outcome.comparison.byNetWorth
        let names = outcome.facts.map { "‘\($0.name)’" }

        // One task for the horizons, an answer line for each.
        let spans = outcome.horizonMonths.map { span(outcome, months: $0) }
        let when = ComparisonText.list(spans.map { $0.prefix(1).lowercased() + $0.dropFirst() })
        var tasks = [byNetWorth ? "Find which option is worth most \(when), and by how much more than each of the others"
                                : "Find which option costs least \(when), and by how much less than each of the others"]
        var answers = zip(spans, ComparisonText.verdicts(outcome)).map { IndexEntry.Answer(label: $0, value: $1) }
        // The break-evens, pair by pair in the order `ComparisonText.breakEvens` gives them.
        var pairs: [String] = []
        for first in names.indices {
            for second in names.indices where second > first { pairs.append("\(names[first]) and \(names[second])") }
        }
        if !pairs.isEmpty {
            tasks.append("For each pair of options, find the month from which one stays \(byNetWorth ? "worth more than" : "cheaper than") the other to the end (the break-even), if either does")
            for (pair, sentence) in zip(pairs, ComparisonText.breakEvens(outcome)) {
                answers.append(IndexEntry.Answer(label: "Break-even, \(pair)", value: sentence))
            }
        }
        let headline = byNetWorth ? "Which option is worth most?" : "Which option costs least?"
        return ProblemReport.draw(scenario.header, given: given(outcome), rules: ComparisonText.rules(outcome), tasks: tasks, answers: answers, headline: headline,
                                  templates: templates, page: page)
    }

    /// "Over 5 years", or "Over the whole term (30 years)" where the full page says so.
    static func span(_ outcome: ComparisonOutcome, months: Int) -> String {
        outcome.isWholeTerm(months) ? "Over the whole term (\(ComparisonOutcome.span(months)))" : "Over \(ComparisonOutcome.span(months))"
    }

    /// Each option's figures as its own scenarios give them, then what the comparison itself gives.
    static func given(_ outcome: ComparisonOutcome) -> [ProblemReport.Given] {
        let scenario = outcome.scenario
        var tables: [ProblemReport.Given] = []
        for option in scenario.options {
            // An option of several scenarios (a loan and a savings plan) gives a table for each.
            for part in option.scenarios {
                let solved = TimeValueOutcome(part)
                let inputs = ProblemReport.givenFacts(solved, summary: TimeValueSummary(solved)).filter { $0.value != ProblemReport.unknown }
                tables.append((option.scenarios.count > 1 ? "\(option.name): \(part.header.title)" : option.name, inputs + costs(part, outcome: outcome)))
            }
            var facts: [Fact] = []
            if let rent = option.rent {
                facts.append(Fact("Rent", "\(outcome.money(rent.monthly)) a month"))
                if let growth = rent.growth { facts.append(Fact("Rent growth", "\(outcome.locale.percent(growth)) a year")) }
            }
            if let tax = option.savingsTax { facts.append(Fact("Tax on savings interest", outcome.locale.percent(tax))) }
            if facts.isEmpty { continue }
            if option.scenarios.isEmpty {
                tables.append((option.name, facts))
            } else {
                tables[tables.count - 1].facts += facts
            }
        }
        var compared: [Fact] = [
            Fact("Compared by", outcome.comparison.byNetWorth ? "net worth" : "net cost"),
            Fact("Compared at", ComparisonText.list(outcome.horizonMonths.map { span(outcome, months: $0).replacingOccurrences(of: "Over ", with: "") })),
        ]
        if let rate = scenario.investDifference { compared.append(Fact("What an option spends less is invested at", "\(outcome.locale.rate(rate)) a year")) }
        if let growth = scenario.homeGrowth { compared.append(Fact("A home's value grows", "\(outcome.locale.rate(growth)) a year")) }
        if let selling = scenario.sellingCosts { compared.append(Fact("Selling costs", outcome.locale.percent(selling))) }
        tables.append(("The comparison", compared))
        return tables
    }

    /// What a loan's own file gives besides its terms, which its report states only worked
    /// out (points as an amount, a month's tax): as written, since the comparison counts them.
    static func costs(_ loan: TimeValueScenario, outcome: ComparisonOutcome) -> [Fact] {
        var facts: [Fact] = []
        let locale = outcome.locale
        if let costs = loan.costs {
            if !costs.points.isZero { facts.append(Fact("Points", "\(locale.percent(costs.points)) of the amount borrowed, paid at closing")) }
            if costs.fees > .zero { facts.append(Fact("Lender fees", outcome.money(costs.fees))) }
            if costs.closingCosts > .zero { facts.append(Fact("Other closing costs", outcome.money(costs.closingCosts))) }
        }
        if let property = loan.property {
            func growth(_ percent: ExactDecimal?) -> String { percent.map { ", rising \(locale.percent($0)) a year" } ?? "" }
            switch property.tax {
            case .percentOfPrice(let percent)?: facts.append(Fact("Property tax", "\(locale.percent(percent)) of the price a year" + growth(property.taxGrowth)))
            case .yearly(let amount)?: facts.append(Fact("Property tax", "\(outcome.money(amount)) a year" + growth(property.taxGrowth)))
            case nil: break
            }
            if property.yearlyInsurance > .zero { facts.append(Fact("Home insurance", "\(outcome.money(property.yearlyInsurance)) a year" + growth(property.insuranceGrowth))) }
            if property.monthlyHOA > .zero { facts.append(Fact("HOA dues", "\(outcome.money(property.monthlyHOA)) a month")) }
        }
        return facts
    }
}
