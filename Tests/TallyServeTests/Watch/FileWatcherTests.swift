import Foundation
import Synchronization
import Testing
@testable import TallyServe

/// Both watchers against real folders: an editor's rename-over save, a file in a folder made
/// after the watch began, and nothing from the excluded output folder.
@Suite struct FileWatcherTests {
    final class Seen: Sendable {
        private let paths = Mutex<[String]>([])
        func add(_ path: String) { paths.withLock { $0.append(path) } }
        var all: [String] { paths.withLock { $0 } }
        func reset() { paths.withLock { $0 = [] } }

        func waitFor(_ predicate: ([String]) -> Bool, timeout: Duration = .seconds(20)) -> Bool {
            let clock = ContinuousClock()
            let deadline = clock.now + timeout
            while clock.now < deadline {
                if predicate(all) { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return predicate(all)
        }
    }

    static func makeWatchers(_ plan: WatchPlan) throws -> [any FileWatcher] {
        var watchers: [any FileWatcher] = [PollingWatcher(plan: plan, interval: .milliseconds(50))]
        #if canImport(Glibc)
        watchers.append(try InotifyWatcher(plan: plan))
        #endif
        return watchers
    }

    @Test func noticesSavesNewSubfoldersAndIgnoresTheOutput() throws {
        for kind in 0..<2 {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-watch-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let scenarios = root.appendingPathComponent("scenarios")
            try FileManager.default.createDirectory(at: scenarios.appendingPathComponent("out"), withIntermediateDirectories: true)
            try Data("a".utf8).write(to: scenarios.appendingPathComponent("home.yaml"))
            let plan = WatchPlan(folders: [WatchPlan.Folder(path: scenarios.path, recursive: true, names: nil)],
                                 excluded: [scenarios.appendingPathComponent("out").path])
            let watchers = try Self.makeWatchers(plan)
            guard kind < watchers.count else { continue }
            let watcher = watchers[kind]
            let seen = Seen()
            try watcher.start { seen.add($0) }
            defer { watcher.stop() }

            try Data("b".utf8).write(to: scenarios.appendingPathComponent("home.yaml"), options: .atomic)
            #expect(seen.waitFor { $0.contains(scenarios.appendingPathComponent("home.yaml").path) }, "\(type(of: watcher))")

            try FileManager.default.createDirectory(at: scenarios.appendingPathComponent("new/deeper"), withIntermediateDirectories: true)
            // The watch on a new folder is added when its creation is read; a file written in it
            // afterwards must be seen too.
            #expect(seen.waitFor { $0.contains { $0.hasSuffix("/new") } })
            Thread.sleep(forTimeInterval: 0.2)
            try Data("c".utf8).write(to: scenarios.appendingPathComponent("new/deeper/pot.yaml"))
            #expect(seen.waitFor { $0.contains(scenarios.appendingPathComponent("new/deeper/pot.yaml").path) }, "\(type(of: watcher))")

            seen.reset()
            try Data("d".utf8).write(to: scenarios.appendingPathComponent("out/index.html"))
            try Data("e".utf8).write(to: scenarios.appendingPathComponent(".home.yaml.swp"))
            try Data("f".utf8).write(to: scenarios.appendingPathComponent("home.yaml"))
            #expect(seen.waitFor { $0.contains(scenarios.appendingPathComponent("home.yaml").path) })
            #expect(!seen.all.contains { $0.contains("/out") || $0.contains(".swp") }, "\(seen.all)")
        }
    }
}
