import TallyEngines

/// What the charts of a loan whose rate changes add: a rule on the balance chart at each change,
/// and the monthly payment over time. A loan with one rate has neither, so its charts are the
/// same as before rates could change.
extension TimeValueCharts {
    /// A rule at each payment where the rate changes, labelled with the new rate. Index `n - 1`
    /// is payment `n`, as on the balance chart's axis.
    static func rateMarks(_ rates: RatePeriodFacts, locale: TallyLocale) -> [ChartMark] {
        changedRuns(rates).map { ChartMark(index: rates.runs[$0].first - 1, label: changeLabel(rates, at: $0, locale: locale)) }
    }

    /// " A dotted line marks each change of rate: 7.49% from March 2029.": the balance chart's
    /// description of its rules, in their labels' words. Four changes at most are named one by
    /// one; an adjustable rate may change every year.
    static func rateChangesSentence(_ rates: RatePeriodFacts, locale: TallyLocale) -> String {
        let changed = changedRuns(rates)
        guard !changed.isEmpty else { return "" }
        let named = changed.map { "\(changeLabel(rates, at: $0, locale: locale)) from \(locale.text(rates.runs[$0].firstMonth, .long))" }
        return switch named.count {
        case 1: " A dotted line marks the change of rate: \(named[0])."
        case 2...4: " A dotted line marks each change of rate: \(named.dropLast().joined(separator: ", ")) and \(named[named.count - 1])."
        default: " A dotted line marks each of the \(named.count) changes of rate, the first to \(named[0])."
        }
    }

    /// The runs that start with a change, by their place in `rates.runs`.
    private static func changedRuns(_ rates: RatePeriodFacts) -> [Int] {
        rates.runs.indices.dropFirst().filter { rates.changes.contains(rates.runs[$0].first) }
    }

    /// "7.49%": the new rate. A period that starts or stops paying interest only is a change too
    /// (the schedule marks it), said beside its rate, which may be the same as before.
    private static func changeLabel(_ rates: RatePeriodFacts, at index: Int, locale: TallyLocale) -> String {
        let run = rates.runs[index]
        let note = run.interestOnly ? " interest only" : rates.runs[index - 1].interestOnly ? " repaying" : ""
        return locale.rate(run.rate) + note
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
