import Foundation
import Synchronization
import TallyEngines
import TallyReports
import TallyScenarios

/// One `tally build` inside the output folder's lock.
///
/// With a manifest from an earlier build, unchanged scenarios are reused and only changed files
/// are published in place; without one (first build, older Tally, a folder left by something
/// else) the whole site is staged and swapped in. In order:
/// 1. every scenario file is read and keyed; one whose key and pages are as the manifest says is
///    reused, unread beyond that;
/// 2. the others are parsed, rendered and their changed files staged (templates are loaded and
///    the staging folder made only now, when something needs them);
/// 3. each part of the site (help, index, map) is drawn again only if its key changed;
/// 4. the manifest is written last, unless it and every page are as they were.
struct IncrementalBuild {
    let options: BuildOptions
    let context: BuildContext
    let root: String
    let progress: (@Sendable (Int, Int) -> Void)?
    let staging: LazyStaging
    private var templates: PageTemplates?
    /// The build's inputs key, and whether the output folder is one this Tally wrote (whose
    /// kept skeletons may then be used).
    private var inputs: UInt64 = 0
    private var incremental = false

    init(options: BuildOptions, context: BuildContext, destination: URL, progress: (@Sendable (Int, Int) -> Void)?) {
        self.options = options
        self.context = context
        root = destination.path
        self.progress = progress
        staging = LazyStaging(destination: destination)
    }

    /// What one scenario file came to.
    enum Outcome: Sendable {
        /// Unchanged since the last build: its pages (`files`) are already in place; the
        /// previous manifest's record number `previousIndex`.
        case reused(BuildManifest.ScenarioRecord, files: [BuildManifest.FileRecord], previousIndex: Int)
        /// To parse and render: its bytes and key.
        case pending([UInt8], key: UInt64)
        /// Rendered; `staged` are the files whose bytes differ from the live output's.
        case rendered(BuildManifest.ScenarioRecord, staged: [String], warnings: [Diagnostic])
        case invalid([Diagnostic])
    }

