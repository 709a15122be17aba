import Foundation
import Synchronization
import TallySite
@testable import TallyServe

/// A throwaway project with a running `tally serve` session on a free port.
final class ServeProject: Sendable {
    let root: URL
    let session: ServeSession
    private let lines: CapturedLines

    static let loan = "kind: loan\ntitle: Home\nprincipal: 350000\nrate: 3.5\nyears: 25\npayment: ?\nstart: 2027-01\n"
    static let otherLoan = "kind: loan\ntitle: Home\nprincipal: 200000\nrate: 3.5\nyears: 25\npayment: ?\nstart: 2027-01\n"
    static let savings = "kind: savings\ntitle: Pot\nprincipal: 1000\npayment: 100\nrate: 3\nyears: 2\n"
    /// Two mistakes (lines 4 and 8), one quoting markup that the overlay must escape.
    static let broken = "kind: loan\ntitle: Home\nprincipal: 350000\nrate: 3,5\nyears: 25\npayment: ?\nstart: 2027-01\nprincpal<b>: 5\n"

    static func start(files: [String: String] = ["scenarios/home.yaml": loan, "scenarios/pot.yaml": savings],
                      paths: [String] = [], out: String? = nil,
                      watch: ServeOptions.WatchMethod = .automatic,
                      debounce: Duration = .milliseconds(100),
                      idleTimeout: Duration = .seconds(60),
                      requestTimeout: Duration = .seconds(10)) async throws -> ServeProject {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-serve-test-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let build = BuildOptions(paths: paths, outputDirectory: out ?? "public", jobs: 2, projectRoot: root,
                                 environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        let options = ServeOptions(build: build, usesTemporaryOutput: out == nil, port: 0, watchMethod: watch,
                                   debounce: debounce, idleTimeout: idleTimeout, requestTimeout: requestTimeout)
        let lines = CapturedLines()
        let log = ServeLog(info: { lines.append($0) }, error: { lines.append($0) })
        let session = try await ServeSession.start(options, log: log)
        return ServeProject(root: root, session: session, lines: lines)
    }

    private init(root: URL, session: ServeSession, lines: CapturedLines) {
        self.root = root
        self.session = session
        self.lines = lines
    }

    var port: UInt16 { session.port }
    /// What the session printed, in order.
    var terminal: [String] { lines.all }

    /// Saves like an editor: a new file renamed over the old one.
    func save(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    func get(_ target: String) async throws -> HTTPReply {
        let port = self.port
        return try await offThePool { try RawHTTPClient.get(target, port: port) }
    }

    func finish() async {
        await session.stop()
        try? FileManager.default.removeItem(at: root)
    }
}

final class CapturedLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
