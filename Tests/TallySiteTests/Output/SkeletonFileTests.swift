import Foundation
import Testing
import TallyReports
@testable import TallySite

/// The skeletons kept beside the manifest: used by a rebuild with the same inputs, never when
/// stale, damaged or missing, and the pages come out as a cold build's either way.
@Suite struct SkeletonFileTests {
    private static let files = [
        "scenarios/home.yaml": TemporaryProject.loan,
        "scenarios/car.yaml": "kind: loan\ntitle: Car\nprincipal: 12000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n",
        "scenarios/pot.yaml": TemporaryProject.savings,
    ]
    private static let changedCar = "kind: loan\ntitle: Faster car\nprincipal: 15000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n"

    private func path(_ project: TemporaryProject) -> String {
        project.root.appendingPathComponent("public/\(SkeletonFile.fileName)").path
    }

    private func kept(_ project: TemporaryProject) throws -> (inputs: UInt64, records: [SkeletonRecord]) {
        let bytes = try #require(RegularFile.read(path(project)))
        let inputs = try #require(BuildManifest.load(from: project.root.appendingPathComponent("public").path)?.inputs)
        return (inputs, try #require(SkeletonFile.decode(bytes, inputs: inputs)))
    }

    /// The kept loan skeleton with a marker in it, written back with a good checksum: a rebuild
    /// that draws from it shows the marker.
    private func markKeptSkeletons(_ project: TemporaryProject, inputs: UInt64? = nil) throws {
        let (found, records) = try kept(project)
        let marked = records.map { record in
            record.template == "report"
                ? SkeletonRecord(template: record.template, shape: record.shape, valueCount: record.valueCount,
                                 rendered: Array("<!--kept-->".utf8) + record.rendered)
                : record
        }
        try Data(SkeletonFile.encode(marked, inputs: inputs ?? found)).write(to: URL(fileURLWithPath: path(project)))
    }

    private func rebuildWithTheCarChanged(_ project: TemporaryProject) throws {
        try Data(Self.changedCar.utf8).write(to: project.root.appendingPathComponent("scenarios/car.yaml"))
        #expect(try BuildPipeline.build(project.options()).published)
    }

    private func coldBuild(_ project: TemporaryProject) throws -> [String: Data] {
        let folder = "cold-\(UUID().uuidString)"
        #expect(try BuildPipeline.build(project.options(out: folder)).published)
        return project.snapshot(folder)
    }

    @Test func recordsComeBackAsWritten() throws {
        let records = [
            SkeletonRecord(template: "report", shape: [0, 1, 0x09, 0x0A, 0xFF], valueCount: 3, rendered: Array("a\u{10FFFC}&0\u{10FFFD}\n\t".utf8)),
            SkeletonRecord(template: "index-card", shape: [], valueCount: 0, rendered: []),
        ]
        let bytes = SkeletonFile.encode(records, inputs: 42)
        #expect(SkeletonFile.decode(bytes, inputs: 42) == records)
        #expect(SkeletonFile.decode(bytes, inputs: 43) == nil, "written for other inputs")
        for cut in [0, 5, bytes.count - 1] { #expect(SkeletonFile.decode(Array(bytes[..<cut]), inputs: 42) == nil, "cut at \(cut)") }
        for offset in stride(from: SkeletonFile.header.count + 8, to: bytes.count, by: 3) {
            var damaged = bytes
            damaged[offset] ^= 0x20
            #expect(SkeletonFile.decode(damaged, inputs: 42) == nil, "byte \(offset) changed")
        }
    }

    @Test func aBuildKeepsTheSkeletonsOfItsPages() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        let templates = Set(try kept(project).records.map(\.template))
        #expect(templates.isSuperset(of: ["report", "index-card"]))
    }

    @Test func aRebuildWithTheSameInputsDrawsFromTheKeptSkeletons() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try markKeptSkeletons(project)
        try rebuildWithTheCarChanged(project)
        #expect(project.read("public/loan/car.html")?.hasPrefix("<!--kept-->") == true)
        #expect(project.read("public/loan/car.html")?.contains("Faster car") == true)
    }

    @Test func skeletonsKeptForOtherInputsAreNotUsed() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        try markKeptSkeletons(project, inputs: 7)
        try rebuildWithTheCarChanged(project)
        #expect(project.read("public/loan/car.html")?.contains("<!--kept-->") == false)
        #expect(project.snapshot("public") == (try coldBuild(project)))
        #expect(try kept(project).records.allSatisfy { !$0.rendered.starts(with: Array("<!--kept-->".utf8)) }, "rewritten for these inputs")
    }

    @Test func damagedOrMissingSkeletonsAreNotUsed() throws {
        for damage in ["cut", "flipped", "missing", "folder"] {
            let project = try TemporaryProject(files: Self.files)
            _ = try BuildPipeline.build(project.options())
            try markKeptSkeletons(project)
            let url = URL(fileURLWithPath: path(project))
            var bytes = try Data(contentsOf: url)
            switch damage {
            case "cut": bytes.removeLast(10); try bytes.write(to: url)
            case "flipped": bytes[bytes.count / 2] ^= 1; try bytes.write(to: url)
            case "missing": try FileManager.default.removeItem(at: url)
            default:
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            }
            try Data(Self.changedCar.utf8).write(to: project.root.appendingPathComponent("scenarios/car.yaml"))
            let summary = try? BuildPipeline.build(project.options())
            if damage == "folder" {
                // A folder in the way fails the publish like any page's would; the next build is cold.
                try? FileManager.default.removeItem(at: url)
                #expect(try BuildPipeline.build(project.options()).published)
            } else {
                #expect(summary?.published == true, "\(damage)")
            }
            #expect(project.read("public/loan/car.html")?.contains("<!--kept-->") == false, "\(damage)")
            #expect(project.snapshot("public") == (try coldBuild(project)), "\(damage)")
            #expect(try kept(project).records.contains { $0.template == "report" }, "\(damage): kept again")
        }
    }

    @Test func aRebuildWithNothingChangedLeavesTheSkeletonsUntouched() throws {
        let project = try TemporaryProject(files: Self.files)
        _ = try BuildPipeline.build(project.options())
        var before = stat()
        #expect(lstat(path(project), &before) == 0)
        let bytes = RegularFile.read(path(project))
        _ = try BuildPipeline.build(project.options())
        var after = stat()
        #expect(lstat(path(project), &after) == 0)
        #expect(before.st_ino == after.st_ino && before.st_mtim.tv_nsec == after.st_mtim.tv_nsec)
        // A changed loan of a known shape draws from them and leaves them as they were.
        try rebuildWithTheCarChanged(project)
        #expect(RegularFile.read(path(project)) == bytes)
    }
}