    mutating func run() throws(BuildFailure) -> (written: Int, diagnostics: [Diagnostic], warnings: [Diagnostic], published: Bool) {
        let previous = Self.previousManifest(in: root)
        let incremental = previous != nil
        let inputs = InputKey.build(context: context)
        self.inputs = inputs
        self.incremental = incremental
        let reusable: [String: Int] = {
            guard let previous, previous.inputs == inputs else { return [:] }
            var byPath: [String: Int] = [:]
            byPath.reserveCapacity(previous.scenarios.count)
            for (index, record) in previous.scenarios.enumerated() where byPath[record.source] == nil { byPath[record.source] = index }
            return byPath
        }()
        let total = context.files.count
        let finished = Atomic<Int>(0)
        let progress = self.progress
        let report: @Sendable () -> Void = {
            let done = finished.add(1, ordering: .relaxed).newValue
            progress?(done, total)
        }

        // 1. Read and key every file; reuse what is unchanged and still in place.
        let outcomes = ResultSlots<Outcome>(count: total)
        let check = IntactCheck(root: root)
        let context = self.context
        WorkQueue.run(count: total, workers: options.jobs) { index in
            let path = context.files[index]
            switch context.readFile(path) {
            case .failure(let diagnostics):
                outcomes.set(.invalid(diagnostics.all), at: index)
                report()
            case .success(let bytes):
                var key = InputKey()
                key.add(inputs)
                key.add(path)
                key.add(bytes)
                if let found = reusable[path], let record = previous?.scenarios[found], record.key == key.value,
                   let files = record.files, check.holds(files) {
                    outcomes.set(.reused(record, files: files, previousIndex: found), at: index)
                    report()
                } else {
                    outcomes.set(.pending(bytes, key: key.value), at: index)
                }
            }
        }

        // Two files whose names make one slug would overwrite each other's pages: neither is built.
        var read = outcomes.values
        var slugs: [String] = []
        slugs.reserveCapacity(total)
        for (index, path) in context.files.enumerated() {
            if case .reused(let record, _, _)? = read[index], let slug = record.slug { slugs.append(slug) } else { slugs.append(Slug.make(fromFileName: path)) }
        }
        let collisions = BuildContext.slugCollisions(files: context.files, slugs: slugs)
        if !collisions.isEmpty {
            let collided = Set(collisions.map(\.location.path))
            for (index, path) in context.files.enumerated() where collided.contains(path) {
                if case .pending? = read[index] { report() }
                read[index] = nil
            }
        }

        // 2. Render what changed.
        let pending = read.indices.filter { if case .pending? = read[$0] { return true } else { return false } }
        let writeFailures = ResultSlots<String>(count: total)
        if !pending.isEmpty {
            let templates = try loadedTemplates()
            let page = pageInfo
            let staging = self.staging
            let root = self.root
            let work = read
            let knownSlugs = slugs
            WorkQueue.run(count: pending.count, workers: options.jobs) { slot in
                let index = pending[slot]
                defer { report() }
                guard case .pending(let bytes, let key)? = work[index] else { return }
                let path = context.files[index]
                switch context.parse(bytes, path: path) {
                case .failure(let diagnostics):
                    outcomes.set(.invalid(diagnostics.all), at: index)
                case .success(let scenario):
                    let rendered = ScenarioRenderer.render(scenario, templates: templates, page: page)
                    if let tooLarge = ReportLimits.check(rendered, inputBytes: bytes.count, path: path) {
                        outcomes.set(.invalid([tooLarge]), at: index)
                        return
                    }
                    do {
                        let staged = try Self.stage(rendered.files, in: staging.folder(), root: root, incremental: incremental)
                        // A scenario with warnings keeps a key no file has, so the next build
                        // reads it again and says them again rather than reusing it silently.
                        let warnings = scenario.warnings
                        let record = BuildManifest.ScenarioRecord(
                            source: path, key: warnings.isEmpty ? key : Self.alwaysReread, slug: knownSlugs[index],
                            files: rendered.files.map { .init(path: $0.path, size: $0.bytes.count) }, entry: rendered.entry,
                            property: rendered.property, card: IndexPage.card(for: rendered.entry, templates: templates))
                        outcomes.set(.rendered(record, staged: staged, warnings: warnings), at: index)
                    } catch {
                        writeFailures.set("\(error)", at: index)
                    }
                }
            }
            let after = outcomes.values
            for index in pending where read[index] != nil { read[index] = after[index] }
        }

        var diagnostics = collisions
        var warnings = context.skipped
        var records: [BuildManifest.ScenarioRecord] = []
        records.reserveCapacity(total)
        var changed: [String] = []
        // Which of the previous manifest's records are reused, by number: a set of their
        // sources cost a string hash each, three times over (some 4 M instructions a rebuild).
        var reused = [Bool](repeating: false, count: previous?.scenarios.count ?? 0)
        var reusedFiles: [[BuildManifest.FileRecord]] = []
        var rendered: [BuildManifest.ScenarioRecord] = []
        for outcome in read {
            switch outcome {
            case .reused(let record, let files, let previousIndex)?:
                records.append(record)
                reused[previousIndex] = true
                reusedFiles.append(files)
            case .rendered(let record, let staged, let found)?:
                warnings += found
                records.append(record)
                rendered.append(record)
                changed += staged
            case .invalid(let found)?:
                diagnostics += found
            case .pending?, nil:
                break
            }
        }
        diagnostics = Diagnostics(diagnostics).all
        warnings = Diagnostics(warnings).all
        if let failure = writeFailures.values.compactMap({ $0 }).first {
            throw BuildFailure(diagnostics: diagnostics, message: failure)
        }
        guard diagnostics.isEmpty || options.keepGoing else { return (0, diagnostics, warnings, false) }

        // 3. The site's parts, then 4. the manifest.
        do {
            let site = try sitePart(records, inputs: inputs, previous: previous, incremental: incremental, changed: &changed)
            try keepSkeletons(changed: &changed)
            let manifest = BuildManifest(inputs: inputs, scenarios: records, site: site)
            if let previous {
                let removed = Self.removedFiles(previous: previous, reused: reused, reusedFiles: reusedFiles,
                                                rendered: rendered, site: site)
                if changed.isEmpty && removed.isEmpty && manifest == previous { return (0, diagnostics, warnings, true) }
                try staging.folder().publishInPlace(changed: changed, removed: removed,
                                                    pending: Self.pending(previous, reused: reused, site: site),
                                                    manifest: manifest.encoded())
            } else {
                let folder = try staging.folder()
                try folder.write(manifest.encoded(), to: BuildManifest.fileName)
                try folder.commit()
            }
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(diagnostics: diagnostics, message: "\(error)")
        }
        return (changed.count, diagnostics, warnings, true)
    }

