import TallyEngines
import TallyScenarios

/// A budget scenario as an HTML page, a Markdown page, a reminders calendar when anything is
/// due, and an index entry.
public enum BudgetReport {
    public static func render(_ scenario: BudgetScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let header = scenario.header
        let folder = header.kind.outputFolder
        let spending = BudgetSpending(budget: scenario.budget)
        let page = BudgetPage(scenario: scenario, spending: spending, page: page)
        let calendar = ICalendarWriter(currency: header.currency, today: page.info.generatedOn, buildTimestamp: page.info.buildTimestamp)
            .calendar(for: scenario.budget, slug: header.slug)
        let calendarHref = calendar == nil ? nil : "\(header.slug).ics"

        let (context, large) = page.htmlContext(calendarHref: calendarHref)
        let html = templates.render(context, template: "budget", splicing: large)
        let markdown = BudgetMarkdownPage.render(page, calendarHref: calendarHref)
        var files = [
            OutputFile(path: "\(folder)/\(header.slug).html", bytes: html),
            OutputFile(path: "\(folder)/\(header.slug).md", contents: markdown),
        ]
        if let calendar { files.append(OutputFile(path: "\(folder)/\(header.slug).ics", contents: calendar)) }
        let entry = IndexEntry(
            group: header.kind.rawValue, groupName: header.kind.displayName, title: header.title,
            headline: page.headline, detail: page.indexDetail,
            href: "\(folder)/\(header.slug).html", markdownHref: "\(folder)/\(header.slug).md",
            extraHref: calendarHref.map { "\(folder)/\($0)" }, extraLabel: calendarHref == nil ? nil : "Add reminders to your calendar (.ics)",
            sourcePath: header.sourcePath
        )
        return RenderedScenario(files: files, entry: entry)
    }
}

/// Everything both pages show, worked out once: the figures, the words and the charts.
struct BudgetPage {
    let scenario: BudgetScenario
    let spending: BudgetSpending
    let info: PageInfo
    let wording: BudgetWording
    let views: [BudgetCategoryView]
    /// Each view's pie rows, in the order of `views`; empty for a category with no spending.
    let pieRows: [[BudgetPieRow]]
    let history: BudgetHistory
    /// Nil when nothing was spent in any month shown.
    let historyTable: Table?

    init(scenario: BudgetScenario, spending: BudgetSpending, page: PageInfo) {
        self.scenario = scenario
        self.spending = spending
        self.info = page
        self.wording = BudgetWording(currency: scenario.header.currency)
        self.views = spending.sortedCategories.map(BudgetCategoryView.init)
        self.pieRows = views.map(BudgetCharts.pieRows)
        let history = BudgetHistory(budget: scenario.budget)
        self.history = history
        self.historyTable = history.months.isEmpty
            ? nil : BudgetTables.history(history, period: scenario.budget.period, wording: wording)
    }

    var header: ScenarioHeader { scenario.header }
    var period: YearMonth { scenario.budget.period }
    var totals: BudgetTotals { spending.totals }

    /// `£1,234.56 of £2,000.00 spent`.
    var headline: String { wording.money(totals.spent) + " of " + wording.money(totals.budget) + " spent" }

    /// `£765.44 left across 3 categories.` or the overspend, with how many categories went over.
    var sentence: String {
        let categories = BudgetWording.count(views.count, "category", plural: "categories")
        var text = totals.isOverspent
            ? "Over budget by \(wording.money(-totals.remaining)) across \(categories)."
            : "\(wording.money(totals.remaining)) left across \(categories)."
        let over = views.filter { $0.spending.isOverspent }.count
        if over > 0 {
            if over == views.count {
                text += views.count == 1 ? " The category is over budget." : " Every category is over budget."
            } else {
                text += " \(over) of \(views.count) categories \(over == 1 ? "is" : "are") over budget."
            }
        }
        return text
    }

