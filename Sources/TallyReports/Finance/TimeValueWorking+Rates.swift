import TallyEngines
import TallyScenarios

/// The working of a loan whose rate changes (`then:`), following `RatedLoanSchedule.build`'s
/// rule exactly: the first payment by the loan formula over the whole term at the first rate;
/// at each change the payment worked out again by the same formula and rounding, from the
/// balance then owed (the schedule's row before the change), over the payments left, at the new
/// rate, so the loan still ends on its term; an interest-only period pays each month's interest.
/// The periods worked are the loan as solved (the answer's); overpayments, which change the
/// balance at each change, are worked in a table after them.
extension WorkingBuilder {
    mutating func ratedLoanPayment() {
        let planned = outcome.plainRatePeriods.isEmpty ? outcome.ratePeriods : outcome.plainRatePeriods
        let rows = (outcome.plainLoanSchedule ?? outcome.loanSchedule)?.rows ?? []
        guard let first = planned.first else { return }
        let total = solution.scheduledPayments
        if first.interestOnly {
            blocks.append(.text("The first period is interest only: each payment is that month's interest on what is owed, which does not fall."))
            blocks.append(.steps(interestOnlySteps(owed: solution.principal, rate: first.rate, payment: first.payment, what: "amount borrowed")))
            blocks.append(.text("The payment after it repays the balance then owed over the payments left, by the loan formula:"))
            blocks.append(.formula(.equation(Self.PMT, Self.loanPaymentGeneral)))
        } else {
            loanPaymentSteps("The first period's payment comes from the loan formula, at the first rate and over the whole term, \(total) payments:")
        }
        blocks.append(.text("At each change the payment is worked out again by the same formula and the same rounding, from the balance then owed, at the rate from then on, over the payments left, so the loan still ends on its term (what lenders do at a reversion or a reset). The balance owed is the schedule's, after each month's interest rounded half-up to the \(unit)."))
        var resets: [Table.Row] = []
        for (previous, period) in zip(planned, planned.dropFirst()) {
            guard period.first >= 2, period.first - 2 < rows.count else { continue }
            let owed = rows[period.first - 2].balance
            if period.rate == previous.rate && period.interestOnly == previous.interestOnly {
                resets.append(reworkedRow(period, owed: owed, total: total))
                continue
            }
            let what = previous.rate == period.rate ? (period.interestOnly ? ", interest only" : ", repaying again") : (period.interestOnly ? ", interest only" : "")
            blocks.append(.text("From payment \(period.first) (\(locale.text(period.firstMonth, .long))), at \(locale.rate(period.rate))\(what):"))
            if period.interestOnly {
                blocks.append(.steps(interestOnlySteps(owed: owed, rate: period.rate, payment: period.payment, what: "balance owed after payment \(period.first - 1) (\(scheduleRow(period.first - 1)))")))
            } else {
                blocks.append(.steps(reworkedSteps(period, owed: owed, total: total)))
            }
        }
        if !resets.isEmpty {
            blocks.append(.text("An adjustable rate's payment is worked out again at every reset, even when the rate stays where it was; the same formula, with the balance owed then, gives each one, and rounding to the \(unit) can move it by one:"))
            blocks.append(.table(reworkedTable(resets, caption: "Each reset that leaves the rate where it was: the balance owed after the payment before it, the payments left, the formula's payment and the payment rounded half-up to the \(unit).")))
        }
        if let last = rows.last, let lastPeriod = planned.last, last.payment != lastPeriod.payment, rows.count == total {
            let without = outcome.scenario.hasOverpayments ? "Without the overpayments the last payment would be" : "The last payment is"
            blocks.append(.text("\(without) what is then owed, \(money(last.payment)), so the balance ends at exactly zero."))
        }
        followedWithOverpayments(planned)
        let runs = RatePeriodFacts.runs(planned)
        let rest = runs.map { run in
            let amount = run.lowest == run.highest ? money(run.payment) : "\(money(run.lowest)) to \(money(run.highest))"
            return "\(amount) for payments \(run.first)–\(run.last)\(run.interestOnly ? " (interest only)" : "")"
        }
        conclude("So the monthly payment is ", money(first.payment), " for payments \(runs[0].first)–\(runs[0].last)" + (runs[0].interestOnly ? " (interest only)" : "")
                 + rest.dropFirst().map { ", then " + $0 }.joined() + ".")
    }

    /// Where the balance is read: the page's schedule is the one with the overpayments, the
    /// loan as solved has none.
    func scheduleRow(_ number: Int) -> String {
        "row \(number) of the schedule" + (outcome.scenario.hasOverpayments ? " without the overpayments" : "")
    }

