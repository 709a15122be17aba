import TallyEngines

/// The kinds of scenario file Tally reads, by their `kind:` value.
public enum ScenarioKind: String, Sendable, CaseIterable, Hashable {
    case lumpSum = "lump-sum"
    case savings
    case loan
    /// Options made of the kinds above, side by side; listed after them on the index.
    case comparison
    case budget
    case conversions
    case bmi

    /// The folder under the output where this kind's reports go.
    public var outputFolder: String {
        switch self {
        case .conversions: return "units"
        case .bmi: return "health"
        default: return rawValue
        }
    }

    /// The help page (under `help/`) that explains this kind.
    public var helpPage: String {
        switch self {
        case .budget: return "budgets"
        case .conversions: return "units"
        case .comparison: return "comparisons"
        default: return rawValue
        }
    }

    public var displayName: String {
        switch self {
        case .lumpSum: return "Lump sum"
        case .savings: return "Savings"
        case .loan: return "Loan"
        case .budget: return "Budget"
        case .conversions: return "Unit conversions"
        case .bmi: return "BMI log"
        case .comparison: return "Comparison"
        }
    }
}

/// What every scenario has, whatever its kind.
public struct ScenarioHeader: Sendable, Hashable {
    public let kind: ScenarioKind
    public let title: String
    /// Markdown, rendered safely by the reports.
    public let notes: String?
    public let currency: Currency
    public let sourcePath: String
    /// The file name made safe for a URL; unique across a build.
    public let slug: String
    /// How the reports write its numbers and dates: `locale:` in the scenario or `tally.yaml`,
    /// else the one its currency is spent in.
    public let locale: TallyLocale

    public init(kind: ScenarioKind, title: String, notes: String?, currency: Currency, sourcePath: String, slug: String, locale: TallyLocale? = nil) {
        self.kind = kind
        self.title = title
        self.notes = notes
        self.currency = currency
        self.sourcePath = sourcePath
        self.slug = slug
        self.locale = locale ?? .default(for: currency)
    }
}

/// A scenario file read and validated into the model its kind needs.
public enum Scenario: Sendable {
    case timeValue(TimeValueScenario)
    case budget(BudgetScenario)
    case conversions(ConversionsScenario)
    case bmi(BMIScenario)
    case comparison(ComparisonScenario)

    public var header: ScenarioHeader {
        switch self {
        case .timeValue(let scenario): return scenario.header
        case .budget(let scenario): return scenario.header
        case .conversions(let scenario): return scenario.header
        case .bmi(let scenario): return scenario.header
        case .comparison(let scenario): return scenario.header
        }
    }

    /// The files read besides its own, with their bytes as read: a comparison's scenarios.
    public var reads: [(path: String, bytes: [UInt8])] {
        if case .comparison(let scenario) = self { return scenario.sources.map { ($0.path, $0.bytes) } }
        return []
    }

    /// What is valid but probably not meant, located; reported by check, build and add.
    public var warnings: [Diagnostic] {
        switch self {
        case .budget(let scenario): return scenario.warnings
        case .bmi(let scenario): return scenario.warnings
        case .timeValue(let scenario): return scenario.warnings
        case .conversions, .comparison: return []
        }
    }
}
