import TallyEngines

/// Site-wide defaults from `tally.yaml` at the project root.
public struct SiteSettings: Sendable, Hashable {
    public var title: String
    public var currency: Currency

    public init(title: String = "Tally", currency: Currency = .gbp) {
        self.title = title
        self.currency = currency
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
        reader.reportUnknownKeys()
        diagnostics += reader.diagnostics
        if !diagnostics.isEmpty { throw Diagnostics(diagnostics) }
        return settings
    }
}
