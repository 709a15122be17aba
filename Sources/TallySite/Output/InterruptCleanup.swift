import Dispatch
import Foundation
import Synchronization

/// Removes the staging folders of builds in progress when the person presses Ctrl-C or the
/// process is sent SIGTERM, then exits as a signalled process would (130 or 143), so an
/// interrupted build leaves neither half a site nor hundreds of megabytes of hidden litter.
public enum InterruptCleanup {
    private static let folders = Mutex<Set<String>>([])
    /// Set by a long-running host (`tally serve`) that stops itself on these signals and
    /// exits 0: its stop removes the staging folders beside its output, not an exit here.
    private static let hostStops = Atomic<Bool>(false)
    /// Set once a signal has come: writers stop adding files, so the folders can be removed
    /// while other threads are still mid-build.
    private static let stopping = Atomic<Bool>(false)

    /// Whether an interrupted build is being cleaned up; a writer then stops before writing.
    static var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    /// The host will stop on SIGINT and SIGTERM itself and clean up after its own builds.
    public static func letHostStopOnSignals() {
        hostStops.store(true, ordering: .sequentiallyConsistent)
    }

    /// Signal handlers run only while a folder is registered; once installed they stay.
    private static let installed: Void = {
        for number in [SIGINT, SIGTERM] {
            // The default action would kill the process before the source could run.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue(label: "tally.interrupt"))
            source.setEventHandler {
                guard !hostStops.load(ordering: .sequentiallyConsistent) else { return }
                stopping.store(true, ordering: .sequentiallyConsistent)
                // A writer that was past its check may still add a file or two: go over the
                // folders until they stay gone.
                for _ in 0..<20 {
                    removeRegisteredFolders()
                    if registeredFoldersAreGone() { break }
                    usleep(5_000)
                }
                _exit(128 + number)
            }
            source.resume()
            Sources.keep(source)
        }
    }()

    static func register(_ path: String) {
        _ = installed
        folders.withLock { _ = $0.insert(path) }
    }

    static func unregister(_ path: String) {
        folders.withLock { _ = $0.remove(path) }
    }

    private static func registeredFoldersAreGone() -> Bool {
        folders.withLock { $0 }.allSatisfy { !FileManager.default.fileExists(atPath: $0) }
    }

    static func removeRegisteredFolders() {
        let paths = folders.withLock { $0 }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Dispatch sources are cancelled when released; these live as long as the process.
    private enum Sources {
        nonisolated(unsafe) private static var all: [any DispatchSourceSignal] = []
        private static let lock = NSLock()
        static func keep(_ source: any DispatchSourceSignal) {
            lock.lock()
            all.append(source)
            lock.unlock()
        }
    }
}
