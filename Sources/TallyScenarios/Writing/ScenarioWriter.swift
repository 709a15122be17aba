import TallyEngines

/// Writes a solved problem back as a scenario file that rebuilds to the same report.
///
/// The solved field is left blank (`?`) with the answer in a comment, so the file stays a
/// problem with exactly one unknown and a later build solves it again.
public enum ScenarioWriter {
    public static func yaml(for scenario: TimeValueScenario) -> String {
        let header = scenario.header
        let solution = scenario.solution
        let currency = header.currency
        let decimal = { (amount: Money) in TallyLocale.decimal(amount, currency) }
        let locale = header.locale
        var lines: [String] = []
        lines.append("# Saved by `tally solve`. The blank field (?) is solved again on every build.")
        lines.append("kind: \(header.kind.rawValue)")
        lines.append("title: \(quoted(header.title))")
        lines.append("currency: \(currency.code)")
        lines.append("start: \(scenario.start)")
        let solved = solution.solved
        func field(_ key: String, _ value: String, _ isSolved: Bool, answer: String) {
            lines.append(isSolved ? "\(key): ?    # solved: \(answer)" : "\(key): \(value)")
        }
        for item in scenario.calculator.fields {
            let isSolved = item == solved
            switch item {
            case .principal:
                if let purchase = scenario.purchase {
                    lines.append("price: \(decimal(purchase.price))")
                    switch purchase.downPayment {
                    case .amount(let amount): lines.append("down-payment: \(decimal(amount))")
                    case .percent(let percent): lines.append("down-payment: \(percent)%")
                    }
                } else {
                    // The file gives what is borrowed; fees added to it are written on their own.
                    let borrowed = solution.principal - (scenario.costs?.feesAdded ?? .zero)
                    field("principal", decimal(borrowed), isSolved, answer: locale.money(borrowed, currency))
                }
            case .rate:
                field("rate", scenario.problem.rate?.percent.description ?? "", isSolved, answer: locale.rate(solution.rate))
            case .payment:
                field("payment", decimal(solution.payment), isSolved, answer: locale.money(solution.payment, currency))
            case .futureValue:
                field("future-value", decimal(solution.futureValue), isSolved, answer: locale.money(solution.futureValue, currency))
            case .term:
                let count = scenario.problem.payments ?? 0
                if isSolved {
                    lines.append("payments: ?    # solved: \(Term.describe(payments: solution.payments))")
                } else if scenario.termUnit == .years, count % 12 == 0 {
                    lines.append("years: \(count / 12)")
                } else {
                    lines.append("payments: \(count)")
                }
            }
        }
        if scenario.extraMonthly > .zero {
            lines.append("extra-monthly: \(decimal(scenario.extraMonthly))")
        }
        if let pmi = scenario.pmiPercent {
            lines.append("pmi: \(pmi)%")
        }
        if let rules = scenario.overpaymentRules {
            if let allowance = rules.allowance { lines.append("overpayment-allowance: \(allowance)%") }
            if !rules.charges.isEmpty { lines.append("early-repayment-charges: [" + rules.charges.map { "\($0)%" }.joined(separator: ", ") + "]") }
        }
        if let plan = scenario.ratePlan {
            lines += ratePlanLines(plan)
        }
        if let costs = scenario.costs {
            if !costs.points.isZero { lines.append("points: \(costs.points)%") }
            if costs.fees > .zero { lines.append("fees: \(decimal(costs.fees))") }
            if costs.feesAdded > .zero { lines.append("fees-added-to-loan: \(decimal(costs.feesAdded))") }
            if costs.closingCosts > .zero { lines.append("closing-costs: \(decimal(costs.closingCosts))") }
        }
        if !scenario.overpayments.isEmpty {
            lines.append("overpayments:")
            for overpayment in scenario.overpayments {
                lines.append("  - date: \(overpayment.month)")
                lines.append("    amount: \(decimal(overpayment.amount))")
                if overpayment.lowersPayment { lines.append("    then: lower-payment") }
            }
        }
        if let property = scenario.property {
            lines += propertyLines(property, currency: currency)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `then:`, `caps:`, `floor:` and `interest-only:` as `RatePlanReader` reads them.
    private static func ratePlanLines(_ plan: RatePlan) -> [String] {
        let points = { (micro: RatePlan.Micro) in RatePlan.rate(micro).percent.description }
        var lines: [String] = []
        if plan.startInterestOnly { lines.append("interest-only: true") }
        if !plan.periods.isEmpty { lines.append("then:") }
        for period in plan.periods {
            lines.append("  - after: \(period.after)")
            switch period.rule {
            case .fixed(let rate):
                lines.append("    rate: \(rate.percent)")
            case .indexed(let index, let margin, let every):
                lines.append("    index: " + (index.count == 1 ? points(index[0]) : "[" + index.map(points).joined(separator: ", ") + "]"))
                lines.append("    margin: \(points(margin))")
                lines.append("    resets-every: \(every)")
            }
            if period.interestOnly { lines.append("    interest-only: true") }
        }
        if let caps = plan.caps { lines.append("caps: {first: \(points(caps.first)), later: \(points(caps.later)), life: \(points(caps.life))}") }
        if let floor = plan.floor { lines.append("floor: \(points(floor))") }
        return lines
    }

    private static func propertyLines(_ property: Property, currency: Currency) -> [String] {
        var lines = ["property:"]
        if let site = property.site {
            let address = site.address
            lines.append("  type: \(site.type.rawValue)")
            if address.streetLines.count == 1 {
                lines.append("  street: \(quoted(address.streetLines[0]))")
            } else {
                lines.append("  street: \(quoted(address.streetLines.joined(separator: "\n")))")
            }
            lines.append("  city: \(quoted(address.city))")
            lines.append("  state: \(address.state.code)")
            lines.append("  zip: \(quoted(address.zip))")
        }
        switch property.tax {
        case .percentOfPrice(let percent)?: lines.append("  tax: \(percent)%")
        case .yearly(let amount)?: lines.append("  tax: \(TallyLocale.decimal(amount, currency))")
        case nil: break
        }
        if property.yearlyInsurance > .zero { lines.append("  insurance: \(TallyLocale.decimal(property.yearlyInsurance, currency))") }
        if property.monthlyHOA > .zero { lines.append("  hoa: \(TallyLocale.decimal(property.monthlyHOA, currency))") }
        if let growth = property.taxGrowth { lines.append("  tax-growth: \(growth)%") }
        if let growth = property.insuranceGrowth { lines.append("  insurance-growth: \(growth)%") }
        if let location = property.site?.location, !location.approximate {
            lines.append("  location: {lat: \(location.latitude), lon: \(location.longitude)}")
        }
        return lines
    }

    /// A YAML double-quoted string (the one quoting `tally add` uses too).
    static func quoted(_ text: String) -> String {
        YAMLScalarText.doubleQuoted(text)
    }
}
