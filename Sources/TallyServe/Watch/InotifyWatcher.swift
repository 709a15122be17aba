#if canImport(Glibc)
import Foundation
import Glibc
import Synchronization

/// Linux: one inotify descriptor, a watch on every planned folder and (for recursive ones) on
/// each subfolder, including subfolders created while serving. Events are read on a thread of
/// its own, which wakes at least every 100 ms to notice `stop()`.
final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private let plan: WatchPlan
    private let stopped = Atomic<Bool>(false)
    private let descriptor: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let running = Atomic<Bool>(false)
    // Touched only by the reading thread after `start`.
    private var watches: [Int32: (folder: WatchPlan.Folder, path: String)] = [:]
    private var watchedPaths: Set<String> = []

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    init(plan: WatchPlan) throws(WatchError) {
        self.plan = plan
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchError(description: "inotify_init1: \(String(cString: strerror(errno)))") }
    }

    deinit { close(descriptor) }

    func start(onChange: @escaping @Sendable (String) -> Void) throws(WatchError) {
        addPlannedWatches()
        running.store(true, ordering: .sequentiallyConsistent)
        let thread = Thread { [self] in
            readLoop(onChange: onChange)
            finished.signal()
        }
        thread.name = "tally-serve-inotify"
        thread.start()
    }

    func stop() {
        guard running.exchange(false, ordering: .sequentiallyConsistent) else { return }
        stopped.store(true, ordering: .sequentiallyConsistent)
        finished.wait()
    }

    private func readLoop(onChange: @Sendable (String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.load(ordering: .sequentiallyConsistent) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var changed: [String] = []
            var offset = 0
            while offset + 16 <= count {
                let wd = load(Int32.self, buffer, offset)
                let mask = load(UInt32.self, buffer, offset + 4)
                let length = Int(load(UInt32.self, buffer, offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                if let path = handle(wd: wd, mask: mask, name: name) { changed.append(path) }
            }
            addPlannedWatches()
            for path in changed { onChange(path) }
        }
    }

    /// The changed path if it matters; adds watches for folders created inside recursive ones.
    private func handle(wd: Int32, mask: UInt32, name: String) -> String? {
        if mask & UInt32(IN_IGNORED) != 0 {
            if let watch = watches.removeValue(forKey: wd) { watchedPaths.remove(watch.path) }
            return nil
        }
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return "(many changes)" }
        guard let watch = watches[wd] else { return nil }
        if name.isEmpty { return watch.path }
        guard WatchPlan.matters(name, in: watch.folder) else { return nil }
        let path = watch.path + "/" + name
        guard !plan.isExcluded(path) else { return nil }
        if watch.folder.recursive, mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            addWatches(under: path, folder: watch.folder)
        }
        return path
    }

    /// Planned folders that exist but are not watched yet: all at start, later a `templates/`
    /// created while serving, or a scenario folder deleted and made again.
    private func addPlannedWatches() {
        for folder in plan.folders where !watchedPaths.contains(folder.path) && WatchPlan.isDirectory(folder.path) {
            if folder.recursive { addWatches(under: folder.path, folder: folder) } else { addWatch(folder.path, folder: folder) }
        }
    }

    private func addWatches(under path: String, folder: WatchPlan.Folder) {
        guard !plan.isExcluded(path) else { return }
        addWatch(path, folder: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where WatchPlan.matters(name, in: folder) && WatchPlan.isDirectory(path + "/" + name) {
            addWatches(under: path + "/" + name, folder: folder)
        }
    }

    private func addWatch(_ path: String, folder: WatchPlan.Folder) {
        guard !watchedPaths.contains(path) else { return }
        let wd = inotify_add_watch(descriptor, path, Self.mask)
        guard wd >= 0 else { return }
        watches[wd] = (folder, path)
        watchedPaths.insert(path)
    }

    private func load<T: FixedWidthInteger>(_ type: T.Type, _ buffer: [UInt8], _ offset: Int) -> T {
        buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
}
#endif
