import Foundation
import TallyEngines
import TallyScenarios

/// "How the answer was found": the help page's formula for the unknown, the same formula with
/// the scenario's numbers in it, and each step of the arithmetic to the answer on the page,
/// with the rounding said where it happens. The figures are the solver's own (`Compounding`,
/// `TimeValueSolver.rateSearch`), so the working ends at the answer to the minor unit.
struct TimeValueWorking: Sendable {
    enum Block: Sendable {
        case text(String)
        /// A formula on a line of its own.
        case formula(WorkingMath)
        /// Numbered steps of arithmetic.
        case steps([Step])
        /// The rate search's estimates.
        case table(Table)
    }

    /// One step: what it does, then its arithmetic (`i = r/12 = 0.04/12 = 0.003333333333`).
    struct Step: Sendable {
        let text: String
        let math: WorkingMath?

        init(_ text: String, _ math: WorkingMath? = nil) {
            self.text = text
            self.math = math
        }
    }

    let blocks: [Block]
    /// The working's last figure, written as the page's answer writes it.
    let answer: String
    /// The sentence it ends with, around the answer: "So the monthly payment is " + answer + ".".
    let conclusion: (before: String, after: String)

    init(_ outcome: TimeValueOutcome) {
        var builder = WorkingBuilder(outcome)
        builder.build()
        blocks = builder.blocks
        answer = builder.answer
        conclusion = builder.conclusion
    }
}

/// Works one problem through; `TimeValueWorking` keeps what it wrote. A loan whose rate changes
/// is worked in `TimeValueWorking+Rates.swift`.
struct WorkingBuilder {
    let outcome: TimeValueOutcome
    let solution: TimeValueSolution
    let locale: TallyLocale
    let currency: Currency
    /// The monthly rate, as the solver has it.
    let i: Double
    /// The term in months, as given (a solved term has none given).
    let n: Double
    var blocks: [TimeValueWorking.Block] = []
    var answer = ""
    var conclusion = (before: "", after: "")
    /// Whether a rounding step has said how near-halves are settled (`roundingStep`).
    var roundingExplained = false

    init(_ outcome: TimeValueOutcome) {
        self.outcome = outcome
        solution = outcome.scenario.solution
        locale = outcome.locale
        currency = outcome.currency
        i = solution.rate.isZero ? 0 : solution.rate.monthlyFraction
        n = solution.payments
    }

    // MARK: Names and figures

    static let P = WorkingMath.name("P")
    static let A = WorkingMath.name("A")
    static let PMT = WorkingMath.name("PMT")
    static let r = WorkingMath.name("r")
    static let nName = WorkingMath.name("n")
    static let iName = WorkingMath.name("i")
    static let g = WorkingMath.name("g")
    static let twelve = WorkingMath.number("12")
    static let one = WorkingMath.number("1")
    /// `r/12`.
    static let monthly = WorkingMath.fraction(r, twelve)
    /// `(1 + r/12)^n`.
    static let growth = WorkingMath.power(.onePlus(monthly), nName)

    /// An amount as the scenario gives it, in plain digits: `350000`, `1752.18`.
    func amount(_ money: Money) -> WorkingMath {
        .number(Self.plain(money, minorDigits: currency.minorDigits))
    }

    static func plain(_ money: Money, minorDigits: Int) -> String {
        let text = ExactDecimal(mantissa: money.minorUnits, scale: minorDigits).description
        guard let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return text + String(repeating: "0", count: max(0, minorDigits - decimals))
    }

    /// A worked figure to ten significant digits: `0.003333333333`, `1.490833139`.
    static func figure(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var magnitude = 0
        var size = abs(value)
        while size >= 10 { size /= 10; magnitude += 1 }
        while size > 0 && size < 1 { size *= 10; magnitude -= 1 }
        let places = max(0, min(15, 9 - magnitude))
        return ExactDecimal(rounding: value, scale: places)?.description ?? "\(value)"
    }

    /// A worked amount before rounding, four places past the minor unit: `1752.1824`.
    func unrounded(_ value: Double) -> String {
        let text = ExactDecimal(rounding: value, scale: currency.minorDigits + 4).map { Self.padded($0.description, currency.minorDigits + 4) } ?? Self.figure(value)
        return text.hasPrefix("-") ? TallyLocale.minusSign + text.dropFirst() : text
    }

    static func padded(_ text: String, _ places: Int) -> String {
        guard places > 0 else { return text }
        guard let dot = text.firstIndex(of: ".") else { return text + "." + String(repeating: "0", count: places) }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return text + String(repeating: "0", count: max(0, places - decimals))
    }

    func number(_ value: Double) -> WorkingMath { .number(Self.figure(value)) }

