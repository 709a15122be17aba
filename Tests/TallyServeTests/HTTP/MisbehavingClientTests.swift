import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TallyServe

/// A client that never finishes a request, or sends requests without reading the responses,
/// holds a connection and a little memory for a bounded time only (issue 23).
@Suite(.serialized) struct MisbehavingClientTests {
    /// A complete head and then less body than it announced: closed at the request deadline,
    /// long before the (default, 60 s) idle timeout.
    @Test(arguments: [
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nhalf a body",
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n64\r\nnot all of it",
    ])
    func anUnfinishedBodyIsClosedAtTheRequestDeadline(request: String) async throws {
        let project = try await ServeProject.start(requestTimeout: .milliseconds(300))
        let port = project.port
        let outcome = try await offThePool { () throws -> (data: Data, closedAfter: Duration?) in
            let socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 5)
            defer { close(socket) }
            try RawHTTPClient.send(socket, request)
            return RawHTTPClient.readUntilClosed(socket)
        }
        await project.finish()
        let closedAfter = try #require(outcome.closedAfter, "the unfinished request was never closed")
        #expect(closedAfter >= .milliseconds(250), "not before the deadline: \(closedAfter)")
        #expect(closedAfter < .seconds(4), "\(closedAfter)")
    }

    /// A head sent a byte at a time, never quiet for the idle timeout, is still closed: the head
    /// has the idle and request timeouts together.
    @Test func aHeadDrippedSlowerThanTheDeadlineIsClosed() async throws {
        let project = try await ServeProject.start(idleTimeout: .milliseconds(400), requestTimeout: .milliseconds(200))
        let port = project.port
        let closedAfter = try await offThePool { () throws -> Duration? in
            let socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 5)
            defer { close(socket) }
            let clock = ContinuousClock()
            let start = clock.now
            try RawHTTPClient.send(socket, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            // One byte every 100 ms, well inside the idle timeout, for up to 4 s.
            while clock.now - start < .seconds(4) {
                usleep(100_000)
                let sent = Glibc.send(socket, "a", 1, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return clock.now - start }
            }
            return nil
        }
        await project.finish()
        let closed = try #require(closedAfter, "a dripped head kept the connection for 4 s")
        #expect(closed >= .milliseconds(500), "not before idle + request timeouts: \(closed)")
    }

    /// More pipelined requests than the limit, none of their responses read: the connection is
    /// closed, not answered 40 times.
    @Test func pipeliningPastTheLimitClosesTheConnection() async throws {
        let project = try await ServeProject.start()
        let port = project.port
        let outcome = try await offThePool { () throws -> (data: Data, closedAfter: Duration?) in
            let socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 5)
            defer { close(socket) }
            let one = "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            try RawHTTPClient.send(socket, String(repeating: one, count: 40))
            return RawHTTPClient.readUntilClosed(socket)
        }
        await project.finish()
        #expect(outcome.closedAfter != nil, "the connection was left open")
        let answered = String(decoding: outcome.data, as: UTF8.self).components(separatedBy: "HTTP/1.1 200").count - 1
        #expect(answered <= PreviewServer.pipelinedRequestLimit, "\(answered) answered")
    }

    /// Back-pressure: a client that pipelines requests for a large file and reads nothing makes
    /// the server hold about one response, not all of them; once it reads, it gets every one.
    @Test func aClientNotReadingHoldsAboutOneResponse() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-backpressure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let size = 4_000_000
        try Data(repeating: UInt8(ascii: "a"), count: size).write(to: root.appendingPathComponent("big.css"))
        let hub = EventHub()
        let server = try PreviewServer(root: root, bindAddress: "127.0.0.1", port: 0, hub: hub)
        let (_, port) = try await server.start()
        let requests = 10
        let socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 5)
        defer { close(socket) }
        try RawHTTPClient.send(socket, String(repeating: "GET /big.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", count: requests))
        // Without back-pressure every response is queued within a few milliseconds of the last.
        var mostHeld = 0
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < .seconds(1) {
            mostHeld = max(mostHeld, await server.bufferedOutboundBytes())
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(mostHeld > 0, "the first response was written")
        #expect(mostHeld < 2 * size, "\(mostHeld) bytes queued for a client reading nothing")
        let received = await offThePool { () -> Int in
            var total = 0
            var buffer = [UInt8](repeating: 0, count: 256 * 1024)
            while total <= requests * size {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                total += count
            }
            return total
        }
        #expect(received > requests * size, "every response arrives once the client reads: \(received) bytes")
        await server.stop()
    }
}
