import TallyEngines
import TallyScenarios

/// Everything both versions of one month's page show, worked out once: the figures, the
/// words and the charts.
struct BudgetPage {
    let scenario: BudgetScenario
    let spending: BudgetSpending
    let info: PageInfo
    let place: BudgetPagePlace
    let wording: BudgetWording
    let views: [BudgetCategoryView]
    /// Each view's pie rows, in the order of `views`; empty for a category with no spending.
    let pieRows: [[BudgetPieRow]]
    /// The months overview; only the main report has it.
    var months: BudgetMonthsSection?
    /// The month's bills, paid, missed or due on the build's today.
    let bills: BudgetBills

    init(scenario: BudgetScenario, spending: BudgetSpending, page: PageInfo, place: BudgetPagePlace) {
        self.scenario = scenario
        self.spending = spending
        self.info = page
        self.place = place
        self.wording = BudgetWording(currency: scenario.header.currency, locale: scenario.header.locale)
        self.views = spending.sortedCategories.map(BudgetCategoryView.init)
        let wording = self.wording
        self.pieRows = views.map { BudgetCharts.pieRows($0, wording: wording) }
        self.bills = BudgetBills(spending, today: page.generatedOn)
    }

    /// Whether the budget has income, so money in and out means something.
    var hasIncome: Bool { !scenario.budget.income.isEmpty }

    var header: ScenarioHeader { scenario.header }
    /// The month this page reports.
    var period: YearMonth { spending.month }
    var totals: BudgetTotals { spending.totals }

    /// `Household spending` on the main report, `Household spending, March 2026` on a month's page.
    var pageTitle: String {
        place.month == nil ? header.title : "\(header.title), \(wording.locale.text(period, .long))"
    }

    /// `£1,234.56 of £2,000.00 spent`.
    /// What is left in the categories still under budget, and what the overspent ones went over
    /// by: two figures, never netted, so a saving in one category cannot hide an overspend.
    var leftAndOver: (left: Money, over: Money) { Self.leftAndOver(views) }

    static func leftAndOver(_ views: [BudgetCategoryView]) -> (left: Money, over: Money) {
        let left = views.filter { !$0.spending.isOverspent && $0.spending.remaining > .zero }.map(\.spending.remaining).sum()
        let over = views.filter { $0.spending.isOverspent }.map { -$0.spending.remaining }.sum()
        return (left, over)
    }

    /// A month whose refunds outweigh its spending says so rather than "−£50.00 … spent".
    var headline: String {
        if totals.spent.isNegative { return wording.money(-totals.spent) + " more refunded than spent, of " + wording.money(totals.budget) }
        return wording.money(totals.spent) + " of " + wording.money(totals.budget) + " spent"
    }

    /// `£765.44 left across 3 categories.`; when some categories went over, what is left in the
    /// others and what the overspent ones went over by, apart: netting one against the other
    /// would hide an overspend behind a saving elsewhere.
    var sentence: String {
        let categories = { (count: Int) in BudgetWording.count(count, "category", plural: "categories") }
        let overViews = views.filter { $0.spending.isOverspent }
        let underViews = views.filter { !$0.spending.isOverspent && $0.spending.remaining > .zero }
        guard !overViews.isEmpty else { return "\(wording.money(totals.remaining)) left across \(categories(views.count))." }
        let overBy = overViews.map { -$0.spending.remaining }.sum()
        if overViews.count == views.count {
            let every = views.count == 1 ? "The category is over budget" : "Every category is over budget"
            return "\(every), by \(wording.money(overBy)) in all."
        }
        let left = underViews.map(\.spending.remaining).sum()
        var text = "\(wording.money(overBy)) over budget in \(categories(overViews.count)) (\(overViews.map(\.name).joined(separator: ", ")))"
        text += underViews.isEmpty ? "; nothing left in the others." : "; \(wording.money(left)) left in the \(categories(underViews.count)) under budget."
        return text
    }

    /// `Budget changes this month: Food up from £360.00 to £400.00.`, or nil when none changed,
    /// so a page never leaves the reader wondering why a budget differs from last month's.
    var budgetChangeSentence: String? {
        let changes = views.compactMap { view -> String? in
            guard let change = view.spending.category.schedule.change(in: period) else { return nil }
            let direction = change.after > change.before ? "up" : "down"
            return "\(view.name) \(direction) from \(wording.money(change.before)) to \(wording.money(change.after))"
        }
        guard !changes.isEmpty else { return nil }
        return "Budget changes this month: " + changes.joined(separator: "; ") + "."
    }

