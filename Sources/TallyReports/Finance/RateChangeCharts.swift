import TallyEngines

/// What the charts of a loan whose rate changes add: a rule on the balance chart at each change,
/// and the monthly payment over time. A loan with one rate has neither, so its charts are the
/// same as before rates could change.
extension TimeValueCharts {
    /// A rule at each payment where the rate changes, labelled with the new rate. Index `n - 1`
    /// is payment `n`, as on the balance chart's axis. A period that starts or stops paying
    /// interest only is a change too (the schedule marks it), said beside its rate.
    static func rateMarks(_ rates: RatePeriodFacts, locale: TallyLocale) -> [ChartMark] {
        let runs = rates.runs
        return runs.indices.dropFirst().filter { rates.changes.contains(runs[$0].first) }.map { index in
            let run = runs[index]
            let note = run.interestOnly ? " interest only" : runs[index - 1].interestOnly ? " repaying" : ""
            return ChartMark(index: run.first - 1, label: locale.rate(run.rate) + note)
        }
    }

    /// " The rate changes to 7.49% in March 2029; …": the balance chart's description of its
    /// rules. Four changes at most are named one by one; an adjustable rate may change every year.
    static func rateChangesSentence(_ rates: RatePeriodFacts, locale: TallyLocale) -> String {
        let changed = rates.runs.filter { rates.changes.contains($0.first) }
        guard let first = changed.first else { return "" }
        let named = changed.map { "to \(locale.rate($0.rate)) in \(locale.text($0.firstMonth, .long))" }
        let list = switch named.count {
        case 1: named[0]
        case 2...4: named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        default: "\(named.count) times, first to \(locale.rate(first.rate)) in \(locale.text(first.firstMonth, .long))"
        }
        return " The rate changes \(list); a dotted line marks each change."
    }

    /// The regular payment month by month, as steps: level while the rate holds, rising or
    /// falling at a change. For an adjustable rate with caps, the most they allow beside it,
    /// dashed. Each period's payment is the one worked out at its start; the last payment, which
    /// settles what is left, and any overpayment on top are not drawn, as they are not the
    /// payment the loan asks for.
    static func paymentChart(_ outcome: TimeValueOutcome, rates: RatePeriodFacts, idPrefix: String, divisor: Double) -> (chart: LineChart, caption: String) {
        let currency = outcome.currency
        let locale = outcome.locale
        let followed = outcome.loanSchedule?.rows.count ?? 0
        let worst = outcome.worstCase
        let months = max(followed, worst?.schedule.rows.count ?? 0)
        func payments(_ periods: [RatedLoanSchedule.Period]) -> [Double?] {
            var values = [Double?](repeating: nil, count: months)
            for period in periods where period.first >= 1 && period.first <= period.last {
                for number in period.first...min(period.last, months) {
                    values[number - 1] = Double(period.payment.minorUnits) / divisor
                }
            }
            return values
        }
        let money = { (amount: Money) in locale.money(amount, currency) }
        let runs = rates.runs
        var desc: String
        if runs.count <= 4 {
            let steps = runs.map { "\(money($0.payment)) from \(locale.text($0.firstMonth, .long))" }
            desc = "The monthly payment is \(steps.joined(separator: ", then "))."
        } else {
            let highest = runs.map(\.highest).max() ?? .zero
            desc = "The monthly payment starts at \(money(runs[0].payment)) in \(locale.text(runs[0].firstMonth, .long)) and changes \(runs.count - 1) times, reaching at most \(money(highest))."
        }
        var caption = "The regular monthly payment: level while the rate holds, a step where it changes."
        if outcome.scenario.hasOverpayments { caption += " Overpayments are paid on top of it." }
        var series: [LineChart.Series]
        if let worst, let highest = worst.highestPayment {
            series = [
                LineChart.Series(name: "At the rates assumed", values: payments(outcome.ratePeriods), colour: Colour.categorical(at: 0), stepped: true),
                LineChart.Series(name: "Most the caps allow", values: payments(worst.periods), colour: Colour.categorical(at: 3), dash: .dashed, stepped: true),
            ]
            // Named by the rate's peak, as the report's worst case is: a payment worked out again
            // at every reset at the same rate can be a cent higher years later.
            if let top = worst.periods.max(by: { $0.rate < $1.rate || ($0.rate == $1.rate && $0.first > $1.first) }) {
                desc += " If every reset moved as far up as the caps allow, the rate would reach \(locale.rate(top.rate)) in \(locale.text(top.firstMonth, .long)) and the payment at most \(money(highest.payment))."
            }
            caption += " The dashed line is the most the note's caps allow, if every reset moved as far up as they let it."
        } else {
            series = [LineChart.Series(name: "Monthly payment", values: payments(outcome.ratePeriods), colour: Colour.categorical(at: 0), stepped: true)]
        }
        let chart = LineChart(
            id: "\(idPrefix)-payment", title: "Monthly payment over time", desc: desc,
            xAxis: XAxisLabels.months(from: outcome.scenario.start, count: months, locale: locale), series: series,
            yAxisTitle: "Monthly payment", tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        return (chart, caption)
    }
}
