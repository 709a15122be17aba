import Foundation
import Synchronization

/// Where inotify is missing: every interval, the size, modification time and inode of each
/// watched file, compared with the previous look. A rename over a file changes its inode.
final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private struct Stamp: Equatable {
        let size: Int64
        let modified: Int64
        let inode: UInt64
        let isFolder: Bool
    }

    private let plan: WatchPlan
    private let interval: Duration
    private let stopped = Atomic<Bool>(false)
    private let running = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(plan: WatchPlan, interval: Duration) {
        self.plan = plan
        self.interval = interval
    }

    func start(onChange: @escaping @Sendable (String) -> Void) throws(WatchError) {
        let first = snapshot()
        running.store(true, ordering: .sequentiallyConsistent)
        let thread = Thread { [self] in
            pollLoop(from: first, onChange: onChange)
            finished.signal()
        }
        thread.name = "tally-serve-poll"
        thread.start()
    }

    private func pollLoop(from first: [String: Stamp], onChange: @Sendable (String) -> Void) {
        var previous = first
        var waited = Duration.zero
        while !stopped.load(ordering: .sequentiallyConsistent) {
            Thread.sleep(forTimeInterval: 0.05)
            waited += .milliseconds(50)
            guard waited >= interval else { continue }
            waited = .zero
            let current = snapshot()
            guard current != previous else { continue }
            let changed = Set(current.keys).symmetricDifference(previous.keys)
                .union(current.keys.filter { previous[$0] != nil && previous[$0] != current[$0] })
            previous = current
            for path in changed.sorted() { onChange(path) }
        }
    }

    func stop() {
        guard running.exchange(false, ordering: .sequentiallyConsistent) else { return }
        stopped.store(true, ordering: .sequentiallyConsistent)
        finished.wait()
    }

    private func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in plan.folders { scan(folder.path, folder: folder, into: &stamps) }
        return stamps
    }

    private func scan(_ path: String, folder: WatchPlan.Folder, into stamps: inout [String: Stamp]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where WatchPlan.matters(name, in: folder) {
            let child = path + "/" + name
            guard !plan.isExcluded(child), let stamp = Self.stamp(child) else { continue }
            stamps[child] = stamp
            if stamp.isFolder, folder.recursive { scan(child, folder: folder, into: &stamps) }
        }
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let nanoseconds = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        // A folder's own size and time change whenever an editor writes a temporary file in it.
        return Stamp(size: isFolder ? 0 : Int64(info.st_size), modified: isFolder ? 0 : nanoseconds,
                     inode: UInt64(info.st_ino), isFolder: isFolder)
    }
}