    /// The key of a scenario that had warnings: never a file's key (a file's is an FNV-1a hash
    /// of its path among other things, which is 0 only by a one in 2^64 chance).
    static let alwaysReread: UInt64 = 0

    private var pageInfo: PageInfo {
        PageInfo(siteTitle: context.settings.title, generatedOn: context.today, buildTimestamp: context.timestamp)
    }

    /// Loaded on first use: a rebuild with nothing to draw never parses a template. In a folder
    /// this Tally wrote, with the skeletons kept by the last build for the same inputs.
    private mutating func loadedTemplates() throws(BuildFailure) -> PageTemplates {
        if let templates { return templates }
        let loaded = try BuildPipeline.loadTemplates(options)
        if incremental { loaded.adoptSkeletons(SkeletonFile.load(from: root, inputs: inputs)) }
        templates = loaded
        return loaded
    }

    /// Stages the skeletons this build drew from (with those it was given), when anything was
    /// drawn: published with the pages, and in a rebuild only if they changed.
    private func keepSkeletons(changed: inout [String]) throws(OutputError) {
        guard let templates, let records = templates.skeletonRecords() else { return }
        let file = OutputFile(path: SkeletonFile.fileName, bytes: SkeletonFile.encode(records, inputs: inputs))
        if incremental {
            changed += try Self.stage([file], in: staging.folder(), root: root, incremental: true)
        } else {
            try staging.folder().write(file)
        }
    }

    /// The help (with the stylesheet and the output marker), the index and the map: each reused
    /// when its key is unchanged and its files are in place, else drawn and staged.
    private mutating func sitePart(_ records: [BuildManifest.ScenarioRecord], inputs: UInt64, previous: BuildManifest?,
                                   incremental: Bool, changed: inout [String]) throws -> [BuildManifest.SitePart] {
        let check = IntactCheck(root: root)
        var helpKey = InputKey()
        helpKey.add(inputs)
        helpKey.add("help")
        var mapKey = InputKey()
        mapKey.add(inputs)
        mapKey.add("map")
        var indexKey = InputKey()
        indexKey.add(inputs)
        indexKey.add("index")
        var pins: [MappedProperty] = []
        for record in records {
            mapKey.add(record.mapKey)
            indexKey.add(record.indexKey)
            // Only the records with something for the map are decoded, to count addresses.
            guard record.mapKey != Self.noPropertyKey else { continue }
            guard let shown = record.shown else { throw OutputError("the build manifest's record of \(record.source) is damaged") }
            if let pin = shown.property?.pin { pins.append(pin) }
        }
        // The index links the map, and counts its properties (addresses, not scenarios), when
        // there is one.
        let properties = PropertyPlace.count(pins)
        indexKey.add(UInt64(properties))

        var shown: [BuildManifest.ScenarioRecord.Shown]?
        func allShown() throws -> [BuildManifest.ScenarioRecord.Shown] {
            if let shown { return shown }
            var decoded: [BuildManifest.ScenarioRecord.Shown] = []
            decoded.reserveCapacity(records.count)
            for record in records {
                guard let one = record.shown else { throw OutputError("the build manifest's record of \(record.source) is damaged") }
                decoded.append(one)
            }
            shown = decoded
            return decoded
        }

        func allCards() throws -> [IndexPage.Card] {
            var cards: [IndexPage.Card] = []
            cards.reserveCapacity(records.count)
            for record in records {
                guard let card = record.indexCard else { throw OutputError("the build manifest's record of \(record.source) is damaged") }
                cards.append(card)
            }
            return cards
        }

        var parts: [BuildManifest.SitePart] = []
        for (name, key) in [("help", helpKey.value), ("index", indexKey.value), ("map", mapKey.value)] {
            if let old = previous?.part(name), old.key == key, check.holds(old.files, checkingSizes: true) {
                parts.append(old)
                continue
            }
            let templates = try loadedTemplates()
            let files: [OutputFile]
            switch name {
            case "help":
                files = SiteFiles.help(templates: templates, page: pageInfo)
                    + [OutputFile(path: "style.css", bytes: try SiteFiles.stylesheet()),
                       OutputFile(path: StagingFolder.markerName, bytes: StagingFolder.markerBytes)]
            case "index":
                files = [IndexPage.render(cards: try allCards(), mapHref: properties > 0 ? PropertiesMap.pagePath : nil,
                                          propertyCount: properties, templates: templates, page: pageInfo)]
            default:
                files = SiteFiles.map(try allShown().compactMap(\.property), settings: context.settings, templates: templates, page: pageInfo)
            }
            changed += try Self.stage(files, in: staging.folder(), root: root, incremental: incremental)
            parts.append(BuildManifest.SitePart(name: name, key: key, files: files.map { .init(path: $0.path, size: $0.bytes.count) }))
        }
        return parts
    }

