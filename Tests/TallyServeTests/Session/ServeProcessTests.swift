import Foundation
import Testing

/// The real `tally serve` binary as a user runs it, stopped by a signal.
@Suite(.serialized) struct ServeProcessTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsItWithinASecondAndItExitsZeroLeavingNothingBehind(signal: Int32) throws {
        let binary = try #require(Self.tallyBinary(), "the tally executable is built beside the tests")
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("tally-serve-process-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try Data(ServeProject.loan.utf8).write(to: project.appendingPathComponent("scenarios/home.yaml"))

        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = project
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "1767225600"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // "Serving a temporary folder at http://127.0.0.1:PORT/ (Ctrl-C to stop)"
        var printed = ""
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while !printed.contains("Ctrl-C"), clock.now < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let port = try #require(printed.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }, "\(printed)")
        #expect(printed.contains("http://127.0.0.1:\(port)/"))
        #expect(try RawHTTPClient.get("/loan/home.html", port: port).status == 200)
        let temporary = try Self.temporaryOutputs(of: process.processIdentifier)
        #expect(temporary.count == 1)

        kill(process.processIdentifier, signal)
        let stopped = clock.now
        while process.isRunning, clock.now - stopped < .seconds(10) { Thread.sleep(forTimeInterval: 0.01) }
        let took = clock.now - stopped
        #expect(!process.isRunning)
        #expect(took < .seconds(1), "took \(took)")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(try Self.temporaryOutputs(of: process.processIdentifier).isEmpty)
        #expect(throws: ClientError.self) { try RawHTTPClient.get("/", port: port) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path) == ["scenarios"])
    }

    @Test func aBusyPortIsAClearErrorNotACrash() throws {
        let binary = try #require(Self.tallyBinary())
        let holder = try RawHTTPClient.listeningSocket()
        defer { close(holder.socket) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", String(holder.port), "examples"]
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("error: cannot listen"))
    }

    static func tallyBinary() -> URL? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tally")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let debug = packageRoot.appendingPathComponent(".build/debug/tally")
        return FileManager.default.isExecutableFile(atPath: debug.path) ? debug : nil
    }

    static func temporaryOutputs(of pid: Int32) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("tally-serve-\(pid)-") }
    }
}
