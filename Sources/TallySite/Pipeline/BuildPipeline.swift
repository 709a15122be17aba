import Foundation
import Synchronization
import TallyEngines
import TallyReports
import TallyScenarios

/// What a build did, for the closing summary line.
public struct BuildSummary: Sendable {
    public let scenarios: Int
    public let filesWritten: Int
    public let diagnostics: [Diagnostic]
    public let published: Bool
    public let seconds: Double
    public let outputDirectory: String

    public var succeeded: Bool { diagnostics.isEmpty && published }
}

/// `tally build`: find → parse → compute → render → write, with nothing published unless the
/// build succeeded (or `--keep-going` asked for the valid part).
public enum BuildPipeline {
    /// `progress(done, total)` is called from worker threads as scenarios finish.
    public static func build(_ options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(BuildFailure) -> BuildSummary {
        let started = DispatchTime.now()
        MemoryReuse.keepFreedMemory()
        let context = try BuildContext.load(options)
        let templates: PageTemplates
        do {
            let overrides = options.projectRoot.appendingPathComponent("templates")
            templates = try PageTemplates.load(overrides: FileManager.default.fileExists(atPath: overrides.path) ? overrides : nil)
        } catch {
            throw BuildFailure(message: error.description)
        }
        let destination = options.outputURL
        do {
            try StagingFolder.checkReplaceable(destination)
        } catch {
            throw BuildFailure(message: error.description)
        }
        // Two builds into one folder take turns: each swaps in a whole site of its own.
        do {
            return try FileLock.withLock(on: destination.path) { () throws(BuildFailure) -> BuildSummary in
                try build(options, context: context, templates: templates, into: destination, started: started, progress: progress)
            }
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(message: "\(error)")
        }
    }

    private static func build(_ options: BuildOptions, context: BuildContext, templates: PageTemplates, into destination: URL,
                              started: DispatchTime, progress: (@Sendable (Int, Int) -> Void)?) throws(BuildFailure) -> BuildSummary {
        let staging: StagingFolder
        do {
            staging = try StagingFolder(destination: destination)
        } catch {
            throw BuildFailure(message: error.description)
        }
        let root = staging.destination.path
        // With a manifest from an earlier build, unchanged scenarios are reused and only changed
        // files are published in place; without one (first build, older Tally, a folder left by
        // something else) the whole site is staged and swapped in.
        let previous = Self.previousManifest(in: root)
        let incremental = previous != nil
        let inputs = InputKey.build(context: context)
        let reusable: [String: BuildManifest.ScenarioRecord] = previous.map { manifest in
            guard manifest.inputs == inputs else { return [:] }
            return Dictionary(manifest.scenarios.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]

        let page = PageInfo(siteTitle: context.settings.title, generatedOn: context.today, buildTimestamp: context.timestamp)
        let collisions = context.slugCollisions()
        let collided = Set(collisions.map(\.location.path))
        let outcomes = ResultSlots<ScenarioOutcome>(count: context.files.count)
        // A failure to write is the build's (a full disk, a name too long), not the scenario's.
        let writeFailures = ResultSlots<String>(count: context.files.count)
        let finished = Atomic<Int>(0)
        let total = context.files.count
        WorkQueue.run(count: total, workers: options.jobs) { index in
            let path = context.files[index]
            defer {
                let done = finished.add(1, ordering: .relaxed).newValue
                progress?(done, total)
            }
            guard !collided.contains(path) else { return }
            let bytes: [UInt8]
            switch context.readFile(path) {
            case .failure(let diagnostics):
                outcomes.set(.invalid(diagnostics.all), at: index)
                return
            case .success(let read):
                bytes = read
            }
            var key = InputKey()
            key.add(inputs)
            key.add(path)
            key.add(bytes)
            if let record = reusable[path], record.key == key.hex, Self.intact(record.files, in: root) {
                outcomes.set(.reused(record), at: index)
                return
            }
            switch context.parse(bytes, path: path) {
            case .failure(let diagnostics):
                outcomes.set(.invalid(diagnostics.all), at: index)
            case .success(let scenario):
                if let tooMany = ReportLimits.check(scenario, path: path) {
                    outcomes.set(.invalid([tooMany]), at: index)
                    return
                }
                let rendered = ScenarioRenderer.render(scenario, templates: templates, page: page)
                if let tooLarge = ReportLimits.check(rendered, inputBytes: bytes.count, path: path) {
                    outcomes.set(.invalid([tooLarge]), at: index)
                    return
                }
                do {
                    let staged = try Self.stage(rendered.files, in: staging, incremental: incremental)
                    let record = BuildManifest.ScenarioRecord(
                        source: path, key: key.hex, files: rendered.files.map { .init(path: $0.path, size: $0.bytes.count) },
                        entry: .init(rendered.entry), property: rendered.property.map(BuildManifest.Property.init))
                    outcomes.set(.rendered(record, staged: staged), at: index)
                } catch {
                    writeFailures.set("\(error)", at: index)
                }
            }
        }

        var diagnostics = collisions
        var records: [BuildManifest.ScenarioRecord] = []
        var changed: [String] = []
        var reused = Set<String>()
        for outcome in outcomes.values {
            switch outcome {
            case .reused(let record)?:
                records.append(record)
                reused.insert(record.source)
            case .rendered(let record, let staged)?:
                records.append(record)
                changed += staged
            case .invalid(let found)?:
                diagnostics += found
            case nil:
                break
            }
        }
        diagnostics = Diagnostics(diagnostics).all
        if let failure = writeFailures.values.compactMap({ $0 }).first {
            staging.discard()
            throw BuildFailure(diagnostics: diagnostics, message: failure)
        }
        guard diagnostics.isEmpty || options.keepGoing else {
            staging.discard()
            return BuildSummary(scenarios: total, filesWritten: 0, diagnostics: diagnostics, published: false,
                                seconds: seconds(since: started), outputDirectory: destination.path)
        }
        do {
            // The index, map and help depend only on the build's inputs and on what each scenario
            // shows there, so they are rendered again only when one of those changed.
            var siteKey = InputKey()
            siteKey.add(inputs)
            Self.siteInputs(records, into: &siteKey)
            let site: BuildManifest.SiteRecord
            if let old = previous?.site, old.key == siteKey.hex, Self.intact(old.files, in: root) {
                site = old
            } else {
                let siteFiles = try SiteFiles.render(entries: records.map(\.entry.model), properties: records.compactMap { $0.property?.model },
                                                     settings: context.settings, templates: templates, page: page)
                let all = siteFiles.files + [OutputFile(path: "style.css", bytes: siteFiles.stylesheet),
                                             OutputFile(path: StagingFolder.markerName, bytes: StagingFolder.markerBytes)]
                changed += try Self.stage(all, in: staging, incremental: incremental)
                site = BuildManifest.SiteRecord(key: siteKey.hex, files: all.map { .init(path: $0.path, size: $0.bytes.count) })
            }
            let manifest = BuildManifest(format: BuildManifest.currentFormat, inputs: inputs, scenarios: records, site: site)
            if let previous {
                let kept = Set(records.flatMap(\.files).map(\.path) + site.files.map(\.path))
                let removed = (previous.scenarios.flatMap(\.files) + (previous.site?.files ?? [])).map(\.path).filter { !kept.contains($0) }
                if changed.isEmpty && removed.isEmpty && manifest == previous {
                    staging.discard()
                } else {
                    try staging.publishInPlace(changed: changed, removed: removed,
                                               pending: Self.pending(previous, reused: reused, site: site), manifest: manifest.encoded())
                }
            } else {
                try staging.write(manifest.encoded(), to: BuildManifest.fileName)
                try staging.commit()
            }
        } catch {
            staging.discard()
            throw BuildFailure(diagnostics: diagnostics, message: error.description)
        }
        return BuildSummary(scenarios: total, filesWritten: changed.count, diagnostics: diagnostics, published: true,
                            seconds: seconds(since: started), outputDirectory: destination.path)
    }

    /// The manifest of the output folder when the folder is a real one that Tally wrote.
    private static func previousManifest(in root: String) -> BuildManifest? {
        var info = stat()
        guard lstat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              lstat(root + "/" + StagingFolder.markerName, &info) == 0 else { return nil }
        return BuildManifest.load(from: root)
    }

    /// Stages `files`; in an incremental build, only those whose bytes differ from the live
    /// output's. Returns the staged paths.
    private static func stage(_ files: [OutputFile], in staging: StagingFolder, incremental: Bool) throws(OutputError) -> [String] {
        var staged: [String] = []
        for file in files {
            _ = try staging.resolve(file.path)
            if incremental {
                if StagingFolder.isInsideWithoutSymlinks(file.path, in: staging.destination.path),
                   StagingFolder.file(atPath: staging.destination.path + "/" + file.path, equals: file.bytes) {
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

    /// Whether every file is in place under `root` as the manifest recorded it: a regular file
    /// of the recorded size, reached through real folders only.
    private static func intact(_ files: [BuildManifest.FileRecord], in root: String) -> Bool {
        var checkedFolders = Set<Substring>()
        for file in files {
            guard StagingFolder.staysInside(file.path) else { return false }
            if let slash = file.path.lastIndex(of: "/"), !checkedFolders.contains(file.path[..<slash]) {
                guard StagingFolder.isInsideWithoutSymlinks(file.path, in: root) else { return false }
                checkedFolders.insert(file.path[..<slash])
            }
            var info = stat()
            guard lstat(root + "/" + file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == file.size else {
                return false
            }
        }
        return true
    }

    /// What the site pages show of the scenarios, in order: their index entries and properties
    /// (every field, each followed by a separator, so no two different lists add the same bytes).
    private static func siteInputs(_ records: [BuildManifest.ScenarioRecord], into key: inout InputKey) {
        for record in records {
            let entry = record.entry
            for field in [entry.group, entry.groupName, entry.title, entry.headline, entry.detail, entry.href,
                          entry.markdownHref, entry.extraHref ?? "\u{0}", entry.extraLabel ?? "\u{0}", entry.sourcePath] {
                key.add(field)
            }
            guard let property = record.property else { key.add("no property"); continue }
            for field in [property.title, property.propertyType, property.city, property.stateCode, property.zip,
                          property.rateText, property.reportHref, property.sourcePath, property.currency.code,
                          property.currency.symbol, property.streetLines.joined(separator: "\u{0}"),
                          "\(property.latitudeBits) \(property.longitudeBits) \(property.approximate) \(property.currency.minorDigits)",
                          "\(property.loanAmount) \(property.monthlyPayment) \(property.monthlyTotal) \(property.streetLines.count)"] {
                key.add(field)
            }
        }
    }

    /// The old manifest without what this build is about to replace: written before the first
    /// rename, so a build killed while publishing leaves nothing vouched for that might be mixed.
    /// Nil when it would vouch for the same things as the old one.
    private static func pending(_ previous: BuildManifest, reused: Set<String>, site: BuildManifest.SiteRecord) -> [UInt8]? {
        var pending = previous
        pending.scenarios = previous.scenarios.filter { reused.contains($0.source) }
        if previous.site != site { pending.site = nil }
        return pending == previous ? nil : pending.encoded()
    }

    /// `tally check`: every file parsed and validated, nothing written; every mistake returned.
    public static func check(_ options: BuildOptions) throws(BuildFailure) -> (scenarios: Int, diagnostics: [Diagnostic]) {
        let context = try BuildContext.load(options)
        let found = ResultSlots<[Diagnostic]>(count: context.files.count)
        WorkQueue.run(count: context.files.count, workers: options.jobs) { index in
            let path = context.files[index]
            switch context.parse(path) {
            case .failure(let diagnostics):
                found.set(diagnostics.all, at: index)
            case .success(let scenario):
                // What `build` would refuse, `check` reports.
                if let tooMany = ReportLimits.check(scenario, path: path) { found.set([tooMany], at: index) }
            }
        }
        let all = context.slugCollisions() + found.values.compactMap { $0 }.flatMap { $0 }
        return (context.files.count, Diagnostics(all).all)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// What happened to one scenario file.
enum ScenarioOutcome: Sendable {
    /// Unchanged since the last build: its pages are already in place.
    case reused(BuildManifest.ScenarioRecord)
    /// Rendered; `staged` are the files whose bytes differ from the live output's.
    case rendered(BuildManifest.ScenarioRecord, staged: [String])
    case invalid([Diagnostic])
}
