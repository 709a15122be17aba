import TallyEngines

/// The questions each kind of `tally add` asks, with defaults taken from the file: today, the
/// category used last, the month of the next overpayment.
public enum AddPrompts {
    /// `previous` is the entry just added in this session: like `hledger add`, the next one
    /// offers its category and date, since receipts come in batches.
    public static func expense(_ budget: BudgetScenario, today: CalendarDate, previous: [String: String] = [:]) -> [PromptField] {
        let names = budget.budget.categories.map(\.name)
        let currency = budget.header.currency
        let occurrences = Occurrence.allCases.map(\.rawValue)
        let isRecurring: @Sendable ([String: String]) -> Bool = { ($0["occurrence"] ?? "one-off") != Occurrence.oneOff.rawValue }
        return [
            PromptField(key: "category", label: "Category", defaultAnswer: previous["category"] ?? lastCategoryUsed(budget), completions: names) { text, _ in
                CategoryNames.resolve(text, among: names, allowingPrefix: true)
            },
            PromptField(key: "amount", label: "Amount (\(currency.symbol.trimmingSpaces))") { text, _ in
                BudgetValueParsers.expenseAmount(text, currency: currency).map { _ in text }
            },
            PromptField(key: "date", label: "Date", defaultAnswer: previous["date"].map(dayOnly) ?? today.description) { text, _ in
                BudgetValueParsers.dateAndTime(text).map { _ in text }
            },
            PromptField(key: "occurrence", label: "Occurrence", defaultAnswer: Occurrence.oneOff.rawValue, completions: occurrences) { text, _ in
                let typed = CategoryNames.matches(text, among: occurrences)
                return BudgetValueParsers.occurrence(typed.count == 1 ? typed[0] : text).map(\.rawValue)
            },
            PromptField(key: "until", label: "Until (YYYY-MM-DD, Enter for no end)", optional: true, askIf: isRecurring) { text, answers in
                BudgetValueParsers.until(text).flatMap { until in
                    guard let typed = answers["date"], case .success(let start) = BudgetValueParsers.dateAndTime(typed), until < start.date else {
                        return .success(text)
                    }
                    return .failure(ValueError("must not be before the expense's date (\(budget.header.locale.text(start.date, .short))), got \"\(text)\""))
                }
            },
            PromptField(key: "notes", label: "Notes", optional: true) { text, _ in .success(text) },
            PromptField(key: "remind", label: "Remind the day before (y/n)", defaultAnswer: "n",
                        askIf: { answers in isRecurring(answers) || isFuture(answers["date"], today: today) }) { text, _ in
                yesOrNo(text)
            },
        ]
    }

    public static func category(_ budget: BudgetScenario) -> [PromptField] {
        let names = budget.budget.categories.map(\.name)
        let currency = budget.header.currency
        return [
            PromptField(key: "name", label: "Name") { text, _ in
                if let same = names.first(where: { BudgetCategory.nameKey($0) == BudgetCategory.nameKey(text) }) {
                    return .failure(ValueError("\"\(text)\" is already a category (\"\(same)\")"))
                }
                return .success(text)
            },
            PromptField(key: "budget", label: "Budget a month (\(currency.symbol.trimmingSpaces))") { text, _ in
                BudgetValueParsers.money(text, currency: currency).map { _ in text }
            },
            PromptField(key: "colour", label: "Colour (#rrggbb or a name such as teal, Enter for automatic)",
                        completions: Colour.palette.map(\.name), optional: true) { text, _ in
                BudgetValueParsers.colour(text).map { _ in text }
            },
            PromptField(key: "notes", label: "Notes", optional: true) { text, _ in .success(text) },
        ]
    }

    public static func weighIn(_ log: BMIScenario, today: CalendarDate, hasUnits: Bool) -> [PromptField] {
        let system: MeasurementSystem? = hasUnits ? log.system : nil
        let example = log.system == .metric ? "72.4kg" : "11st 6lb"
        return [
            PromptField(key: "date", label: "Date", defaultAnswer: today.description) { text, _ in
                // A second weigh-in on a day is kept: the trend takes the day's mean.
                ValueParsers.date(text).map { _ in text }
            },
            PromptField(key: "weight", label: "Weight (such as \(example))") { text, _ in
                BMIScenarioParser.weightValue(text, system: system).map { _ in text }
            },
        ]
    }

    public static func overpayment(_ loan: TimeValueScenario, today: CalendarDate) -> [PromptField] {
        let currency = loan.header.currency
        let month = max(today.yearMonth, loan.start)
        return [
            PromptField(key: "amount", label: "Amount (\(currency.symbol.trimmingSpaces))") { text, _ in
                ValueParsers.money(text, currency: currency).flatMap { money in
                    money > .zero ? .success(text) : .failure(ValueError("must be more than zero, got \"\(text)\""))
                }
            },
            PromptField(key: "date", label: "Month", defaultAnswer: month.description) { text, _ in
                ValueParsers.yearMonth(text).flatMap { month in
                    month < loan.start
                        ? .failure(ValueError("must not be before the first payment in \(loan.header.locale.text(loan.start, .long)), got \"\(text)\""))
                        : .success(text)
                }
            },
        ]
    }

    /// The category of the latest expense (by date and time; the later written on a tie).
    public static func lastCategoryUsed(_ budget: BudgetScenario) -> String? {
        var best: (date: CalendarDate, minutes: Int, name: String)?
        for category in budget.budget.categories {
            for expense in category.expenses {
                let minutes = expense.time?.minutesSinceMidnight ?? -1
                if best.map({ (expense.date, minutes) >= ($0.date, $0.minutes) }) ?? true {
                    best = (expense.date, minutes, category.name)
                }
            }
        }
        return best?.name ?? budget.budget.categories.first?.name
    }

    /// `2026-03-24` from `2026-03-24 19:30`: a time belongs to one expense, the day to the batch.
    private static func dayOnly(_ answer: String) -> String {
        guard case .success(let when) = BudgetValueParsers.dateAndTime(answer) else { return answer }
        return when.date.description
    }

    private static func isFuture(_ answer: String?, today: CalendarDate) -> Bool {
        guard let answer, case .success(let when) = BudgetValueParsers.dateAndTime(answer) else { return false }
        return when.date > today
    }

    private static func yesOrNo(_ text: String) -> Result<String, ValueError> {
        switch text.lowercased() {
        case "y", "yes", "true": return .success("y")
        case "n", "no", "false": return .success("n")
        default: return .failure(ValueError("must be y or n, got \"\(text)\""))
        }
    }
}

extension String {
    /// `CHF` from the symbol `CHF\u{00A0}`.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " || text.last == "\u{00A0}" { text.removeLast() }
        return String(text)
    }
}
