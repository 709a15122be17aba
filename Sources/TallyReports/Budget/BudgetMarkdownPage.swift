import TallyEngines

/// The budget report as GitHub-flavoured Markdown: the same figures as the HTML, as tables.
enum BudgetMarkdownPage {
    static func render(_ page: BudgetPage, calendarHref: String?, figures charts: BudgetFigures = BudgetFigures()) -> String {
        let header = page.header
        let wording = page.wording
        let totals = page.totals
        var out = ""
        out.reserveCapacity(4096 + page.views.reduce(0) { $0 + $1.spending.occurrences.count * 90 })
        let calendarLink = calendarHref.map { ["[Add reminders to your calendar (.ics)](\($0))"] } ?? []
        out += MarkdownPage.heading(header, title: page.pageTitle, facts: [page.wording.locale.text(page.period, .long)], links: calendarLink, root: page.place.root)
        if let links = page.monthLinks("md") {
            var parts: [String] = []
            if let previous = links.previous { parts.append("[← \(previous.label)](\(previous.href))") }
            parts.append("[All months](\(links.overview))")
            if let next = links.next { parts.append("[\(next.label) →](\(next.href))") }
            out += parts.joined(separator: " · ") + "\n\n"
        }
        out += "> **\(page.headline.markdownEscaped)** in \(page.wording.locale.text(page.period, .long))\n>\n> \(page.sentence.markdownEscaped)\n\n"
        out += MarkdownPage.notes(header.notes)

        out += "## Totals\n\n"
        let split = page.leftAndOver
        var totalRows: [(label: String, value: String)] = [("Total budget", wording.money(totals.budget)), ("Spent", wording.spent(totals.spent))]
        if split.over == .zero || split.left > .zero {
            totalRows.append((split.over > .zero ? "Left under budget" : "Remaining", wording.money(split.left)))
        }
        if split.over > .zero { totalRows.append(("Over budget by", "**\(wording.money(split.over))**")) }
        out += MarkdownPage.facts(totalRows)
        if let change = page.budgetChangeSentence { out += "\n" + change.markdownEscaped + "\n" }

        if page.hasIncome {
            out += "\n## Money in and out\n\n" + BudgetMoneyInOut.sentence(page.spending, wording: wording).markdownEscaped + "\n\n"
            out += BudgetMoneyInOut.figures(page.spending, wording: wording).markdown()
            if !page.spending.income.isEmpty {
                out += "\n" + BudgetMoneyInOut.incomeTable(page.spending, wording: wording).markdown()
            }
        }
        if !page.bills.isEmpty {
            out += "\n## Bills due\n\n" + page.bills.sentence(wording).markdownEscaped + "\n\n"
            out += page.bills.table(wording).markdown()
            let items = page.bills.stillToComeItems(wording)
            if !items.isEmpty {
                out += "\n**Still to come in \(wording.locale.text(page.period, .long))**\n\n"
                for item in items { out += "- " + item.markdownEscaped + "\n" }
            }
        }

        out += "\n## Categories\n\n\(page.orderSentence)\n\n"
        out += BudgetTables.summaryMarkdown(page.views, totals: totals, wording: wording)
        out += MarkdownPage.charts([charts.bars].compactMap { $0 }, heading: nil)

        for (index, (view, pieRows)) in zip(page.views, page.pieRows).enumerated() {
            let spending = view.spending
            out += "\n## \(view.name.markdownEscaped)\n\n"
            out += MarkdownPage.notes(spending.category.notes)
            out += figures(budget: spending.budget, spent: spending.spent, wording: wording, budgetLabel: "Budget")
            out += "\n"
            if view.isEmpty {
                out += view.emptySentence(wording).markdownEscaped + "\n"
                continue
            }
            out += BudgetTables.expensesMarkdown(view, wording: wording)
            if !pieRows.isEmpty {
                out += "\n**Where the money went**\n\n"
                out += BudgetTables.pieMarkdown(pieRows, wording: wording)
                out += MarkdownPage.charts([charts.pies[index]].compactMap { $0 }, heading: nil)
                if let over = view.pie?.overspentBy {
                    out += "\nOver budget by **\(wording.money(over))**, so there is no unspent share.\n"
                }
            }
        }

        if let months = page.months {
            out += "\n## Month by month\n\n"
            out += BudgetOverviewTables.introSentence(months.overview, trackedCount: months.trackedMonths.count, locale: page.wording.locale).markdownEscaped + "\n\n"
            out += BudgetOverviewTables.markdown(months.overview, place: page.place, wording: wording)
            out += MarkdownPage.charts([charts.months].compactMap { $0 }, heading: nil)
            if page.hasIncome {
                out += "\n### Money in and out\n\n"
                out += BudgetMoneyInOut.monthsTable(months.inOut, place: page.place, wording: wording).markdown()
                out += MarkdownPage.charts([charts.inOut].compactMap { $0 }, heading: nil)
            }
            let earlier = months.earlierMonthsByYear
            if !earlier.isEmpty {
                out += "\nEarlier months:\n\n"
                for group in earlier {
                    let links = group.months.map { "[\(page.wording.locale.monthName($0.month, .short))](\(page.place.monthHref($0, "md")))" }
                    out += "- \(group.year): " + links.joined(separator: " · ") + "\n"
                }
            }
        }
        return out
    }

    /// Budget, spent, and what is left or (in bold) how far over.
    private static func figures(budget: Money, spent: Money, wording: BudgetWording, budgetLabel: String) -> String {
        let remaining = budget - spent
        return MarkdownPage.facts([
            (budgetLabel, wording.money(budget)),
            ("Spent", wording.spent(spent)),
            remaining.isNegative ? ("Over budget by", "**\(wording.money(-remaining))**") : ("Remaining", wording.money(remaining)),
        ])
    }
}