    /// The annual rate as a fraction: exactly as given (`0.035`), or the solved one to ten digits.
    var rateFraction: WorkingMath {
        if solution.solved == .rate { return number(solution.rate.annualFraction) }
        return Self.fraction(of: solution.rate)
    }

    /// A given rate as a fraction, exactly: 4.29% is `0.0429`.
    static func fraction(of rate: AnnualRate) -> WorkingMath {
        .number(ExactDecimal(mantissa: rate.percent.mantissa, scale: rate.percent.scale + 2).description)
    }

    var nNumber: WorkingMath { .number(String(Int(n))) }
    /// `(1 + 0.04/12)^120`.
    var growthNumbers: WorkingMath { .power(.onePlus(.fraction(rateFraction, Self.twelve)), nNumber) }
    func money(_ value: Money) -> String { locale.money(value, currency) }
    var unit: String { currency.minorUnitName }
    var g: Double { Compounding.growth(i, n) }

    /// The first two steps of nearly every working: i = r/12 and g = (1 + i)^n.
    var rateAndGrowthSteps: [TimeValueWorking.Step] {
        [
            .init("The monthly rate:", .equation(Self.iName, Self.monthly, .fraction(rateFraction, Self.twelve), number(i))),
            .init("The growth over the term, \(Int(n)) months of it:",
                  .equation(Self.g, .power(.onePlus(Self.iName), Self.nName), .power(number(1 + i), nNumber), number(g))),
        ]
    }

    /// The rounding step: the worked amount, rounded half-up once to the minor unit.
    /// The first says how a figure within a hair of half a unit is settled; a loan whose rate
    /// changes rounds once a period, and the reader needs telling once.
    mutating func roundingStep(_ value: Double, to result: Money) -> TimeValueWorking.Step {
        var text = "Rounded half-up to the \(unit), once, at the end: \(unrounded(value)) becomes \(money(result))."
        if !roundingExplained {
            text += " (Where a figure is within a hair of half a \(unit), Tally works the formula again in exact fractions, so the rounding is always the exact formula's.)"
            roundingExplained = true
        }
        return .init(text)
    }

    /// The rounding step, or, where the other given figures pass the target on their own and
    /// the answer is nothing, why: "That is less than nothing: the deposit alone passes the target, …".
    mutating func roundingStep(_ value: Double, to result: Money, unlessPassedBy passing: String, needless: String) -> TimeValueWorking.Step {
        guard result == .zero && value < 0 else { return roundingStep(value, to: result) }
        return .init("That is less than nothing: \(passing) the target, so no \(needless) is needed, \(money(.zero)).")
    }

    mutating func conclude(_ before: String, _ figure: String, _ after: String = ".") {
        answer = figure
        conclusion = (before, after)
    }

    // MARK: The problems

    mutating func build() {
        // Only the payment is solved when the rate changes (the parser refuses the others).
        if outcome.scenario.ratePlan != nil, solution.solved == .payment {
            ratedLoanPayment()
            return
        }
        switch (solution.calculator, solution.solved) {
        case (.lumpSum, .futureValue): lumpSumFutureValue()
        case (.lumpSum, .principal): lumpSumPrincipal()
        case (.lumpSum, .rate): lumpSumRate()
        case (.lumpSum, .term), (.savings, .term): savingsTerm()
        case (.savings, .futureValue): savingsFutureValue()
        case (.savings, .principal): savingsPrincipal()
        case (.savings, .payment): savingsPayment()
        case (.savings, .rate), (.loan, .rate): searchedRate()
        case (.loan, .payment): loanPayment()
        case (.loan, .principal): loanPrincipal()
        case (.loan, .term): loanTerm()
        case (.lumpSum, .payment), (.loan, .futureValue): break
        }
    }

    mutating func formula(_ intro: String, _ general: WorkingMath, _ filled: WorkingMath) {
        blocks.append(.text(intro))
        blocks.append(.formula(general))
        // At 0% the savings and loan formulas divide nothing by nothing: the steps give the
        // formula without interest instead.
        if i == 0, solution.calculator != .lumpSum, solution.solved != .rate {
            blocks.append(.text("At 0% this formula divides nothing by nothing; with no interest it is simpler, as below."))
            return
        }
        blocks.append(.text("With this problem's numbers:"))
        blocks.append(.formula(filled))
    }

    mutating func lumpSumFutureValue() {
        formula("The future value comes from the compound interest formula, interest added monthly:",
                .equation(Self.A, .row(Self.P, .op("×"), Self.growth)),
                .equation(Self.A, .row(amount(solution.principal), .op("×"), growthNumbers)))
        let value = major(solution.principal) * g
        blocks.append(.steps(rateAndGrowthSteps + [
            .init("The amount invested, grown:", .equation(Self.A, .row(Self.P, .op("×"), Self.g), .row(amount(solution.principal), .op("×"), number(g)), .number(unrounded(value)))),
            roundingStep(value, to: solution.futureValue),
        ]))
        conclude("So the future value is ", money(solution.futureValue))
    }

