import TallyEngines
import TallyScenarios

/// What `tally add` prints once the file is saved: what was added, and what it changes, in the
/// figures the reports use.
public enum AddOutput {
    /// The expense, then its category's spending in the month it falls in.
    public static func text(_ added: AddedExpense) -> String {
        let currency = added.after.header.currency
        let expense = added.expense
        let category = added.after.budget.categories[added.categoryIndex]
        let locale = added.after.header.locale
        var when = locale.text(expense.date, .short) + (expense.time.map { " \($0)" } ?? "")
        if expense.occurrence != .oneOff {
            when = "\(expense.occurrence.rawValue) from \(when)" + (expense.until.map { " until \(locale.text($0, .short))" } ?? "")
        } else {
            when = "on " + when
        }
        let notes = expense.notes.map { " (\($0))" } ?? ""
        var out = "Added \(currency.format(expense.amount)) to \(category.name) \(when)\(notes), line \(added.file.line) of \(added.file.path).\n"
        let month = expense.date.yearMonth
        let before = CategorySpending(category: added.before.budget.categories[added.categoryIndex], categoryIndex: added.categoryIndex, period: month)
        let after = CategorySpending(category: category, categoryIndex: added.categoryIndex, period: month)
        out += "\(category.name) in \(month.longName): \(currency.format(after.spent)) spent of \(currency.format(after.budget))"
        out += " (was \(currency.format(before.spent))), "
        out += after.isOverspent ? "\(currency.format(-after.remaining)) over.\n" : "\(currency.format(after.remaining)) left.\n"
        return out
    }

    /// The category, then the budget's new size.
    public static func text(_ added: AddedCategory) -> String {
        let currency = added.after.header.currency
        let category = added.category
        let period = added.after.budget.period
        var out = "Added the category \(category.name) with \(currency.format(category.budget(in: period))) a month, line \(added.file.line) of \(added.file.path).\n"
        let totals = BudgetSpending(budget: added.after.budget).totals
        let count = added.after.budget.categories.count
        out += "\(added.after.header.title) now has \(count) categories, \(currency.format(totals.budget)) a month in \(period.longName)"
        out += " (was \(currency.format(BudgetSpending(budget: added.before.budget).totals.budget))).\n"
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
        var out = "Added \(BMIFormatting.weight(entry.weight, in: system)) on \(locale.text(entry.date, .short)), line \(added.file.line) of \(added.file.path).\n"
        if let result = try? BMICalculator.calculate(weight: entry.weight, height: log.height, age: log.age) {
            out += "BMI \(result.shownText)"
            out += result.adultCategoriesApply ? " (\(result.category.name))" : " (\(result.ageNote ?? "adult categories do not apply"))"
        }
        if index > 0 {
            let previous = log.entries[index - 1]
            out += ", \(BMIFormatting.change(from: previous.weight, to: entry.weight, in: system)) since \(locale.text(previous.date, .short))"
        } else {
            out += ", the first weigh-in"
        }
        if index < log.entries.count - 1 { out += " (a later weigh-in is already in the log)" }
        return out + ".\n"
    }

    /// The overpayment, then how much sooner the loan ends and the interest it saves.
    public static func text(_ added: AddedOverpayment) -> String {
        let currency = added.after.header.currency
        let overpayment = added.overpayment
        var out = "Added an overpayment of \(currency.format(overpayment.amount)) in \(overpayment.month.longName), line \(added.file.line) of \(added.file.path).\n"
        let before = schedule(added.before)
        let after = schedule(added.after)
        if let savings = LoanAmortizer.savings(plain: before, overpaid: after) {
            let facts = OverpaymentFacts(savings, currency: currency)
            out += "Paid off in \(facts.newPayoff) instead of \(facts.plainPayoff)"
            let count = savings.paymentsSaved
            out += count > 0 ? ", \(count) payment\(count == 1 ? "" : "s") sooner" : ""
            out += "; \(facts.interestSaved) less interest.\n"
        } else if let payoff = after.payoffMonth {
            out += "It changes nothing: the loan is paid off in \(payoff.longName), before the overpayment would be made.\n"
        }
        if let all = LoanAmortizer.savings(plain: LoanAmortizer.schedule(for: added.after.solution, start: added.after.start), overpaid: after),
           added.after.overpayments.count > 1 || added.after.extraMonthly > .zero {
            out += "All overpayments together save \(currency.format(all.interestSaved)) of interest.\n"
        }
        return out
    }

    private static func schedule(_ loan: TimeValueScenario) -> LoanSchedule {
        LoanAmortizer.schedule(for: loan.solution, start: loan.start, extraMonthly: loan.extraMonthly, overpayments: loan.overpayments)
    }
}
