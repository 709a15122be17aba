import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The HTTP side of `tally serve`: the output folder's files, with the live-reload script in
/// HTML responses, and the event stream those pages listen to.
final class PreviewServer: Sendable {
    let server: HTTPServer
    let hub: EventHub
    let root: URL
    let bindAddress: String
    let port: UInt16

    init(root: URL, bindAddress: String, port: UInt16, hub: EventHub) throws(ServeError) {
        self.bindAddress = bindAddress
        self.port = port
        self.root = root
        self.hub = hub
        let address: any SocketAddress
        do {
            address = try Self.socketAddress(bindAddress, port: port)
        } catch {
            throw ServeError("--bind \(bindAddress): not an IPv4 or IPv6 address")
        }
        // A long timeout: it bounds how long a handler may take to produce a response, and
        // the event stream's handler returns at once (its body streams afterwards).
        server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: 30, logger: QuietLogger()))
    }

    static func socketAddress(_ bindAddress: String, port: UInt16) throws -> any SocketAddress {
        switch bindAddress {
        case "localhost": return try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        case let address where address.contains(":"):
            return try sockaddr_in6.inet6(ip6: address.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port)
        default: return try sockaddr_in.inet(ip4: bindAddress, port: port)
        }
    }

    /// Binds and starts answering; returns the port it listens on (useful after port 0).
    func start() async throws(ServeError) -> (task: Task<Void, any Error>, port: UInt16) {
        let hub = self.hub
        let root = self.root
        let bindAddress = self.bindAddress
        let port = self.port
        await server.appendRoute(HTTPRoute(method: .GET, path: LiveReloadScript.eventsPath)) { _ in Self.eventStream(hub) }
        await server.appendRoute("*") { request in Self.file(for: request, root: root) }
        let server = self.server
        let failure = Mutex<String?>(nil)
        let ended = Atomic<Bool>(false)
        let task = Task {
            defer { ended.store(true, ordering: .sequentiallyConsistent) }
            do {
                try await server.run()
            } catch {
                failure.withLock { $0 = Self.describe(error) }
                throw error
            }
        }
        // Either the socket listens, or `run` ends at once (port taken, address not ours).
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while await !server.isListening {
            if ended.load(ordering: .sequentiallyConsistent) || clock.now > deadline {
                task.cancel()
                throw ServeError("cannot listen on \(bindAddress):\(port): \(failure.withLock { $0 } ?? "it did not start")")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard let address = await server.listeningAddress else {
            task.cancel()
            throw ServeError("cannot listen on \(bindAddress):\(port): the server did not report its address")
        }
        switch address {
        case .ip4(_, let port), .ip6(_, let port): return (task, port)
        case .unix: return (task, 0)
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let socketError = error as? SocketError, case .failed(_, let errno, let message) = socketError {
            return errno == EADDRINUSE ? "the port is in use (pass another with --port, or 0 for any free one)" : message
        }
        return String(describing: error)
    }

    func stop() async {
        hub.close()
        await server.stop(timeout: 0.2)
    }

    static func eventStream(_ hub: EventHub) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Accel-Buffering")] = "no"
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: hub.subscribe(), suggestedBufferSize: 4096))
    }

    static func file(for request: HTTPRequest, root: URL) -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return plain(.methodNotAllowed, "only GET and HEAD\n")
        }
        let rawPath = request.target.path(percentEncoded: true)
        switch RequestPath.resolve(rawPath, in: root) {
        case .notFound:
            if rawPath == "/" || rawPath == "/index.html" { return waitingPage(request) }
            return plain(.notFound, "not found\n")
        case .redirect(let location):
            var response = plain(.movedPermanently, "")
            response.headers[.location] = location
            return response
        case .file(let url):
            guard var data = try? Data(contentsOf: url) else { return plain(.notFound, "not found\n") }
            let type = ContentType.forFile(named: url.lastPathComponent)
            if type == ContentType.html { data = LiveReloadScript.inject(into: data) }
            return respond(request, type: type, body: data)
        }
    }

    /// Before the first good build there is no index: a page that waits for one, so the
    /// overlay can show what is wrong.
    private static func waitingPage(_ request: HTTPRequest) -> HTTPResponse {
        let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>tally serve</title></head>\
        <body><p>No good build yet: waiting for the scenarios to be fixed.</p></body></html>
        """
        return respond(request, type: ContentType.html, body: LiveReloadScript.inject(into: Data(page.utf8)))
    }

    private static func respond(_ request: HTTPRequest, type: String, body: Data) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        if request.method == .HEAD {
            headers[.contentLength] = String(body.count)
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data())
        }
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }

    private static func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}

/// FlyingFox logs every connection by default; the terminal is for build results.
struct QuietLogger: Logging {
    func logDebug(_ debug: @autoclosure () -> String) {}
    func logInfo(_ info: @autoclosure () -> String) {}
    func logWarning(_ warning: @autoclosure () -> String) {}
    func logError(_ error: @autoclosure () -> String) {}
    func logCritical(_ critical: @autoclosure () -> String) {}
}

/// Why `tally serve` could not start.
public struct ServeError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