    func major(_ money: Money) -> Double { money.major(minorDigits: currency.minorDigits) }

    mutating func lumpSumPrincipal() {
        formula("The amount to invest now is the compound interest formula turned round (the present value):",
                .equation(Self.P, .fraction(Self.A, Self.growth)),
                .equation(Self.P, .fraction(amount(solution.futureValue), growthNumbers)))
        let value = major(solution.futureValue) / g
        blocks.append(.steps(rateAndGrowthSteps + [
            .init("The future value, divided by the growth:", .equation(Self.P, .fraction(Self.A, Self.g), .fraction(amount(solution.futureValue), number(g)), .number(unrounded(value)))),
            roundingStep(value, to: solution.principal),
        ]))
        conclude("So the amount to invest now is ", money(solution.principal))
    }

    mutating func lumpSumRate() {
        let ratioFormula = WorkingMath.fraction(Self.A, Self.P)
        let root = WorkingMath.power(.parens(ratioFormula), .parens(.fraction(Self.one, Self.nName)))
        let general = WorkingMath.equation(Self.r, .row(Self.twelve, .op("×"), .parens(.row(root, .op("−"), Self.one))))
        let filledRoot = WorkingMath.power(.parens(.fraction(amount(solution.futureValue), amount(solution.principal))), .parens(.fraction(Self.one, nNumber)))
        formula("The rate is the compound interest formula, A = P × (1 + r/12)^n, solved for r:",
                general, .equation(Self.r, .row(Self.twelve, .op("×"), .parens(.row(filledRoot, .op("−"), Self.one)))))
        if solution.rate.isZero {
            blocks.append(.text("The future value equals the amount invested, so A / P = 1 and no interest is needed."))
            conclude("So the rate is ", locale.rate(solution.rate))
            return
        }
        let ratio = major(solution.futureValue) / major(solution.principal)
        let monthlyRate = Compounding.monthlyRate(toGrowBy: ratio, over: n)
        blocks.append(.steps([
            .init("How many times the money must grow:", .equation(ratioFormula, .fraction(amount(solution.futureValue), amount(solution.principal)), number(ratio))),
            .init("The growth each month, its n-th root:", .equation(root, .power(number(ratio), .parens(.fraction(Self.one, nNumber))), number(1 + monthlyRate))),
            .init("Less 1, the monthly rate:", .equation(Self.iName, number(monthlyRate))),
            .init("Times 12, the annual rate:", .equation(Self.r, .row(Self.twelve, .op("×"), Self.iName), number(12 * monthlyRate))),
            rateRounding(),
        ]))
        check(.futureValue)
        conclude("So the rate is ", locale.rate(solution.rate))
    }

    /// How a solved rate is kept and shown.
    func rateRounding() -> TimeValueWorking.Step {
        .init("Kept to 12 decimal places of a percent, \(solution.rate.percent)%, which the schedule uses as it is; shown to two decimal places, half-up: \(locale.rate(solution.rate)).")
    }

    /// The solved rate put back into the formula: the amount it gives, rounded as the solver
    /// rounds, against the one given.
    mutating func check(_ field: TimeValueField) {
        var problem = TimeValueProblem(calculator: solution.calculator, principal: solution.principal, rate: solution.rate,
                                       payments: Int(n))
        if solution.calculator == .savings { problem.payment = solution.payment }
        if solution.calculator == .loan { problem.payment = solution.payment }
        if solution.calculator != .loan { problem.futureValue = solution.futureValue }
        switch field {
        case .futureValue: problem.futureValue = nil
        case .payment: problem.payment = nil
        default: return
        }
        guard let back = try? TimeValueSolver.solve(problem, currency: currency) else { return }
        let given = field == .futureValue ? solution.futureValue : solution.payment
        let got = field == .futureValue ? back.futureValue : back.payment
        let rateWords = "the rate as kept, \(solution.rate.percent)%, that is i = r/12 = \(Self.figure(i)) a month"
        // With i as a figure: r/12 written out would nest a long fraction in each power.
        let growthFilled = WorkingMath.power(.onePlus(number(i)), nNumber)
        let worked: Double
        let formula: WorkingMath
        switch solution.calculator {
        case .lumpSum:
            worked = major(solution.principal) * g
            formula = .equation(Self.A, .row(amount(solution.principal), .op("×"), growthFilled), .number(unrounded(worked)))
        case .savings:
            worked = major(solution.principal) * g + major(solution.payment) * Compounding.futureAnnuity(i, n)
            formula = .equation(Self.A, .row(amount(solution.principal), .op("×"), growthFilled, .op("+"), amount(solution.payment), .op("×"),
                                             .fraction(.row(growthFilled, .op("−"), Self.one), number(i))), .number(unrounded(worked)))
        case .loan:
            worked = major(solution.principal) / Compounding.presentAnnuity(i, n)
            formula = .equation(Self.PMT, .fraction(.row(amount(solution.principal), .op("×"), number(i), .op("×"), growthFilled), .row(growthFilled, .op("−"), Self.one)),
                                .number(unrounded(worked)))
        }
        let agrees = got == given ? "the \(money(given)) given" : "against the \(money(given)) given"
        blocks.append(.text("A check: \(rateWords), put back into the formula:"))
        blocks.append(.formula(formula))
        blocks.append(.text("Rounded half-up to the \(unit), that is \(money(got)), \(agrees)."))
    }

