import Foundation
import Synchronization
import TallyEngines
import TallyReports
import TallyScenarios

/// One `tally build` inside the output folder's lock, in four steps:
/// 1. find and key: every scenario file is read and keyed; one whose key and pages are as the
///    previous manifest says is reused, unread beyond that;
/// 2. draw what changed: the others are parsed and drawn (pages, index card and map mark in one
///    trip) and their changed files staged;
/// 3. draw the site parts: the help, the index and the map, each only if its key changed;
/// 4. publish: in place when a manifest of this Tally vouched for the output, else the whole
///    staged site swapped in; the manifest is written last, unless it and every page are as
///    they were.
/// A cold build (first build, older Tally, a folder left by something else) is the same steps
/// with no previous manifest, so nothing is reused. Templates are loaded, and the staging
/// folder made, only when something is to be drawn or written.
struct IncrementalBuild {
    let options: BuildOptions
    let context: BuildContext
    let root: String
    let progress: (@Sendable (Int, Int) -> Void)?
    let staging: LazyStaging
    private var templates: PageTemplates?

    init(options: BuildOptions, context: BuildContext, destination: URL, progress: (@Sendable (Int, Int) -> Void)?) {
        self.options = options
        self.context = context
        root = destination.path
        self.progress = progress
        staging = LazyStaging(destination: destination)
    }

    /// What one scenario file came to.
    enum Outcome: Sendable {
        /// Unchanged since the last build, its pages in place: the previous manifest's scenario
        /// number `previousIndex`.
        case reused(BuildManifest.Scenario, previousIndex: Int)
        /// To parse and draw: its bytes and key.
        case pending([UInt8], key: UInt64)
        /// Drawn; `staged` are the files whose bytes differ from the live output's.
        case drawn(BuildManifest.Scenario, staged: [String], warnings: [Diagnostic])
        case invalid([Diagnostic])
    }

    struct Finished {
        var written = 0
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        /// What the person should know that is not about a scenario (a booklet not printed).
        var notes: [String] = []
        var published = false
    }

    mutating func run() throws(BuildFailure) -> Finished {
        let previous = Self.previousManifest(in: root)
        let inputs = InputKey.build(context: context)
        let counter = Counter(total: context.files.count, progress: progress)

        var outcomes = findAndKey(reusing: previous?.inputs == inputs ? previous : nil, inputs: inputs, counter: counter)
        let slugs = context.files.indices.map { index in
            if case .reused(let scenario, _)? = outcomes[index] { scenario.record.slug } else { Slug.make(fromFileName: context.files[index]) }
        }
        var result = Finished(diagnostics: dropSlugCollisions(&outcomes, slugs: slugs, counter: counter), warnings: context.skipped)
        let writeFailure = try drawChanged(&outcomes, slugs: slugs, incremental: previous != nil, counter: counter)

        var scenarios: [BuildManifest.Scenario] = []
        scenarios.reserveCapacity(outcomes.count)
        var changed: [String] = []
        var reused = [Bool](repeating: false, count: previous?.scenarios.count ?? 0)
        for outcome in outcomes {
            switch outcome {
            case .reused(let scenario, let previousIndex)?:
                scenarios.append(scenario)
                reused[previousIndex] = true
            case .drawn(let scenario, let staged, let warnings)?:
                scenarios.append(scenario)
                changed += staged
                result.warnings += warnings
            case .invalid(let found)?:
                result.diagnostics += found
            case .pending?, nil:
                break
            }
        }
        result.diagnostics = Diagnostics(result.diagnostics).all
        result.warnings = Diagnostics(result.warnings).all
        if let writeFailure { throw BuildFailure(diagnostics: result.diagnostics, message: writeFailure) }
        guard result.diagnostics.isEmpty || options.keepGoing else { return result }

        do {
            let site = try drawSiteParts(scenarios, inputs: inputs, previous: previous, changed: &changed, notes: &result.notes)
            let manifest = BuildManifest(inputs: inputs, scenarios: scenarios, site: site)
            result.written = try publish(manifest, previous: previous, reused: reused, changed: changed)
        } catch let failure as BuildFailure {
            throw BuildFailure(diagnostics: result.diagnostics + failure.diagnostics, message: failure.message)
        } catch {
            throw BuildFailure(diagnostics: result.diagnostics, message: "\(error)")
        }
        result.published = true
        return result
    }

