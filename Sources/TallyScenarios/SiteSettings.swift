import TallyEngines

/// Site-wide defaults from `tally.yaml` at the project root.
public struct SiteSettings: Sendable, Hashable {
    public var title: String
    public var currency: Currency
    /// Decimal places for unit conversions (2, 3 or 4) when a command or history gives none.
    public var precision: ConversionPrecision

    public init(title: String = "Tally", currency: Currency = .gbp, precision: ConversionPrecision = .standard) {
        self.title = title
        self.currency = currency
        self.precision = precision
    }

    public static let fileName = "tally.yaml"

    /// Reads `tally.yaml`; every mistake is located like a scenario's.
    public static func parse(text: String, path: String) throws(Diagnostics) -> SiteSettings {
        let source = try YAMLSource(text: text, path: path)
        var diagnostics: [Diagnostic] = []
        guard let reader = MappingReader(source.root, in: source, what: "tally.yaml", diagnostics: &diagnostics) else {
            throw Diagnostics(diagnostics)
        }
        var settings = SiteSettings()
        if let title = reader.located("title") { settings.title = title.text }
        if let currency = reader.parsed("currency", ValueParsers.currency) { settings.currency = currency }
        if let precision = reader.parsed("precision", ValueParsers.precision) { settings.precision = precision }
        reader.reportUnknownKeys()
        diagnostics += reader.diagnostics
        if !diagnostics.isEmpty { throw Diagnostics(diagnostics) }
        return settings
    }
}
