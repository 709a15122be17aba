import Foundation
import Testing
@testable import TallyServe

/// Only requests naming localhost or an IP address are answered: a page elsewhere that points
/// its own name at 127.0.0.1 (DNS rebinding) gets 403 (issue 23).
@Suite struct HostCheckTests {
    @Test func localhostAndAddressesAreAllowedWithOrWithoutAPort() {
        for host in ["localhost", "LOCALHOST", "localhost:4000", "127.0.0.1", "127.0.0.1:4000", "[::1]", "[::1]:4000",
                     "0.0.0.0:8080", "192.168.1.20:4000", "[fe80::1]:4000"] {
            #expect(HostCheck.isAllowed(host), "\(host)")
        }
    }

    @Test func namesAndMalformedHostsAreRefused() {
        for host in ["", "evil.example", "evil.example:4000", "localhost.evil.example", "127.0.0.1.nip.io", "a.localhost",
                     "[::1", "[::1]x", "::1", "127.0.0.1:", "127.0.0.1:abc", "127.0.0.1:123456", "localhost:4000:1",
                     "[evil.example]", "127.1", "[fe80::1%eth0]", " 127.0.0.1", "127.0.0.1 "] {
            #expect(!HostCheck.isAllowed(host), "\(host)")
        }
    }

    @Test func otherHostsGet403AndAMissingHost400UnlessHTTP10() async throws {
        let project = try await ServeProject.start()
        let port = project.port
        func ask(_ head: String) async throws -> HTTPReply {
            try await offThePool { try RawHTTPClient.exchange(head + "Connection: close\r\n\r\n", port: port) }
        }
        let rebound = try await ask("GET /index.html HTTP/1.1\r\nHost: attacker.example:\(port)\r\n")
        #expect(rebound.status == 403)
        #expect(rebound.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(rebound.text.contains("localhost"))
        #expect(try await ask("GET /__tally/events HTTP/1.1\r\nHost: attacker.example\r\n").status == 403)
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "127.0.0.1", "[::1]:\(port)"] {
            #expect(try await ask("GET /index.html HTTP/1.1\r\nHost: \(host)\r\n").status == 200, "\(host)")
        }
        #expect(try await ask("GET /index.html HTTP/1.1\r\n").status == 400)
        #expect(try await ask("GET /index.html HTTP/1.1\r\nHost: localhost\r\nHost: attacker.example\r\n").status == 400)
        #expect(try await ask("GET /index.html HTTP/1.0\r\n").status == 200)
        await project.finish()
    }

    @Test func aFolderRedirectStaysOnThisServer() async throws {
        let project = try await ServeProject.start()
        let port = project.port
        for target in ["//help", "///help", "/help"] {
            let reply = try await offThePool { try RawHTTPClient.get(target, port: port) }
            #expect(reply.status == 301, "\(target)")
            #expect(reply.headers["location"] == "/help/", "\(target)")
        }
        await project.finish()
    }
}
