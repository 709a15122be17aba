import TallyEngines

/// What a parser needs besides the file: site-wide defaults and the build's "today".
public struct ParseContext: Sendable {
    public let settings: SiteSettings
    public let today: CalendarDate
    /// `tally build --sort`: overrides every budget's own `sort:` when set.
    public let categoryOrder: CategoryOrder?
    /// Reads a file a comparison names (its path relative to the project, as the build's are);
    /// nil where files are not read (`tally solve`, `tally add`).
    public let readFile: (@Sendable (String) -> Result<[UInt8], Diagnostics>)?
    /// Set while reading a file a comparison names: a comparison of comparisons is refused.
    public let inComparison: Bool

    public init(settings: SiteSettings, today: CalendarDate, categoryOrder: CategoryOrder? = nil,
                readFile: (@Sendable (String) -> Result<[UInt8], Diagnostics>)? = nil, inComparison: Bool = false) {
        self.settings = settings
        self.today = today
        self.categoryOrder = categoryOrder
        self.readFile = readFile
        self.inComparison = inComparison
    }
}

/// Scenario file text to a validated `Scenario`, or every mistake in it, located.
public enum ScenarioParser {
    public static let headerKeys = ["kind", "title", "notes", "currency", "locale"]
    /// Words people use for a kind that are too far from its name for a spelling suggestion.
    static let kindSynonyms = ["mortgage": "loan", "loans": "loan", "lumpsum": "lump-sum", "saving": "savings", "conversion": "conversions"]

    private static let kindHint = " (one of \(ScenarioKind.allCases.map(\.rawValue).joined(separator: ", ")))"

    public static func parse(text: String, path: String, context: ParseContext) throws(Diagnostics) -> Scenario {
        try parse(source: try YAMLSource(text: text, path: path), context: context)
    }

    /// A file already read as YAML: a comparison's variant of one, or `tally import`'s file,
    /// which it compares with what it should be before checking it (a 100,000-entry budget is
    /// not read twice).
    public static func parse(source: YAMLSource, context: ParseContext) throws(Diagnostics) -> Scenario {
        let path = source.path
        var diagnostics: [Diagnostic] = []
        guard let reader = MappingReader(source.root, in: source, what: "a scenario file", diagnostics: &diagnostics) else {
            throw Diagnostics(diagnostics)
        }
        let scenario = readScenario(reader, path: path, context: context)
        reader.reportUnknownKeys()
        diagnostics += reader.diagnostics
        guard diagnostics.isEmpty, let scenario else {
            throw Diagnostics(diagnostics.isEmpty ? [Diagnostic("could not read this scenario", at: reader.location(of: reader.node))] : diagnostics)
        }
        return scenario
    }

    private static func readScenario(_ reader: MappingReader, path: String, context: ParseContext) -> Scenario? {
        guard let kindText = reader.requiredLocated("kind", hint: kindHint) else {
            markKnownKeysAsRead(reader)
            return nil
        }
        guard let kind = ScenarioKind(rawValue: kindText.text) else {
            let kinds = ScenarioKind.allCases.map(\.rawValue)
            let hint = kindSynonyms[kindText.text.lowercased()].map { "; did you mean '\($0)'?" }
                ?? DidYouMean.hint(for: kindText.text, among: kinds)
            reader.report("kind must be one of \(kinds.joined(separator: ", ")), got \"\(kindText.text)\"\(hint)", at: kindText.node)
            markKnownKeysAsRead(reader)
            return nil
        }
        if kind == .comparison, context.inComparison {
            reader.report("a comparison cannot compare another comparison; list the scenarios it compares instead", at: kindText.node)
            markKnownKeysAsRead(reader)
            return nil
        }
        let header = readHeader(reader, kind: kind, path: path, context: context)
        switch kind {
        case .comparison:
            return ComparisonScenarioParser.read(reader, header: header, context: context).map(Scenario.comparison)
        case .lumpSum, .savings, .loan:
            return TimeValueScenarioParser.read(reader, header: header, context: context).map(Scenario.timeValue)
        case .budget:
            return BudgetScenarioParser.read(reader, header: header, context: context).map(Scenario.budget)
        case .conversions:
            return ConversionsScenarioParser.read(reader, header: header, context: context).map(Scenario.conversions)
        case .bmi:
            return BMIScenarioParser.read(reader, header: header, context: context).map(Scenario.bmi)
        }
    }

    private static func readHeader(_ reader: MappingReader, kind: ScenarioKind, path: String, context: ParseContext) -> ScenarioHeader {
        // The slug is made from the path's last component, as a file name's is.
        let slug = Slug.make(fromFileName: path)
        let titleValue = reader.located("title")
        // A text has no more characters than bytes: only a long one needs its characters counted.
        if let titleValue, titleValue.text.utf8.count > ScenarioLimits.maximumTitleLength, titleValue.text.count > ScenarioLimits.maximumTitleLength {
            reader.report("title is longer than \(ScenarioLimits.maximumTitleLength) characters (it has \(titleValue.text.count)), Tally's limit; shorten it and put the rest in `notes:`", at: titleValue.node)
        }
        let title = titleValue?.text ?? Slug.title(from: slug)
        let notesValue = reader.located("notes")
        if let notesValue, notesValue.text.utf8.count > ScenarioLimits.maximumNotesLength, notesValue.text.count > ScenarioLimits.maximumNotesLength {
            reader.report("notes are longer than \(ScenarioLimits.maximumNotesLength) characters (they have \(notesValue.text.count)), Tally's limit; shorten them", at: notesValue.node)
        }
        let notes = notesValue?.text
        // Every address Tally can check is in the US, so a mortgage on one is in dollars unless
        // the scenario says otherwise; costs alone say nothing of the country.
        let property = kind == .loan ? reader.value("property")?.mapping : nil
        let hasAddress = property.map { block in PropertyInputReader.addressKeys.contains { block[$0] != nil } } ?? false
        let propertyDefault: Currency? = hasAddress ? .usd : nil
        let currency = reader.parsed("currency", ValueParsers.currency) ?? propertyDefault ?? context.settings.currency
        let locale = reader.parsed("locale", ValueParsers.locale) ?? context.settings.locale
        return ScenarioHeader(kind: kind, title: title, notes: notes, currency: currency, sourcePath: path, slug: slug, locale: locale)
    }

    /// Without a valid kind we cannot tell which keys belong, so only flag keys no kind knows.
    private static func markKnownKeysAsRead(_ reader: MappingReader) {
        let keys = headerKeys + TimeValueInputReader.allKeys + BudgetScenarioParser.keys
            + ConversionsScenarioParser.keys + BMIScenarioParser.keys + ComparisonScenarioParser.keys
        for key in keys { _ = reader.value(key) }
    }
}
