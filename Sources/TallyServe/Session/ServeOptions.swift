import Foundation
import TallySite

/// What `tally serve` was asked to do.
public struct ServeOptions: Sendable {
    /// How changes are noticed: inotify where the system has it, or by comparing a snapshot of
    /// the watched files every interval (network folders, containers without inotify, macOS).
    public enum WatchMethod: Sendable, Equatable {
        case automatic
        case polling(interval: Duration)
    }

    /// The build each change re-runs. Its output folder is what gets served.
    public var build: BuildOptions
    /// Whether `build.outputDirectory` was chosen by the user; if not, serve builds into a
    /// temporary folder of its own and removes it on exit, leaving `public/` as it was.
    public var usesTemporaryOutput: Bool
    public var bindAddress: String
    /// 0 picks a free port; the session reports the one it got.
    public var port: UInt16
    public var watchMethod: WatchMethod
    /// How long the files must stay quiet before a rebuild starts: an editor's save (write a
    /// temporary file, rename it over, touch a backup) and "save all" arrive as one burst.
    public var debounce: Duration
    /// How long a connection may send and receive nothing before the server closes it: a
    /// browser keeps idle keep-alive connections open, and each holds a file descriptor. An open
    /// live-reload stream is never idle (a heartbeat goes out every 15 seconds) and stays open.
    public var idleTimeout: Duration
    /// How long a request's body may take to arrive after its head; its head has the idle
    /// timeout and this to arrive. A client that never finishes a request is then closed
    /// instead of holding a descriptor for good. The preview only takes GET and HEAD, whose
    /// requests have no body, so this is generous.
    public var requestTimeout: Duration

    public init(build: BuildOptions, usesTemporaryOutput: Bool, bindAddress: String = "127.0.0.1", port: UInt16 = 4000,
                watchMethod: WatchMethod = .automatic, debounce: Duration = .milliseconds(100),
                idleTimeout: Duration = .seconds(60), requestTimeout: Duration = .seconds(10)) {
        self.build = build
        self.usesTemporaryOutput = usesTemporaryOutput
        self.bindAddress = bindAddress
        self.port = port
        self.watchMethod = watchMethod
        self.debounce = debounce
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
    }
}
