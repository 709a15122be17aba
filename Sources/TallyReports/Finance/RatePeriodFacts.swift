import TallyEngines
import TallyScenarios

/// What a loan whose rate changes shows of it: each period's rate and payment, the first change
/// of payment (the "payment shock"), and for an adjustable rate within caps the most the note
/// allows. Shared by the HTML and Markdown pages, the index card and the summary.
struct RatePeriodFacts {
    /// A run of payments at one rate. An adjustable rate's payment is worked out again at every
    /// reset, as the note says, even when the rate stays where it was, and rounding to the cent
    /// can then move it by a cent: such resets are one run, not one line a year.
    struct Run {
        let first: Int
        let last: Int
        let firstMonth: YearMonth
        let lastMonth: YearMonth
        let rate: AnnualRate
        /// The payment at the run's first payment and at its last, and the lowest and highest
        /// within it (they differ after a reset or a recast at the same rate).
        let payment: Money
        let lastPayment: Money
        let lowest: Money
        let highest: Money
        let interestOnly: Bool
    }

    /// The schedule followed (with its overpayments), and the loan as solved without them.
    let runs: [Run]
    let planned: [Run]
    /// Payment numbers where the rate differs from the month before: the schedule's marks.
    let changes: Set<Int>
    let table: Table
    /// "When the rate changes in March 2029 the payment goes from £1,255.31 to £1,642.33, …"
    let shock: String?
    /// "If every reset moved as far up as the caps allow, …"; nil without caps.
    let worstCase: String?
    private let locale: TallyLocale
    private let currency: Currency

    /// nil for a loan with one rate throughout.
    init?(_ outcome: TimeValueOutcome) {
        guard outcome.scenario.ratePlan != nil, !outcome.ratePeriods.isEmpty else { return nil }
        locale = outcome.locale
        currency = outcome.currency
        let runs = Self.runs(outcome.ratePeriods)
        // The answer and the card state the loan as solved, before any overpayment changes it.
        planned = outcome.plainRatePeriods.isEmpty ? runs : Self.runs(outcome.plainRatePeriods)
        var changes: Set<Int> = []
        for (previous, run) in zip(runs, runs.dropFirst()) where previous.rate != run.rate || previous.interestOnly != run.interestOnly {
            changes.insert(run.first)
        }
        self.runs = runs
        self.changes = changes

        let unit = TimeValueTables.currencyHeading(currency)
        var table = Table(columns: [.init("Payments", .left), .init("From", .left), .init("To", .left), .init("Rate", .left), .init("Monthly payment \(unit)")],
                          currency: currency, locale: locale)
        for run in runs {
            let rate = locale.rate(run.rate) + (run.interestOnly ? " (interest only)" : "")
            let payment: Table.Cell = run.lowest == run.highest ? .money(run.payment)
                : .text("\(locale.plainMoney(run.lowest, currency))–\(locale.plainMoney(run.highest, currency))")
            table.rows.append(Table.Row(cells: [.text("\(run.first)–\(run.last)"), .month(run.firstMonth), .month(run.lastMonth), .text(rate), payment]))
        }
        var caption = "Each period's rate and its regular payment, worked out at its first payment to repay the balance then owed over the payments left. The loan's last payment settles what is left, so it may differ slightly."
        let indexed = outcome.scenario.ratePlan?.periods.contains { if case .indexed = $0.rule { true } else { false } } ?? false
        if indexed, runs.contains(where: { $0.lowest != $0.highest }) {
            caption += " The payment is worked out again at every reset, as an adjustable-rate note says, even when the rate stays the same; rounding to the \(currency.minorUnitName) can then move it by one."
        }
        if !outcome.recasts.isEmpty {
            caption += " An overpayment that lowers the payment starts a lower one within its period (see what overpaying saves)."
        }
        table.caption = caption
        self.table = table

        let money = { [locale, currency] (amount: Money) in locale.money(amount, currency) }
        if let index = runs.indices.dropFirst().first(where: { runs[$0].payment != runs[$0 - 1].lastPayment }) {
            let before = runs[index - 1].lastPayment, after = runs[index].payment
            let change = after > before ? after - before : before - after
            let share = before > .zero ? locale.percent(Double(change.minorUnits) / Double(before.minorUnits) * 100, places: 1) : nil
            let event = runs[index].rate == runs[index - 1].rate
                ? (runs[index - 1].interestOnly ? "When the interest-only period ends" : "When the interest-only period starts")
                : "When the rate changes to \(locale.rate(runs[index].rate))"
            var sentence = "\(event) in \(locale.text(runs[index].firstMonth, .long)), the payment goes from \(money(before)) to \(money(after)): \(money(change))"
            sentence += share.map { " (\($0))" } ?? ""
            sentence += after > before ? " more a month." : " less a month."
            // A later period that costs more still (a second change, or a higher reset).
            if let top = runs.max(by: { $0.highest < $1.highest }), top.highest > runs[index].highest, top.highest > before {
                sentence += " The payment reaches \(money(top.highest)) in the period from payment \(top.first) (\(locale.text(top.firstMonth, .long)))."
            }
            shock = sentence
        } else {
            shock = nil
        }

        if let worst = outcome.worstCase, let highest = worst.highestPayment,
           let top = worst.periods.max(by: { $0.rate < $1.rate || ($0.rate == $1.rate && $0.first > $1.first) }) {
            worstCase = "The most the note allows: if every reset moved as far up as the caps let it, the rate would reach \(locale.rate(top.rate)) from payment \(top.first) (\(locale.text(top.firstMonth, .long))) and the payment at most \(money(highest.payment)), with \(money(worst.schedule.totalInterest)) of interest over the term."
        } else {
            worstCase = nil
        }
    }

