import TallyEngines

/// The budget report's tables, in HTML (with small share bars) and as GFM tables with the same figures.
///
/// Built by hand rather than with `Table` because cells hold inline SVG; every user string goes
/// through `htmlEscaped` here.
enum BudgetTables {
    // MARK: The month, category by category

    static func summaryHTML(_ views: [BudgetCategoryView], totals: BudgetTotals, wording: BudgetWording) -> String {
        var out = "<table class=\"data budget-summary-table\"><caption>Each category's month: its budget, what was spent and what is left. The bar shows how much of the budget is used.</caption>"
        out += "<thead><tr><th scope=\"col\">Category</th><th scope=\"col\" class=\"num\">Budget</th><th scope=\"col\" class=\"num\">Spent</th><th scope=\"col\" class=\"num\">Remaining</th><th scope=\"col\">Used</th></tr></thead><tbody>"
        for view in views {
            let spending = view.spending
            out += spending.isOverspent ? "<tr class=\"over\">" : "<tr>"
            out += "<th scope=\"row\"><span class=\"swatch\" style=\"background:\(view.colour.hex)\"></span><a href=\"#\(view.anchor)\">\(view.name.htmlEscaped)</a></th>"
            out += "<td class=\"num\">\(wording.money(spending.budget))</td>"
            out += "<td class=\"num\">\(wording.spent(spending.spent))</td>"
            out += "<td class=\"num\">\(wording.remaining(spending.remaining).htmlEscaped)</td>"
            out += "<td class=\"share\">" + shareCell(spending.spent, of: spending.budget, colour: view.colour, locale: wording.locale) + "</td></tr>\n"
        }
        out += "</tbody><tfoot><tr><th scope=\"row\">All categories</th>"
        out += "<td class=\"num\">\(wording.money(totals.budget))</td><td class=\"num\">\(wording.money(totals.spent))</td>"
        out += "<td class=\"num\">\(totalRemaining(views, totals: totals, wording: wording).htmlEscaped)</td>"
        out += "<td class=\"share\">" + shareCell(totals.spent, of: totals.budget, colour: Colour(red: 0x1f, green: 0x24, blue: 0x33), locale: wording.locale) + "</td></tr></tfoot></table>"
        return out
    }

    /// The total row's Remaining: what is left under budget and what went over, apart, as the
    /// headline says them (`£166.85 left · £74.60 over`); one figure when nothing went over.
    /// A net figure here (£92.25) would contradict the cards above the table.
    static func totalRemaining(_ views: [BudgetCategoryView], totals: BudgetTotals, wording: BudgetWording) -> String {
        let (left, over) = BudgetPage.leftAndOver(views)
        guard over > .zero else { return wording.remaining(totals.remaining) }
        guard left > .zero else { return wording.remaining(-over) }
        return wording.money(left) + " left · " + wording.money(over) + " over"
    }

    static func summaryMarkdown(_ views: [BudgetCategoryView], totals: BudgetTotals, wording: BudgetWording) -> String {
        var table = Table(columns: [.init("Category", .left), .init("Budget"), .init("Spent"), .init("Remaining"), .init("Used")])
        for view in views {
            let spending = view.spending
            table.rows.append(Table.Row([
                view.name, wording.money(spending.budget), wording.spent(spending.spent),
                wording.remaining(spending.remaining), usedText(spending.spent, of: spending.budget, locale: wording.locale),
            ]))
        }
        table.footer = ["All categories", wording.money(totals.budget), wording.money(totals.spent), totalRemaining(views, totals: totals, wording: wording), usedText(totals.spent, of: totals.budget, locale: wording.locale)]
        return table.markdown()
    }

    // MARK: One category's payments

    static func expensesHTML(_ view: BudgetCategoryView, wording: BudgetWording) -> String {
        let spending = view.spending
        var out = ""
        out.reserveCapacity(512 + spending.occurrences.count * 420)
        out += "<table class=\"data budget-expenses\"><caption>Every expense from \(view.name.htmlEscaped) in \(wording.locale.text(spending.period, .long)); a recurring one is one row, with the days it fell on.</caption>"
        out += "<thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Expense</th><th scope=\"col\">Repeats</th><th scope=\"col\" class=\"num\">Amount</th><th scope=\"col\">Share of budget</th></tr></thead><tbody>"
        for (index, group) in view.groups.enumerated() {
            out += "<tr><td class=\"date\">\(when(group, wording).htmlEscaped)</td>"
            out += "<td>\(wording.label(of: group, in: view.name).htmlEscaped)</td>"
            out += "<td>\(BudgetWording.repeats(group.expense.occurrence))</td>"
            out += "<td class=\"num\">\(wording.money(group.amount))</td>"
            // A refund takes no share of the budget: it gives some back, which the total shows.
            out += group.amount.isNegative
                ? "<td class=\"share\"><span class=\"share-text\">refund</span></td></tr>\n"
                : "<td class=\"share\">" + shareCell(group.amount, of: spending.budget, colour: view.colour, text: shareText(view, index, locale: wording.locale), locale: wording.locale) + "</td></tr>\n"
        }
        out += "</tbody><tfoot><tr><td>Total</td><td>\(BudgetWording.count(spending.occurrences.count, "payment"))</td><td></td>"
        out += "<td class=\"num\">\(wording.spent(spending.spent))</td>"
        out += "<td class=\"share\">" + shareCell(spending.spent, of: spending.budget, colour: view.colour, locale: wording.locale) + "</td></tr></tfoot></table>"
        return out
    }

