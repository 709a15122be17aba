import ArgumentParser
import Foundation
import Synchronization
import TallySite
import TallyServe

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve the reports over HTTP, and rebuild as you edit.",
        discussion: """
        Builds the scenarios like `tally build`, serves the output at http://127.0.0.1:4000/ and \
        watches the scenario files and folders, templates/, site/ and tally.yaml. Each save \
        rebuilds, and open pages reload by themselves. When an edit breaks a scenario the last \
        good pages stay served, and the page and the terminal show every error until the file is \
        fixed.

        Without --out the site is built into a temporary folder that is removed when serve \
        stops, so public/ is left as it was; with --out it is built there and kept. Pages get a \
        small live-reload script as they are served; the files on disk never contain it.

        Serving is for your own machine: it listens on 127.0.0.1 unless --bind says otherwise, \
        and answers only requests addressed to localhost or an IP address, so a web page cannot \
        reach it through a name of its own. Ctrl-C stops it.

        Examples:
          tally serve
          tally serve scenarios/mortgage.yaml --port 8080
          tally serve --out public --bind 0.0.0.0
        """
    )

    @Argument(help: "Scenario files or folders (default: scenarios/, else examples/).")
    var paths: [String] = []

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: Int = 4000

    @Option(name: .long, help: "Build into this folder and keep it (default: a temporary folder).")
    var out: String?

    @Option(name: .long, help: ArgumentHelp("The address to listen on; 0.0.0.0 or :: exposes the preview to your network.", valueName: "address"))
    var bind: String = "127.0.0.1"

    @Flag(name: .long, help: "Watch by looking at the files twice a second instead of inotify (network folders).")
    var poll = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() throws {
        // First, before any thread starts: see ServeStopper.
        let stop = ServeStopper()
        // A page closed mid-response must not kill the server; SwiftNIO guards its own
        // sockets already, this covers any other write to a dead socket.
        signal(SIGPIPE, SIG_IGN)
        // Serve stops itself on Ctrl-C and exits 0; a build's own cleanup must not exit first.
        InterruptCleanup.letHostStopOnSignals()
        let build = BuildOptions(paths: paths, outputDirectory: out ?? "public")
        var options = ServeOptions(build: build, usesTemporaryOutput: out == nil, bindAddress: bind, port: UInt16(port))
        if poll { options.watchMethod = .polling(interval: .milliseconds(500)) }
        let serveOptions = options
        let log = ServeLog(info: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }, error: { Terminal.error($0) })
        let started = waitFor {
            do throws(ServeError) {
                let session = try await ServeSession.start(serveOptions, log: log)
                stop.arm(session)
                return Result<ServeSession, ServeError>.success(session)
            } catch {
                return .failure(error)
            }
        }
        switch started {
        case .failure(let error):
            Terminal.error("error: \(error.description)")
            throw ExitCode(1)
        case .success(let session):
            let output = out.map { "\($0)/" } ?? "a temporary folder"
            FileHandle.standardOutput.write(Data("Serving \(output) at \(session.url) (Ctrl-C to stop)\n".utf8))
        }
        stop.waitForSignal()
        throw ExitCode.success
    }
}

/// SIGINT and SIGTERM end the session cleanly (temporary output removed) and exit 0. A signal
/// during the first build is kept and acted on as soon as the session exists.
private final class ServeStopper: Sendable {
    private struct State {
        var session: ServeSession?
        var requested = false
    }

    private let queue = DispatchQueue(label: "tally-serve-signals")
    private let done = DispatchSemaphore(value: 0)
    private let state = Mutex(State())
    // Dispatch's signal sources are not Sendable; they are only kept here, never touched again.
    private nonisolated(unsafe) let sources: [any DispatchSourceSignal]

    init() {
        // Dispatch reads these signals through a signalfd, which sees only a signal that no
        // thread takes: ignored on the main thread, a Ctrl-C from a shell was simply dropped and
        // serve never stopped. Made before any other thread exists, so every later one
        // (NIO's loops, the watcher, Swift's pool) inherits the mask.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in [SIGINT, SIGTERM] { sigaddset(&blocked, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        for signalNumber in [SIGINT, SIGTERM] { signal(signalNumber, SIG_IGN) }
        let queue = self.queue
        sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: queue) }
        // Created and resumed together: Dispatch traps if a suspended source is released.
        for source in sources {
            source.setEventHandler { [weak self] in self?.requestStop() }
            source.resume()
        }
    }

    func arm(_ session: ServeSession) {
        let requested = state.withLock { state -> Bool in
            state.session = session
            return state.requested
        }
        if requested { stop(session) }
    }

    private func requestStop() {
        let session = state.withLock { state -> ServeSession? in
            state.requested = true
            return state.session
        }
        if let session { stop(session) }
    }

    private func stop(_ session: ServeSession) {
        let done = self.done
        Task {
            await session.stop()
            done.signal()
        }
    }

    func waitForSignal() { done.wait() }
}

/// Runs async work from the synchronous command and waits for it; the main thread is not part
/// of the pool the work runs on, so blocking it is safe.
private func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let finished = DispatchSemaphore(value: 0)
    Task {
        box.value = await work()
        finished.signal()
    }
    finished.wait()
    guard let value = box.value else { preconditionFailure("the awaited work always stores its value before signalling") }
    return value
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // Written once before the semaphore is signalled, read after it is waited on.
    var value: T?
}