    /// The index page's line: the same split as the card (`£120.00 left · £27.75 over`), never
    /// the net figure, which would let a saving in one category hide an overspend in another.
    var indexDetail: String {
        let split = leftAndOver
        let month = wording.locale.text(period, .long)
        if split.over > .zero {
            let left = split.left > .zero ? wording.money(split.left) + " left · " : ""
            return left + wording.money(split.over) + " over · " + month
        }
        return BudgetWording.count(views.count, "category", plural: "categories") + " · " + wording.locale.text(period, .long)
    }

    var orderSentence: String {
        switch scenario.budget.order {
        case .usage: return "Categories are listed by usage: the most payments this month first, then by name."
        case .name: return "Categories are listed by name."
        }
    }

    /// Previous month, the overview, next month: the links a month's page opens with.
    func monthLinks(_ ext: String) -> (previous: (href: String, label: String)?, overview: String, next: (href: String, label: String)?)? {
        guard place.month != nil else { return nil }
        return (
            place.previous.map { (place.monthHref($0, ext), wording.locale.text($0, .long)) },
            place.overviewHref(ext),
            place.next.map { (place.monthHref($0, ext), wording.locale.text($0, .long)) }
        )
    }

    /// The template's values, and the charts they place: the Markdown page shows the same
    /// drawings as images.
    func htmlValues(calendarHref: String?) -> (values: TemplateValues, figures: BudgetFigures) {
        var figures = BudgetFigures()
        var values = TemplateValues()
        info.add(to: &values, scenario: header, pageTitle: pageTitle, depth: place.depth, bodyClass: "report-page budget-page")
        let idPrefix = place.idPrefix
        values.add("markdown_href", place.ownHref("md"))
        values.add("period", wording.locale.text(period, .long))
        values.add("headline", headline)
        values.add("sentence", sentence)
        values.add("is_over", totals.isOverspent)
        if let calendarHref { values.add("calendar_href", calendarHref) }
        if let links = monthLinks("html") {
            values.addSection("month_nav") { nav in
                nav.add("overview_href", links.overview)
                if let previous = links.previous { nav.addSection("previous") { Self.add(link: previous, to: &$0) } }
                if let next = links.next { nav.addSection("next") { Self.add(link: next, to: &$0) } }
            }
        }
        values.add("total_budget", wording.money(totals.budget))
        values.add("total_spent", wording.spent(totals.spent))
        let split = leftAndOver
        // With every category over, "£0.00 left" says nothing the overspend does not.
        if split.over == .zero || split.left > .zero { values.add("total_remaining", wording.money(split.left)) }
        values.add("remaining_label", split.over > .zero ? "Left under budget" : "Remaining")
        if split.over > .zero { values.add("total_over", wording.money(split.over)) }
        if hasIncome {
            let spending = self.spending
            values.addSection("money_in_out") { section in
                section.add("sentence", BudgetMoneyInOut.sentence(spending, wording: wording))
                section.add("figures_table", BudgetMoneyInOut.figures(spending, wording: wording).wrappedHTML())
                if !spending.income.isEmpty {
                    section.add("income_table", BudgetMoneyInOut.incomeTable(spending, wording: wording).wrappedHTML())
                }
            }
        }
        if !bills.isEmpty {
            let bills = self.bills
            values.addSection("bills") { section in
                section.add("sentence", bills.sentence(wording))
                section.add("table", bills.table(wording).wrappedHTML())
                let items = bills.stillToComeItems(wording)
                if !items.isEmpty {
                    section.addSection("to_come") { list in
                        list.add("heading", "Still to come in \(wording.locale.text(bills.month, .long))")
                        list.addList("items", items) { item, text in item.add("text", text) }
                    }
                }
            }
        }
        values.add("order_sentence", orderSentence)
        if let budgetChangeSentence { values.add("budget_change", budgetChangeSentence) }
        let bars = BudgetCharts.bars(views, wording: wording, idPrefix: idPrefix, period: period)
        figures.bars = bars
        values.addSection("bars") { Self.add(bars, to: &$0) }
        values.add("summary_table", Table.wrapped(BudgetTables.summaryHTML(views, totals: totals, wording: wording), rowCount: views.count, columnCount: 6))
        values.addList("categories", views.enumerated()) { item, pair in
            addCategory(pair.element, index: pair.offset, idPrefix: idPrefix, to: &item, figures: &figures)
        }
        if let months {
            values.addSection("months") { section in
                section.add("intro", BudgetOverviewTables.introSentence(months.overview, trackedCount: months.trackedMonths.count, locale: wording.locale))
                section.add("table", BudgetOverviewTables.html(months.overview, place: place, wording: wording))
                if let chart = BudgetCharts.months(months.overview, currency: header.currency, locale: wording.locale, idPrefix: idPrefix) {
                    figures.months = chart
                    section.addSection("chart") { Self.add(chart, to: &$0) }
                }
                if hasIncome {
                    let chart = BudgetMoneyInOut.chart(months.inOut, currency: header.currency, locale: wording.locale, idPrefix: idPrefix)
                    figures.inOut = chart
                    section.addSection("in_out") { inOut in
                        if let chart { inOut.addSection("chart") { Self.add(chart, to: &$0) } }
                        inOut.add("table", BudgetMoneyInOut.monthsTable(months.inOut, place: place, wording: wording).wrappedHTML())
                    }
                }
                let earlier = months.earlierMonthsByYear
                if !earlier.isEmpty {
                    section.addSection("earlier") { earlierSection in
                        earlierSection.addList("years", earlier) { year, group in
                            year.add("year", String(group.year))
                            year.addList("months", group.months) { month, shown in
                                month.add("href", place.monthHref(shown, "html"))
                                month.add("label", wording.locale.monthName(shown.month, .short))
                                month.add("long_name", wording.locale.text(shown, .long))
                            }
                        }
                    }
                }
            }
        }
        return (values, figures)
    }

