import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The HTTP side of `tally serve`: the output folder's files, with the live-reload script in
/// HTML responses, and the event stream those pages listen to.
final class PreviewServer: Sendable {
    let hub: EventHub
    let root: URL
    let bindAddress: String
    let address: SocketAddress
    /// A connection that sends and receives nothing for this long is closed.
    let idleTimeout: TimeAmount
    /// How long a request's body may take after its head (see PreviewConnection).
    let requestTimeout: TimeAmount
    /// More requests than this read ahead of their responses closes the connection.
    static let pipelinedRequestLimit = 16

    private struct Running {
        var group: MultiThreadedEventLoopGroup?
        var listener: (any Channel)?
        var connections: [ObjectIdentifier: any Channel] = [:]
    }

    private let running = Mutex(Running())

    init(root: URL, bindAddress: String, port: UInt16, hub: EventHub, idleTimeout: Duration = .seconds(60),
         requestTimeout: Duration = .seconds(10)) throws(ServeError) {
        self.bindAddress = bindAddress
        self.idleTimeout = Self.timeAmount(idleTimeout)
        self.requestTimeout = Self.timeAmount(requestTimeout)
        self.root = root
        self.hub = hub
        do {
            address = try Self.socketAddress(bindAddress, port: port)
        } catch {
            throw ServeError("--bind \(bindAddress): not an IPv4 or IPv6 address")
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(max(1, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }

    static func socketAddress(_ bindAddress: String, port: UInt16) throws -> SocketAddress {
        let host = bindAddress == "localhost" ? "127.0.0.1" : bindAddress.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return try SocketAddress(ipAddress: host, port: Int(port))
    }

    /// Binds and starts answering; returns the port it listens on (useful after port 0).
    func start() async throws(ServeError) -> (task: Task<Void, any Error>, port: UInt16) {
        let hub = self.hub
        let root = self.root
        let idleTimeout = self.idleTimeout
        let requestTimeout = self.requestTimeout
        // Two cores on CI: one loop per core; responses are made off the loops anyway.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: min(System.coreCount, 4))
        running.withLock { $0.group = group }
        let bootstrap = ServerBootstrap(group: group)
            // Browsers open a burst of connections per page; the tests open 400 at once.
            .serverChannelOption(ChannelOptions.backlog, value: 1024)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [weak self] channel in
                self?.track(channel)
                return channel.eventLoop.makeCompletedFuture {
                    // First in the pipeline, so it sees every byte read or written; the
                    // connection handler decides what an idle connection means.
                    try channel.pipeline.syncOperations.addHandler(IdleTimer(timeout: idleTimeout))
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                    // Counted as decoded, before NIO's pipelining helper queues them.
                    let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                    try pipeline.addHandler(PipelinedRequestLimit(maximum: Self.pipelinedRequestLimit), position: .after(decoder))
                    try pipeline.addHandler(PreviewConnection(root: root, hub: hub, idleTimeout: idleTimeout,
                                                              requestTimeout: requestTimeout))
                }
            }
        let listener: any Channel
        do {
            listener = try await bootstrap.bind(to: address).get()
        } catch {
            running.withLock { $0.group = nil }
            try? await group.shutdownGracefully()
            throw ServeError("cannot listen on \(bindAddress):\(address.port ?? 0): \(Self.describe(error))")
        }
        running.withLock { $0.listener = listener }
        let task = Task { try await listener.closeFuture.get() }
        return (task, UInt16(clamping: listener.localAddress?.port ?? 0))
    }

    private func track(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        running.withLock { $0.connections[id] = channel }
        channel.closeFuture.whenComplete { [weak self] _ in
            _ = self?.running.withLock { $0.connections.removeValue(forKey: id) }
        }
    }

    /// Bytes written to open connections that their clients have not taken yet: what
    /// back-pressure keeps to about one response each. For tests.
    func bufferedOutboundBytes() async -> Int {
        let open = running.withLock { Array($0.connections.values) }
        var total = 0
        for channel in open {
            total += (try? await channel.getOption(ChannelOptions.bufferedWritableBytes).get()) ?? 0
        }
        return total
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            if error.errnoCode == EADDRINUSE { return "the port is in use (pass another with --port, or 0 for any free one)" }
            return String(cString: strerror(error.errnoCode))
        }
        return String(describing: error)
    }

    /// Ends the event streams and lets their last bytes go out, then closes whatever is
    /// still open (idle keep-alive connections, a response being sent) and the event loops.
    func stop() async {
        hub.close()
        let listener = running.withLock { $0.listener }
        try? await listener?.close()
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(200)
        while clock.now < deadline, running.withLock({ !$0.connections.isEmpty }) {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let (open, group) = running.withLock { state in
            defer { state.group = nil }
            return (Array(state.connections.values), state.group)
        }
        for connection in open { try? await connection.close() }
        try? await group?.shutdownGracefully()
    }

    static func file(method: HTTPMethod, target: String, root: URL) -> PreviewResponse {
        guard method == .GET || method == .HEAD else {
            return .plain(.methodNotAllowed, "only GET and HEAD\n")
        }
        let rawPath = path(of: target)
        switch RequestPath.resolve(rawPath, in: root) {
        case .notFound:
            if rawPath == "/" || rawPath == "/index.html" { return waitingPage(method) }
            return .plain(.notFound, "not found\n")
        case .redirect(let location):
            var response = PreviewResponse.plain(.movedPermanently, "")
            response.headers.replaceOrAdd(name: "Location", value: location)
            return response
        case .file(let url):
            guard var data = try? Data(contentsOf: url) else { return .plain(.notFound, "not found\n") }
            let type = ContentType.forFile(named: url.lastPathComponent)
            if type == ContentType.html { data = LiveReloadScript.inject(into: data) }
            return .page(method, type: type, body: data)
        }
    }

    /// The request target without its query or fragment, still percent-encoded: `RequestPath`
    /// decodes it, so that an encoded `..` or `/` is seen for what it is.
    static func path(of target: String) -> String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// Before the first good build there is no index: a page that waits for one, so the
    /// overlay can show what is wrong.
    private static func waitingPage(_ method: HTTPMethod) -> PreviewResponse {
        let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>tally serve</title></head>\
        <body><p>No good build yet: waiting for the scenarios to be fixed.</p></body></html>
        """
        return .page(method, type: ContentType.html, body: LiveReloadScript.inject(into: Data(page.utf8)))
    }
}

/// Why `tally serve` could not start.
public struct ServeError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