    // MARK: 1. Find and key

    /// Reads and keys every file; reuses what `previous` (a manifest for the same inputs)
    /// recorded with the same key and whose pages are still in place.
    private func findAndKey(reusing previous: BuildManifest?, inputs: UInt64, counter: Counter) -> [Outcome?] {
        let byPath = Dictionary((previous?.scenarios ?? []).enumerated().map { ($1.record.source, $0) }, uniquingKeysWith: { first, _ in first })
        let outcomes = ResultSlots<Outcome>(count: context.files.count)
        let check = IntactCheck(root: root)
        let context = self.context
        WorkQueue.run(count: context.files.count, workers: options.jobs) { index in
            let path = context.files[index]
            switch context.readFile(path) {
            case .failure(let diagnostics):
                outcomes.set(.invalid(diagnostics.all), at: index)
                counter.done()
            case .success(let bytes):
                var key = InputKey()
                key.add(inputs)
                key.add(path)
                key.add(bytes)
                if let found = byPath[path], let scenario = previous?.scenarios[found],
                   Self.key(key, withReads: scenario.record.reads ?? [], context: context) == scenario.record.key,
                   check.holds(scenario.record.files) {
                    outcomes.set(.reused(scenario, previousIndex: found), at: index)
                    counter.done()
                } else {
                    outcomes.set(.pending(bytes, key: key.value), at: index)
                }
            }
        }
        return outcomes.values
    }

    /// `own` (a file's key) continued over the files it read last time, as they are now; nil
    /// when one of them cannot be read, so the file is parsed again and says why.
    private static func key(_ own: InputKey, withReads reads: [String], context: BuildContext) -> UInt64? {
        var key = own
        for path in reads {
            guard case .success(let bytes) = context.readFile(path) else { return nil }
            key.add(reads: [(path, bytes)])
        }
        return key.value
    }

    /// Two files whose names make one slug would overwrite each other's pages: neither is built.
    /// `slugs[i]` is the slug of file `i` (a reused scenario's from its record: making one costs
    /// a Unicode case mapping per character).
    private func dropSlugCollisions(_ outcomes: inout [Outcome?], slugs: [String], counter: Counter) -> [Diagnostic] {
        let collisions = BuildContext.slugCollisions(files: context.files, slugs: slugs)
        let collided = Set(collisions.map(\.location.path))
        for (index, path) in context.files.enumerated() where collided.contains(path) {
            if case .pending? = outcomes[index] { counter.done() }
            outcomes[index] = nil
        }
        return collisions
    }

    // MARK: 2. Draw what changed

