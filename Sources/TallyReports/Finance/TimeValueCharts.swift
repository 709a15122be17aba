import TallyEngines

/// A chart as it sits in a report: its SVG, a caption, and whether it spans the page.
/// The charts of a time-value report: balances over time, and where the money goes.
enum TimeValueCharts {
    /// `rates`: the loan's rate periods, as the summary has them (nil for one rate throughout).
    static func figures(for outcome: TimeValueOutcome, rates: RatePeriodFacts?, idPrefix: String) -> [ChartFigure] {
        if let schedule = outcome.loanSchedule {
            return loanFigures(outcome, schedule: schedule, rates: rates, idPrefix: idPrefix)
        }
        if let schedule = outcome.savingsSchedule {
            return savingsFigures(outcome, schedule: schedule, idPrefix: idPrefix)
        }
        return []
    }

    private static func loanFigures(_ outcome: TimeValueOutcome, schedule: LoanSchedule, rates: RatePeriodFacts?, idPrefix: String) -> [ChartFigure] {
        let currency = outcome.currency
        let locale = outcome.locale
        let principal = outcome.scenario.solution.principal
        let digits = currency.minorDigits
        let start = outcome.scenario.start
        let plain = outcome.plainLoanSchedule
        let months = max(schedule.rows.count, plain?.rows.count ?? 0)
        // The axis runs from the first payment to the last, one point per payment: the
        // balance left after it, as in the schedule.
        let labels = XAxisLabels.months(from: start, count: months, locale: locale)

        // `Money.major`'s divisor, worked out once rather than per row.
        let divisor = majorUnitDivisor(minorDigits: digits)
        func balances(_ rows: [LoanScheduleRow]) -> [Double?] {
            (0..<max(months, rows.count)).map { index in
                index < rows.count ? Double(rows[index].balance.minorUnits) / divisor : nil
            }
        }
        // Each amount is formatted once, though descriptions and legends repeat it.
        let principalText = locale.money(principal, currency)
        var series = [LineChart.Series(name: plain == nil ? "Balance" : "With overpayments", values: balances(schedule.rows), colour: Colour.categorical(at: 0))]
        var desc = "The balance falls from \(principalText) to zero by \(schedule.payoffMonth.map { locale.text($0, .long) } ?? "the end of the term")."
        if let plain {
            series.append(LineChart.Series(name: "Without overpayments", values: balances(plain.rows), colour: Colour.categorical(at: 5), dash: .dashed))
            desc += " Without overpayments it would reach zero in \(plain.payoffMonth.map { locale.text($0, .long) } ?? "the last month")."
        }
        // nil for a loan with one rate: its charts have no rate marks and no payment chart.
        if let rates { desc += rateChangesSentence(rates, locale: locale) }
        let balanceChart = LineChart(
            id: "\(idPrefix)-balance", title: "Balance over time", desc: desc, xAxis: labels, series: series,
            marks: rates.map { rateMarks($0, locale: locale) } ?? [],
            yAxisTitle: "Balance", tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        let yearly = outcome.yearly
        // The yearly rows fold this same schedule (see `TimeValueOutcome`): their interest sums
        // to its total, in a twelfth of the additions.
        let interest = yearly.reduce(Money.zero) { $0 + $1.interest }
        let total = principal + interest
        let interestText = locale.money(interest, currency)
        let pie = PieChart(
            id: "\(idPrefix)-split", title: "Where the payments go",
            desc: "Of \(locale.money(total, currency)) paid in all, \(principalText) repays the loan and \(interestText) is interest.",
            slices: [
                PieChart.Slice(label: "Principal", value: principal.major(minorDigits: digits), colour: Colour.categorical(at: 0), amountText: principalText),
                PieChart.Slice(label: "Interest", value: interest.major(minorDigits: digits), colour: Colour.categorical(at: 1), amountText: interestText),
            ]
        )
        // Calendar years follow one another in a schedule; their labels are written only
        // where the axis shows one.
        let firstYear = yearly.first?.year ?? 0
        let consecutive = yearly.indices.allSatisfy { yearly[$0].year == firstYear + $0 }
        let yearlyChart = GroupedBarChart(
            id: "\(idPrefix)-years", title: "Principal and interest each year",
            desc: "Each calendar year's payments, split into the principal they repay and the interest they pay, from \(yearly.first.map { String($0.year) } ?? "") to \(yearly.last.map { String($0.year) } ?? "").",
            xAxis: consecutive ? XAxisLabels.years(from: firstYear, count: yearly.count) : XAxisLabels(yearly.map { String($0.year) }),
            series: [
                ChartSeries(name: "Principal", values: yearly.map { $0.principal.major(minorDigits: digits) }, colour: Colour.categorical(at: 0)),
                ChartSeries(name: "Interest", values: yearly.map { $0.interest.major(minorDigits: digits) }, colour: Colour.categorical(at: 1)),
            ],
            yAxisTitle: "Paid in the year", stacked: true, tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        var balanceCaption = "The balance owed at the end of each month."
        if !balanceChart.marks.isEmpty {
            // One label always fits; changes a year apart can be closer than their labels are wide.
            balanceCaption = "The balance owed at the end of each month; a dotted line marks each change of rate, labelled with the new rate\(balanceChart.marks.count > 1 ? " where there is room" : "")."
        }
        var figures = [ChartFigure(chart: balanceChart, caption: balanceCaption, wide: true)]
        if let rates {
            let payment = paymentChart(outcome, rates: rates, idPrefix: idPrefix, divisor: divisor)
            figures.append(ChartFigure(chart: payment.chart, caption: payment.caption, wide: true))
        }
        return figures + [
            ChartFigure(chart: yearlyChart, caption: "What each year's payments repay (solid) and what they pay in interest (textured).", wide: true),
            ChartFigure(chart: pie, caption: "Everything paid over the life of the loan, split into principal and interest."),
        ]
    }

    /// What `Money.major(minorDigits:)` divides by, the same powers of ten multiplied out the
    /// same way, so a balance divided by it is bit for bit its `major` value.
    static func majorUnitDivisor(minorDigits: Int) -> Double {
        var divisor = 1.0
        for _ in 0..<max(minorDigits, 0) { divisor *= 10 }
        return divisor
    }

    private static func savingsFigures(_ outcome: TimeValueOutcome, schedule: SavingsSchedule, idPrefix: String) -> [ChartFigure] {
        let currency = outcome.currency
        let locale = outcome.locale
        let digits = currency.minorDigits
        let start = outcome.scenario.start
        let count = schedule.rows.count + 1
        var deposit: [Double] = [schedule.deposit.major(minorDigits: digits)]
        var contributions: [Double] = [0]
        var interest: [Double] = [0]
        deposit.reserveCapacity(count)
        contributions.reserveCapacity(count)
        interest.reserveCapacity(count)
        var contributed = Money.zero
        var earned = Money.zero
        for row in schedule.rows {
            contributed = contributed + row.contribution
            earned = earned + row.interest
            deposit.append(schedule.deposit.major(minorDigits: digits))
            contributions.append(contributed.major(minorDigits: digits))
            interest.append(earned.major(minorDigits: digits))
        }
        // The month before the first deposit's month, then one per row: rows run month by month.
        let labels = XAxisLabels.months(from: start.adding(months: -1), count: count, locale: locale)
        var layers = [ChartSeries(name: outcome.scenario.calculator == .lumpSum ? "Amount invested" : "Initial deposit", values: deposit, colour: Colour.categorical(at: 0))]
        if outcome.scenario.calculator == .savings {
            layers.append(ChartSeries(name: "Contributions", values: contributions, colour: Colour.categorical(at: 2)))
        }
        layers.append(ChartSeries(name: "Interest", values: interest, colour: Colour.categorical(at: 1)))
        let growth = StackedAreaChart(
            id: "\(idPrefix)-growth", title: "How the balance grows",
            desc: "The balance grows to \(locale.money(schedule.closingBalance, currency)): \(locale.money(schedule.deposit, currency)) deposited at the start, \(locale.money(contributed, currency)) in contributions and \(locale.money(earned, currency)) of interest.",
            xAxis: labels, layers: layers, yAxisTitle: "Balance", tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        var slices = [PieChart.Slice(label: layers[0].name, value: schedule.deposit.major(minorDigits: digits), colour: Colour.categorical(at: 0), amountText: locale.money(schedule.deposit, currency))]
        if outcome.scenario.calculator == .savings {
            slices.append(PieChart.Slice(label: "Contributions", value: contributed.major(minorDigits: digits), colour: Colour.categorical(at: 2), amountText: locale.money(contributed, currency)))
        }
        slices.append(PieChart.Slice(label: "Interest", value: earned.major(minorDigits: digits), colour: Colour.categorical(at: 1), amountText: locale.money(earned, currency)))
        let pie = PieChart(
            id: "\(idPrefix)-split", title: "What the final balance is made of",
            desc: "Of the final \(locale.money(schedule.closingBalance, currency)), \(locale.money(earned, currency)) is interest.", slices: slices
        )
        return [
            ChartFigure(chart: growth, caption: "The balance at the end of each month, split into what was paid in and the interest it earned.", wide: true),
            ChartFigure(chart: pie, caption: "The final balance by where it came from."),
        ]
    }
}
