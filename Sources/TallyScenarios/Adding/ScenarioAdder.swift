import Foundation

/// The file before and after an entry was added, both validated.
public struct AddedScenario: Sendable {
    public let path: String
    public let before: Scenario
    public let after: Scenario
    /// The line the new entry starts on in the file as saved.
    public let line: Int
    /// The warnings about the new entry (not those the file had already), located in the file
    /// as saved: the entry is valid, but probably not what was meant.
    public let warnings: [Diagnostic]
}

/// Adds one entry to a scenario file the way `tally add` promises: under the advisory lock on
/// its folder, it reads the file, checks it with `tally check`'s rules, inserts the entry as new
/// lines of the original text where the YAML parser says the list ends, re-reads the result and
/// requires it to be the old file with exactly that entry more at the end of that list, checks it
/// with `tally check`'s rules, and only then replaces the file atomically. Any failure leaves the
/// file byte for byte as it was.
public enum ScenarioAdder {
    /// The file as it is now, checked: what the questions take their defaults from.
    public static func read(_ path: String, context: ParseContext) throws(AddError) -> Scenario {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AddError.file(path, FileManager.default.fileExists(atPath: path) ? "cannot read this file" : "no such file; `tally new` writes a starter scenario")
        }
        do {
            return try ScenarioParser.parse(text: ScenarioText.decode([UInt8](data), path: path), path: path, context: context)
        } catch {
            throw alreadyWrong(error, path: path)
        }
    }

    /// Whether a BMI log says `units:`, without which a bare number is not a weight.
    public static func declaresUnits(_ path: String) throws(AddError) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = try? ScenarioText.decode([UInt8](data), path: path) else {
            throw AddError.file(path, "cannot read the file as UTF-8 text")
        }
        return (try? YAMLSource(text: text, path: path))?.root.mapping?["units"] != nil
    }

    static func alreadyWrong(_ error: Diagnostics, path: String) -> AddError {
        let one = error.all.count == 1
        return AddError(lines: error.all.map(\.description)
            + ["error: \(path) has \(one ? "a mistake" : "mistakes") already; fix \(one ? "it" : "them") (see `tally check \(path)`) and add again"])
    }

    static func add(to path: String, context: ParseContext,
                    prepare: (Scenario, YAMLSource) throws(AddError) -> PreparedAddition) throws(AddError) -> AddedScenario {
        // No lock file is left beside a file that is not there.
        guard FileManager.default.fileExists(atPath: path) else {
            throw AddError.file(path, "no such file; `tally new` writes a starter scenario")
        }
        do {
            return try FileLock.withFolderLock(for: path) { () throws(AddError) -> AddedScenario in
                try addLocked(to: path, context: context, prepare: prepare)
            }
        } catch let error as AddError {
            throw error
        } catch {
            // A lock error names the file already (and says why it cannot be saved to).
            throw AddError(lines: ["error: \(error); the file was left as it is"])
        }
    }

    /// The file to add to, as bytes, scenario and YAML: it must be valid before anything is
    /// added to it.
    static func readForAdding(_ path: String, context: ParseContext) throws(AddError) -> (bytes: [UInt8], scenario: Scenario, source: YAMLSource) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw AddError.file(path, exists ? "cannot read this file" : "no such file; `tally new` writes a starter scenario")
        }
        let bytes = [UInt8](data)
        do {
            let source = try YAMLSource(text: try ScenarioText.decode(bytes, path: path), path: path)
            return (bytes, try ScenarioParser.parse(source: source, context: context), source)
        } catch {
            throw alreadyWrong(error, path: path)
        }
    }

    private static func addLocked(to path: String, context: ParseContext,
                                  prepare: (Scenario, YAMLSource) throws(AddError) -> PreparedAddition) throws(AddError) -> AddedScenario {
        let (bytes, before, source) = try readForAdding(path, context: context)
        let prepared = try prepare(before, source)
        let insertion: ListInsertion
        do throws(InsertionError) {
            guard let outline = YAMLOutline(bytes) else {
                throw InsertionError(message: "the YAML parser cannot say where this file's values are written", line: 1, column: 1)
            }
            insertion = try ListInsertion.append(prepared.item, toList: prepared.listKey, under: prepared.ownerPath, in: outline)
        } catch {
            throw AddError(lines: ["\(path):\(error.line):\(error.column): error: \(error.message); the file was left as it is"])
        }
        let after: Scenario
        do {
            let newText = try ScenarioText.decode(insertion.bytes, path: path)
            let reread = try YAMLSource(text: newText, path: path)
            // The file must read as it did, with the one entry more at the end of its list.
            guard reread.root == ValuePath.appending(prepared.item.node, toList: prepared.listKey, under: prepared.ownerPath[...], in: source.root) else {
                throw AddError(lines: ["\(path):\(insertion.place.line):\(insertion.place.column): error: Tally could not write the entry at the end of this \(prepared.listKey) list without changing how the rest of the file reads, so nothing was added and the file was left as it is; add the entry by hand"])
            }
            after = try ScenarioParser.parse(text: newText, path: path, context: context)
        } catch let error as AddError {
            throw error
        } catch let diagnostics as Diagnostics {
            throw refusal(diagnostics, insertion: insertion, prepared: prepared, path: path)
        } catch {
            throw AddError(lines: ["error: \(error); nothing was added"])
        }
        do {
            try AtomicFileWriter.write(bytes: Data(insertion.bytes), toPath: path)
        } catch {
            throw AddError(lines: ["error: \(error.description); the file was left as it is"])
        }
        // An entry put inside a `[...]` line shares it with the ones before, whose warnings the
        // file had already.
        let warnings = after.warnings.filter { warning in
            insertion.originalLine(of: warning.location.line) == nil
                || (warning.location.line == insertion.firstLine && !before.warnings.contains(warning))
        }
        return AddedScenario(path: path, before: before, after: after, line: insertion.firstLine, warnings: warnings)
    }

    /// The checks refused the file with the entry in it: a mistake on a new line is put in terms
    /// of the option it came from, one elsewhere at its place in the file as it still is.
    private static func refusal(_ diagnostics: Diagnostics, insertion: ListInsertion, prepared: PreparedAddition,
                                path: String) -> AddError {
        var lines: [String] = []
        for diagnostic in diagnostics.all {
            let line = diagnostic.location.line
            if let original = insertion.originalLine(of: line), insertion.addedLines > 0 {
                lines.append("\(path):\(original):\(diagnostic.location.column): error: with the new entry, \(diagnostic.message)")
                continue
            }
            var text = Substring(LineBreak.text(ofLine: line, in: insertion.bytes))
            while text.first == " " || text.first == "-" { text.removeFirst() }
            let option = prepared.optionForKey.first(where: { text.hasPrefix($0.key + ":") })?.value
            lines.append("error: \(option.map { $0 + ": " } ?? "the new entry: ")\(diagnostic.message)")
        }
        lines.append("error: nothing was added; \(path) was left as it is")
        return AddError(lines: lines)
    }
}
