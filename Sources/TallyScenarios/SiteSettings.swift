import Foundation
import TallyEngines

/// Site-wide defaults from `tally.yaml` at the project root.
public struct SiteSettings: Sendable, Hashable {
    public var title: String
    public var currency: Currency
    /// Decimal places for unit conversions (2, 3 or 4) when a command or history gives none.
    public var precision: ConversionPrecision
    /// `edit-url`: where a scenario file is edited, `{path}` standing for its path
    /// (`https://github.com/OWNER/REPO/edit/BRANCH/{path}`); the map's cards link to it.
    public var editURL: String?
    /// `delete-url`: the same for deleting a scenario file.
    public var deleteURL: String?
    /// `locale`: how every scenario writes numbers and dates unless it says otherwise; nil
    /// lets each follow its currency (GBP en-GB, USD en-US, EUR en-IE).
    public var locale: TallyLocale?
    /// `booklet`: the scenario files `tally build --booklet` prints, in order; nil prints all.
    public var booklet: [BookletName]?
    /// `edition`: `student` builds every time-value problem without its answer (see `tally build --edition`).
    public var edition: Edition?

    public enum Edition: String, Sendable, Hashable {
        case student, teacher
    }

    /// A name under `booklet:`, with where it is written.
    public struct BookletName: Sendable, Hashable {
        public let text: String
        public let location: SourceLocation
    }

    public init(title: String = "Tally", currency: Currency = .gbp, precision: ConversionPrecision = .standard,
                editURL: String? = nil, deleteURL: String? = nil) {
        self.title = title
        self.currency = currency
        self.precision = precision
        self.editURL = editURL
        self.deleteURL = deleteURL
    }

    public static let fileName = "tally.yaml"

    /// `tally.yaml` in the project folder `root`, or the defaults when there is none: the one
    /// way `tally build` and the commands that honour the project's defaults (`solve`,
    /// `convert`, `add`) find and read it.
    public static func load(projectRoot root: URL) throws(Diagnostics) -> SiteSettings {
        guard let text = try? String(contentsOf: root.appendingPathComponent(fileName), encoding: .utf8) else { return SiteSettings() }
        return try parse(text: text, path: fileName)
    }

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
        if let locale = reader.parsed("locale", ValueParsers.locale) { settings.locale = locale }
        if let pattern = reader.parsed("edit-url", { urlPattern($0, example: "edit") }) { settings.editURL = pattern }
        if let pattern = reader.parsed("delete-url", { urlPattern($0, example: "delete") }) { settings.deleteURL = pattern }
        if let edition = reader.parsed("edition", { text in
            Edition(rawValue: ValueParsers.trim(text)).map { .success($0) } ?? .failure(ValueError("must be student or teacher, got \"\(ValueParsers.trim(text))\""))
        }) { settings.edition = edition }
        if reader.has("booklet") {
            settings.booklet = reader.list("booklet").compactMap { node in
                guard let text = node.string, !text.isEmpty else {
                    reader.report("booklet lists scenario files, one a line, such as `- examples/car-loan.yaml`", at: node)
                    return nil
                }
                return BookletName(text: ValueParsers.trim(text), location: reader.location(of: node))
            }
        }
        reader.reportUnknownKeys()
        diagnostics += reader.diagnostics
        if !diagnostics.isEmpty { throw Diagnostics(diagnostics) }
        return settings
    }

    /// An `http(s)` URL with `{path}` where the scenario file's path goes.
    static func urlPattern(_ text: String, example: String) -> Result<String, ValueError> {
        let pattern = ValueParsers.trim(text)
        let lower = pattern.lowercased()
        let sample = "https://github.com/OWNER/REPO/\(example)/BRANCH/{path}"
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else {
            return .failure(ValueError("must be an http or https URL such as \(sample), got \"\(pattern)\""))
        }
        guard pattern.contains("{path}") else {
            return .failure(ValueError("must contain {path} where the scenario file's path goes, such as \(sample)"))
        }
        guard !pattern.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }) else {
            return .failure(ValueError("must be one URL without spaces, quotes or angle brackets, got \"\(pattern)\""))
        }
        return .success(pattern)
    }
}