    /// Periods merged into runs at one rate (see `Run`).
    static func runs(_ periods: [RatedLoanSchedule.Period]) -> [Run] {
        var runs: [Run] = []
        for period in periods {
            if let run = runs.last, run.rate == period.rate, run.interestOnly == period.interestOnly {
                runs[runs.count - 1] = Run(first: run.first, last: period.last, firstMonth: run.firstMonth, lastMonth: period.lastMonth,
                                           rate: run.rate, payment: run.payment, lastPayment: period.payment, lowest: min(run.lowest, period.payment),
                                           highest: max(run.highest, period.payment), interestOnly: run.interestOnly)
            } else {
                runs.append(Run(first: period.first, last: period.last, firstMonth: period.firstMonth, lastMonth: period.lastMonth,
                                rate: period.rate, payment: period.payment, lastPayment: period.payment, lowest: period.payment,
                                highest: period.payment, interestOnly: period.interestOnly))
            }
        }
        return runs
    }

    /// "for the first 2 years, then £1,642.33 at 7.49%": the answer's words after its payment.
    var answerTail: String {
        guard planned.count > 1 else { return "" }
        let next = planned[1]
        var text = " for the first \(Term.yearsAndMonths(Double(planned[0].last - planned[0].first + 1)))\(planned[0].interestOnly ? ", interest only" : ""), then \(locale.money(next.payment, currency)) at \(locale.rate(next.rate))"
        if next.interestOnly { text += " (interest only)" }
        if planned.count > 2 { text += ", changing \(planned.count - 2 == 1 ? "once more" : "\(planned.count - 2) more times") (see the rate periods)" }
        return text
    }

    /// "4.29% for 2 years, then 7.49%": the rate as the map's card and list give it.
    var rateTail: String? {
        guard planned.count > 1 else { return nil }
        return "\(locale.rate(planned[0].rate)) for \(Term.yearsAndMonths(Double(planned[0].last - planned[0].first + 1))), then \(locale.rate(planned[1].rate))"
    }

    /// "for 2 years, then £1,642.33": the index card's line under the first payment.
    var cardTail: String {
        guard planned.count > 1 else { return "" }
        return " for \(Term.yearsAndMonths(Double(planned[0].last - planned[0].first + 1))), then \(locale.money(planned[1].payment, currency))"
    }

    /// The plan as the problem states it, one fact a line: each later period, the caps, the floor.
    static func inputs(_ plan: RatePlan, start: YearMonth, locale: TallyLocale) -> [Fact] {
        var facts: [Fact] = []
        func points(_ micro: RatePlan.Micro) -> String { locale.rate(RatePlan.rate(micro)) }
        if plan.startInterestOnly { facts.append(Fact("First period", "interest only")) }
        for period in plan.periods {
            let label = "From payment \(period.after + 1) (\(locale.text(start.adding(months: period.after), .short)))"
            var value: String
            switch period.rule {
            case .fixed(let rate):
                value = "\(locale.rate(rate)) fixed"
            case .indexed(let index, let margin, let every):
                let indexText = index.count == 1 ? points(index[0]) : index.map { points($0) }.joined(separator: ", ") + " (the last repeating)"
                value = "index \(indexText) + margin \(points(margin)), to the nearest ⅛ point, reset every \(every) payments"
            }
            if period.interestOnly { value += ", interest only" }
            facts.append(Fact(label, value))
        }
        if let caps = plan.caps {
            // Caps are percentage points, not percentages of the rate.
            func step(_ micro: RatePlan.Micro) -> String { String(points(micro).dropLast()) + (micro == 1_000_000 ? " point" : " points") }
            facts.append(Fact("Rate caps", "\(step(caps.first)) at the first reset, \(step(caps.later)) at each later one, \(step(caps.life)) above the first rate over the loan"))
        }
        if plan.hasCappedResets || plan.floor != nil {
            let margin = plan.periods.lazy.compactMap { if case .indexed(_, let margin, _) = $0.rule { margin } else { nil } }.first
            if let floor = plan.floor ?? margin { facts.append(Fact("Rate floor", points(floor) + (plan.floor == nil ? " (the margin)" : ""))) }
        }
        return facts
    }
}