    var indexDetail: String {
        if totals.isOverspent { return "Over budget by \(wording.money(-totals.remaining)) · \(period.longName)" }
        return BudgetWording.count(views.count, "category", plural: "categories") + " · " + period.longName
    }

    var orderSentence: String {
        switch scenario.budget.order {
        case .usage: return "Categories are listed by usage: the most payments this month first, then by name."
        case .name: return "Categories are listed by name."
        }
    }

    /// The template's context, and the tables and charts it places, which are spliced in after
    /// Mustache has run (`PageTemplates.render(_:template:splicing:)`) so that Mustache only
    /// copies short markers through its nested sections, never a long table or an SVG.
    func htmlContext(calendarHref: String?) -> (context: [String: Any], large: [String: ByteBuffer]) {
        var context = info.context(pageTitle: header.title, depth: 1, bodyClass: "report-page budget-page", sourcePath: header.sourcePath)
        var large: [String: ByteBuffer] = [:]
        let idPrefix = header.slug
        context["kind_label"] = header.kind.displayName
        context["title"] = header.title
        context["slug"] = header.slug
        context["help_page"] = header.kind.helpPage
        context["period"] = period.longName
        context["headline"] = headline
        context["sentence"] = sentence
        context["is_over"] = totals.isOverspent
        if let calendarHref { context["calendar_href"] = calendarHref }
        if let notes = header.notes { context["notes_html"] = MarkdownRenderer.html(from: notes) }
        context["total_budget"] = wording.money(totals.budget)
        context["total_spent"] = wording.money(totals.spent)
        context["total_remaining"] = totals.isOverspent ? wording.money(-totals.remaining) : wording.money(totals.remaining)
        context["remaining_label"] = totals.isOverspent ? "Over budget by" : "Remaining"
        context["order_sentence"] = orderSentence
        context["bars"] = Self.splice(BudgetCharts.bars(views, wording: wording, idPrefix: idPrefix, period: period), as: "bars_svg", into: &large)
        large["summary_table"] = Self.buffer("<div class=\"table-wrap\">" + BudgetTables.summaryHTML(views, totals: totals, wording: wording) + "</div>")
        context["categories"] = views.enumerated().map { index, view in
            categoryContext(view, index: index, idPrefix: idPrefix, large: &large)
        }
        if let chart = BudgetCharts.history(history, currency: header.currency, idPrefix: idPrefix), let table = historyTable {
            var tableHTML = ByteBuffer(capacity: 256 + table.rows.count * table.columns.count * 28)
            table.wrappedHTML(into: &tableHTML)
            large["history_table"] = tableHTML
            context["history"] = [
                "chart": Self.splice(chart, as: "history_svg", into: &large),
                "table": PageTemplates.marker("history_table"),
            ] as [String: Any]
        } else {
            context["history_empty"] = "Nothing was spent up to \(period.longName)."
        }
        return (context, large)
    }

    private func categoryContext(_ view: BudgetCategoryView, index: Int, idPrefix: String, large: inout [String: ByteBuffer]) -> [String: Any] {
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
            large[tableKey] = Self.buffer("<div class=\"table-wrap\">" + BudgetTables.expensesHTML(view, wording: wording) + "</div>")
            context["expenses_table"] = PageTemplates.marker(tableKey)
            if let pie = BudgetCharts.pie(view, rows: pieRows[index], wording: wording, idPrefix: idPrefix) {
                context["pie"] = Self.splice(pie, as: "category_\(index)_pie", into: &large)
            }
        }
        return context
    }

    /// The figure's context with a marker for its SVG, which goes into `large` under `key`.
    private static func splice(_ figure: ChartFigure, as key: String, into large: inout [String: ByteBuffer]) -> [String: Any] {
        large[key] = buffer(figure.svg)
        return ["svg": PageTemplates.marker(key), "caption": figure.caption]
    }

    private static func buffer(_ text: String) -> ByteBuffer {
        var buffer = ByteBuffer(capacity: text.utf8.count)
        buffer.append(text)
        return buffer
    }
}