    /// Parses and draws every pending scenario, staging its changed files; returns why a file
    /// could not be staged, if one could not.
    private mutating func drawChanged(_ outcomes: inout [Outcome?], slugs: [String], incremental: Bool,
                                      counter: Counter) throws(BuildFailure) -> String? {
        let pending = outcomes.indices.filter { if case .pending? = outcomes[$0] { true } else { false } }
        guard !pending.isEmpty else { return nil }
        let templates = try loadedTemplates()
        let page = pageInfo
        let staging = self.staging
        let root = self.root
        let context = self.context
        let work = outcomes
        let drawn = ResultSlots<Outcome>(count: outcomes.count)
        let writeFailures = ResultSlots<String>(count: outcomes.count)
        WorkQueue.run(count: pending.count, workers: options.jobs) { slot in
            let index = pending[slot]
            defer { counter.done() }
            guard case .pending(let bytes, let key)? = work[index] else { return }
            let path = context.files[index]
            let scenario: Scenario
            switch context.parse(bytes, path: path) {
            case .failure(let diagnostics):
                drawn.set(.invalid(diagnostics.all), at: index)
                return
            case .success(let parsed):
                scenario = parsed
            }
            do {
                // Files a report hands over as it draws them are staged at once, so a budget's
                // hundreds of month pages are never all in memory together.
                var paths: [String] = []
                var staged: [String] = []
                let result = try ScenarioRenderer.draw(scenario, templates: templates, page: page) { file in
                    paths.append(file.path)
                    staged += try Self.stage([file], in: staging.folder(), root: root, incremental: incremental)
                }
                if let tooLarge = ReportLimits.check(result.rendered, inputBytes: bytes.count, path: path) {
                    drawn.set(.invalid([tooLarge]), at: index)
                    return
                }
                staged += try Self.stage(result.rendered.files, in: staging.folder(), root: root, incremental: incremental)
                paths += result.rendered.files.map(\.path)
                // A scenario with warnings keeps a key no file has, so the next build reads it
                // again and says them again rather than reusing it silently.
                let warnings = scenario.warnings
                // A comparison is keyed on the files it compares as well, as its parser read them.
                var full = InputKey(continuing: key)
                let reads = scenario.reads
                full.add(reads: reads)
                let record = BuildManifest.ScenarioRecord(
                    source: path, key: warnings.isEmpty ? full.value : Self.alwaysReread, slug: slugs[index],
                    files: paths,
                    entry: result.rendered.entry, card: result.card, property: result.rendered.property,
                    reads: reads.isEmpty ? nil : reads.map(\.path))
                drawn.set(.drawn(BuildManifest.Scenario(record), staged: staged, warnings: warnings), at: index)
            } catch {
                writeFailures.set("\(error)", at: index)
            }
        }
        for (index, outcome) in drawn.values.enumerated() where outcome != nil { outcomes[index] = outcome }
        return writeFailures.values.lazy.compactMap { $0 }.first
    }

    /// The key of a scenario that had warnings: never a file's key (a file's is a hash of its
    /// path among other things, which is 0 only by a one in 2^64 chance).
    static let alwaysReread: UInt64 = 0

    private var pageInfo: PageInfo {
        PageInfo(siteTitle: context.settings.title, generatedOn: context.today, buildTimestamp: context.timestamp,
                 studentEdition: options.studentEdition)
    }

    /// Loaded on first use: a rebuild with nothing to draw never parses a template.
    private mutating func loadedTemplates() throws(BuildFailure) -> PageTemplates {
        if let templates { return templates }
        let loaded = try context.templates.load()
        templates = loaded
        return loaded
    }

    // MARK: 3. Draw the site parts

    /// Each part of the site reused when its key is unchanged and its files are in place, else
    /// drawn and staged.
    private mutating func drawSiteParts(_ scenarios: [BuildManifest.Scenario], inputs: UInt64, previous: BuildManifest?,
                                        changed: inout [String], notes: inout [String]) throws -> [BuildManifest.PartRecord] {
        let check = IntactCheck(root: root)
        // The index links the map, and counts its properties (addresses, not scenarios), when
        // there is one.
        let properties = PropertyPlace.count(scenarios.compactMap { $0.record.property?.pin })
        var parts: [BuildManifest.PartRecord] = []
        for part in SitePart.allCases where (part != .booklet || options.booklet != nil) && (part != .answers || options.studentEdition) {
            var key = InputKey(continuing: Self.key(of: part, scenarios: scenarios, inputs: inputs, properties: properties))
            if part == .booklet { key.add(options.booklet?.rawValue ?? "") }
            if let old = previous?.part(part), old.key == key.value, check.holds(old.files) {
                parts.append(old)
                continue
            }
            let files: [OutputFile]
            if part == .booklet {
                // Read as this build publishes them: staged when drawn now, else as they are.
                let staged = Set(changed)
                let folder = try staging.folder().url.path
                let booklet = BookletPart(settings: context.settings, page: pageInfo, output: options.booklet ?? .html, environment: options.environment)
                let published = try? FileSystem.read(root + "/" + BookletPart.htmlPath)
                files = try booklet.draw(scenarios, templates: loadedTemplates(), pageText: { path in
                    String(decoding: try FileSystem.read((staged.contains(path) ? folder : root) + "/" + path), as: UTF8.self)
                }, previous: published.flatMap { Booklet.pageNumbers(ofRendered: $0) }, note: { notes.append($0) })
            } else {
                files = try draw(part, scenarios: scenarios, properties: properties, templates: loadedTemplates())
            }
            changed += try Self.stage(files, in: staging.folder(), root: root, incremental: previous != nil)
            parts.append(BuildManifest.PartRecord(part: part, key: key.value, files: files.map { .init(path: $0.path, size: $0.bytes.count) }))
        }
        return parts
    }

