import Foundation

/// Entries for one list of a file: where the mapping that holds it is, its key, and the entries
/// in the order they are to follow the ones already there.
struct ListAddition {
    let ownerPath: [ValuePath.Step]
    let listKey: String
    let items: [NewListItem]
}

extension ScenarioAdder {
    /// Adds entries to several lists of one file at once, keeping `tally add`'s promises: under
    /// the folder's lock, the file is read and checked, the entries go in as new lines where the
    /// YAML parser says each list ends, the result must read as the old file with exactly those
    /// entries more at the ends of those lists and pass `tally check`'s rules, and only then does
    /// it replace the file atomically (not at all for a dry run). `stages` are applied in order,
    /// so that a list may go into a mapping an earlier stage added (a new category, then its
    /// expenses). Nil when `prepare` has nothing to add: the file is not touched.
    static func addAll(to path: String, context: ParseContext, dryRun: Bool,
                       prepare: (Scenario, YAMLSource) throws(AddError) -> [[ListAddition]]) throws(AddError) -> AddedScenario? {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AddError.file(path, "no such file; `tally new` writes a starter scenario")
        }
        do {
            return try FileLock.withFolderLock(for: path) { () throws(AddError) -> AddedScenario? in
                try addAllLocked(to: path, context: context, dryRun: dryRun, prepare: prepare)
            }
        } catch let error as AddError {
            throw error
        } catch {
            throw AddError(lines: ["error: \(error); the file was left as it is"])
        }
    }

    private static func addAllLocked(to path: String, context: ParseContext, dryRun: Bool,
                                     prepare: (Scenario, YAMLSource) throws(AddError) -> [[ListAddition]]) throws(AddError) -> AddedScenario? {
        var (bytes, before, source) = try readForAdding(path, context: context)
        let stages = try prepare(before, source).map { $0.filter { !$0.items.isEmpty } }.filter { !$0.isEmpty }
        guard !stages.isEmpty else { return nil }
        var expected: Node? = source.root
        var firstLine = Int.max
        for stage in stages {
            guard let outline = YAMLOutline(bytes) else {
                throw AddError(lines: ["\(path):1:1: error: the YAML parser cannot say where this file's values are written; the file was left as it is"])
            }
            // From the last list in the file to the first: each edit is after every place the
            // ones still to come are found at, so the one outline serves them all. Two new keys
            // at one place (the end of the last category, which is the end of the file) go in
            // the outer one first, so that the inner one's lines come before it.
            let ordered = stage.map { ($0, place(of: $0, in: outline)) }
                .sorted { ($0.1, -$0.0.ownerPath.count) > ($1.1, -$1.0.ownerPath.count) }
            for (addition, _) in ordered {
                do throws(InsertionError) {
                    let insertion = try ListInsertion.append(addition.items, toList: addition.listKey, under: addition.ownerPath,
                                                             in: outline.editedAfter(bytes))
                    bytes = insertion.bytes
                    firstLine = min(firstLine, insertion.firstLine)
                } catch {
                    throw AddError(lines: ["\(path):\(error.line):\(error.column): error: \(error.message); the file was left as it is"])
                }
                expected = expected.flatMap { ValuePath.appending(addition.items.map(\.node), toList: addition.listKey, under: addition.ownerPath[...], in: $0) }
            }
        }
        let after: Scenario
        do {
            let newText = try ScenarioText.decode(bytes, path: path)
            let reread = try YAMLSource(text: newText, path: path)
            guard expected.map({ reread.root == $0 }) == true else {
                throw AddError(lines: ["\(path): error: Tally could not add the entries at the ends of their lists without changing how the rest of the file reads, so nothing was added and the file was left as it is"])
            }
            expected = nil   // the tree it was compared with is not kept while the file is checked
            after = try ScenarioParser.parse(source: reread, context: context)
        } catch let error as AddError {
            throw error
        } catch let diagnostics as Diagnostics {
            // A statement's worth of one mistake is said twenty times, not a hundred thousand.
            let shown = diagnostics.all.prefix(20).map { "\($0.location): error: with the new entries, \($0.message)" }
            let more = diagnostics.all.count > 20 ? ["error: … and \(diagnostics.all.count - 20) more like these"] : []
            throw AddError(lines: shown + more + ["error: nothing was added; \(path) was left as it is"])
        } catch {
            throw AddError(lines: ["error: \(error); nothing was added"])
        }
        if !dryRun {
            do {
                try AtomicFileWriter.write(bytes: Data(bytes), toPath: path)
            } catch {
                throw AddError(lines: ["error: \(error.description); the file was left as it is"])
            }
        }
        return AddedScenario(path: path, before: before, after: after, line: firstLine, warnings: [])
    }

    /// Where an addition lands, for ordering: its list's start, or the end of the mapping that
    /// gets the new key.
    private static func place(of addition: ListAddition, in outline: YAMLOutline) -> Int {
        guard var owner = outline.root else { return 0 }
        for step in addition.ownerPath {
            guard let next = step.child(of: owner) else { return 0 }
            owner = next
        }
        return owner.value(forKey: addition.listKey)?.value.start.offset ?? owner.end.offset
    }
}
