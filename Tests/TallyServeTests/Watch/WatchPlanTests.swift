import Foundation
import Testing
import TallySite
@testable import TallyServe

@Suite struct WatchPlanTests {
    @Test func byDefaultTheProjectFilesAndTheScenarioFoldersAreWatched() {
        let options = BuildOptions(paths: [], outputDirectory: "public", projectRoot: URL(fileURLWithPath: "/p"))
        let plan = WatchPlan(for: options)
        #expect(plan.folders.first == WatchPlan.Folder(path: "/p", recursive: false,
                                                        names: ["tally.yaml", "templates", "site", "scenarios", "examples"]))
        #expect(plan.folders.dropFirst().map(\.path) == ["/p/templates", "/p/site", "/p/scenarios", "/p/examples"])
        #expect(plan.folders.dropFirst().allSatisfy { $0.recursive && $0.names == nil })
        #expect(plan.isExcluded("/p/public/index.html"))
        #expect(plan.isExcluded("/p/public"))
        #expect(!plan.isExcluded("/p/publications/x.yaml"))
    }

    @Test func aNamedFileIsWatchedThroughItsFolder() {
        let options = BuildOptions(paths: ["money/home.yaml", "/abs/pot.yaml"], outputDirectory: "/tmp/out", projectRoot: URL(fileURLWithPath: "/p"))
        let plan = WatchPlan(for: options)
        #expect(plan.folders.contains(WatchPlan.Folder(path: "/p/money", recursive: false, names: ["home.yaml"])))
        #expect(plan.folders.contains(WatchPlan.Folder(path: "/abs", recursive: false, names: ["pot.yaml"])))
        #expect(plan.folders.first?.names == ["tally.yaml", "templates", "site", "money"])
        #expect(plan.excluded == ["/tmp/out"])
    }

    @Test func editorLitterDoesNotCount() {
        let any = WatchPlan.Folder(path: "/p/scenarios", recursive: true, names: nil)
        #expect(WatchPlan.matters("home.yaml", in: any))
        for litter in [".home.yaml.swp", ".home.yaml.swx", "home.yaml~", "4913", ".public.tmp-12-34"] {
            #expect(!WatchPlan.matters(litter, in: any), "\(litter)")
        }
        let root = WatchPlan.Folder(path: "/p", recursive: false, names: ["tally.yaml"])
        #expect(WatchPlan.matters("tally.yaml", in: root))
        #expect(!WatchPlan.matters("public", in: root))
    }
}