    // MARK: Savings

    /// `A = P × (1 + r/12)^n + PMT × ((1 + r/12)^n − 1) / (r/12)`.
    static var savingsGeneral: WorkingMath {
        .row(P, .op("×"), growth, .op("+"), PMT, .op("×"), .fraction(.row(growth, .op("−"), one), monthly))
    }

    var savingsFilled: [WorkingMath] {
        let monthlyFilled = WorkingMath.fraction(rateFraction, Self.twelve)
        return [amount(solution.principal), .op("×"), growthNumbers, .op("+"), amount(solution.payment), .op("×"),
                .fraction(.row(growthNumbers, .op("−"), Self.one), monthlyFilled)]
    }

    /// `((1 + i)^n − 1) / i`: what 1 a month grows to.
    var annuity: Double { Compounding.futureAnnuity(i, n) }
    var annuityMath: WorkingMath { .fraction(.row(Self.g, .op("−"), Self.one), Self.iName) }
    var annuityFilled: WorkingMath { .fraction(.row(number(g), .op("−"), Self.one), number(i)) }

    mutating func savingsFutureValue() {
        formula("The future value is the deposit grown by compound interest plus the future value of the series of contributions:",
                .equation(Self.A, Self.savingsGeneral), .equation(Self.A, .items(savingsFilled)))
        let grown = major(solution.principal) * g
        let series = major(solution.payment) * annuity
        let value = grown + series
        if i == 0 {
            blocks.append(.text("At 0% there is no interest, and the formula becomes A = P + PMT × n."))
            blocks.append(.steps([
                .init("The deposit and the contributions:", .equation(Self.A, .row(Self.P, .op("+"), Self.PMT, .op("×"), Self.nName), .row(amount(solution.principal), .op("+"), amount(solution.payment), .op("×"), nNumber), .number(unrounded(value)))),
                roundingStep(value, to: solution.futureValue),
            ]))
        } else {
            blocks.append(.steps(rateAndGrowthSteps + [
                .init("The deposit, grown:", .equation(.row(Self.P, .op("×"), Self.g), .row(amount(solution.principal), .op("×"), number(g)), .number(unrounded(grown)))),
                .init("The contributions, each grown from the month it is paid in:", .equation(.row(Self.PMT, .op("×"), annuityMath), .row(amount(solution.payment), .op("×"), annuityFilled), .number(unrounded(series)))),
                .init("Added together:", .equation(Self.A, .row(.number(unrounded(grown)), .op("+"), .number(unrounded(series))), .number(unrounded(value)))),
                roundingStep(value, to: solution.futureValue),
            ]))
        }
        conclude("So the future value is ", money(solution.futureValue))
    }

