import TallyEngines
import TallyScenarios

/// What `tally solve` prints: a short statement for people, or one JSON object for programs.
public enum SolveOutput {
    public static func text(_ outcome: TimeValueOutcome, schedule: Bool) -> String {
        let summary = TimeValueSummary(outcome)
        let calculator = outcome.scenario.calculator
        var out = "\(calculator.title): \(summary.answerLabel.lowercased())\n\n"
        out += "  \(summary.answerValue)\n\n"
        out += wrap(summary.answerSentence, width: 76, indent: "  ") + "\n\n"
        out += aligned(summary.inputs.map { ($0.label, $0.value + ($0.solved ? "   ← solved" : "")) })
        out += "\n"
        out += aligned(summary.totals.map { ($0.label, $0.value) })
        if let end = summary.scheduleEnd { out += "\n" + wrap(end, width: 76, indent: "  ") + "\n" }
        if let rates = summary.rates {
            out += "\n  Rate periods:\n"
            out += aligned(rates.runs.map { run in
                let payment = run.lowest == run.highest ? outcome.locale.money(run.payment, outcome.currency)
                    : "\(outcome.locale.money(run.lowest, outcome.currency))–\(outcome.locale.money(run.highest, outcome.currency))"
                return ("Payments \(run.first)–\(run.last)", "\(outcome.locale.rate(run.rate))\(run.interestOnly ? " interest only" : ""), \(payment) a month")
            })
            for sentence in [rates.shock, rates.worstCase].compactMap({ $0 }) { out += "\n" + wrap(sentence, width: 76, indent: "  ") + "\n" }
        }
        if let credit = summary.credit {
            out += "\n" + aligned((credit.upFront + credit.cost).map { ($0.label, $0.value) })
            out += "\n" + wrap(credit.sentence, width: 76, indent: "  ") + "\n"
        }
        if let first = outcome.firstMonthCosts {
            out += "\n"
            if let site = outcome.scenario.property?.site {
                let address = site.address
                out += "  \(site.type.displayName) at " + (address.streetLines + [address.cityLine]).joined(separator: ", ") + "\n\n"
            }
            out += "  The first month:\n"
            out += aligned(HousingCostFacts.breakdown(first, currency: outcome.currency, locale: outcome.locale).map { ($0.label, $0.value) })
            if let sentence = HousingCostFacts.pmiSentence(outcome) { out += "\n" + wrap(sentence, width: 76, indent: "  ") + "\n" }
            if let sentence = HousingCostFacts.growthSentence(outcome) { out += "\n" + wrap(sentence, width: 76, indent: "  ") + "\n" }
        }
        if let savings = outcome.overpaymentSavings {
            let facts = OverpaymentFacts(savings, currency: outcome.currency, locale: outcome.locale)
            out += "\n"
            out += aligned([
                ("Paid off", facts.plainPayoff.isEmpty ? "\(facts.newPayoff), on its term" : "\(facts.newPayoff) instead of \(facts.plainPayoff)"),
                ("Payments saved", facts.paymentsSaved),
                ("Interest saved", facts.interestSaved),
            ])
            for sentence in summary.overpaymentRules.sentences { out += "\n" + wrap(sentence, width: 76, indent: "  ") + "\n" }
        }
        if schedule {
            out += "\n" + TimeValueTables.monthly(outcome, summary: summary).markdown()
        }
        return out
    }

