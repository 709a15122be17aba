import Foundation
import TallyEngines

/// Why the history file could not be read or written. A damaged file is reported with its
/// locations and never overwritten.
public struct HistoryFileError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public let message: String?

    public var description: String {
        var lines = diagnostics.map(\.description)
        if let message { lines.append("error: \(message)") }
        return lines.joined(separator: "\n")
    }
}

/// The recent-conversions history on disk: `conversions.yaml`, a `kind: conversions` scenario.
public enum ConversionHistoryFile {
    public static let fileName = "conversions.yaml"
    public static let defaultTitle = "Recent conversions"

    /// `scenarios/conversions.yaml` when the project has a `scenarios/` folder, else `conversions.yaml`.
    public static func defaultPath(hasScenariosFolder: Bool) -> String {
        hasScenariosFolder ? "scenarios/" + fileName : fileName
    }

    /// The history at `path`; a missing or blank file is a new, empty history.
    public static func load(path: String, context: ParseContext) throws(HistoryFileError) -> ConversionsScenario {
        guard FileManager.default.fileExists(atPath: path) else { return empty(path: path, context: context) }
        let text: String
        do {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            do {
                text = try ScenarioText.decode(bytes, path: path)
            } catch {
                throw HistoryFileError(diagnostics: error.all, message: "cannot read \(path) as UTF-8 text; it was left as it is")
            }
        } catch let error as HistoryFileError {
            throw error
        } catch {
            throw HistoryFileError(diagnostics: [], message: "cannot read \(path): \(PlainIOError.reason(error)); it was left as it is")
        }
        return try parse(text: text, path: path, context: context)
    }

    /// Parses history text; anything that is not a valid `kind: conversions` file is an error.
    public static func parse(text: String, path: String, context: ParseContext) throws(HistoryFileError) -> ConversionsScenario {
        if text.allSatisfy(\.isWhitespace) { return empty(path: path, context: context) }
        // Another kind is named as such, before its own fields are judged.
        if let kind = kindNode(text: text, path: path), let given = kind.node.scalar?.string, given != ScenarioKind.conversions.rawValue {
            let found = Diagnostic("kind must be conversions for a history file, got \"\(given)\"", at: kind.location)
            throw HistoryFileError(diagnostics: [found], message: "\(path) is not a conversions history; it was left as it is (use --history to choose another file)")
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioParser.parse(text: text, path: path, context: context)
        } catch {
            throw HistoryFileError(diagnostics: error.all, message: "\(path) is not a valid conversions history; it was left as it is")
        }
        guard case .conversions(let history) = scenario else {
            let location = kindLocation(text: text, path: path)
            let found = Diagnostic("kind must be conversions for a history file, got \"\(scenario.header.kind.rawValue)\"", at: location)
            throw HistoryFileError(diagnostics: [found], message: "\(path) is a \(scenario.header.kind.displayName.lowercased()) scenario, not a conversions history; it was left as it is (use --history to choose another file)")
        }
        return history
    }

    /// Adds `conversion` to the history at `path` (keeping each category's newest five) and
    /// replaces the file atomically; returns the history as written.
    @discardableResult
    public static func save(_ conversion: SavedConversion, path: String, context: ParseContext,
                            beforeRename: (String) throws -> Void = { _ in }) throws(HistoryFileError) -> ConversionsScenario {
        // Read, add and replace under the history's lock, or two saves at once keep only one.
        do {
            return try FileLock.withFolderLock(for: path) { () throws(HistoryFileError) -> ConversionsScenario in
                try save(conversion, to: load(path: path, context: context), path: path, beforeRename: beforeRename)
            }
        } catch let error as HistoryFileError {
            throw error
        } catch {
            throw HistoryFileError(diagnostics: [], message: "\(error)")
        }
    }

    /// Adds `conversion` to `history`, already loaded from `path`, and replaces the file
    /// atomically. Loading first lets `tally convert --save` refuse a damaged file before it
    /// prints anything. The file is rewritten from the history, so comments in it are not kept.
    @discardableResult
    public static func save(_ conversion: SavedConversion, to history: ConversionsScenario, path: String,
                            beforeRename: (String) throws -> Void = { _ in }) throws(HistoryFileError) -> ConversionsScenario {
        let updated = history.appending(conversion)
        do {
            try AtomicFileWriter.write(ConversionHistoryWriter.yaml(for: updated), toPath: path, beforeRename: beforeRename)
        } catch {
            throw HistoryFileError(diagnostics: [], message: error.description)
        }
        return updated
    }

    public static func empty(path: String, context: ParseContext) -> ConversionsScenario {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let header = ScenarioHeader(kind: .conversions, title: defaultTitle, notes: nil, currency: context.settings.currency,
                                    sourcePath: path, slug: Slug.make(fromFileName: fileName), locale: context.settings.locale)
        return ConversionsScenario(header: header, precisionSetting: nil, precision: context.settings.precision, conversions: [])
    }

    /// Where `kind:`'s value is, for pointing at the wrong kind.
    static func kindLocation(text: String, path: String) -> SourceLocation {
        kindNode(text: text, path: path)?.location ?? SourceLocation(path: path, line: 1, column: 1)
    }

    /// The `kind:` value node of a file that is a YAML mapping, if it has one.
    static func kindNode(text: String, path: String) -> (node: Node, location: SourceLocation)? {
        guard let source = try? YAMLSource(text: text, path: path), let mapping = source.root.mapping,
              let node = mapping.first(where: { $0.key.string == "kind" })?.value else { return nil }
        return (node, source.location(of: node))
    }
}
