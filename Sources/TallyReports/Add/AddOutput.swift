import TallyEngines
import TallyScenarios

/// What `tally add` prints once the file is saved: what was added, and what it changes, in the
/// figures the reports use.
public enum AddOutput {
    /// The expense, then its category's spending in the month it falls in.
    public static func text(_ added: AddedExpense) -> String {
        let currency = added.after.header.currency
        let locale = added.after.header.locale
        let expense = added.expense
        let category = added.after.budget.categories[added.categoryIndex]
        var when = locale.text(expense.date, .short) + (expense.time.map { " \($0)" } ?? "")
        if expense.occurrence != .oneOff {
            when = "\(expense.occurrence.rawValue) from \(when)" + (expense.until.map { " until \(locale.text($0, .short))" } ?? "")
        } else {
            when = "on " + when
        }
        let notes = expense.notes.map { " (\($0))" } ?? ""
        let what = expense.isRefund ? "a refund of \(locale.money(-expense.amount, currency))" : locale.money(expense.amount, currency)
        var out = "Added \(what) to \(category.name) \(when)\(notes), line \(added.file.line) of \(added.file.path).\n"
        out += warnings(added.file)
        // The month the build counts it in first, which for a series begun before `since` is
        // not the month of its date; an expense no tracked month counts gets no figures.
        guard let month = added.after.budget.firstTrackedMonth(of: expense) else {
            let budget = added.after.budget
            out += "No page counts it: it falls in none of the months \(added.after.header.title) tracks, \(locale.text(budget.since, .long)) to \(locale.text(budget.period, .long))"
            return out + (expense.remind ? "; its reminder is in the calendar file.\n" : ".\n")
        }
        let before = CategorySpending(category: added.before.budget.categories[added.categoryIndex], categoryIndex: added.categoryIndex, period: month)
        let after = CategorySpending(category: category, categoryIndex: added.categoryIndex, period: month)
        let wording = BudgetWording(currency: currency, locale: locale)
        if after.spent.isNegative {
            // Refunds beyond the spending: "−£13.99 spent" would read as a slip.
            out += "\(category.name) in \(locale.text(month, .long)): a credit of \(locale.money(-after.spent, currency)) against \(locale.money(after.budget, currency))"
            out += " (was \(wording.spent(before.spent)) spent), "
        } else {
            out += "\(category.name) in \(locale.text(month, .long)): \(locale.money(after.spent, currency)) spent of \(locale.money(after.budget, currency))"
            out += " (was \(wording.spent(before.spent))), "
        }
        out += after.isOverspent ? "\(locale.money(-after.remaining, currency)) over.\n" : "\(locale.money(after.remaining, currency)) left.\n"
        return out
    }

    /// The category, then the budget's new size.
    public static func text(_ added: AddedCategory) -> String {
        let currency = added.after.header.currency
        let locale = added.after.header.locale
        let category = added.category
        let period = added.after.budget.period
        var out = "Added the category \(category.name) with \(locale.money(category.budget(in: period), currency)) a month, line \(added.file.line) of \(added.file.path).\n"
        let totals = BudgetSpending(budget: added.after.budget).totals
        let count = added.after.budget.categories.count
        out += "\(added.after.header.title) now has \(count) categories, \(locale.money(totals.budget, currency)) a month in \(locale.text(period, .long))"
        out += " (was \(locale.money(BudgetSpending(budget: added.before.budget).totals.budget, currency))).\n"
        return out
    }

    /// The weight, then the BMI it gives, its category and the change since the weigh-in before.
    public static func text(_ added: AddedWeighIn) -> String {
        let log = added.after
        let system = log.system
        let locale = log.header.locale
        guard let index = log.entries.firstIndex(where: { $0.date == added.date }) else {
            return "Added a weigh-in on \(locale.text(added.date, .short)), line \(added.file.line) of \(added.file.path).\n"
        }
        let entry = log.entries[index]
        var out = "Added \(BMIFormatting.weight(entry.weight, in: system, locale: locale)) on \(locale.text(entry.date, .short)), line \(added.file.line) of \(added.file.path).\n"
        if let result = try? BMICalculator.calculate(weight: entry.weight, height: log.height, age: log.age, cutOffs: log.cutOffs) {
            out += "BMI \(result.shownText)"
            out += result.adultCategoriesApply ? " (\(result.category.name))" : " (\(result.ageNote ?? "adult categories do not apply"))"
        }
        if index > 0 {
            let previous = log.entries[index - 1]
            out += ", \(BMIFormatting.change(from: previous.weight, to: entry.weight, in: system, locale: locale)) since \(locale.text(previous.date, .short))"
        } else {
            out += ", the first weigh-in"
        }
        if index < log.entries.count - 1 { out += " (a later weigh-in is already in the log)" }
        return out + ".\n" + warnings(added.file)
    }

    /// `path:line:column: warning: …`, a line each: what is valid about the entry but probably
    /// not meant.
    private static func warnings(_ file: AddedScenario) -> String {
        file.warnings.map { $0.description + "\n" }.joined()
    }

    /// The overpayment, then how much sooner the loan ends and the interest it saves.
    public static func text(_ added: AddedOverpayment) -> String {
        let currency = added.after.header.currency
        let locale = added.after.header.locale
        let overpayment = added.overpayment
        var out = "Added an overpayment of \(locale.money(overpayment.amount, currency)) in \(locale.text(overpayment.month, .long)), line \(added.file.line) of \(added.file.path).\n"
        let before = schedule(added.before)
        let after = schedule(added.after)
        if let savings = LoanAmortizer.savings(plain: before, overpaid: after) {
            let facts = OverpaymentFacts(savings, currency: currency, locale: locale)
            out += facts.plainPayoff.isEmpty ? "Paid off in \(facts.newPayoff), on its term" : "Paid off in \(facts.newPayoff) instead of \(facts.plainPayoff)"
            let count = savings.paymentsSaved
            out += count > 0 ? ", \(count) payment\(count == 1 ? "" : "s") sooner" : ""
            out += "; \(facts.interestSaved) less interest.\n"
        } else if let payoff = after.payoffMonth {
            out += "It changes nothing: the loan is paid off in \(locale.text(payoff, .long)), before the overpayment would be made.\n"
        }
        if overpayment.lowersPayment, let recast = (try? added.after.ratedSchedule(overpaying: true))?.recasts.first(where: { $0.overpaid == overpayment.month }) {
            out += "The payment is worked out again after it: \(locale.money(recast.payment, currency)) a month from \(locale.text(added.after.start.adding(months: recast.from - 1), .long)).\n"
        }
        if let all = LoanAmortizer.savings(plain: schedule(added.after, overpaying: false), overpaid: after),
           added.after.overpayments.count > 1 || added.after.extraMonthly > .zero {
            out += "All overpayments together save \(locale.money(all.interestSaved, currency)) of interest.\n"
        }
        return out
    }

    /// The schedule the report shows: at the loan's rates, with its overpayments (and the
    /// payment worked out again after any that lower it). The scenario was read, and its
    /// schedules built once, before it was written, so building them cannot fail here.
    private static func schedule(_ loan: TimeValueScenario, overpaying: Bool = true) -> LoanSchedule {
        (try? loan.ratedSchedule(overpaying: overpaying).schedule) ?? LoanSchedule(rows: [])
    }
}