    static func expensesMarkdown(_ view: BudgetCategoryView, wording: BudgetWording) -> String {
        let spending = view.spending
        var table = Table(columns: [.init("Date", .left), .init("Expense", .left), .init("Repeats", .left), .init("Amount"), .init("Share of budget")])
        table.rows.reserveCapacity(view.groups.count)
        for (index, group) in view.groups.enumerated() {
            table.rows.append(Table.Row([
                when(group, wording), wording.label(of: group, in: view.name),
                BudgetWording.repeats(group.expense.occurrence), wording.money(group.amount),
                group.amount.isNegative ? "refund" : shareText(view, index, locale: wording.locale) ?? usedText(group.amount, of: spending.budget, locale: wording.locale),
            ]))
        }
        table.footer = ["Total", BudgetWording.count(spending.occurrences.count, "payment"), "", wording.spent(spending.spent), usedText(spending.spent, of: spending.budget, locale: wording.locale)]
        return table.markdown()
    }

    static func pieMarkdown(_ rows: [BudgetPieRow], wording: BudgetWording) -> String {
        var table = Table(columns: [.init("Slice", .left), .init("Amount"), .init("Share")])
        for row in rows {
            let label = row.days.map { "\(row.label) (\($0))" } ?? row.label
            table.rows.append(Table.Row([label, wording.money(row.amount), row.shareText]))
        }
        return table.markdown()
    }

    /// `2 Mar 2026` (with its time when it has one) for an expense that fell once; the days
    /// for one that fell several times.
    static func when(_ group: ExpenseGroup, _ wording: BudgetWording) -> String {
        guard group.occurrences.count > 1 else {
            return group.occurrences.first.map(wording.when) ?? ""
        }
        return wording.days(of: group, withYear: true)
    }

    /// A group's share of the budget as the pie rounds it (largest remainder), or nil.
    static func shareText(_ view: BudgetCategoryView, _ index: Int, locale: TallyLocale) -> String? {
        guard let tenths = view.groupTenths, index < tenths.count else { return nil }
        return BudgetWording.percentText(tenths: tenths[index], locale: locale)
    }

    // MARK: Share bars

    /// `37.5%` of the budget, or `no budget` when there is none to take a share of.
    /// `credit` when refunds came to more than the spending: a negative share means nothing.
    static func usedText(_ part: Money, of whole: Money, locale: TallyLocale) -> String {
        if part.isNegative { return "credit" }
        return BudgetWording.percent(part, of: whole, locale: locale) ?? "no budget"
    }

    /// A small bar and the percentage. The bar is inline SVG so that it prints without
    /// background graphics; beyond 100% it is full and outlined in black, and the words carry the rest.
    static func shareCell(_ part: Money, of whole: Money, colour: Colour, text shareText: String? = nil, locale: TallyLocale) -> String {
        guard whole.minorUnits > 0 else { return "<span class=\"share-text\">no budget</span>" }
        if part.isNegative { return "<span class=\"share-text\">credit</span>" }
        let fraction = Double(part.minorUnits) / Double(whole.minorUnits)
        let width = 80.0
        let filled = min(max(fraction, 0), 1) * width
        var out = "<svg class=\"share-bar\" width=\"80\" height=\"10\" viewBox=\"0 0 80 10\" aria-hidden=\"true\" focusable=\"false\">"
        out += "<rect width=\"80\" height=\"10\" fill=\"#eef0f3\"/>"
        out += "<rect width=\"" + ChartNumber.format(filled, decimals: 2, minus: "-") + "\" height=\"10\" fill=\"" + colour.hex + "\"/>"
        let over = fraction > 1
        out += "<rect x=\"0.5\" y=\"0.5\" width=\"79\" height=\"9\" fill=\"none\" stroke=\"" + (over ? "#000000\" stroke-width=\"1.5" : "#9ca3af\" stroke-width=\"1") + "\"/></svg>"
        let text = shareText ?? BudgetWording.percent(part, of: whole, locale: locale) ?? "no budget"
        out += over ? " <strong class=\"share-text\">\(text)</strong>" : " <span class=\"share-text\">\(text)</span>"
        return out
    }
}
