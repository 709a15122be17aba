import Foundation
import TallyResources
import Testing
import TallyReports
@testable import TallySite

/// Issue 11: a rebuild redoes only what changed, publishes only changed files, and gives the
/// same bytes as a cold build; a failed build leaves the output as it was.
@Suite struct IncrementalBuildTests {

    private static let files = [
        "scenarios/home.yaml": TemporaryProject.loan,
        "scenarios/car.yaml": "kind: loan\ntitle: Car\nprincipal: 12000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n",
        "scenarios/pot.yaml": TemporaryProject.savings,
    ]

    /// Inode and modification time of every file under `folder`: what "untouched" means.
    private func identities(_ project: TemporaryProject, _ folder: String = "public") -> [String: String] {
        var result: [String: String] = [:]
        for path in project.snapshot(folder).keys {
            var info = stat()
            if lstat(project.root.appendingPathComponent(folder).appendingPathComponent(path).path, &info) == 0 {
                result[path] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            }
        }
        return result
    }

    private func write(_ project: TemporaryProject, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: project.root.appendingPathComponent(path))
    }

    /// A cold build of the project's current scenarios into a new folder.
    private func cold(_ project: TemporaryProject, environment: [String: String]? = nil) throws -> [String: Data] {
        let folder = "cold-\(UUID().uuidString)"
        var options = project.options(out: folder)
        if let environment { options.environment = environment }
        let summary = try BuildPipeline.build(options)
        #expect(summary.published)
        return project.snapshot(folder)
    }

    /// Without SOURCE_DATE_EPOCH "now" moves on between two builds; a rebuild the same day must
    /// still reuse every page (a budget's calendar is stamped with the day, not the second).
    @Test func aRebuildWithoutSourceDateEpochReusesEveryPage() throws {
        var files = Self.files
        files["scenarios/budget.yaml"] = "kind: budget\ncategories:\n  - name: Food\n    budget: 100\n    expenses:\n      - amount: 5\n        date: 2026-01-02\n        remind: true\n"
        let project = try TemporaryProject(files: files)
        var options = project.options()
        options.environment = [:]
        _ = try BuildPipeline.build(options)
        let before = identities(project)
        sleep(1)
        let summary = try BuildPipeline.build(options)
        #expect(summary.published && summary.filesWritten == 0)
        #expect(identities(project) == before)
    }

    /// Issue 26: a comparison is keyed on the files it compares as well as its own, so a change
    /// to one of them draws it again, and a rebuild with nothing changed reuses it; the pages are
    /// those a cold build gives.
    @Test func aComparisonIsDrawnAgainWhenAFileItComparesChanges() throws {
        var files = Self.files
        files["scenarios/which.yaml"] = "kind: comparison\ntitle: Which\ncompare: [home.yaml, car.yaml]\n"
        let project = try TemporaryProject(files: files)
        _ = try BuildPipeline.build(project.options())
        let before = identities(project)
        #expect(try BuildPipeline.build(project.options()).filesWritten == 0)
        #expect(identities(project) == before)
        try write(project, "scenarios/car.yaml", "kind: loan\ntitle: Car\nprincipal: 15000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n")
        let summary = try BuildPipeline.build(project.options())
        let after = identities(project)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed.contains("comparison/which.html") && changed.contains("loan/car.html"))
        #expect(!changed.contains("loan/home.html") && !changed.contains("savings/pot.html"))
        #expect(summary.filesWritten > 0)
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func aRebuildWithNothingChangedWritesNothing() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let before = identities(project)
        let bytes = project.snapshot("public")
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.published && summary.filesWritten == 0)
        #expect(identities(project) == before)
        #expect(project.snapshot("public") == bytes)
        #expect(before.keys.contains(BuildManifest.fileName))
    }

    /// Nothing to write, nothing made: not even a staging folder beside the output (its mkdir
    /// and removal would change the parent folder).
    @Test func aRebuildWithNothingChangedTouchesNoFolder() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        func modified(_ path: String) -> String {
            var info = stat()
            _ = lstat(path, &info)
            return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        let parent = modified(project.root.path)
        let output = modified(project.root.appendingPathComponent("public").path)
        _ = try BuildPipeline.build(project.options())
        #expect(modified(project.root.path) == parent)
        #expect(modified(project.root.appendingPathComponent("public").path) == output)
    }

    /// A folder written by a Tally whose manifest had another format gets a cold build, and the
    /// old manifest goes with the rest of the old site.
    @Test func aManifestOfAnOlderFormatMeansAColdBuild() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("public/\(BuildManifest.fileName)"))
        try write(project, "public/.tally-manifest.json", #"{"format":1,"inputs":"0","scenarios":[]}"#)
        try write(project, "public/loan/car.html", "stale")
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.published && summary.filesWritten > 0)
        #expect(!project.exists("public/.tally-manifest.json"))
        #expect(project.snapshot("public") == (try cold(project)))
    }

    /// A damaged line in the manifest is not trusted: the build is a cold one.
    @Test func aDamagedManifestMeansAColdBuild() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let path = project.root.appendingPathComponent("public/\(BuildManifest.fileName)")
        let text = try String(contentsOf: path, encoding: .utf8)
        let damaged = text.replacingOccurrences(of: "\"loan/car.html\"", with: "\"loan/car.html\",7")
        #expect(damaged != text)
        try write(project, "public/\(BuildManifest.fileName)", damaged)
        try write(project, "public/loan/car.html", "stale")
        _ = try BuildPipeline.build(project.options())
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func oneChangedScenarioGetsNewPagesAndLeavesTheOthersUntouched() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let before = identities(project)
        let oldIndex = project.read("public/index.html")
        try write(project, "scenarios/car.yaml", "kind: loan\ntitle: Faster car\nprincipal: 15000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n")
        _ = try BuildPipeline.build(project.options())
        let after = identities(project)
        for page in ["loan/car.html", "loan/car.md", "index.html", BuildManifest.fileName] {
            #expect(after[page] != nil && after[page] != before[page], "\(page) should be new")
        }
        // The changed scenario's files: its pages and the chart drawings beside its Markdown.
        let changed = { (page: String) in page.hasPrefix("loan/car.") || page.hasPrefix("loan/car-") }
        for (page, identity) in before where !changed(page) && page != "index.html" && page != BuildManifest.fileName {
            #expect(after[page] == identity, "\(page) should be untouched")
        }
        #expect(project.read("public/loan/car.html")?.contains("Faster car") == true)
        #expect(project.read("public/index.html") != oldIndex)
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func aChangedTemplateReRendersEveryPage() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let before = project.snapshot("public")
        let builtIn = try #require(EmbeddedResources.file(PageTemplates.builtInFolder + "/page.mustache"))
        let template = String(decoding: builtIn, as: UTF8.self)
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try write(project, "templates/page.mustache", template.replacingOccurrences(of: "</body>", with: "<!-- changed --></body>"))
        _ = try BuildPipeline.build(project.options())
        let after = project.snapshot("public")
        for page in ["loan/home.html", "loan/car.html", "savings/pot.html"] {
            #expect(before[page] != nil && after[page] != before[page], "\(page) should be re-rendered")
            #expect(after[page].map { String(decoding: $0, as: UTF8.self).contains("<!-- changed -->") } == true)
        }
        #expect(after == (try cold(project)))
    }

    @Test func aNewTodayReRendersThePages() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let before = project.snapshot("public")
        var options = project.options()
        options.environment = ["SOURCE_DATE_EPOCH": "1798761600"]   // a year later
        _ = try BuildPipeline.build(options)
        let after = project.snapshot("public")
        #expect(after["loan/home.html"] != before["loan/home.html"])
        #expect(after["index.html"] != before["index.html"])
        #expect(after == (try cold(project, environment: options.environment)))
    }

    @Test func aRemovedScenarioLosesItsPages() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        #expect(project.exists("public/savings/pot.html"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("scenarios/pot.yaml"))
        _ = try BuildPipeline.build(project.options())
        #expect(!project.exists("public/savings/pot.html"))
        #expect(!project.exists("public/savings/pot.md"))
        #expect(!project.exists("public/savings"))
        #expect(project.read("public/index.html")?.contains("savings/pot.html") == false)
        #expect(project.snapshot("public") == (try cold(project)))
    }

    /// With --keep-going an invalid scenario loses its pages and its card; a slug collision
    /// keeps neither file's pages; the rest is as a cold build of the same files makes it.
    @Test func aKeepGoingRebuildDropsWhatIsInvalidLikeAColdBuild() throws {
        let project = try TemporaryProject(files: Self.files)
        var options = project.options()
        options.keepGoing = true
        _ = try BuildPipeline.build(options)
        try write(project, "scenarios/car.yaml", TemporaryProject.broken)
        try write(project, "scenarios/Home.yml", TemporaryProject.loan)
        let summary = try BuildPipeline.build(options)
        #expect(summary.published && summary.diagnostics.count >= 3)
        #expect(!project.exists("public/loan/car.html") && !project.exists("public/loan/home.html"))
        #expect(project.read("public/index.html")?.contains("loan/car.html") == false)
        let folder = "cold-\(UUID().uuidString)"
        var coldOptions = project.options(out: folder)
        coldOptions.keepGoing = true
        _ = try BuildPipeline.build(coldOptions)
        #expect(project.snapshot("public") == project.snapshot(folder))
    }

    @Test func aFailedRebuildLeavesTheOutputByteIdentical() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let before = identities(project)
        let bytes = project.snapshot("public")
        try write(project, "scenarios/car.yaml", "kind: loan\ntitle: Changed\nprincipal: 15000\nrate: 6\nyears: 4\npayment: ?\n")
        try write(project, "scenarios/bad.yaml", TemporaryProject.broken)
        let summary = try BuildPipeline.build(project.options())
        #expect(!summary.published && !summary.diagnostics.isEmpty)
        #expect(project.snapshot("public") == bytes)
        #expect(identities(project) == before)
    }

    /// What a build killed while publishing leaves: a manifest that no longer vouches for the
    /// scenario being replaced, and that scenario's pages part old, part new.
    @Test func aBuildKilledWhilePublishingIsRepairedByTheNextBuild() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let root = project.root.appendingPathComponent("public").path
        var manifest = try #require(BuildManifest.load(from: root))
        manifest.scenarios.removeAll { $0.record.source.hasSuffix("car.yaml") }
        manifest.site = []
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: root + "/" + BuildManifest.fileName))
        try write(project, "public/loan/car.html", "a page from the build that was killed")
        try FileManager.default.removeItem(atPath: root + "/index.html")
        _ = try BuildPipeline.build(project.options())
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func aPageDeletedFromTheOutputIsWrittenAgain() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("public/loan/home.md"))
        try write(project, "public/style.css", "body{}")
        _ = try BuildPipeline.build(project.options())
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func anUnreadableManifestMeansAColdBuild() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try write(project, "public/\(BuildManifest.fileName)", "{not json")
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.published && summary.filesWritten > 0)
        #expect(project.snapshot("public") == (try cold(project)))
    }

    @Test func aManifestCannotDeleteFilesOutsideTheOutput() throws {
        let project = try TemporaryProject(files: Self.files.merging(["keep.txt": "mine"]) { first, _ in first })
        _ = try BuildPipeline.build(project.options())
        let root = project.root.appendingPathComponent("public").path
        var manifest = try #require(BuildManifest.load(from: root))
        var first = manifest.scenarios[0].record
        first.key = 0
        first.files.append("../keep.txt")
        manifest.scenarios[0] = .init(first)
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: root + "/" + BuildManifest.fileName))
        _ = try BuildPipeline.build(project.options())
        #expect(project.read("keep.txt") == "mine")
        #expect(project.snapshot("public") == (try cold(project)))
    }

    /// Every example (budgets, BMI, conversions, properties): one changed loan, and the map and
    /// the index still show every scenario, exactly as a cold build does.
    @Test func theExamplesRebuildLikeAColdBuild() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name.hasSuffix(".yaml") {
            files["scenarios/\(name)"] = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
        }
        let project = try TemporaryProject(files: files)
        _ = try BuildPipeline.build(project.options())
        let map = project.read("public/properties.geojson")
        #expect(map?.contains("Springfield") == true)
        let car = try #require(files["scenarios/car-loan.yaml"])
        try write(project, "scenarios/car-loan.yaml", car.replacingOccurrences(of: "title:", with: "title: New"))
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.filesWritten > 0)
        #expect(project.read("public/properties.geojson") == map)
        #expect(project.snapshot("public") == (try cold(project)))
    }

    /// A folder where a changed page must go makes the in-place publish fail; the build after
    /// it is a cold one and gives the right site.
    @Test func aPublishThatFailsLeavesTheNextBuildCold() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try write(project, "scenarios/car.yaml", "kind: loan\ntitle: Other car\nprincipal: 9000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n")
        let page = project.root.appendingPathComponent("public/loan/car.html")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.createDirectory(at: page.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(project.options()) }
        #expect(!project.exists("public/\(BuildManifest.fileName)"))
        try FileManager.default.removeItem(at: page)
        _ = try BuildPipeline.build(project.options())
        #expect(project.snapshot("public") == (try cold(project)))
    }
}