    mutating func savingsPrincipal() {
        let general = WorkingMath.fraction(.row(Self.A, .op("−"), Self.PMT, .op("×"), .fraction(.row(Self.growth, .op("−"), Self.one), Self.monthly)), Self.growth)
        let filled = WorkingMath.fraction(.row(amount(solution.futureValue), .op("−"), amount(solution.payment), .op("×"),
                                               .fraction(.row(growthNumbers, .op("−"), Self.one), .fraction(rateFraction, Self.twelve))), growthNumbers)
        formula("The deposit is the savings formula, A = P × (1 + r/12)^n + PMT × ((1 + r/12)^n − 1) / (r/12), solved for P: what the contributions do not reach, brought back to today (its present value):",
                .equation(Self.P, general), .equation(Self.P, filled))
        var steps: [TimeValueWorking.Step]
        let series: Double
        let value: Double
        if i == 0 {
            series = major(solution.payment) * n
            value = major(solution.futureValue) - series
            steps = [
                .init("At 0% there is no interest, and the deposit is what the contributions leave:", .equation(Self.P, .row(Self.A, .op("−"), Self.PMT, .op("×"), Self.nName), .row(amount(solution.futureValue), .op("−"), amount(solution.payment), .op("×"), nNumber), .number(unrounded(value)))),
            ]
        } else {
            series = major(solution.payment) * annuity
            value = (major(solution.futureValue) - series) / g
            steps = rateAndGrowthSteps + [
                .init("What the contributions grow to:", .equation(.row(Self.PMT, .op("×"), annuityMath), .row(amount(solution.payment), .op("×"), annuityFilled), .number(unrounded(series)))),
                .init("What is left of the target, brought back over the term:", .equation(Self.P, .fraction(.row(Self.A, .op("−"), .number(unrounded(series))), Self.g), .fraction(.row(amount(solution.futureValue), .op("−"), .number(unrounded(series))), number(g)), .number(unrounded(value)))),
            ]
        }
        steps.append(roundingStep(value, to: solution.principal, unlessPassedBy: "the contributions alone pass", needless: "deposit"))
        blocks.append(.steps(steps))
        conclude("So the initial deposit needed is ", money(solution.principal))
    }

    mutating func savingsPayment() {
        let general = WorkingMath.fraction(.row(.parens(.row(Self.A, .op("−"), Self.P, .op("×"), Self.growth)), .op("×"), Self.monthly), .row(Self.growth, .op("−"), Self.one))
        let filled = WorkingMath.fraction(.row(.parens(.row(amount(solution.futureValue), .op("−"), amount(solution.principal), .op("×"), growthNumbers)), .op("×"), .fraction(rateFraction, Self.twelve)),
                                          .row(growthNumbers, .op("−"), Self.one))
        formula("The contribution is the savings formula, A = P × (1 + r/12)^n + PMT × ((1 + r/12)^n − 1) / (r/12), solved for PMT:",
                .equation(Self.PMT, general), .equation(Self.PMT, filled))
        var steps: [TimeValueWorking.Step]
        let value: Double
        if i == 0 {
            value = (major(solution.futureValue) - major(solution.principal)) / n
            steps = [
                .init("At 0% there is no interest, and the contributions make up the rest evenly:", .equation(Self.PMT, .fraction(.row(Self.A, .op("−"), Self.P), Self.nName), .fraction(.row(amount(solution.futureValue), .op("−"), amount(solution.principal)), nNumber), .number(unrounded(value)))),
            ]
        } else {
            let grown = major(solution.principal) * g
            value = (major(solution.futureValue) - grown) / annuity
            steps = rateAndGrowthSteps + [
                .init("The deposit, grown:", .equation(.row(Self.P, .op("×"), Self.g), .row(amount(solution.principal), .op("×"), number(g)), .number(unrounded(grown)))),
                .init("What the contributions must make up:", .equation(.row(Self.A, .op("−"), Self.P, .op("×"), Self.g), .row(amount(solution.futureValue), .op("−"), .number(unrounded(grown))), .number(unrounded(major(solution.futureValue) - grown)))),
                .init("Shared over the contributions, each grown from its month:", .equation(Self.PMT, .fraction(.row(.number(unrounded(major(solution.futureValue) - grown)), .op("×"), Self.iName), .row(Self.g, .op("−"), Self.one)), .fraction(.row(.number(unrounded(major(solution.futureValue) - grown)), .op("×"), number(i)), .row(number(g), .op("−"), Self.one)), .number(unrounded(value)))),
            ]
        }
        steps.append(roundingStep(value, to: solution.payment, unlessPassedBy: "the deposit alone passes", needless: "contribution"))
        blocks.append(.steps(steps))
        conclude("So the monthly contribution is ", money(solution.payment))
    }

