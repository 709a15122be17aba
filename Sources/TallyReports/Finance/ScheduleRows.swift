import TallyEngines

/// A loan's month-by-month schedule as table rows, written from the engine's rows.
struct LoanScheduleRows: Table.RowSource {
    let rows: [LoanScheduleRow]
    /// The amount borrowed: the first month's opening balance.
    let principal: Money
    let showExtra: Bool
    let costs: HousingCostSchedule?
    let showPMI: Bool
    let showEscrow: Bool
    let showHOA: Bool
    /// Only one-off overpayments are marked: an extra paid every month would tint every row,
    /// which marks nothing and costs ink in print.
    let oneOffMonths: Set<YearMonth>
    /// A loan whose rate changes: the rate, by payment number, on the first row and each row
    /// where it changes (the rest of the column is left empty, so the changes stand out).
    let rateMarks: [Int: String]?
    /// Payments whose overpayment went beyond the lender's allowance (`OverpaymentRuleFacts`).
    let beyondAllowance: Set<Int>

    var count: Int { rows.count }

    func write(row index: Int, to cells: inout Table.RowWriter) {
        let row = rows[index]
        // The opening balance is what the month's interest is charged on (see the caption).
        let opening = index == 0 ? principal : rows[index - 1].balance
        let overpaid = row.extra > .zero && !oneOffMonths.isEmpty && oneOffMonths.contains(row.month)
        let startsYear = index == 0 || rows[index - 1].month.year != row.month.year
        let rate = rateMarks?[row.period]
        let changes = rate != nil && index > 0
        let rowClass = Self.rowClass(overpaid: overpaid, beyondAllowance: !beyondAllowance.isEmpty && beyondAllowance.contains(row.period), rateChange: changes)
        cells.attributes(idPrefix: TimeValueTables.yearAnchorPrefix, idNumber: startsYear ? row.month.year : nil, class: rowClass)
        cells.integer(row.period)
        cells.month(row.month)
        if let rateMarks {
            if let rate = rateMarks[row.period] { cells.text(rate) } else { cells.empty() }
        }
        cells.money(opening)
        cells.money(row.payment)
        cells.money(row.interest)
        cells.money(row.principal)
        if showExtra {
            if row.extra > .zero { cells.money(row.extra) } else { cells.empty() }
        }
        cells.money(row.balance)
        if let costs {
            let pmi = costs.pmi(forPeriod: row.period)
            if showPMI {
                if pmi > .zero { cells.money(pmi) } else { cells.empty() }
            }
            if showEscrow { cells.money(costs.escrow(forPeriod: row.period)) }
            if showHOA { cells.money(costs.monthlyHOA) }
            cells.money(row.payment + costs.costs(forPeriod: row.period))
        }
    }
}

extension LoanScheduleRows {
    /// The row's CSS classes (see style.css): a one-off overpayment, one beyond the lender's
    /// allowance, the first payment at a new rate.
    static func rowClass(overpaid: Bool, beyondAllowance: Bool, rateChange: Bool) -> StaticString? {
        switch (overpaid, beyondAllowance, rateChange) {
        case (false, false, false): nil
        case (true, false, false): "overpaid"
        case (false, true, false): "beyond-allowance"
        case (true, true, false): "overpaid beyond-allowance"
        case (false, false, true): "rate-change"
        case (true, false, true): "overpaid rate-change"
        case (false, true, true): "beyond-allowance rate-change"
        case (true, true, true): "overpaid beyond-allowance rate-change"
        }
    }
}

/// A savings or lump-sum schedule as table rows (after the table's own opening row).
struct SavingsScheduleRows: Table.RowSource {
    let rows: [SavingsScheduleRow]
    /// A lump sum has nothing paid in after the start, so no column of zeros.
    let showsContributions: Bool

    var count: Int { rows.count }

    func write(row index: Int, to cells: inout Table.RowWriter) {
        let row = rows[index]
        // Each year's first month is a target for the yearly summary's links.
        let startsYear = index == 0 || rows[index - 1].month.year != row.month.year
        cells.attributes(idPrefix: TimeValueTables.yearAnchorPrefix, idNumber: startsYear ? row.month.year : nil, class: nil)
        cells.integer(row.period)
        cells.month(row.month)
        if showsContributions { cells.money(row.contribution) }
        cells.money(row.interest)
        cells.money(row.balance)
    }
}

/// The yearly summary as table rows: a loan's, a lump sum's or a savings plan's columns.
struct YearlyRows: Table.RowSource {
    enum Layout {
        /// With the year's overpayments in a column of their own when there were any.
        case loan(extraByYear: [Int: Money]?)
        case lumpSum
        case savings
    }

    let rows: [YearlySummaryRow]
    let layout: Layout

    var count: Int { rows.count }

    func write(row index: Int, to cells: inout Table.RowWriter) {
        let row = rows[index]
        cells.integer(row.year)
        switch layout {
        case .loan(let extraByYear):
            cells.money(row.paid)
            if let extraByYear {
                if let extra = extraByYear[row.year] { cells.money(extra) } else { cells.empty() }
            }
            cells.money(row.interest)
            cells.money(row.principal)
            cells.money(row.closingBalance)
        case .lumpSum:
            cells.money(row.interest)
            cells.money(row.closingBalance)
        case .savings:
            cells.money(row.paid)
            cells.money(row.interest)
            cells.money(row.principal)
            cells.money(row.closingBalance)
        }
    }
}
