import TallyEngines

/// A problem given as `tally solve` options, made into the same model a scenario file gives.
public enum CommandLineScenario {
    /// `values` maps scenario keys to option text; the messages name the options at fault.
    public static func read(calculator: Calculator, values: [String: String], currencyCode: String?,
                            title: String?, today: CalendarDate, defaultCurrency: Currency = .gbp) -> Result<TimeValueScenario, OptionErrors> {
        var currency = defaultCurrency
        if let currencyCode {
            switch ValueParsers.currency(currencyCode) {
            case .success(let value): currency = value
            case .failure(let error): return .failure(OptionErrors(["--currency \(error.message)"]))
            }
        }
        let source = OptionFieldSource(values)
        let reader = TimeValueInputReader(calculator: calculator, currency: currency, defaultStart: today.yearMonth.adding(months: 1))
        guard let result = reader.read(from: source), source.messages.isEmpty else {
            return .failure(OptionErrors(source.messages.isEmpty ? ["the problem could not be read"] : source.messages))
        }
        let kind = ScenarioKind(rawValue: calculator.rawValue) ?? .loan
        let name = title ?? "\(calculator.title) solved on the command line"
        let header = ScenarioHeader(kind: kind, title: name, notes: nil, currency: currency,
                                    sourcePath: "command line", slug: Slug.make(fromFileName: name))
        return .success(TimeValueScenario(
            header: header, problem: result.problem, solution: result.solution, start: result.start,
            termUnit: result.termUnit, purchase: result.purchase, extraMonthly: result.extraMonthly, overpayments: []
        ))
    }
}

/// Everything wrong with a problem given as options, one sentence each.
public struct OptionErrors: Error, Sendable {
    public let messages: [String]

    public init(_ messages: [String]) {
        self.messages = messages
    }
}