    /// A lump sum's or savings plan's term: the formula's fraction, then the month the schedule
    /// reaches the target.
    mutating func savingsTerm() {
        let lumpSum = solution.calculator == .lumpSum
        let target = major(solution.futureValue)
        let deposit = major(solution.principal)
        let contribution = major(solution.payment)
        if lumpSum {
            formula("The term is the compound interest formula, A = P × (1 + r/12)^n, solved for n:",
                    .equation(Self.nName, .fraction(.function("ln", .fraction(Self.A, Self.P)), .function("ln", .onePlus(Self.monthly)))),
                    .equation(Self.nName, .fraction(.function("ln", .fraction(amount(solution.futureValue), amount(solution.principal))), .function("ln", .onePlus(.fraction(rateFraction, Self.twelve))))))
        } else {
            let top = WorkingMath.fraction(.row(Self.A, .op("×"), Self.iName, .op("+"), Self.PMT), .row(Self.P, .op("×"), Self.iName, .op("+"), Self.PMT))
            let topFilled = WorkingMath.fraction(.row(amount(solution.futureValue), .op("×"), number(i), .op("+"), amount(solution.payment)),
                                                 .row(amount(solution.principal), .op("×"), number(i), .op("+"), amount(solution.payment)))
            formula("The term is the savings formula solved for n, with i = r/12:",
                    .equation(Self.nName, .fraction(.function("ln", top), .function("ln", .onePlus(Self.iName)))),
                    .equation(Self.nName, .fraction(.function("ln", topFilled), .function("ln", .onePlus(number(i))))))
        }
        let fraction = solution.payments
        var steps: [TimeValueWorking.Step] = []
        if i == 0 {
            steps.append(.init("At 0% there is no interest, and the contributions make up the rest:", .equation(Self.nName, .fraction(.row(Self.A, .op("−"), Self.P), Self.PMT), .fraction(.row(amount(solution.futureValue), .op("−"), amount(solution.principal)), amount(solution.payment)), number(fraction))))
        } else {
            let ratio = lumpSum ? target / deposit : (target * i + contribution) / (deposit * i + contribution)
            steps.append(.init("The monthly rate:", .equation(Self.iName, Self.monthly, .fraction(rateFraction, Self.twelve), number(i))))
            if lumpSum {
                steps.append(.init("How many times the money must grow:", .equation(.fraction(Self.A, Self.P), number(ratio))))
            } else {
                steps.append(.init("How many times the deposit with the contributions' worth must grow:", .equation(.fraction(.row(Self.A, .op("×"), Self.iName, .op("+"), Self.PMT), .row(Self.P, .op("×"), Self.iName, .op("+"), Self.PMT)),
                    .fraction(number(target * i + contribution), number(deposit * i + contribution)), number(ratio))))
            }
            steps.append(.init("The logarithms:", .equation(Self.nName, .fraction(.function("ln", number(ratio)), .function("ln", number(1 + i))), .fraction(number(log(ratio)), number(log(1 + i))), number(fraction))))
        }
        blocks.append(.steps(steps))
        let rows = outcome.savingsSchedule?.rows ?? []
        let months = max(1, rows.count)
        let words = Term.yearsAndMonths(Double(months))
        let count = lumpSum ? "\(months) months" : Term.paymentsText(Double(months))
        // At 0% only the contributions move the balance, and they too come at a month's end.
        let monthEnd = i == 0
            ? "Contributions are added only at the end of each month,"
            : "Interest is added only at the end of each month, rounded half-up to the \(unit)\(lumpSum ? "," : ", and each contribution with it,")"
        if rows.isEmpty {
            blocks.append(.text("The amount at the start is already the target: nothing needs to grow."))
        }
        if let last = rows.last {
            var text = "\(Self.figure((fraction * 100).rounded() / 100)) months is where the formula, which knows nothing of whole months, reaches the target. \(monthEnd) so the balance first reaches \(money(solution.futureValue)) at the end of month \(months), when it is \(money(last.balance))"
            if rows.count > 1 {
                text += " (at the end of month \(months - 1) it is \(money(rows[rows.count - 2].balance)))"
            }
            text += ". The term is \(count)."
            blocks.append(.text(text))
        }
        conclude("So the time to reach \(money(solution.futureValue)) is ", words)
    }

    // MARK: Loans

    /// `P × (r/12) × (1 + r/12)^n / ((1 + r/12)^n − 1)`.
    static var loanPaymentGeneral: WorkingMath {
        .fraction(.row(P, .op("×"), .parens(monthly), .op("×"), growth), .row(growth, .op("−"), one))
    }

    var loanPaymentFilled: WorkingMath {
        .fraction(.row(amount(solution.principal), .op("×"), .parens(.fraction(rateFraction, Self.twelve)), .op("×"), growthNumbers),
                  .row(growthNumbers, .op("−"), Self.one))
    }

    /// A sentence on the last payment, from the schedule, when it differs from the others.
    func lastPaymentText() -> String? {
        let rows = outcome.plainLoanSchedule?.rows ?? outcome.loanSchedule?.rows ?? []
        guard let last = rows.last, last.payment != solution.payment else { return nil }
        return "Each month's interest is rounded half-up to the \(unit) in the schedule, and the last payment is what is then owed, \(money(last.payment)), so the balance ends at exactly zero."
    }

    mutating func loanPayment() {
        loanPaymentSteps("The payment comes from the loan formula:")
        if let last = lastPaymentText() { blocks.append(.text(last)) }
        conclude("So the monthly payment is ", money(solution.payment))
    }

