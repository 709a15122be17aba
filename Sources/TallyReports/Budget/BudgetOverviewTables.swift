import TallyEngines

/// The months overview as HTML and Markdown: a row per category, a column per month, each cell
/// what was spent against that month's budget.
///
/// Over-budget cells say so in words (hidden visually behind a ▲) as well as in colour, so the
/// table reads the same to a screen reader, in print and in black and white.
enum BudgetOverviewTables {
    /// `Spent against the budget in force each month, for the last 12 of 30 months tracked.`
    static func introSentence(_ overview: BudgetOverview, trackedCount: Int, locale: TallyLocale) -> String {
        let shown = overview.months.count
        var text = "Each cell is what was spent against the budget in force that month"
        if let first = overview.months.first, let last = overview.months.last, first != last {
            text += ", \(locale.text(first, .long)) to \(locale.text(last, .long))"
        } else if let only = overview.months.first {
            text += ", \(locale.text(only, .long))"
        }
        text += ". ▲ marks spending over budget."
        if trackedCount > shown {
            text += " The table shows the last \(shown) of the \(trackedCount) months tracked; every month has its own page."
        } else {
            text += " Each month has its own page."
        }
        return text
    }

    static func html(_ overview: BudgetOverview, place: BudgetPagePlace, wording: BudgetWording) -> String {
        var out = ""
        out.reserveCapacity(1024 + (overview.rows.count + 2) * (overview.months.count + 2) * 120)
        // A scrolling region must be reachable by keyboard, and named, to be usable without a mouse.
        // The caption is for screen readers only: the paragraph above says the same to the eye,
        // and a visible caption would be as wide as the table, running off a phone's screen.
        out += "<div class=\"table-wrap months-wrap\" role=\"region\" aria-labelledby=\"months-caption\" tabindex=\"0\">"
        out += "<table class=\"data budget-months\"><caption id=\"months-caption\" class=\"visually-hidden\">Months overview: spent / budget for each category and month; ▲ marks spending over budget.</caption>"
        out += "<thead><tr><th scope=\"col\" class=\"category-col\">Category</th>"
        for month in overview.months {
            out += "<th scope=\"col\" class=\"num\"><a href=\"\(place.monthHref(month, "html").htmlEscaped)\">\(wording.locale.text(month, .short))</a></th>"
        }
        out += "<th scope=\"col\" class=\"num\">Total</th></tr></thead><tbody>"
        for row in overview.rows {
            let colour = row.category.colour.flatMap(Colour.parse) ?? Colour.categorical(at: row.categoryIndex)
            out += "<tr><th scope=\"row\" class=\"category-col\"><span class=\"swatch\" style=\"background:\(colour.hex)\"></span>\(row.category.name.htmlEscaped)</th>"
            for cell in row.cells { out += cellHTML(cell, wording: wording) }
            out += cellHTML(row.total, wording: wording, extraClass: "total") + "</tr>\n"
        }
        out += "</tbody><tfoot><tr><th scope=\"row\" class=\"category-col\">All categories</th>"
        for cell in overview.monthTotals { out += cellHTML(cell, wording: wording) }
        out += cellHTML(overview.grandTotal, wording: wording, extraClass: "total") + "</tr></tfoot></table></div>"
        return out
    }

    private static func cellHTML(_ cell: BudgetOverview.Cell, wording: BudgetWording, extraClass: String? = nil) -> String {
        var classes = ["num"]
        if let extraClass { classes.append(extraClass) }
        if cell.isOverspent { classes.append("over") }
        var out = "<td class=\"\(classes.joined(separator: " "))\"><span class=\"cell-spent\">\(wording.spent(cell.spent).htmlEscaped)"
        if cell.isOverspent {
            out += " <span class=\"over-mark\" aria-hidden=\"true\">▲</span><span class=\"visually-hidden\"> over budget</span>"
        }
        out += "</span> <span class=\"cell-budget\">/ \(wording.money(cell.budget).htmlEscaped)</span></td>"
        return out
    }

    static func markdown(_ overview: BudgetOverview, place: BudgetPagePlace, wording: BudgetWording) -> String {
        var out = "| Category |"
        for month in overview.months { out += " [\(wording.locale.text(month, .short))](\(place.monthHref(month, "md"))) |" }
        out += " Total |\n| :-- |" + String(repeating: " --: |", count: overview.months.count + 1) + "\n"
        for row in overview.rows {
            out += "| \(row.category.name.markdownEscaped) |"
            for cell in row.cells { out += " \(cellMarkdown(cell, wording: wording)) |" }
            out += " \(cellMarkdown(row.total, wording: wording)) |\n"
        }
        out += "| **All categories** |"
        for cell in overview.monthTotals { out += " \(cellMarkdown(cell, wording: wording)) |" }
        out += " \(cellMarkdown(overview.grandTotal, wording: wording)) |\n"
        return out
    }

    /// `£400.00 / £360.00 ▲ over`.
    private static func cellMarkdown(_ cell: BudgetOverview.Cell, wording: BudgetWording) -> String {
        let text = wording.spent(cell.spent) + " / " + wording.money(cell.budget)
        return cell.isOverspent ? "**\(text) ▲ over**" : text
    }
}
