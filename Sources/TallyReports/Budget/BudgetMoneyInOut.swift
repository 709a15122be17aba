import TallyEngines

/// Money in (a budget's income), money out (what its categories spent, less refunds) and the
/// difference: a month's figures and income table, and the overview's month-by-month table and
/// chart. Shown only for a budget with `income:`; one without has nothing to set spending against.
enum BudgetMoneyInOut {
    /// `£2,450.00 came in and £1,234.56 went out in October 2026: £1,215.44 more came in.`
    static func sentence(_ spending: BudgetSpending, wording: BudgetWording) -> String {
        let month = wording.locale.text(spending.month, .long)
        var text = "\(wording.money(spending.incomeTotal)) came in and \(wording.money(spending.totals.spent)) went out in \(month)"
        let difference = spending.difference
        if difference == .zero { return text + ": exactly as much as came in." }
        text += difference.isNegative
            ? ": \(wording.money(-difference)) more went out than came in."
            : ": \(wording.money(difference)) more came in than went out."
        return text
    }

    /// Money in, money out and the difference, with its sign: `+£1,215.44` or `−£80.00`.
    static func figures(_ spending: BudgetSpending, wording: BudgetWording) -> Table {
        Table(columns: [.init("Figure", .left), .init("Amount")], rows: [
            Table.Row(["Money in", wording.money(spending.incomeTotal)]),
            Table.Row(["Money out", wording.money(spending.totals.spent)]),
        ], footer: ["Difference", signed(spending.difference, wording: wording)],
        caption: "Income beside what the categories spent, less refunds, in \(wording.locale.text(spending.month, .long)).")
    }

    /// Every day income came in during the month.
    static func incomeTable(_ spending: BudgetSpending, wording: BudgetWording) -> Table {
        var table = Table(columns: [.init("Date", .left), .init("Income", .left), .init("Repeats", .left), .init("Amount")],
                          caption: "Every payment in from \(wording.locale.text(spending.month, .long)).")
        table.rows = spending.income.map { occurrence in
            let entry = occurrence.income.entry
            let name = entry.presentNotes.map { "\(occurrence.income.name) (\($0))" } ?? occurrence.income.name
            let day = wording.locale.text(occurrence.date, .short) + (entry.time.map { ", \($0)" } ?? "")
            return Table.Row([day, name, BudgetWording.repeats(entry.occurrence), wording.money(occurrence.amount)])
        }
        table.footer = ["Total", BudgetWording.count(spending.income.count, "payment"), "", wording.money(spending.incomeTotal)]
        return table
    }

    /// The overview's months: money in, money out and the difference each month.
    static func monthsTable(_ months: [BudgetSpending], place: BudgetPagePlace, wording: BudgetWording) -> Table {
        var table = Table(columns: [.init("Month", .left), .init("Money in"), .init("Money out"), .init("Difference")],
                          caption: "Money in and out by month.")
        table.rows = months.map { month in
            Table.Row([wording.locale.text(month.month, .long), wording.money(month.incomeTotal),
                       wording.money(month.totals.spent), signed(month.difference, wording: wording)])
        }
        let incoming = months.map(\.incomeTotal).sum(), outgoing = months.map(\.totals.spent).sum()
        table.footer = ["Total", wording.money(incoming), wording.money(outgoing), signed(incoming - outgoing, wording: wording)]
        return table
    }

    /// Money in beside money out for each overview month.
    static func chart(_ months: [BudgetSpending], currency: Currency, locale: TallyLocale, idPrefix: String) -> ChartFigure? {
        guard let first = months.first, let last = months.last else { return nil }
        let digits = currency.minorDigits
        let span = first.month == last.month ? locale.text(first.month, .long) : "\(locale.text(first.month, .long)) to \(locale.text(last.month, .long))"
        let chart = GroupedBarChart(
            id: "\(idPrefix)-in-out", title: "Money in and out by month",
            desc: "Income beside spending less refunds each month, \(span).",
            xLabels: months.map { locale.text($0.month, .short) },
            series: [
                ChartSeries(name: "Money in", values: months.map { $0.incomeTotal.major(minorDigits: digits) }, colour: Colour(red: 0x2a, green: 0x7d, blue: 0x4f)),
                ChartSeries(name: "Money out", values: months.map { max($0.totals.spent, .zero).major(minorDigits: digits) }, colour: Colour(red: 0xb4, green: 0x45, blue: 0x2c)),
            ],
            yAxisTitle: "Per month", tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        return ChartFigure(chart: chart, caption: "Each month's income (solid) beside what went out (hatched): spending less refunds.")
    }

    /// `+£1,215.44`, `−£80.00` or `£0.00`.
    static func signed(_ amount: Money, wording: BudgetWording) -> String {
        amount > .zero ? "+" + wording.money(amount) : wording.money(amount)
    }
}