    private func addCategory(_ view: BudgetCategoryView, index: Int, idPrefix: String, to values: inout TemplateValues, figures: inout BudgetFigures) {
        let spending = view.spending
        values.add("anchor", view.anchor)
        values.add("name", view.name)
        values.add("colour", view.colour.hex)
        values.add("ink", view.ink.hex)
        values.add("tint", view.colour.rowBackground.hex)
        values.add("status", wording.status(remaining: spending.remaining))
        values.add("is_over", spending.isOverspent)
        values.add("budget", wording.money(spending.budget))
        values.add("spent", wording.spent(spending.spent))
        values.add("remaining", spending.isOverspent ? wording.money(-spending.remaining) : wording.money(spending.remaining))
        values.add("remaining_label", spending.isOverspent ? "Over budget by" : "Remaining")
        if let notes = spending.category.notes { values.add("category_notes_html", MarkdownRenderer.html(from: notes)) }
        if view.isEmpty {
            values.add("empty_sentence", view.emptySentence(wording))
        } else {
            // The usage bars make both budget tables wider than five columns of amounts.
            values.add("expenses_table", Table.wrapped(BudgetTables.expensesHTML(view, wording: wording), rowCount: spending.occurrences.count, columnCount: 6))
            if let pie = BudgetCharts.pie(view, rows: pieRows[index], wording: wording, idPrefix: idPrefix) {
                figures.pies[index] = pie
                values.addSection("pie") { Self.add(pie, to: &$0) }
            }
        }
    }

    private static func add(_ figure: ChartFigure, to values: inout TemplateValues) {
        values.add("svg", html: figure.page)
        values.add("caption", figure.caption)
    }

    private static func add(link: (href: String, label: String), to values: inout TemplateValues) {
        values.add("href", link.href)
        values.add("label", link.label)
    }
}

/// A budget page's charts, by where they sit on the page.
struct BudgetFigures {
    var bars: ChartFigure?
    /// Keyed by the category's index in the page's order.
    var pies: [Int: ChartFigure] = [:]
    var months: ChartFigure?
    /// Money in beside money out by month, for a budget with income.
    var inOut: ChartFigure?

    var all: [ChartFigure] {
        [bars].compactMap { $0 } + pies.keys.sorted().compactMap { pies[$0] } + [months, inOut].compactMap { $0 }
    }
}
