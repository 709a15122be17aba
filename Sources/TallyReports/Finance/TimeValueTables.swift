import TallyEngines

/// The yearly summary and month-by-month schedule as tables, for both HTML and Markdown.
enum TimeValueTables {
    static func yearly(_ outcome: TimeValueOutcome) -> Table {
        let currency = outcome.currency
        let unit = currencyHeading(currency)
        let locale = outcome.locale
        let format = { (amount: Money) in locale.plainMoney(amount, currency) }
        let paid = outcome.yearly.map(\.paid).sum()
        let interest = outcome.yearly.map(\.interest).sum()
        let principal = outcome.yearly.map(\.principal).sum()
        if let schedule = outcome.loanSchedule {
            // Overpayments per calendar year, so the yearly table shows where the extra went.
            let showExtra = outcome.scenario.hasOverpayments
            var extraByYear: [Int: Money] = [:]
            if showExtra {
                for row in schedule.rows where row.extra > .zero { extraByYear[row.month.year] = (extraByYear[row.month.year] ?? .zero) + row.extra }
            }
            var columns: [Table.Column] = [.init("Year", .left), .init("Paid \(unit)")]
            if showExtra { columns.append(.init("Of which overpaid \(unit)")) }
            columns += [.init("Interest \(unit)"), .init("Principal \(unit)"), .init("Balance \(unit)")]
            var table = Table(columns: columns, currency: currency, locale: locale)
            table.streamedRows = YearlyRows(rows: outcome.yearly, layout: .loan(extraByYear: showExtra ? extraByYear : nil))
            var footer = ["Total", format(paid)]
            if showExtra { footer.append(format(schedule.rows.map(\.extra).sum())) }
            table.footer = footer + [format(interest), format(principal), ""]
            table.caption = showExtra
                ? "Per calendar year: what was paid (and how much of it was overpaid), how much of it was interest and principal, and the balance left at the year's end."
                : "Per calendar year: what was paid, how much of it was interest and principal, and the balance left at the year's end."
            return table
        }
        if outcome.scenario.calculator == .lumpSum {
            // A lump sum adds nothing after the start, so its growth is its interest: one column.
            var table = Table(columns: [.init("Year", .left), .init("Interest \(unit)"), .init("Balance \(unit)")], currency: currency, locale: locale)
            table.streamedRows = YearlyRows(rows: outcome.yearly, layout: .lumpSum)
            table.footer = ["Total", format(interest), ""]
            table.caption = "Per calendar year: interest earned and the balance at the year's end."
            return table
        }
        var table = Table(columns: [.init("Year", .left), .init("Contributions \(unit)"), .init("Interest \(unit)"), .init("Growth \(unit)"), .init("Balance \(unit)")], currency: currency, locale: locale)
        table.streamedRows = YearlyRows(rows: outcome.yearly, layout: .savings)
        table.footer = ["Total", format(paid), format(interest), format(principal), ""]
        table.caption = "Per calendar year: contributions, interest earned, the growth they add up to, and the balance at the year's end."
        return table
    }

    /// The id of a year's first row in the month-by-month table.
    static func yearAnchor(_ year: Int) -> String { "\(yearAnchorPrefix)\(year)" }
    /// What a year's anchor starts with, before the year's digits.
    static let yearAnchorPrefix: StaticString = "months-"