    /// The loan formula for the solved payment, filled in, and its arithmetic to the payment.
    mutating func loanPaymentSteps(_ intro: String) {
        formula(intro, .equation(Self.PMT, Self.loanPaymentGeneral), .equation(Self.PMT, loanPaymentFilled))
        var steps: [TimeValueWorking.Step]
        let value: Double
        if i == 0 {
            value = major(solution.principal) / n
            steps = [.init("At 0% there is no interest, and the payment is the loan shared evenly:", .equation(Self.PMT, .fraction(Self.P, Self.nName), .fraction(amount(solution.principal), nNumber), .number(unrounded(value))))]
        } else {
            value = major(solution.principal) / Compounding.presentAnnuity(i, n)
            steps = rateAndGrowthSteps + [
                .init("The payment:", .equation(Self.PMT, .fraction(.row(Self.P, .op("×"), Self.iName, .op("×"), Self.g), .row(Self.g, .op("−"), Self.one)),
                                                .fraction(.row(amount(solution.principal), .op("×"), number(i), .op("×"), number(g)), .row(number(g), .op("−"), Self.one)), .number(unrounded(value)))),
            ]
        }
        steps.append(roundingStep(value, to: solution.payment))
        blocks.append(.steps(steps))
    }

    mutating func loanPrincipal() {
        let general = WorkingMath.fraction(.row(Self.PMT, .op("×"), .parens(.row(Self.growth, .op("−"), Self.one))), .row(.parens(Self.monthly), .op("×"), Self.growth))
        let filled = WorkingMath.fraction(.row(amount(solution.payment), .op("×"), .parens(.row(growthNumbers, .op("−"), Self.one))), .row(.parens(.fraction(rateFraction, Self.twelve)), .op("×"), growthNumbers))
        formula("The amount borrowed is the loan formula solved for P: the present value of the payments.", .equation(Self.P, general), .equation(Self.P, filled))
        var steps: [TimeValueWorking.Step]
        let value: Double
        if i == 0 {
            value = major(solution.payment) * n
            steps = [.init("At 0% there is no interest, and the payments repay their total:", .equation(Self.P, .row(Self.PMT, .op("×"), Self.nName), .row(amount(solution.payment), .op("×"), nNumber), .number(unrounded(value))))]
        } else {
            value = major(solution.payment) * Compounding.presentAnnuity(i, n)
            steps = rateAndGrowthSteps + [
                .init("The amount the payments repay:", .equation(Self.P, .fraction(.row(Self.PMT, .op("×"), .parens(.row(Self.g, .op("−"), Self.one))), .row(Self.iName, .op("×"), Self.g)),
                                                                 .fraction(.row(amount(solution.payment), .op("×"), .parens(.row(number(g), .op("−"), Self.one))), .row(number(i), .op("×"), number(g))), .number(unrounded(value)))),
            ]
        }
        steps.append(roundingStep(value, to: solution.principal))
        blocks.append(.steps(steps))
        if let last = lastPaymentText() { blocks.append(.text(last)) }
        conclude("So the amount you can borrow is ", money(solution.principal))
    }

    mutating func loanTerm() {
        let share = WorkingMath.fraction(.row(Self.P, .op("×"), Self.iName), Self.PMT)
        formula("The number of payments is the loan formula solved for n, with i = r/12:",
                .equation(Self.nName, .fraction(.negated(.function("ln", .row(Self.one, .op("−"), share))), .function("ln", .onePlus(Self.iName)))),
                .equation(Self.nName, .fraction(.negated(.function("ln", .row(Self.one, .op("−"), .fraction(.row(amount(solution.principal), .op("×"), number(i)), amount(solution.payment))))), .function("ln", .onePlus(number(i))))))
        let fraction = solution.payments
        var steps: [TimeValueWorking.Step] = []
        if i == 0 {
            steps.append(.init("At 0% there is no interest, and the payments repay the loan in:", .equation(Self.nName, .fraction(Self.P, Self.PMT), .fraction(amount(solution.principal), amount(solution.payment)), number(fraction))))
        } else {
            let part = major(solution.principal) * i / major(solution.payment)
            steps.append(.init("The monthly rate:", .equation(Self.iName, Self.monthly, .fraction(rateFraction, Self.twelve), number(i))))
            steps.append(.init("The share of the first payment that is interest:", .equation(share, .fraction(.row(amount(solution.principal), .op("×"), number(i)), amount(solution.payment)), number(part))))
            steps.append(.init("The logarithms:", .equation(Self.nName, .fraction(.negated(.function("ln", number(1 - part))), .function("ln", number(1 + i))), .fraction(number(-log(1 - part)), number(log(1 + i))), number(fraction))))
        }
        blocks.append(.steps(steps))
        let rows = outcome.plainLoanSchedule?.rows ?? outcome.loanSchedule?.rows ?? []
        let months = rows.count
        var text = "A payment is made whole or not at all, so \(Term.paymentsText(fraction)) means \(Term.paymentsText(Double(months))): the count rounded up"
        if let last = rows.last, last.payment != solution.payment, months > 1 {
            text += ", \(months - 1) of \(money(solution.payment)) and a last one of \(money(last.payment)), what is then owed (each month's interest rounded half-up to the \(unit))"
        }
        blocks.append(.text(text + "."))
        conclude("So the time to pay off is ", Term.describe(payments: Double(months)))
    }