    /// The map key of a scenario without a property.
    static let noPropertyKey: UInt64 = {
        var writer = ManifestLineWriter()
        BuildManifest.ScenarioRecord.write(nil as MapMark?, to: &writer)
        var key = InputKey()
        key.add(writer.bytes)
        return key.value
    }()

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

    /// The files the previous build vouched for that this one no longer makes. Only the records
    /// not reused (`reused` by number in `previous`) and the site's redrawn parts can have lost
    /// files; `reusedFiles` are the files of the reused ones, read when they were checked, and
    /// `rendered` the records drawn now.
    static func removedFiles(previous: BuildManifest, reused: [Bool], reusedFiles: [[BuildManifest.FileRecord]],
                             rendered: [BuildManifest.ScenarioRecord], site: [BuildManifest.SitePart]) -> [String] {
        var candidates: [String] = []
        for (index, record) in previous.scenarios.enumerated() where !reused[index] {
            candidates += (record.files ?? []).map(\.path)
        }
        for part in previous.site where !site.contains(part) { candidates += part.files.map(\.path) }
        guard !candidates.isEmpty else { return [] }
        var gone = Set(candidates)
        // What was drawn again first: a changed scenario keeps its file names, and then the
        // reused scenarios' thousands of files need not be looked up at all.
        for record in rendered {
            for file in record.files ?? [] { gone.remove(file.path) }
        }
        for part in site { for file in part.files { gone.remove(file.path) } }
        guard !gone.isEmpty else { return [] }
        for files in reusedFiles { for file in files where gone.contains(file.path) { gone.remove(file.path) } }
        var seen = Set<String>()
        return candidates.filter { gone.contains($0) && seen.insert($0).inserted }
    }

    /// The old manifest without what this build is about to replace: written before the first
    /// rename, so a build killed while publishing leaves nothing vouched for that might be mixed.
    /// Nil when it would vouch for the same things as the old one.
    static func pending(_ previous: BuildManifest, reused: [Bool], site: [BuildManifest.SitePart]) -> [UInt8]? {
        var pending = previous
        pending.scenarios = []
        pending.scenarios.reserveCapacity(previous.scenarios.count)
        for (index, record) in previous.scenarios.enumerated() where reused[index] { pending.scenarios.append(record) }
        pending.site = previous.site.filter { site.contains($0) }
        // The kept records are the previous ones in order: the same count means the same records.
        let same = pending.scenarios.count == previous.scenarios.count && pending.site == previous.site
        return same ? nil : pending.encoded()
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
