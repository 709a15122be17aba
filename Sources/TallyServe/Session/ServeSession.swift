import Foundation
import Synchronization
import TallySite

/// Where `tally serve` reports: build results and errors. Tests pass their own.
public struct ServeLog: Sendable {
    public let info: @Sendable (String) -> Void
    public let error: @Sendable (String) -> Void

    public init(info: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.info = info
        self.error = error
    }
}

/// `tally serve`: build once, serve the output, rebuild on every change and tell the open
/// pages, until `stop()`.
public final class ServeSession: Sendable {
    /// The port actually listened on (the one asked for, or a free one for port 0).
    public let port: UInt16
    public let url: String
    /// The folder being served.
    public let outputDirectory: URL
    private let temporaryFolder: URL?
    private let server: PreviewServer
    private let serverTask: Task<Void, any Error>
    private let rebuilder: Rebuilder
    private let watcher: any FileWatcher
    private let heartbeat: Task<Void, Never>
    private let stopped = Atomic<Bool>(false)

    /// How many builds have finished, the first one included.
    public var buildCount: Int { rebuilder.buildCount }

    public static func start(_ options: ServeOptions, log: ServeLog) async throws(ServeError) -> ServeSession {
        var build = options.build
        var temporaryFolder: URL?
        if options.usesTemporaryOutput {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("tally-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw ServeError("cannot create \(folder.path): \(error.localizedDescription)")
            }
            temporaryFolder = folder
            // The staging folder of each build goes beside the output, so inside this one too.
            build.outputDirectory = folder.appendingPathComponent("site").path
        }
        let hub = EventHub()
        let rebuilder = Rebuilder(options: build, debounce: options.debounce) { outcome in
            report(outcome, log: log, hub: hub)
        }
        let plan = WatchPlan(for: build)
        let watcher: any FileWatcher
        do {
            watcher = try makeWatcher(options.watchMethod, plan: plan)
            let server = try PreviewServer(root: build.outputURL, bindAddress: options.bindAddress, port: options.port, hub: hub,
                                           idleTimeout: options.idleTimeout, requestTimeout: options.requestTimeout)
            // Watching before the first build, so that a save during it is not missed.
            try watcher.start { _ in rebuilder.noteChange() }
            rebuilder.buildNow()
            let task: Task<Void, any Error>
            let port: UInt16
            do {
                (task, port) = try await server.start()
            } catch {
                watcher.stop()
                throw error
            }
            rebuilder.start()
            let heartbeat = Task.detached {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(15))
                    hub.heartbeat()
                }
            }
            return ServeSession(port: port, bindAddress: options.bindAddress, outputDirectory: build.outputURL,
                                temporaryFolder: temporaryFolder, server: server, serverTask: task, rebuilder: rebuilder,
                                watcher: watcher, heartbeat: heartbeat)
        } catch let error as ServeError {
            if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
            throw error
        } catch {
            if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
            throw ServeError(String(describing: error))
        }
    }

    private init(port: UInt16, bindAddress: String, outputDirectory: URL, temporaryFolder: URL?, server: PreviewServer,
                 serverTask: Task<Void, any Error>, rebuilder: Rebuilder, watcher: any FileWatcher, heartbeat: Task<Void, Never>) {
        self.port = port
        let host = bindAddress.contains(":") ? "[\(bindAddress.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))]" : bindAddress
        url = "http://\(host):\(port)/"
        self.outputDirectory = outputDirectory
        self.temporaryFolder = temporaryFolder
        self.server = server
        self.serverTask = serverTask
        self.rebuilder = rebuilder
        self.watcher = watcher
        self.heartbeat = heartbeat
    }

    /// Stops watching and serving, lets a running build finish, and removes the temporary
    /// output and any staging folder this process left. Quick: well under a second.
    public func stop() async {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        watcher.stop()
        rebuilder.stop()
        heartbeat.cancel()
        await server.stop()
        serverTask.cancel()
        await rebuilder.waitUntilIdle(timeout: .milliseconds(500))
        if let temporaryFolder {
            try? FileManager.default.removeItem(at: temporaryFolder)
        } else {
            StagingSweep.removeLeftovers(beside: outputDirectory)
        }
    }

    private static func makeWatcher(_ method: ServeOptions.WatchMethod, plan: WatchPlan) throws(WatchError) -> any FileWatcher {
        switch method {
        case .polling(let interval):
            return PollingWatcher(plan: plan, interval: interval)
        case .automatic:
            #if canImport(Glibc)
            return try InotifyWatcher(plan: plan)
            #else
            return PollingWatcher(plan: plan, interval: .milliseconds(300))
            #endif
        }
    }

    private static func report(_ outcome: Rebuilder.Outcome, log: ServeLog, hub: EventHub) {
        if let errors = outcome.errors {
            for line in errors { log.error(line) }
            let count = errors.filter { $0.contains("error:") }.count
            log.error("error: the build failed (\(count == 1 ? "1 error" : "\(count) errors")); still serving the last good build")
            hub.buildFailed(errors)
        } else {
            if let summary = outcome.summary {
                let verb = outcome.number == 1 ? "Built" : "Rebuilt"
                log.info("\(verb) \(summary.scenarios == 1 ? "1 scenario" : "\(summary.scenarios) scenarios") in \(String(format: "%.2f", summary.seconds)) s")
            }
            hub.buildSucceeded(build: outcome.number)
        }
    }
}

/// A build interrupted by the stop leaves nothing, since the stop waits for it; this only
/// catches what a crash of this very process could leave (names carry its process id).
enum StagingSweep {
    static func removeLeftovers(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let pid = String(ProcessInfo.processInfo.processIdentifier)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(".") {
            let ours = name.hasPrefix(".\(output.lastPathComponent).tmp-\(pid)-") || name.hasPrefix(".tally-staging-\(pid)")
            if ours { try? FileManager.default.removeItem(at: parent.appendingPathComponent(name)) }
        }
    }
}
