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
                            addressRequired: String? = nil) -> Result<TimeValueScenario, OptionErrors> {
        let options = OptionFieldSource(propertyValues, optionNames: Self.propertyOptionNames)
        // As in a file, a (US) address makes dollars the default.
        var currency = PropertyInputReader.hasAddress(options) ? .usd : settings.currency
        if let currencyCode {
            switch ValueParsers.currency(currencyCode) {
            case .success(let value): currency = value
            case .failure(let error): return .failure(OptionErrors(["--currency \(error.message)"]))
            }
        }
        let source = OptionFieldSource(values)
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
        return .success(scenario)
    }

    /// The `tally solve` option for each key of a property block.
    public static let propertyOptionNames = [
        "type": "property-type", "street": "street", "city": "city", "state": "state", "zip": "zip",
        "tax": "property-tax", "insurance": "insurance", "hoa": "hoa",
    ]
}

/// Everything wrong with a problem given as options, one sentence each.
public struct OptionErrors: Error, Sendable {
    public let messages: [String]

    public init(_ messages: [String]) {
        self.messages = messages
    }
}