    /// A period that repays again: the balance owed, the payments left, the new rate, and the
    /// payment from the loan formula, rounded as the first one is.
    mutating func reworkedSteps(_ period: RatedLoanSchedule.Period, owed: Money, total: Int) -> [TimeValueWorking.Step] {
        let left = total - period.first + 1
        let rate = period.rate.isZero ? 0 : period.rate.monthlyFraction
        let leftMath = WorkingMath.number(String(left))
        var steps: [TimeValueWorking.Step] = [
            .init("The balance owed after payment \(period.first - 1), \(scheduleRow(period.first - 1)):", .equation(Self.P, amount(owed))),
            .init("The payments left:", .equation(Self.nName, .row(.number(String(total)), .op("−"), .number(String(period.first - 1))), leftMath)),
        ]
        let value: Double
        if rate == 0 {
            value = major(owed) / Double(left)
            steps.append(.init("At 0% there is no interest, and the payment is the balance shared evenly:", .equation(Self.PMT, .fraction(Self.P, Self.nName), .fraction(amount(owed), leftMath), .number(unrounded(value)))))
        } else {
            let growth = Compounding.growth(rate, Double(left))
            value = major(owed) / Compounding.presentAnnuity(rate, Double(left))
            steps += [
                .init("The new monthly rate:", .equation(Self.iName, Self.monthly, .fraction(Self.fraction(of: period.rate), Self.twelve), number(rate))),
                .init("The growth over the payments left:", .equation(Self.g, .power(.onePlus(Self.iName), Self.nName), .power(number(1 + rate), leftMath), number(growth))),
                .init("The payment:", .equation(Self.PMT, .fraction(.row(Self.P, .op("×"), Self.iName, .op("×"), Self.g), .row(Self.g, .op("−"), Self.one)),
                                                .fraction(.row(amount(owed), .op("×"), number(rate), .op("×"), number(growth)), .row(number(growth), .op("−"), Self.one)),
                                                .number(unrounded(value)))),
            ]
        }
        steps.append(roundingStep(value, to: period.payment))
        return steps
    }

    /// An interest-only period's payment: the month's interest on what is owed, rounded half-up
    /// as every month's interest is.
    func interestOnlySteps(owed: Money, rate: AnnualRate, payment: Money, what: String) -> [TimeValueWorking.Step] {
        let monthly = rate.isZero ? 0 : rate.monthlyFraction
        let value = major(owed) * monthly
        return [
            .init("The monthly rate:", .equation(Self.iName, Self.monthly, .fraction(Self.fraction(of: rate), Self.twelve), number(monthly))),
            .init("The month's interest on the \(what):", .equation(Self.PMT, .row(Self.P, .op("×"), Self.iName), .row(amount(owed), .op("×"), number(monthly)), .number(unrounded(value)))),
            .init("Rounded half-up to the \(unit), as each month's interest is: \(unrounded(value)) becomes \(money(payment))."),
        ]
    }

    /// One payment worked out again, as a row: from which payment, the rate, the balance owed
    /// before it, the payments left, the formula's payment and the payment rounded.
    func reworkedRow(_ period: RatedLoanSchedule.Period, owed: Money, total: Int, why: String? = nil) -> Table.Row {
        let left = total - period.first + 1
        let rate = period.rate.isZero ? 0 : period.rate.monthlyFraction
        let value = period.interestOnly ? major(owed) * rate
            : rate == 0 ? major(owed) / Double(left) : major(owed) / Compounding.presentAnnuity(rate, Double(left))
        var cells = [String(period.first)]
        if let why { cells.append(why) }
        cells += [locale.rate(period.rate), money(owed), period.interestOnly ? "interest only" : String(left), unrounded(value), money(period.payment)]
        return Table.Row(cells)
    }

    func reworkedTable(_ rows: [Table.Row], caption: String, why: Bool = false) -> Table {
        var columns: [Table.Column] = [.init("From payment", .left)]
        if why { columns.append(.init("Why", .left)) }
        columns += [.init("Rate", .left), .init("Balance owed"), .init("Payments left"), .init("The formula gives"), .init("Payment")]
        return Table(columns: columns, rows: rows, caption: caption, currency: currency, locale: locale)
    }

    /// With overpayments the schedule followed owes less at each change than the loan as
    /// solved, so the Rate periods table's payments from the first change differ: each is
    /// worked the same way from that schedule's balance (and a `lower-payment` overpayment
    /// works the payment out again at the same rate).
    mutating func followedWithOverpayments(_ planned: [RatedLoanSchedule.Period]) {
        guard outcome.scenario.hasOverpayments, !outcome.plainRatePeriods.isEmpty, let rows = outcome.loanSchedule?.rows else { return }
        let followed = outcome.ratePeriods
        let total = solution.scheduledPayments
        var table: [Table.Row] = []
        for (previous, period) in zip(followed, followed.dropFirst()) {
            guard period.first >= 2, period.first - 2 < rows.count else { continue }
            let why: String
            if outcome.recasts.contains(where: { $0.from == period.first }) {
                why = "overpayment"
            } else if period.rate != previous.rate {
                why = "new rate"
            } else if period.interestOnly != previous.interestOnly {
                why = period.interestOnly ? "interest only" : "repaying"
            } else {
                why = "a reset"
            }
            table.append(reworkedRow(period, owed: rows[period.first - 2].balance, total: total, why: why))
        }
        guard !table.isEmpty else { return }
        blocks.append(.text("Those are the payments of the loan as solved. With the overpayments the schedule owes less at each change, so the payments in the Rate periods table are worked out the same way from that schedule's balance:"))
        if outcome.scenario.extraMonthly > .zero {
            blocks.append(.text("The extra \(money(outcome.scenario.extraMonthly)) a month is paid on top of each payment, not in it: the payment is still worked out over the payments left of the term, and the extra repays the loan sooner."))
        }
        blocks.append(.table(reworkedTable(table, caption: "Each payment worked out again on the schedule with the overpayments: the balance owed after the payment before it, the payments left, the formula's payment and the payment rounded half-up to the \(unit).", why: true)))
    }
}
