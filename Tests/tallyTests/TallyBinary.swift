import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `tally` executable this package built, run as a person would run it.
enum TallyBinary {
    /// `.build/debug/tally` beside the test bundle, or under the package root.
    static let url: URL? = {
        let bundleFolder = Bundle.main.bundleURL.deletingLastPathComponent()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("tally"),
            bundleFolder.appendingPathComponent("tally"),
            packageRoot.appendingPathComponent(".build/debug/tally"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isBuilt: Bool { url != nil }

    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "1774000000"   // 2026-03-20
        environment["TERM"] = "dumb"
        return environment
    }

    /// Runs tally with pipes (no terminal): standard output, standard error and the exit status.
    static func run(_ arguments: [String], in folder: URL, extraEnvironment: [String: String] = [:]) throws -> (out: String, err: String, status: Int32) {
        guard let url else { return ("", "tally is not built", -1) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment.merging(extraEnvironment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }
}

/// tally running on a pseudo-terminal: what it writes is read back, and keys are typed once
/// the text they answer has appeared.
final class PseudoTerminalSession {
    private let master: Int32
    private let process = Process()
    private(set) var transcript = ""

    init(_ arguments: [String], in folder: URL) throws {
        guard let url = TallyBinary.url else { throw SessionError("tally is not built") }
        let pty = try PseudoTerminalCalls()
        master = pty.openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0 else { throw SessionError("no pseudo-terminal") }
        var name = [CChar](repeating: 0, count: 256)
        guard pty.name(master, &name, name.count) == 0 else { throw SessionError("no pseudo-terminal name") }
        let path = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let replica = open(path, O_RDWR | O_NOCTTY)
        guard replica >= 0 else { throw SessionError("cannot open the pseudo-terminal") }
        let handle = FileHandle(fileDescriptor: replica, closeOnDealloc: true)
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = TallyBinary.environment
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Where the last match ended: each wait looks only at what came after it.
    private var cursor = 0

    /// Reads until `text` appears after the previous match (or times out, which fails the
    /// test); returns what came between, the match included.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let unread = transcript.utf8.dropFirst(cursor)
            if let found = String(Substring(unread)).range(of: text) {
                let upTo = String(Substring(unread))[..<found.upperBound]
                cursor += upTo.utf8.count
                return String(upTo)
            }
            guard Date() < deadline else { throw SessionError("timed out waiting for \(text.debugDescription); got \(String(Substring(unread)).debugDescription)") }
            guard readSome() else { throw SessionError("tally ended before \(text.debugDescription); got \(String(Substring(unread)).debugDescription)") }
        }
    }

    /// Types `keys` (use "\r" for Enter, "\t" for Tab).
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is left and waits for tally to exit.
    func finish(seconds: Double = 20) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, readSome() {}
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// One read of whatever is available; false once tally has gone.
    private func readSome() -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, 200)
        if ready == 0 { return process.isRunning || hasPendingInput() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        transcript += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }

    private func hasPendingInput() -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The C library's pseudo-terminal calls, looked up at run time: Swift's Glibc module leaves
/// them out (they sit behind `_XOPEN_SOURCE`).
struct PseudoTerminalCalls {
    typealias OpenMaster = @convention(c) (Int32) -> Int32
    typealias OnMaster = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openMaster: OpenMaster
    let grant: OnMaster
    let unlock: OnMaster
    let name: Name

    init() throws {
        let library = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let found = dlsym(library, name) else { throw SessionError("no \(name) in the C library") }
            return unsafeBitCast(found, to: type)
        }
        openMaster = try symbol("posix_openpt", as: OpenMaster.self)
        grant = try symbol("grantpt", as: OnMaster.self)
        unlock = try symbol("unlockpt", as: OnMaster.self)
        name = try symbol("ptsname_r", as: Name.self)
    }
}
