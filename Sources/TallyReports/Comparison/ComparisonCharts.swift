import TallyEngines

/// A comparison's two charts: what each option has cost (or is worth) month by month, with a
/// rule where one overtakes another for good, and what each asks for a month.
enum ComparisonCharts {
    static func figures(_ outcome: ComparisonOutcome, idPrefix: String) -> [ChartFigure] {
        let comparison = outcome.comparison
        let months = outcome.months
        guard months > 0 else { return [] }
        let divisor = TimeValueCharts.majorUnitDivisor(minorDigits: outcome.currency.minorDigits)
        let labels = XAxisLabels.months(from: outcome.start, count: months, locale: outcome.locale)
        let symbol = outcome.currency.symbol
        // Dashes as well as colours, so the lines stay apart on a black-and-white print.
        func series(_ value: (Int, Int) -> Money) -> [LineChart.Series] {
            outcome.facts.indices.map { index in
                LineChart.Series(name: outcome.facts[index].name, values: (1...months).map { Double(value(index, $0).minorUnits) / divisor },
                                 colour: Colour.categorical(at: index), dash: LineDash.sequence(at: index))
            }
        }
        var marks: [ChartMark] = []
        for first in outcome.facts.indices {
            for second in outcome.facts.indices where second != first {
                // A lead from the first few months is said in words; a rule there would sit on the axis.
                if let month = comparison.breakEven(first, against: second), month > 3, marks.count < 4 {
                    marks.append(ChartMark(index: month - 1, label: "\(outcome.facts[first].name) ahead"))
                }
            }
        }
        let what = comparison.byNetWorth ? "Net worth" : "Net cost so far"
        let standing = LineChart(
            id: "\(idPrefix)-standing", title: comparison.byNetWorth ? "Net worth over time" : "Net cost over time",
            desc: ComparisonText.verdict(outcome, months: months) + (marks.isEmpty ? "" : " A dotted rule marks each month from which one option stays ahead of another."),
            xAxis: labels, series: series { comparison.byNetWorth ? comparison.netWorth($0, $1) : comparison.options[$0].netCost($1) },
            marks: marks, yAxisTitle: what, startsAtZero: true, tickLabel: AxisLabels.compactMoney(symbol: symbol))
        // Options whose lines lie close together on the first chart are told apart here: how far
        // each is ahead of the first option (the zero line), which it crosses where it breaks even.
        let first = outcome.facts[0].name
        var leads = series { index, k in
            comparison.byNetWorth ? comparison.netWorth(index, k) - comparison.netWorth(0, k) : comparison.options[0].netCost(k) - comparison.options[index].netCost(k)
        }
        leads[0].name = "‘\(first)’ (zero)"
        let last = ComparisonText.list(outcome.facts.indices.dropFirst().map { index in
            let lead = comparison.standing(0, months) - comparison.standing(index, months)
            return "‘\(outcome.facts[index].name)’ \(lead < .zero ? "behind" : "ahead") by \(outcome.money(lead < .zero ? .zero - lead : lead))"
        })
        let lead = LineChart(
            id: "\(idPrefix)-lead", title: "Against ‘\(first)’",
            desc: "How far each option is ahead of ‘\(first)’ month by month, above the zero line when ahead. At the end: \(last).",
            xAxis: labels, series: leads, marks: marks, yAxisTitle: "Ahead of ‘\(first)’", startsAtZero: true, tickLabel: AxisLabels.compactMoney(symbol: symbol))
        var paymentSeries = series { comparison.options[$0].due[$1] }
        for index in paymentSeries.indices { paymentSeries[index].stepped = true }
        let payments = LineChart(
            id: "\(idPrefix)-payments", title: "Monthly payment over time",
            desc: "What each option asks for a month: " + ComparisonText.list(outcome.facts.indices.map { "‘\(outcome.facts[$0].name)’ \(outcome.money(comparison.options[$0].due[1])) at first" }) + ".",
            xAxis: labels, series: paymentSeries, yAxisTitle: "Monthly payment", tickLabel: AxisLabels.compactMoney(symbol: symbol))
        let standingCaption = comparison.byNetWorth
            ? "Net worth month by month: invested differences, plus what each option owns, less what it owes."
            : "Net cost month by month: what has been paid, less the principal paid off."
        return [
            ChartFigure(chart: standing, caption: standingCaption, wide: true),
            ChartFigure(chart: lead, caption: comparison.byNetWorth
                ? "How much more each option is worth than ‘\(first)’; below the line, less."
                : "How much less each option has cost than ‘\(first)’; below the line, more.", wide: true),
            ChartFigure(chart: payments, caption: "What each option asks for a month (payments with mortgage insurance, escrow and dues, rent, savings contributions), without overpayments.", wide: true),
        ]
    }
}
