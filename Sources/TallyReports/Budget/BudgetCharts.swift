import TallyEngines

/// A pie slice ready for the chart and the Markdown legend alike.
struct BudgetPieRow {
    let label: String
    let amount: Money
    let colour: Colour
    /// Share of the whole pie in tenths of a percent; the rows add up to exactly 1000.
    let tenths: Int
    /// The days a grouped expense fell on (`2, 9, 16 and 23 Mar`), listed beneath its label.
    var days: String? = nil
    /// How the share is written (`12.5%`): the report's locale, through the formatting module.
    var locale: TallyLocale = .enGB

    var shareText: String { locale.percent(tenths: Int128(tenths)) }
}

/// The charts of a budget report: bars per category, a pie per category, and the history.
enum BudgetCharts {
    /// The whole month: one bar per category, in the report's order.
    static func bars(_ views: [BudgetCategoryView], wording: BudgetWording, idPrefix: String, period: YearMonth) -> ChartFigure {
        let rows = views.map { view in
            BudgetBarChart.Row(
                label: view.name, spent: view.spending.spent, budget: view.spending.budget, colour: view.colour,
                valueText: wording.spent(view.spending.spent) + " of " + wording.money(view.spending.budget)
            )
        }
        let over = views.filter { $0.spending.isOverspent }.map(\.name)
        var desc = "Spending against each category's budget in \(wording.locale.text(period, .long))."
        desc += over.isEmpty ? " No category is over budget." : " Over budget: \(over.joined(separator: ", "))."
        let chart = BudgetBarChart(id: "\(idPrefix)-bars", title: "Spent against budget, \(wording.locale.text(period, .long))", desc: desc, rows: rows, currency: wording.currency, locale: wording.locale)
        return ChartFigure(
            chart: chart,
            caption: "All bars share one scale. Each bar is one category's spending; the grey track is its budget. An overspent bar runs on past a black mark at the budget, hatched and outlined, and says by how much.",
            wide: true
        )
    }

    /// The rows of a category's pie: its largest expenses, the rest together, and what is left;
    /// none for a category with one expense, which needs no pie.
    static func pieRows(_ view: BudgetCategoryView, wording: BudgetWording) -> [BudgetPieRow] {
        guard let pie = view.pie, view.showsPie else { return [] }
        let slices = pie.slices.filter { $0.amount > .zero }
        // Shares are worked out per expense (largest remainder over every expense and the
        // unspent part) and summed for "Other", so a slice shows the same share as its row in
        // the expenses table whenever the pie is the budget.
        var groups: [ExpenseGroup] = []
        for slice in slices {
            switch slice.kind {
            case .expense(let group): groups.append(group)
            case .others(let rest): groups += rest
            case .unspent: break
            }
        }
        let unspent = slices.contains { $0.kind == .unspent } ? pie.total - groups.map(\.amount).sum() : .zero
        let parts = groups.map(\.amount) + (unspent > .zero ? [unspent] : [])
        let shares = BudgetWording.tenths(of: parts, whole: pie.total) ?? parts.map { _ in 0 }
        var shareByExpense: [Int: Int] = [:]
        for (index, group) in groups.enumerated() { shareByExpense[group.expenseIndex] = shares[index] }
        let unspentShare = unspent > .zero ? shares[groups.count] : 0

        let expenseColours = [view.colour, view.colour.shaded(0.35), view.colour.tinted(0.4), view.colour.shaded(0.6)]
        var expenseIndex = 0
        return slices.map { slice in
            switch slice.kind {
            case .expense(let group):
                defer { expenseIndex += 1 }
                return BudgetPieRow(
                    label: wording.label(of: group, in: view.name), amount: slice.amount,
                    colour: expenseColours[expenseIndex % expenseColours.count], tenths: shareByExpense[group.expenseIndex] ?? 0,
                    days: group.occurrences.count > 1 ? wording.days(of: group) : nil, locale: wording.locale
                )
            case .others(let rest):
                let tenths = rest.map { shareByExpense[$0.expenseIndex] ?? 0 }.reduce(0, +)
                return BudgetPieRow(label: "Other (\(BudgetWording.count(rest.count, "expense")))", amount: slice.amount, colour: view.colour.tinted(0.65), tenths: tenths, locale: wording.locale)
            case .unspent:
                return BudgetPieRow(label: "Unspent", amount: slice.amount, colour: Self.unspentColour, tenths: unspentShare, locale: wording.locale)
            }
        }
    }

    static let unspentColour = Colour(red: 0xe5, green: 0xe7, blue: 0xeb)

    /// A category's pie, or nil when it spent nothing.
    static func pie(_ view: BudgetCategoryView, rows: [BudgetPieRow], wording: BudgetWording, idPrefix: String) -> ChartFigure? {
        guard let pie = view.pie, view.showsPie else { return nil }
        let slices = rows.map { PieChart.Slice(label: $0.label, value: Double($0.amount.minorUnits), colour: $0.colour, amountText: wording.money($0.amount)) }
        let note = pie.overspentBy.map { "Over budget by " + wording.money($0) + ": no unspent slice" }
        let spent = wording.spent(view.spending.spent)
        let budget = wording.money(view.spending.budget)
        var desc = "\(view.name): \(spent) spent of a \(budget) budget in \(wording.locale.text(view.spending.period, .long))."
        desc += note.map { " " + $0 + "." } ?? ""
        var chart = PieChart(id: "\(idPrefix)-\(view.anchor)-pie", title: "Where \(view.name)'s money went", desc: desc, slices: slices, note: note)
        chart.tenths = rows.map(\.tenths)
        let caption: String
        if pie.overspentBy == nil {
            caption = "The whole circle is the \(budget) budget: the largest expenses (a recurring one as a single slice), the rest together, and what is left."
        } else if view.spending.budget == .zero {
            caption = "\(view.name) has no budget, so the whole circle is the \(spent) spent."
        } else {
            caption = "The whole circle is the \(spent) spent, which is more than the \(budget) budget."
        }
        return ChartFigure(chart: chart, caption: caption)
    }

    /// Each overview month's total spending beside the budget in force that month, or nil when
    /// there is neither.
    static func months(_ overview: BudgetOverview, currency: Currency, locale: TallyLocale, idPrefix: String) -> ChartFigure? {
        guard overview.monthTotals.contains(where: { $0.spent != .zero || $0.budget != .zero }),
              let first = overview.months.first, let last = overview.months.last else { return nil }
        let digits = currency.minorDigits
        let span = first == last ? locale.text(first, .long) : "\(locale.text(first, .long)) to \(locale.text(last, .long))"
        let chart = GroupedBarChart(
            id: "\(idPrefix)-months", title: "Spent and budget by month",
            desc: "Total spending beside the total budget in force each month, \(span).",
            xLabels: overview.months.map{ locale.text($0, .short) },
            series: [
                ChartSeries(name: "Spent", values: overview.monthTotals.map { $0.spent.major(minorDigits: digits) }, colour: Colour(red: 0x1f, green: 0x5f, blue: 0x8b)),
                ChartSeries(name: "Budget", values: overview.monthTotals.map { $0.budget.major(minorDigits: digits) }, colour: Colour(red: 0x6b, green: 0x72, blue: 0x80)),
            ],
            yAxisTitle: "Per month", tickLabel: AxisLabels.compactMoney(symbol: currency.symbol)
        )
        return ChartFigure(chart: chart, caption: "Each month's total spending (solid) beside the budget in force that month (hatched).")
    }
}
