import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `tally serve` started as a shell starts it: no signal blocked, default actions. Foundation's
/// `Process` (as the test runner leaves it) hands its child SIGINT and SIGTERM blocked, which hid
/// a serve that dropped both when started from a shell.
@Suite(.serialized) struct ServeSignalMaskTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func stopsOnASignalWhenStartedWithNothingBlocked(signal: Int32) throws {
        let binary = try #require(ServeProcessTests.tallyBinary())
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("tally-serve-mask-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try Data(ServeProject.loan.utf8).write(to: project.appendingPathComponent("scenarios/home.yaml"))
        let log = project.appendingPathComponent("serve.log")

        let pid = try Self.spawnWithNothingBlocked(binary, ["serve", "--port", "0", "--out", project.appendingPathComponent("site").path,
                                                                     project.appendingPathComponent("scenarios").path], output: log)
        var reaped = false
        defer {
            if !reaped {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        var printed = ""
        while !printed.contains("Ctrl-C"), clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        #expect(printed.contains("Ctrl-C"), "\(printed)")

        kill(pid, signal)
        let sent = clock.now
        var status: Int32 = 0
        while clock.now - sent < .seconds(5) {
            if waitpid(pid, &status, WNOHANG) == pid {
                reaped = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(reaped, "still running \(clock.now - sent) after signal \(signal)")
        #expect(clock.now - sent < .seconds(1))
        // Exited (not killed by the signal), with status 0.
        #expect(reaped && status & 0x7f == 0 && (status >> 8) & 0xff == 0, "wait status \(status)")
    }

    /// posix_spawn with an empty signal mask and default actions for SIGINT and SIGTERM.
    static func spawnWithNothingBlocked(_ binary: URL, _ arguments: [String], output: URL) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "1767225600"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw ClientError(description: "posix_spawn: \(result)") }
        return pid
    }
}
