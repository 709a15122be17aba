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

    init(scenario: BudgetScenario, spending: BudgetSpending, page: PageInfo, place: BudgetPagePlace) {
        self.scenario = scenario
        self.spending = spending
        self.info = page
        self.place = place
        self.wording = BudgetWording(currency: scenario.header.currency, locale: scenario.header.locale)
        self.views = spending.sortedCategories.map(BudgetCategoryView.init)
        let wording = self.wording
        self.pieRows = views.map { BudgetCharts.pieRows($0, wording: wording) }
    }

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

    var headline: String { wording.money(totals.spent) + " of " + wording.money(totals.budget) + " spent" }

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

    /// The template's context, and the tables and charts it places, which are spliced in after
    /// Mustache has run (`PageTemplates.render(_:template:splicing:)`) so that Mustache only
    /// copies short markers through its nested sections, never a long table or an SVG.
    ///
    /// The charts come back too, so the Markdown page can show the same drawings as images.
    func htmlContext(calendarHref: String?) -> (context: [String: Any], large: [String: ByteBuffer], figures: BudgetFigures) {
        var figures = BudgetFigures()
        var context = info.context(pageTitle: pageTitle, depth: place.depth, bodyClass: "report-page budget-page", sourcePath: header.sourcePath, locale: header.locale)
        var large: [String: ByteBuffer] = [:]
        let idPrefix = place.idPrefix
        context["kind_label"] = header.kind.displayName
        context["title"] = header.title
        context["markdown_href"] = place.ownHref("md")
        // Kept for project templates written before month pages, which link `{{slug}}.md`.
        context["slug"] = header.slug
        context["help_page"] = header.kind.helpPage
        context["period"] = wording.locale.text(period, .long)
        context["headline"] = headline
        context["sentence"] = sentence
        context["is_over"] = totals.isOverspent
        if let calendarHref { context["calendar_href"] = calendarHref }
        if let links = monthLinks("html") {
            var nav: [String: Any] = ["overview_href": links.overview]
            if let previous = links.previous { nav["previous"] = ["href": previous.href, "label": previous.label] }
            if let next = links.next { nav["next"] = ["href": next.href, "label": next.label] }
            context["month_nav"] = nav
        }
        if let notes = header.notes { context["notes_html"] = MarkdownRenderer.html(from: notes) }
        context["total_budget"] = wording.money(totals.budget)
        context["total_spent"] = wording.money(totals.spent)
        let split = leftAndOver
        // With every category over, "£0.00 left" says nothing the overspend does not.
        if split.over == .zero || split.left > .zero { context["total_remaining"] = wording.money(split.left) }
        context["remaining_label"] = split.over > .zero ? "Left under budget" : "Remaining"
        if split.over > .zero { context["total_over"] = wording.money(split.over) }
        context["order_sentence"] = orderSentence
        if let budgetChangeSentence { context["budget_change"] = budgetChangeSentence }
        let bars = BudgetCharts.bars(views, wording: wording, idPrefix: idPrefix, period: period)
        figures.bars = bars
        context["bars"] = Self.splice(bars, as: "bars_svg", into: &large)
        large["summary_table"] = Self.buffer(Table.wrapped(BudgetTables.summaryHTML(views, totals: totals, wording: wording), rowCount: views.count, columnCount: 6))
        context["categories"] = views.enumerated().map { index, view in
            categoryContext(view, index: index, idPrefix: idPrefix, large: &large, figures: &figures)
        }
        if let months {
            var section: [String: Any] = [
                "intro": BudgetOverviewTables.introSentence(months.overview, trackedCount: months.trackedMonths.count, locale: wording.locale),
                "table": PageTemplates.marker("overview_table"),
            ]
            large["overview_table"] = Self.buffer(BudgetOverviewTables.html(months.overview, place: place, wording: wording))
            if let chart = BudgetCharts.months(months.overview, currency: header.currency, locale: wording.locale, idPrefix: idPrefix) {
                figures.months = chart
                section["chart"] = Self.splice(chart, as: "months_svg", into: &large)
            }
            let earlier = months.earlierMonthsByYear
            if !earlier.isEmpty {
                section["earlier"] = ["years": earlier.map { group in
                    [
                        "year": String(group.year),
                        "months": group.months.map { ["href": place.monthHref($0, "html"), "label": wording.locale.monthName($0.month, .short), "long_name": wording.locale.text($0, .long)] },
                    ] as [String: Any]
                }]
            }
            context["months"] = section
        }
        return (context, large, figures)
    }

    private func categoryContext(
        _ view: BudgetCategoryView, index: Int, idPrefix: String, large: inout [String: ByteBuffer], figures: inout BudgetFigures
    ) -> [String: Any] {
        let spending = view.spending
        var context: [String: Any] = [
            "anchor": view.anchor,
            "name": view.name,
            "colour": view.colour.hex,
            "ink": view.ink.hex,
            "tint": view.colour.rowBackground.hex,
            "status": wording.status(remaining: spending.remaining),
            "is_over": spending.isOverspent,
            "budget": wording.money(spending.budget),
            "spent": wording.money(spending.spent),
            "remaining": spending.isOverspent ? wording.money(-spending.remaining) : wording.money(spending.remaining),
            "remaining_label": spending.isOverspent ? "Over budget by" : "Remaining",
        ]
        if let notes = spending.category.notes { context["category_notes_html"] = MarkdownRenderer.html(from: notes) }
        if view.isEmpty {
            context["empty_sentence"] = view.emptySentence(wording)
        } else {
            let tableKey = "category_\(index)_expenses"
            // The usage bars make both budget tables wider than five columns of amounts.
            large[tableKey] = Self.buffer(Table.wrapped(BudgetTables.expensesHTML(view, wording: wording), rowCount: spending.occurrences.count, columnCount: 6))
            context["expenses_table"] = PageTemplates.marker(tableKey)
            if let pie = BudgetCharts.pie(view, rows: pieRows[index], wording: wording, idPrefix: idPrefix) {
                figures.pies[index] = pie
                context["pie"] = Self.splice(pie, as: "category_\(index)_pie", into: &large)
            }
        }
        return context
    }

    /// The figure's context with a marker for its SVG, which goes into `large` under `key`.
    private static func splice(_ figure: ChartFigure, as key: String, into large: inout [String: ByteBuffer]) -> [String: Any] {
        large[key] = figure.page
        return ["svg": PageTemplates.marker(key), "caption": figure.caption]
    }

    private static func buffer(_ text: String) -> ByteBuffer {
        var buffer = ByteBuffer(capacity: text.utf8.count)
        buffer.append(text)
        return buffer
    }
}

/// A budget page's charts, by where they sit on the page.
struct BudgetFigures {
    var bars: ChartFigure?
    /// Keyed by the category's index in the page's order.
    var pies: [Int: ChartFigure] = [:]
    var months: ChartFigure?

    var all: [ChartFigure] {
        [bars].compactMap { $0 } + pies.keys.sorted().compactMap { pies[$0] } + [months].compactMap { $0 }
    }
}
