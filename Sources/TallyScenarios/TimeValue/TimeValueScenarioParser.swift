import TallyEngines

/// Reads the body of a `lump-sum`, `savings` or `loan` scenario.
enum TimeValueScenarioParser {
    static func read(_ reader: MappingReader, header: ScenarioHeader, context: ParseContext) -> TimeValueScenario? {
        guard let calculator = Calculator(rawValue: header.kind.rawValue) else { return nil }
        let defaultStart = context.today.yearMonth.adding(months: 1)
        let inputs = TimeValueInputReader(calculator: calculator, currency: header.currency, defaultStart: defaultStart)
        reportFieldsOfOtherCalculators(reader, inputs: inputs)
        let overpayments = calculator == .loan ? readOverpayments(reader, currency: header.currency) : []
        let rules = calculator == .loan ? readOverpaymentRules(reader) : nil
        // The address is checked even when the loan itself has mistakes, so every error shows at once.
        let property = calculator == .loan ? PropertyBlockReader.read(reader, currency: header.currency) : nil
        // The rate plan is read once the loan is solved; its keys are a loan's whatever happens,
        // so a loan with another mistake is not also told that `then:` is unknown.
        if calculator == .loan { RatePlanReader.keys.forEach { _ = reader.value($0) } }
        let before = reader.diagnostics.count
        guard var scenario = inputs.read(from: reader, header: header),
              reader.diagnostics.count == before, let overpayments, property?.failed != true, rules?.failed != true else { return nil }
        // An overpayment before the first payment would be silently ignored by the schedule.
        for (overpayment, node) in overpayments where overpayment.month < scenario.start {
            reader.report("an overpayment in \(header.locale.text(overpayment.month, .long)) comes before the first payment in \(header.locale.text(scenario.start, .long)); move it, or set `start:` earlier", at: node)
        }
        // So would one after the last payment: the loan is repaid by then.
        let term = scenario.solution.payments.rounded(.up)
        if term.isFinite, term >= 1, term <= 1_000_000 {
            let last = scenario.start.adding(months: Int(term) - 1)
            for (overpayment, node) in overpayments where overpayment.month > last {
                reader.report("an overpayment in \(header.locale.text(overpayment.month, .long)) comes after the last payment in \(header.locale.text(last, .long)), when the loan is repaid; move it earlier, or leave it out", at: node)
            }
        }
        var ratePlan: RatePlan?
        if calculator == .loan {
            switch RatePlanReader.read(reader, start: scenario.problem.rate, firstMonth: scenario.start, payments: scenario.problem.payments) {
            case .success(let plan): ratePlan = plan
            case .failure: return nil
            }
            // A changing rate has one payment the formula gives at the start; everything else
            // follows from the balance at each change, so the other fields must be given.
            if ratePlan != nil, scenario.solution.solved != .payment, let node = reader.value("then") ?? reader.value("interest-only") {
                reader.report("a loan whose rate changes works out its first payment: give principal, rate and the term, and leave `payment: ?`", at: node)
                return nil
            }
        }
        guard reader.diagnostics.count == before else { return nil }
        scenario.overpayments = overpayments.map(\.overpayment)
        scenario.property = property?.property
        scenario.ratePlan = ratePlan
        scenario.overpaymentRules = rules?.rules
        let recasts = scenario.overpayments.contains(where: \.lowersPayment)
        if ratePlan != nil || recasts, let node = reader.value("then") ?? reader.value("interest-only") ?? reader.value("overpayments") {
            // Each change works a payment out again: one that cannot be is an error here, where
            // it can be located, rather than a schedule that silently stops.
            do {
                _ = try scenario.ratedSchedule()
                if scenario.hasOverpayments { _ = try scenario.ratedSchedule(overpaying: true) }
                if ratePlan?.hasCappedResets == true { _ = try scenario.ratedSchedule(worstCase: true) }
            } catch {
                reader.report("the payment after a rate change or an overpayment cannot be worked out (\(error)); check the rates and the term", at: node)
                return nil
            }
        }
        scenario.warnings = overpaymentsAfterRepayment(overpayments, scenario: scenario, reader: reader)
            + overpaymentsBeyondAllowance(overpayments, scenario: scenario, reader: reader)
        return scenario
    }

    /// An overpayment within the term that earlier overpayments (or `extra-monthly:`) make come
    /// after the loan is repaid is valid but pays nothing: a warning at its date, naming the
    /// month the loan is repaid. Only the schedule knows that month.
    private static func overpaymentsAfterRepayment(
        _ overpayments: [(overpayment: Overpayment, node: Node)], scenario: TimeValueScenario, reader: MappingReader
    ) -> [Diagnostic] {
        guard !overpayments.isEmpty else { return [] }
        let locale = scenario.header.locale
        guard let schedule = try? scenario.ratedSchedule(overpaying: true).schedule else { return [] }
        guard let repaid = schedule.rows.last?.month else { return [] }
        return overpayments.filter { $0.overpayment.month > repaid }.map { overpayment, node in
            Diagnostic("an overpayment in \(locale.text(overpayment.month, .long)) comes after the loan is repaid in \(locale.text(repaid, .long)), earlier than its term because of the overpayments before it, so it is not used; move it earlier, or leave it out",
                       at: reader.location(of: node), severity: .warning)
        }
    }