    /// The key of what `part` is drawn from: the build's inputs, and the manifest lines of the
    /// scenarios it shows (every one on the index, those with a property on the map), so it is
    /// drawn again when one of them was.
    static func key(of part: SitePart, scenarios: [BuildManifest.Scenario], inputs: UInt64, properties: Int) -> UInt64 {
        var key = InputKey()
        key.add(inputs)
        key.add(part.rawValue)
        switch part {
        case .help:
            break
        case .index:
            for scenario in scenarios { key.add(scenario.line) }
            key.add(UInt64(properties))
        case .map:
            for scenario in scenarios where scenario.record.property != nil { key.add(scenario.line) }
        case .booklet, .answers:
            for scenario in scenarios { key.add(scenario.line) }
        }
        return key.value
    }

    private func draw(_ part: SitePart, scenarios: [BuildManifest.Scenario], properties: Int,
                      templates: PageTemplates) throws -> [OutputFile] {
        switch part {
        case .help:
            return SiteFiles.help(templates: templates, page: pageInfo)
                + [OutputFile(path: "style.css", bytes: try SiteFiles.stylesheet()),
                   OutputFile(path: StagingFolder.markerName, bytes: StagingFolder.markerBytes)]
        case .index:
            let cards = scenarios.map { IndexPage.Card($0.record.entry, card: Array($0.record.card.utf8)) }
            return [IndexPage.render(cards: cards, mapHref: properties > 0 ? PropertiesMap.pagePath : nil, propertyCount: properties,
                                     templates: templates, page: pageInfo)]
        case .map:
            return SiteFiles.map(scenarios.compactMap(\.record.property), settings: context.settings, templates: templates, page: pageInfo)
        case .booklet:
            return []
        case .answers:
            let teacher = Self.relativePath(from: options.outputURL, to: options.teacherOutputURL)
            return [AnswerKey.render(scenarios.map(\.record.entry), teacherPrefix: teacher, templates: templates, page: pageInfo)]
        }
    }