    // MARK: A searched rate

    mutating func searchedRate() {
        let savings = solution.calculator == .savings
        let general: WorkingMath = savings ? .equation(Self.A, Self.savingsGeneral) : .equation(Self.PMT, Self.loanPaymentGeneral)
        let unknownGrowth = WorkingMath.power(.onePlus(Self.monthly), nNumber)
        let filled: WorkingMath
        if savings {
            filled = .equation(amount(solution.futureValue), .row(amount(solution.principal), .op("×"), unknownGrowth, .op("+"), amount(solution.payment), .op("×"),
                                                                 .fraction(.row(unknownGrowth, .op("−"), Self.one), Self.monthly)))
        } else {
            filled = .equation(amount(solution.payment), .fraction(.row(amount(solution.principal), .op("×"), .parens(Self.monthly), .op("×"), unknownGrowth), .row(unknownGrowth, .op("−"), Self.one)))
        }
        formula("The rate is the r in the \(savings ? "savings" : "loan") formula:", general, filled)
        guard !solution.rate.isZero, let search = TimeValueSolver.rateSearch(problem, currency: currency) else {
            let what = savings ? "The deposit and the contributions add up to the target exactly" : "The payments add up to exactly the amount borrowed"
            blocks.append(.text("\(what), so no interest is needed."))
            conclude("So the rate is ", locale.rate(solution.rate))
            return
        }
        let what = savings ? "the future value it gives, against the \(money(solution.futureValue)) target" : "what \(Term.paymentsText(n)) of \(money(solution.payment)) repay at it, against the \(money(solution.principal)) borrowed"
        blocks.append(.text("No formula gives r from the others: r is both inside and outside the power. So Tally searches for it, working out at each trial rate \(what). The search starts between 0% and \(AnnualRate.formatPercent(search.upper * 1200, places: 0)) a year, where the two sides of the formula swap over. Each next trial is a Newton step, following the formula's slope to where it would meet the given amount; where such a step would leave the interval known to hold the answer, or shrink it too slowly, the interval is halved instead (bisection). It stops when a step no longer changes the rate in the digits a computer holds."))
        blocks.append(.table(estimatesTable(search, savings: savings)))
        let last = search.estimates.last?.monthlyRate ?? i
        blocks.append(.steps([
            .init("The last estimate, as an annual rate:", .equation(Self.r, .row(Self.twelve, .op("×"), Self.iName), .row(Self.twelve, .op("×"), number(last)), number(12 * last))),
            rateRounding(),
        ]))
        check(savings ? .futureValue : .payment)
        conclude("So the rate is ", locale.rate(solution.rate))
    }

    var problem: TimeValueProblem {
        TimeValueProblem(calculator: solution.calculator, principal: solution.principal,
                         payment: solution.calculator == .lumpSum ? nil : solution.payment,
                         futureValue: solution.calculator == .loan ? nil : solution.futureValue, payments: Int(n))
    }

    /// The estimates, the first and last six of a long search.
    func estimatesTable(_ search: RateSearch, savings: Bool) -> Table {
        let columns: [Table.Column] = [
            .init("Trial"), .init("Annual rate"),
            .init(savings ? "Future value at that rate" : "Repaid at that rate"),
            .init(savings ? "Over the target by" : "Over the amount borrowed by"),
        ]
        let target = savings ? major(solution.futureValue) : major(solution.principal)
        var rows: [Table.Row] = []
        for (index, estimate) in search.estimates.enumerated() {
            if search.estimates.count > 12, index >= 6, index < search.estimates.count - 6 {
                if index == 6 { rows.append(Table.Row(["…", "…", "…", "…"])) }
                continue
            }
            rows.append(Table.Row([
                String(index + 1),
                Self.figure(estimate.monthlyRate * 1200) + "%",
                unrounded(target + estimate.gap),
                unrounded(estimate.gap),
            ]))
        }
        return Table(columns: columns, rows: rows, caption: "The search's estimates, in the order tried: each rate is the monthly rate × 12, and a negative figure is under.", currency: currency, locale: locale)
    }
}
