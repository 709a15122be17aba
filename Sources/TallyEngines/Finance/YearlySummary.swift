/// Folds a monthly schedule into one row per calendar year it touches, for the reports' tables.
public enum YearlySummary {
    /// Loans: paid, interest and principal repaid in each year, and the balance at its end.
    public static func loan(_ schedule: LoanSchedule) -> [YearlySummaryRow] {
        // A year's rows are summed in a loop of their own, which asks only where the year ends:
        // the general accumulator below checks whether a year is open on every row.
        let rows = schedule.rows
        var summary: [YearlySummaryRow] = []
        summary.reserveCapacity(rows.count / 12 + 2)
        var start = rows.startIndex
        while start < rows.endIndex {
            let year = rows[start].month.year
            var paid = Money.zero, interest = Money.zero, principal = Money.zero
            var end = start
            repeat {
                let row = rows[end]
                paid += row.payment
                interest += row.interest
                principal += row.principal
                end += 1
            } while end < rows.endIndex && rows[end].month.year == year
            summary.append(YearlySummaryRow(year: year, paid: paid, interest: interest, principal: principal, closingBalance: rows[end - 1].balance))
            start = end
        }
        return summary
    }

    /// Savings: contributions and interest in each year, their sum as the growth, and the balance.
    public static func savings(_ schedule: SavingsSchedule) -> [YearlySummaryRow] {
        var summary = Accumulator(capacity: schedule.rows.count)
        for row in schedule.rows {
            summary.add(
                year: row.month.year, paid: row.contribution, interest: row.interest,
                principal: row.contribution + row.interest, balance: row.balance)
        }
        return summary.finish()
    }

    /// Sums consecutive rows of the same year; schedules run forward in time, so each year's rows
    /// are contiguous.
    private struct Accumulator {
        var rows: [YearlySummaryRow] = []
        var year = 0
        var paid = Money.zero
        var interest = Money.zero
        var principal = Money.zero
        var balance = Money.zero
        var open = false

        init(capacity: Int) {
            rows.reserveCapacity(capacity / 12 + 2)
        }

        mutating func add(year: Int, paid: Money, interest: Money, principal: Money, balance: Money) {
            if open && year != self.year { close() }
            if !open {
                self.year = year
                open = true
            }
            self.paid += paid
            self.interest += interest
            self.principal += principal
            self.balance = balance
        }

        mutating func close() {
            rows.append(YearlySummaryRow(year: year, paid: paid, interest: interest, principal: principal, closingBalance: balance))
            paid = .zero
            interest = .zero
            principal = .zero
            open = false
        }

        mutating func finish() -> [YearlySummaryRow] {
            if open { close() }
            return rows
        }
    }
}
