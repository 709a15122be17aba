import Dispatch
import Synchronization

/// Runs `work` for every index on `workers` threads, each taking the next index when it is free,
/// so one slow scenario never holds up the others and only `workers` are in memory at once.
enum WorkQueue {
    static func run(count: Int, workers: Int, _ work: @Sendable (Int) -> Void) {
        let next = Atomic<Int>(0)
        let threads = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                if index >= count { return }
                work(index)
            }
        }
    }
}

/// One result per index, filled in by concurrent workers.
final class ResultSlots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    var values: [Value?] { slots.withLock { $0 } }
}