    /// `to` as a link from a page at the top of `from` ("teacher/", "../teacher-edition/").
    static func relativePath(from: URL, to: URL) -> String {
        let base = from.standardizedFileURL.pathComponents, target = to.standardizedFileURL.pathComponents
        let shared = zip(base, target).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: base.count - shared)
        return (up + target.dropFirst(shared)).map { $0 + "/" }.joined()
    }

    // MARK: 4. Publish

    /// Publishes what was staged with `manifest`, last; returns how many files were written.
    private func publish(_ manifest: BuildManifest, previous: BuildManifest?, reused: [Bool], changed: [String]) throws -> Int {
        guard let previous else {
            let folder = try staging.folder()
            try folder.write(manifest.encoded(), to: BuildManifest.fileName)
            try folder.commit()
            return changed.count
        }
        let removed = Self.removedFiles(previous: previous, reused: reused, now: manifest)
        if changed.isEmpty && removed.isEmpty && manifest == previous { return 0 }
        try staging.folder().publishInPlace(changed: changed, removed: removed, pending: Self.pending(previous, reused: reused, site: manifest.site),
                                            manifest: manifest)
        return changed.count
    }

    /// The manifest of the output folder when the folder is a real one that Tally wrote.
    static func previousManifest(in root: String) -> BuildManifest? {
        var info = stat()
        guard lstat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              lstat(root + "/" + StagingFolder.markerName, &info) == 0 else { return nil }
        return BuildManifest.load(from: root)
    }

    /// Stages `files`; in an incremental build, only those whose bytes differ from the live
    /// output's. Returns the staged paths.
    static func stage(_ files: [OutputFile], in staging: StagingFolder, root: String, incremental: Bool) throws(OutputError) -> [String] {
        var staged: [String] = []
        for file in files {
            if incremental {
                // Refused before the live output is looked at (`write` refuses it otherwise).
                try staging.checkInside(file.path)
                if StagingFolder.isInsideWithoutSymlinks(file.path, in: root),
                   StagingFolder.file(atPath: root + "/" + file.path, equals: file.bytes) {
                    continue
                }
                try staging.write(file.bytes, to: file.path, linkUnchanged: false)
            } else if file.path != StagingFolder.markerName {   // `commit` writes the marker
                try staging.write(file)
            }
            staged.append(file.path)
        }
        return staged
    }

    /// The files the previous build vouched for that this one no longer makes. Only the
    /// scenarios not reused (`reused` by number in `previous`) and the site's redrawn parts can
    /// have lost files.
    static func removedFiles(previous: BuildManifest, reused: [Bool], now: BuildManifest) -> [String] {
        var candidates: [String] = []
        for (index, scenario) in previous.scenarios.enumerated() where !reused[index] {
            candidates += scenario.record.files
        }
        for part in previous.site where !now.site.contains(part) { candidates += part.files.map(\.path) }
        guard !candidates.isEmpty else { return [] }
        var gone = Set(candidates)
        // A changed scenario keeps its file names: with those, and the site's, taken away, the
        // reused scenarios' files need not be looked through at all.
        for part in now.site { for file in part.files { gone.remove(file.path) } }
        for scenario in now.scenarios where !gone.isEmpty { for file in scenario.record.files { gone.remove(file) } }
        var seen = Set<String>()
        return candidates.filter { gone.contains($0) && seen.insert($0).inserted }
    }

    /// The old manifest without what this build is about to replace: written before the first
    /// rename, so a build killed while publishing leaves nothing vouched for that might be mixed.
    /// Nil when it would vouch for the same things as the old one.
    static func pending(_ previous: BuildManifest, reused: [Bool], site: [BuildManifest.PartRecord]) -> BuildManifest? {
        var pending = previous
        pending.scenarios = previous.scenarios.indices.filter { reused[$0] }.map { previous.scenarios[$0] }
        pending.site = previous.site.filter { site.contains($0) }
        // The kept scenarios are the previous ones in order: the same count means the same ones.
        let same = pending.scenarios.count == previous.scenarios.count && pending.site == previous.site
        return same ? nil : pending
    }
}

/// Counts scenarios as they are done, for the progress line.
final class Counter: Sendable {
    private let finished = Atomic<Int>(0)
    private let total: Int
    private let progress: (@Sendable (Int, Int) -> Void)?

    init(total: Int, progress: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.progress = progress
    }

    func done() {
        let done = finished.add(1, ordering: .relaxed).newValue
        progress?(done, total)
    }
}

/// The staging folder, made when the first file must be written into it: a rebuild that writes
/// nothing makes none (and leaves litter of dead builds to the next one that writes).
final class LazyStaging: Sendable {
    let destination: URL
    private let made = Mutex<Result<StagingFolder, OutputError>?>(nil)

    init(destination: URL) {
        self.destination = destination
    }

    func folder() throws(OutputError) -> StagingFolder {
        let result = made.withLock { made -> Result<StagingFolder, OutputError> in
            if let made { return made }
            let result = Result { () throws(OutputError) in try StagingFolder(destination: destination) }
            made = result
            return result
        }
        return try result.get()
    }

    /// Removes the staging folder, if one was made and is still there.
    func discard() {
        if case .success(let folder)? = made.withLock({ $0 }) { folder.discard() }
    }
}