    public static func json(_ outcome: TimeValueOutcome, schedule: Bool) -> String {
        let scenario = outcome.scenario
        let solution = scenario.solution
        let currency = outcome.currency
        let money = { (value: Money) in JSONValue.money(value, currency) }
        let solvedName: String
        switch solution.solved {
        case .futureValue: solvedName = "future_value"
        case .term: solvedName = "payments"
        default: solvedName = solution.solved.rawValue
        }
        var pairs: [(String, JSONValue)] = [
            ("calculator", .string(scenario.calculator.rawValue)),
            ("currency", .string(currency.code)),
            ("solved", .string(solvedName)),
            ("principal", money(solution.principal)),
            ("rate", .decimal(solution.rate.percent.doubleValue, places: 6)),
            ("payment", money(outcome.firstPayment)),
            ("future_value", money(solution.futureValue)),
            ("payments", .decimal(solution.payments, places: 2)),
            ("years", .decimal(solution.payments / 12, places: 2)),
        ]
        let totals = totalsFor(outcome)
        pairs.append(("total_interest", money(totals.interest)))
        pairs.append(("total_paid", money(totals.paid)))
        if let purchase = scenario.purchase {
            pairs.append(("price", money(purchase.price)))
            pairs.append(("down_payment", money(purchase.downPaymentAmount)))
        }
        // The whole months the schedule runs, and for savings where it ends: the formula's
        // fractional term and future value above are not what the rows show.
        pairs.append(("scheduled_payments", .number(String(outcome.loanSchedule?.rows.count ?? outcome.savingsSchedule?.rows.count ?? 0))))
        if let savings = outcome.savingsSchedule { pairs.append(("final_balance", money(savings.closingBalance))) }
        pairs.append(("start", .string(scenario.start.description)))
        let summary = TimeValueSummary(outcome)
        if let credit = summary.credit {
            let key = credit.measure == .apr ? "apr" : "aprc"
            pairs.append((key, credit.rate.map { .decimal($0.doubleValue, places: credit.measure == .apr ? 3 : 1) } ?? .null))
            if let tip = credit.totalInterestPercentage { pairs.append(("tip", .decimal(tip.doubleValue, places: 3))) }
            let costs = scenario.costs ?? UpFrontCosts()
            pairs.append(("points", money(costs.pointsAmount(loanAmount: solution.principal))))
            pairs.append(("fees", money(costs.fees)))
            pairs.append(("fees_added_to_loan", money(costs.feesAdded)))
            pairs.append(("closing_costs", money(costs.closingCosts)))
            pairs.append(("cash_to_close", money(credit.cashToClose)))
        }
        if let rates = summary.rates {
            pairs.append(("rate_periods", .array(rates.runs.map { run in
                .object([
                    ("first", .number(String(run.first))), ("last", .number(String(run.last))),
                    ("from", .string(run.firstMonth.description)), ("to", .string(run.lastMonth.description)),
                    ("rate", .decimal(run.rate.percent.doubleValue, places: 6)), ("payment", money(run.payment)),
                    ("interest_only", .bool(run.interestOnly)),
                ])
            })))
        }
        if !outcome.recasts.isEmpty {
            pairs.append(("recasts", .array(outcome.recasts.map { recast in
                .object([("overpaid", .string(recast.overpaid.description)), ("from_payment", .number(String(recast.from))), ("payment", money(recast.payment))])
            })))
        }
        if scenario.overpaymentRules != nil {
            pairs.append(("early_repayment_charges", money(summary.overpaymentRules.totalCharges ?? .zero)))
        }
        if let savings = outcome.overpaymentSavings {
            pairs.append(("extra_monthly", money(scenario.extraMonthly)))
            pairs.append(("payoff", .string(savings.newPayoff.description)))
            pairs.append(("payments_saved", .number(String(savings.paymentsSaved))))
            pairs.append(("interest_saved", money(savings.interestSaved)))
        }
        if let first = outcome.firstMonthCosts, let costs = outcome.housingCosts {
            pairs.append(("monthly_costs", .object([
                ("principal_and_interest", money(first.principalAndInterest)), ("property_tax", money(first.propertyTax)),
                ("insurance", money(first.insurance)), ("hoa", money(first.hoa)), ("pmi", money(first.pmi)),
                ("total", money(first.total)),
            ])))
            pairs.append(("pmi_payments", .number(String(costs.pmiPayments))))
            if costs.grows {
                pairs.append(("tax_growth", costs.taxGrowth.map { .decimal($0.doubleValue, places: 6) } ?? .null))
                pairs.append(("insurance_growth", costs.insuranceGrowth.map { .decimal($0.doubleValue, places: 6) } ?? .null))
                // Each loan year's monthly tax and insurance, the first year first.
                let years = max(costs.monthlyPropertyTaxByYear.count, costs.monthlyInsuranceByYear.count)
                pairs.append(("costs_by_year", .array((1...years).map { year in
                    let period = (year - 1) * 12 + 1
                    return .object([("year", .number(String(year))), ("property_tax", money(costs.propertyTax(forPeriod: period))),
                                    ("insurance", money(costs.insurance(forPeriod: period)))])
                })))
            }
        }
        // Costs without an address are in `monthly_costs`; `property` is where the home is.
        if let site = scenario.property?.site {
            let address = site.address
            pairs.append(("property", .object([
                ("type", .string(site.type.rawValue)), ("street", .string(address.streetLines.joined(separator: "\n"))),
                ("city", .string(address.city)), ("state", .string(address.state.code)), ("zip", .string(address.zip)),
                ("latitude", .decimal(site.location.latitude, places: 5)),
                ("longitude", .decimal(site.location.longitude, places: 5)),
                ("approximate", .bool(site.location.approximate)),
            ])))
        }
        if schedule {
            pairs.append(("schedule", .array(scheduleRows(outcome, money: money))))
        }
        return JSONValue.object(pairs).serialized() + "\n"
    }

    /// Loans: what the schedule pays. Savings: the deposit and contributions paid in, and the interest earned.
    static func totalsFor(_ outcome: TimeValueOutcome) -> (interest: Money, paid: Money) {
        if let loan = outcome.loanSchedule { return (loan.totalInterest, loan.totalPaid) }
        let savings = outcome.savingsSchedule
        return (savings?.totalInterest ?? .zero, (savings?.deposit ?? .zero) + (savings?.totalContributions ?? .zero))
    }

    static func scheduleRows(_ outcome: TimeValueOutcome, money: (Money) -> JSONValue) -> [JSONValue] {
        if let loan = outcome.loanSchedule {
            return loan.rows.map { row in
                .object([
                    ("period", .number(String(row.period))), ("date", .string(row.month.description)),
                    ("payment", money(row.payment)), ("interest", money(row.interest)),
                    ("principal", money(row.principal)), ("balance", money(row.balance)),
                ])
            }
        }
        // For savings the "payment" is the contribution, and it is also what adds to principal.
        return (outcome.savingsSchedule?.rows ?? []).map { row in
            .object([
                ("period", .number(String(row.period))), ("date", .string(row.month.description)),
                ("payment", money(row.contribution)), ("interest", money(row.interest)),
                ("principal", money(row.contribution)), ("balance", money(row.balance)),
            ])
        }
    }

    private static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 3) + $0.1 }.joined(separator: "\n") + "\n"
    }

    private static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + word.count + 1 > width - indent.count {
                lines.append(indent + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n")
    }
}
