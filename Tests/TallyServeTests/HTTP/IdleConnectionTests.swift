import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TallyServe

/// A keep-alive connection the browser stops using is closed after the idle timeout, so a long
/// session does not collect open sockets; the live-reload stream is not closed for being quiet.
@Suite(.serialized) struct IdleConnectionTests {
    @Test func anIdleKeepAliveConnectionIsClosedAfterTheTimeout() async throws {
        let project = try await ServeProject.start(idleTimeout: .milliseconds(300))
        let port = project.port
        let outcome = try await offThePool { () throws -> (reply: String, closedAfter: Duration?) in
            let socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 5)
            defer { close(socket) }
            // HTTP/1.1 without `Connection: close`: the server keeps the connection open.
            try RawHTTPClient.send(socket, "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let clock = ContinuousClock()
            let start = clock.now
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count == 0 { return (String(decoding: received, as: UTF8.self), clock.now - start) }
                if count < 0 { return (String(decoding: received, as: UTF8.self), nil) }
                received.append(contentsOf: buffer[0..<count])
            }
        }
        await project.finish()
        #expect(outcome.reply.hasPrefix("HTTP/1.1 200"), "the request was answered first")
        let closedAfter = try #require(outcome.closedAfter, "the server never closed the idle connection")
        #expect(closedAfter >= .milliseconds(250), "not before the timeout: \(closedAfter)")
        #expect(closedAfter < .seconds(4), "\(closedAfter)")
    }

    @Test func theLiveReloadStreamOutlivesTheIdleTimeout() async throws {
        let project = try await ServeProject.start(idleTimeout: .milliseconds(200))
        let stream = try EventStreamClient(port: project.port)
        #expect(await stream.waitFor(": connected"))
        #expect(await stream.waitForEnd(timeout: .seconds(1)) == false, "a quiet event stream is not idle")
        await project.finish()
    }
}