    /// The month-by-month schedule; `summary` is the same outcome's, whose rate periods and
    /// overpayment marks the rows show.
    static func monthly(_ outcome: TimeValueOutcome, summary: TimeValueSummary) -> Table {
        let currency = outcome.currency
        let unit = currencyHeading(currency)
        let locale = outcome.locale
        let format = { (amount: Money) in locale.plainMoney(amount, currency) }
        if let schedule = outcome.loanSchedule {
            let showExtra = outcome.scenario.hasOverpayments
            let rates = summary.rates
            var rateMarks: [Int: String]?
            if let rates, let first = rates.runs.first {
                var marks = [first.first: locale.rate(first.rate)]
                for run in rates.runs where rates.changes.contains(run.first) { marks[run.first] = locale.rate(run.rate) }
                rateMarks = marks
            }
            var columns: [Table.Column] = [.init("No.", .right), .init("Month", .left)]
            if rateMarks != nil { columns.append(.init("Rate")) }
            columns += [.init("Opening balance \(unit)"), .init("Payment \(unit)"), .init("Interest \(unit)"), .init("Principal \(unit)")]
            if showExtra { columns.append(.init("Of which extra \(unit)")) }
            columns.append(.init("Balance \(unit)"))
            let costs = outcome.housingCosts.flatMap { $0.hasCosts ? $0 : nil }
            let showPMI = costs?.pmiApplies == true
            let showEscrow = costs?.hasEscrow == true
            let showHOA = (costs?.monthlyHOA ?? .zero) > .zero
            if showPMI { columns.append(.init("PMI \(unit)")) }
            if showEscrow { columns.append(.init("Tax and insurance \(unit)")) }
            if showHOA { columns.append(.init("HOA \(unit)")) }
            if costs != nil { columns.append(.init("Housing total \(unit)")) }
            var table = Table(columns: columns, currency: currency, locale: locale)
            table.streamedRows = LoanScheduleRows(
                rows: schedule.rows, principal: outcome.scenario.solution.principal, showExtra: showExtra,
                costs: costs, showPMI: showPMI, showEscrow: showEscrow, showHOA: showHOA,
                oneOffMonths: Set(outcome.scenario.overpayments.map(\.month)), rateMarks: rateMarks,
                beyondAllowance: summary.overpaymentRules.beyondAllowance)
            var footer = ["", "Total"] + (rateMarks != nil ? [""] : []) + ["", format(schedule.totalPaid), format(schedule.totalInterest), format(schedule.totalPrincipal)]
            if showExtra { footer.append(format(schedule.rows.map(\.extra).sum())) }
            footer.append("")
            if let costs {
                if showPMI { footer.append(format(costs.totalPMI)) }
                if showEscrow { footer.append(format(costs.totalPropertyTax + costs.totalInsurance)) }
                if showHOA { footer.append(format(costs.totalHOA)) }
                footer.append(format(schedule.totalPaid + costs.totalCosts))
            }
            table.footer = footer
            var caption = TimeValueSummary.scheduleRule(outcome)
            if costs != nil {
                caption += " The housing total adds what is paid beside the loan each month: the yearly tax and insurance ÷ 12 (usually collected into escrow), HOA dues, and PMI while it applies."
                if costs?.grows == true { caption += " " + HousingCostFacts.growthRule }
            }
            table.caption = caption
            return table
        }
        let schedule = outcome.savingsSchedule ?? SavingsSchedule(deposit: .zero, rows: [])
        let opening = outcome.scenario.start.adding(months: -1)
        if outcome.scenario.calculator == .lumpSum {
            // Nothing is paid in after the start, so no Contribution column of zeros.
            var table = Table(columns: [.init("No.", .right), .init("Month", .left), .init("Interest \(unit)"), .init("Balance \(unit)")], currency: currency, locale: locale)
            table.rows.append(Table.Row(cells: ["", .text("Invested (\(locale.text(opening, .short)))"), "", .money(schedule.deposit)]))
            table.streamedRows = SavingsScheduleRows(rows: schedule.rows, showsContributions: false)
            table.footer = ["", "Total", format(schedule.totalInterest), format(schedule.closingBalance)]
            table.caption = TimeValueSummary.scheduleRule(outcome)
            return table
        }
        var table = Table(columns: [.init("No.", .right), .init("Month", .left), .init("Contribution \(unit)"), .init("Interest \(unit)"), .init("Balance \(unit)")], currency: currency, locale: locale)
        table.rows.append(Table.Row(cells: ["", .text("Start (\(locale.text(opening, .short)))"), .money(schedule.deposit), "", .money(schedule.deposit)]))
        table.streamedRows = SavingsScheduleRows(rows: schedule.rows, showsContributions: true)
        table.footer = ["", "Total", format(schedule.deposit + schedule.totalContributions), format(schedule.totalInterest), format(schedule.closingBalance)]
        table.caption = TimeValueSummary.scheduleRule(outcome)
        return table
    }

    /// `(£)`, `($)`, `(CHF)`: the unit under which table cells are written without a symbol.
    static func currencyHeading(_ currency: Currency) -> String {
        let symbol = currency.symbol.trimmingCharacters(in: "\u{00A0} ")
        return "(\(symbol))"
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