    /// `payment:` in a lump sum is a real field of another calculator, not a typo: say which.
    private static func reportFieldsOfOtherCalculators(_ reader: MappingReader, inputs: TimeValueInputReader) {
        for key in TimeValueInputReader.keysOfOtherCalculators(inputs.calculator) {
            guard let keyNode = reader.keyNode(key) else { continue }
            _ = reader.value(key)
            let owners = Calculator.allCases.filter { TimeValueInputReader.keys(for: $0).contains(key) }
            let suggestion = owners.map { "`kind: \($0.rawValue)`" }.joined(separator: " or ")
            reader.report("a \(inputs.calculator.rawValue) scenario has no `\(key)`; it belongs to \(suggestion)", at: keyNode)
        }
    }

    /// `overpayments:` as a list of `date: YYYY-MM` and `amount:`, each with the node of its date
    /// for later complaints; nil when any entry is wrong.
    private static func readOverpayments(_ reader: MappingReader, currency: Currency) -> [(overpayment: Overpayment, node: Node)]? {
        var result: [(overpayment: Overpayment, node: Node)] = []
        var failed = false
        for item in reader.list("overpayments") {
            var sink: [Diagnostic] = []
            guard let entry = MappingReader(item, in: reader.source, what: "each overpayment", diagnostics: &sink) else {
                sink.forEach(reader.report)
                failed = true
                continue
            }
            let month = entry.parsed("date", required: true, hint: " (the month, YYYY-MM)", ValueParsers.yearMonth)
            let amount = entry.parsed("amount", required: true) { ValueParsers.money($0, currency: currency) }
            var lowersPayment = false
            if let then = entry.located("then") {
                switch then.text {
                case "lower-payment": lowersPayment = true
                case "shorter-term": lowersPayment = false
                default: entry.report("then must be lower-payment (the payment is worked out again over the payments left) or shorter-term (the loan ends sooner), got \"\(then.text)\"", at: then.node)
                }
            }
            entry.reportUnknownKeys()
            entry.diagnostics.forEach(reader.report)
            if let month, let amount, entry.diagnostics.isEmpty {
                result.append((Overpayment(month: month, amount: amount, lowersPayment: lowersPayment), entry.value("date") ?? item))
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }

    /// `overpayment-allowance:` and `early-repayment-charges:`; nil when neither is given.
    private static func readOverpaymentRules(_ reader: MappingReader) -> (rules: OverpaymentRules?, failed: Bool)? {
        let allowanceNode = reader.value("overpayment-allowance")
        let chargesNode = reader.value("early-repayment-charges")
        guard allowanceNode != nil || chargesNode != nil else { return nil }
        let before = reader.diagnostics.count
        let allowance = reader.parsed("overpayment-allowance", ValueParsers.share)
        var charges: [ExactDecimal] = []
        if let chargesNode {
            for item in chargesNode.sequence.map(Array.init) ?? [chargesNode] {
                guard let text = item.scalar?.string else {
                    reader.report("early-repayment-charges must be a list of percentages, one for each loan year, such as [5%, 4%, 3%]", at: item)
                    continue
                }
                switch ValueParsers.share(text) {
                case .success(let value): charges.append(value)
                case .failure(let error): reader.report("early-repayment-charges \(error.message)", at: item)
                }
            }
        }
        guard reader.diagnostics.count == before else { return (nil, true) }
        return (OverpaymentRules(allowance: allowance, charges: charges), false)
    }

    /// Each loan year whose overpayments go beyond the lender's allowance: a warning with the
    /// charge they would incur, at the year's first one-off overpayment (or `extra-monthly:`).
    private static func overpaymentsBeyondAllowance(
        _ overpayments: [(overpayment: Overpayment, node: Node)], scenario: TimeValueScenario, reader: MappingReader
    ) -> [Diagnostic] {
        guard let rules = scenario.overpaymentRules, scenario.hasOverpayments,
              let schedule = try? scenario.ratedSchedule(overpaying: true).schedule else { return [] }
        let locale = scenario.header.locale
        let money = { (amount: Money) in locale.money(amount, scenario.header.currency) }
        return rules.excesses(in: schedule, principal: scenario.solution.principal).compactMap { excess in
            let last = excess.firstMonth.adding(months: 11)
            let node = overpayments.first { $0.overpayment.month >= excess.firstMonth && $0.overpayment.month <= last }?.node
                ?? reader.value("extra-monthly") ?? reader.value("overpayments")
            guard let node else { return nil }
            let allowance = excess.allowance.map { "the \(money($0)) allowance" } ?? "what the lender allows without charge"
            let charge = excess.chargeRate.map { "; the \(locale.percent($0)) early repayment charge on it would be \(money(excess.charge))" } ?? "; no early repayment charge is stated for that year"
            return Diagnostic("overpayments in loan year \(excess.loanYear) (from \(locale.text(excess.firstMonth, .long))) come to \(money(excess.overpaid)), \(money(excess.beyond)) beyond \(allowance)\(charge)",
                              at: reader.location(of: node), severity: .warning)
        }
    }
}
