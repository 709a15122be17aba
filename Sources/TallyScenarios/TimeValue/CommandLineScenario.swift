import TallyEngines

/// A problem given as `tally solve` options, made into the same model a scenario file gives.
public enum CommandLineScenario {
    /// `values` maps scenario keys to option text; the messages name the options at fault.
    /// `settings` are the project's (`tally.yaml`), read as a build reads them: their currency
    /// and locale are the defaults, as they are for a scenario file, and `--currency` wins.
    /// `addressRequired`: the complaint when housing costs come without an address that is needed.
    public static func read(calculator: Calculator, values: [String: String], currencyCode: String?,
                            title: String?, today: CalendarDate, settings: SiteSettings = SiteSettings(),
                            property propertyValues: [String: String] = [:],
                            addressRequired: String? = nil, then: [String] = []) -> Result<TimeValueScenario, OptionErrors> {
        let options = OptionFieldSource(propertyValues, optionNames: Self.propertyOptionNames)
        // As in a file, a (US) address makes dollars the default.
        var currency = PropertyInputReader.hasAddress(options) ? .usd : settings.currency
        if let currencyCode {
            switch ValueParsers.currency(currencyCode) {
            case .success(let value): currency = value
            case .failure(let error): return .failure(OptionErrors(["--currency \(error.message)"]))
            }
        }
        let source = OptionFieldSource(values, optionNames: optionNames)
        let reader = TimeValueInputReader(calculator: calculator, currency: currency, defaultStart: today.yearMonth.adding(months: 1))
        let kind = ScenarioKind(rawValue: calculator.rawValue) ?? .loan
        let name = title ?? "\(calculator.title) solved on the command line"
        let header = ScenarioHeader(kind: kind, title: name, notes: nil, currency: currency,
                                    sourcePath: "command line", slug: Slug.make(fromFileName: name), locale: settings.locale)
        let scenario = reader.read(from: source, header: header)
        var property: Property?
        var propertyMessages: [String] = []
        if !propertyValues.isEmpty {
            let price = values["price"].flatMap { try? ValueParsers.money($0, currency: currency).get() }
            property = PropertyInputReader(currency: currency, zipDirectory: BundledGeoData.zipDirectory)
                .read(from: options, price: price, location: nil, addressRequired: addressRequired)
            propertyMessages = options.messages
        }
        let messages = source.messages + propertyMessages
        guard var scenario, messages.isEmpty else {
            return .failure(OptionErrors(messages.isEmpty ? ["the problem could not be read"] : messages))
        }
        scenario.property = property
        if !then.isEmpty {
            switch ratePlan(then, scenario: scenario) {
            case .success(let plan): scenario.ratePlan = plan
            case .failure(let errors): return .failure(errors)
            }
        }
        return .success(scenario)
    }

    /// `--then 24:7.49` (or `2029-03:7.49`), each a later fixed-rate period, as `then:` reads them.
    static func ratePlan(_ options: [String], scenario: TimeValueScenario) -> Result<RatePlan, OptionErrors> {
        guard scenario.solution.solved == .payment else {
            return .failure(OptionErrors(["--then: a loan whose rate changes works out its first payment: give --principal, --rate and the term, and leave out --payment"]))
        }
        var periods: [RatePlan.Period] = []
        var messages: [String] = []
        let payments = scenario.solution.scheduledPayments
        for option in options {
            let parts = option.split(separator: ":", maxSplits: 1).map { ValueParsers.trim(String($0)) }
            var after: Int?
            if parts.count == 2 {
                if case .success(let count) = ValueParsers.payments(parts[0]) {
                    after = count
                } else if case .success(let month) = ValueParsers.yearMonth(parts[0]) {
                    after = scenario.start.months(to: month)
                }
            }
            guard parts.count == 2, let after, case .success(let rate) = ValueParsers.rate(parts[1]) else {
                messages.append("--then must be AFTER:RATE, the payments made before the period (or its first month) and its rate, such as 24:7.49 or 2029-03:7.49, got \"\(option)\"")
                continue
            }
            if after < 1 || after >= payments {
                messages.append("--then \(option): the period must start after at least one payment and before the last of the \(payments)")
            } else if let previous = periods.last?.after, after <= previous {
                messages.append("--then \(option): list the periods in order, each after the one before")
            } else {
                periods.append(RatePlan.Period(after: after, rule: .fixed(rate)))
            }
        }
        guard messages.isEmpty, let start = scenario.problem.rate else { return .failure(OptionErrors(messages)) }
        let plan = RatePlan(start: start, periods: periods)
        do {
            _ = try scenario.ratedSchedule(plan)
        } catch {
            return .failure(OptionErrors(["--then: the payment after a rate change cannot be worked out (\(error)); check the rates and the term"]))
        }
        return .success(plan)
    }

    /// The `tally solve` option for each scenario key whose option is named otherwise.
    public static let optionNames = ["fees-added-to-loan": "fees-added"]

    /// The `tally solve` option for each key of a property block.
    public static let propertyOptionNames = [
        "type": "property-type", "street": "street", "city": "city", "state": "state", "zip": "zip",
        "tax": "property-tax", "insurance": "insurance", "hoa": "hoa",
        "tax-growth": "tax-growth", "insurance-growth": "insurance-growth",
    ]
}

/// Everything wrong with a problem given as options, one sentence each.
public struct OptionErrors: Error, Sendable {
    public let messages: [String]

    public init(_ messages: [String]) {
        self.messages = messages
    }
}
