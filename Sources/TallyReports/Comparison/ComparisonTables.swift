import TallyEngines
import TallyScenarios

/// The tables of a comparison page, the same in HTML and Markdown: the options' terms, one table
/// at each horizon, and how the answer moves with each assumption.
enum ComparisonTables {
    /// One row per option: what it asks for up front and a month, and what its loan costs.
    static func options(_ outcome: ComparisonOutcome) -> Table {
        let measure = outcome.facts.lazy.compactMap(\.credit).first?.measure ?? (CreditCostFacts.measure(for: outcome.currency))
        var columns = [Table.Column("Option", .left), Table.Column("Cash at closing"), Table.Column("First monthly payment"),
                       Table.Column("Highest monthly payment"), Table.Column(measure == .apr ? "APR" : "APRC")]
        let showsTIP = measure == .apr
        if showsTIP { columns.append(Table.Column("TIP")) }
        columns.append(Table.Column("Interest over the term"))
        let comparison = outcome.comparison
        var rows: [Table.Row] = []
        for (index, facts) in outcome.facts.enumerated() {
            let option = comparison.options[index]
            // The last payment, which settles what is left, is not one the loan asks for each month.
            let asked = option.due.dropFirst().prefix(max(option.lastPayment - 1, 1))
            var cells: [Table.Cell] = [
                .text(facts.name), .money(option.outlay[0]), .money(option.due[1]), .money(asked.max() ?? .zero),
                .text(facts.credit?.rate.map { outcome.locale.percent($0) } ?? "—"),
            ]
            if showsTIP { cells.append(.text(facts.credit?.totalInterestPercentage.map { outcome.locale.percent($0) } ?? "—")) }
            cells.append(facts.totalInterest.map { .money($0) } ?? .text("—"))
            rows.append(Table.Row(cells: cells))
        }
        return Table(columns: columns, rows: rows, caption: "Each option's terms, in \(outcome.currency.code)", currency: outcome.currency, locale: outcome.locale)
    }

    /// One row per option after `months`: by net cost, what has been paid, paid off, left owing
    /// and is gone; by net worth, what was invested, what is owned less owed, and the total.
    /// The best row is marked in words as well as shaded, so it reads on paper.
    static func horizon(_ outcome: ComparisonOutcome, months: Int) -> Table {
        let comparison = outcome.comparison
        let best = comparison.best(at: months)
        var columns = [Table.Column("Option", .left)]
        if comparison.byNetWorth {
            columns += [Table.Column("Invested differences"), Table.Column("Owned less owed"), Table.Column("Net worth"), Table.Column("Behind the best")]
        } else {
            columns += [Table.Column("Total paid"), Table.Column("Principal paid off"), Table.Column("Balance left"), Table.Column("Net cost"), Table.Column("More than the cheapest")]
        }
        var rows: [Table.Row] = []
        for (index, facts) in outcome.facts.enumerated() {
            let option = comparison.options[index]
            let isBest = index == best.option
            let name = isBest ? "\(facts.name) (\(comparison.byNetWorth ? "best" : "cheapest"))" : facts.name
            var cells: [Table.Cell] = [.text(name)]
            if comparison.byNetWorth {
                cells += [.money(comparison.invested[index][months]), .money(option.worth[months]), .money(comparison.netWorth(index, months))]
            } else {
                cells += [.money(option.paid[months]), .money(option.principalPaid[months]), .money(option.balance[months]), .money(option.netCost(months))]
            }
            cells.append(isBest ? .text("—") : .money(best.ahead[index]))
            rows.append(Table.Row(cells: cells, htmlClass: isBest ? "best" : nil))
        }
        return Table(columns: columns, rows: rows, caption: "After \(ComparisonOutcome.span(months)), in \(outcome.currency.code)",
                     currency: outcome.currency, locale: outcome.locale)
    }
}
