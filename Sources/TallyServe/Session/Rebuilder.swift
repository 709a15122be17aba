import Foundation
import Synchronization
import TallySite

/// Runs one build at a time. Changes that arrive while the files are still being saved, or
/// while a build runs, are folded into the next build rather than each starting their own.
final class Rebuilder: Sendable {
    /// What one build came to: nil messages for a published build, else every error line.
    struct Outcome: Sendable {
        let number: Int
        let errors: [String]?
        let summary: BuildSummary?
    }

    private let options: BuildOptions
    private let debounce: Duration
    private let onOutcome: @Sendable (Outcome) -> Void
    private let changes: AsyncStream<Void>.Continuation
    private let wakeups: AsyncStream<Void>
    private let generation = Atomic<UInt64>(0)
    private let builds = Atomic<Int>(0)
    private let building = Atomic<Bool>(false)
    private let loop = Mutex<Task<Void, Never>?>(nil)

    init(options: BuildOptions, debounce: Duration, onOutcome: @escaping @Sendable (Outcome) -> Void) {
        self.options = options
        self.debounce = debounce
        self.onOutcome = onOutcome
        (wakeups, changes) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    var buildCount: Int { builds.load(ordering: .sequentiallyConsistent) }
    var isBuilding: Bool { building.load(ordering: .sequentiallyConsistent) }

    /// The first build, before the server starts, on the caller's thread.
    @discardableResult
    func buildNow() -> Outcome {
        building.store(true, ordering: .sequentiallyConsistent)
        defer { building.store(false, ordering: .sequentiallyConsistent) }
        let number = builds.add(1, ordering: .sequentiallyConsistent).newValue
        let outcome: Outcome
        do {
            let summary = try BuildPipeline.build(options)
            outcome = Outcome(number: number, errors: summary.succeeded ? nil : summary.diagnostics.map(\.description), summary: summary)
        } catch {
            outcome = Outcome(number: number, errors: error.description.split(separator: "\n").map(String.init), summary: nil)
        }
        onOutcome(outcome)
        return outcome
    }

    /// Called by the watcher for every changed path.
    func noteChange() {
        generation.add(1, ordering: .sequentiallyConsistent)
        changes.yield()
    }

    func start() {
        let task = Task.detached { [self] in
            var built: UInt64 = 0
            for await _ in wakeups {
                // A wakeup left over from changes the last build already read.
                if generation.load(ordering: .sequentiallyConsistent) == built { continue }
                // Wait until the files have been quiet for the debounce interval.
                var seen = generation.load(ordering: .sequentiallyConsistent)
                while true {
                    try? await Task.sleep(for: debounce)
                    if Task.isCancelled { return }
                    let now = generation.load(ordering: .sequentiallyConsistent)
                    if now == seen { break }
                    seen = now
                }
                built = seen
                await runOffThePool()
            }
        }
        loop.withLock { $0 = task }
    }

    /// Stops watching for work; a build already running finishes (it takes well under a second
    /// and leaves no staging folder behind), and the caller may wait for it.
    func stop() {
        changes.finish()
        loop.withLock { $0?.cancel() }
    }

    func waitUntilIdle(timeout: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while isBuilding, clock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
    }

    /// The pipeline blocks its thread (and runs its own workers); keep it off Swift's
    /// cooperative pool, which the server needs to keep answering meanwhile.
    private func runOffThePool() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                buildNow()
                done.resume()
            }
        }
    }
}
