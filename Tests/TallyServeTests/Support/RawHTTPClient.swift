import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A reply as it came over the wire.
struct HTTPReply {
    let status: Int
    /// Lower-cased names.
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
}

/// A tiny HTTP/1.1 client on plain sockets: it sends the request target exactly as given
/// (URLSession would tidy `/%2e%2e/`), and it can hold hundreds of connections open at once.
enum RawHTTPClient {
    static func connect(port: UInt16, timeoutSeconds: Int = 20) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ClientError(description: "socket: \(errno)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw ClientError(description: "connect to port \(port): errno \(errno)")
        }
        return socket
    }

    static func send(_ socket: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw ClientError(description: "send: errno \(errno)") }
            offset += sent
        }
    }

    static func request(_ target: String, method: String = "GET") -> String {
        "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    }

    /// Everything until the server closes the connection.
    static func readAll(_ socket: Int32) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return data }
            guard count > 0 else { throw ClientError(description: "recv: errno \(errno) after \(data.count) bytes") }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Sends `text` as it is (any method, Host or version) and reads the reply to the end.
    static func exchange(_ text: String, port: UInt16) throws -> HTTPReply {
        let socket = try connect(port: port, timeoutSeconds: 5)
        defer { close(socket) }
        try send(socket, text)
        return try parse(readAll(socket))
    }

    /// Reads until the server closes the connection, and how long that took from the call; nil
    /// for the time if it was still open when the socket's receive timeout ran out.
    static func readUntilClosed(_ socket: Int32) -> (data: Data, closedAfter: Duration?) {
        let clock = ContinuousClock()
        let start = clock.now
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
                continue
            }
            // A reset (the server closed with unread requests) is closing too.
            if count == 0 || errno == ECONNRESET { return (data, clock.now - start) }
            return (data, nil)
        }
    }

    static func get(_ target: String, port: UInt16, method: String = "GET") throws -> HTTPReply {
        let socket = try connect(port: port)
        defer { close(socket) }
        try send(socket, request(target, method: method))
        return try parse(readAll(socket))
    }

    static func parse(_ data: Data) throws -> HTTPReply {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw ClientError(description: "no header end in \(data.count) bytes")
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError(description: "bad status line \(head.first ?? "")") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPReply(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}

/// An open `/__tally/events` stream, read as raw text: every event is one chunk, so an event's
/// lines arrive together and can be searched for as they are.
// Used by one test at a time; the async methods only move its blocking reads to another thread.
final class EventStreamClient: @unchecked Sendable {
    private let socket: Int32
    private(set) var received = ""

    init(port: UInt16) throws {
        socket = try RawHTTPClient.connect(port: port, timeoutSeconds: 1)
        try RawHTTPClient.send(socket, "GET /__tally/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    }

    deinit { close(socket) }

    /// Reads until `text` has arrived (counting from `after`), or the deadline passes.
    func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) async -> Bool {
        await offThePool { self.blockingWaitFor(text, after: offset, timeout: timeout) }
    }

    func waitForEnd(timeout: Duration = .seconds(10)) async -> Bool {
        await offThePool { self.blockingWaitForEnd(timeout: timeout) }
    }

    private func blockingWaitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !contains(text, after: offset) {
            guard clock.now < deadline else { return false }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return contains(text, after: offset) }
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        return true
    }

    /// Whether the server ended the stream (its final zero-length chunk, then closing).
    private func blockingWaitForEnd(timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 4096)
        while clock.now < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
            if count < 0, errno != EAGAIN, errno != EWOULDBLOCK { return true }
        }
        return false
    }

    private func contains(_ text: String, after offset: Int) -> Bool {
        let start = received.utf8.index(received.utf8.startIndex, offsetBy: min(offset, received.utf8.count))
        return received[start...].contains(text)
    }

    var count: Int { received.utf8.count }
}

extension RawHTTPClient {
    /// A socket listening on a free loopback port, to make a port busy.
    static func listeningSocket() throws -> (socket: Int32, port: UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(socket, pointer, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw ClientError(description: "cannot listen: errno \(errno)")
        }
        return (socket, UInt16(bigEndian: address.sin_port))
    }
}

/// Runs blocking socket work on a thread of its own. Swift's cooperative pool has one thread per
/// core (two on CI); a test blocked in `recv` there could starve the very server it waits for.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
