import Foundation
import Testing
@testable import TallyServe

/// The server over real HTTP on a free port. Serialized: each test runs a server and builds,
/// and CI has two cores.
@Suite(.serialized) struct ServeSessionTests {
    @Test func servesTheIndexAndAReportWithTheReloadScriptAddedOnlyOnTheWire() async throws {
        let project = try await ServeProject.start()
        let index = try await project.get("/")
        #expect(index.status == 200)
        #expect(index.headers["content-type"] == "text/html; charset=utf-8")
        #expect(index.headers["cache-control"] == "no-store")
        #expect(index.text.contains("href=\"loan/home.html\""))
        #expect(index.text.contains(LiveReloadScript.eventsPath))
        #expect(index.text.hasSuffix("</script></body>\n</html>\n"))

        let report = try await project.get("/loan/home.html")
        #expect(report.status == 200)
        #expect(report.text.contains("Monthly payment"))
        #expect(report.text.contains("350,000"))
        #expect(report.text.contains(LiveReloadScript.eventsPath))

        let onDisk = try String(contentsOf: project.session.outputDirectory.appendingPathComponent("loan/home.html"), encoding: .utf8)
        #expect(!onDisk.contains("__tally"))
        #expect(try await project.get("/index.html").text == index.text)

        let types = ["/style.css": "text/css; charset=utf-8", "/loan/home.md": "text/markdown; charset=utf-8"]
        for (path, type) in types {
            let reply = try await project.get(path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.headers["content-type"] == type, "\(path)")
            #expect(reply.headers["cache-control"] == "no-store", "\(path)")
            #expect(!reply.text.contains("__tally"), "\(path)")
        }
        let help = try await project.get("/help")
        #expect(help.status == 301)
        #expect(help.headers["location"] == "/help/")
        #expect(try await project.get("/help/").text.contains("<h1"))
        #expect(try await project.get("/missing.html").status == 404)
        await project.finish()
    }

    @Test func anEditReloadsTheOpenPagesAndABurstOfSavesBuildsOnce() async throws {
        let project = try await ServeProject.start(debounce: .milliseconds(300))
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor(": connected"))
        let before = project.session.buildCount

        for principal in [210_000, 220_000, 200_000] {
            try project.save("scenarios/home.yaml", ServeProject.loan.replacingOccurrences(of: "350000", with: String(principal)))
        }
        #expect(await events.waitFor("event: reload\ndata: \(before + 1)\n\n"))
        #expect(try await project.get("/loan/home.html").text.contains("200,000"))
        // Give a second rebuild every chance to happen before checking there was none.
        try await Task.sleep(for: .milliseconds(800))
        #expect(project.session.buildCount == before + 1)
        #expect(!events.received.contains("event: errors"))

        // A new scenario file appears in the index.
        let mark = events.count
        try project.save("scenarios/extra/rainy.yaml", ServeProject.savings.replacingOccurrences(of: "Pot", with: "Rainy"))
        #expect(await events.waitFor("event: reload", after: mark))
        #expect(try await project.get("/").text.contains("savings/rainy.html"))
        await project.finish()
    }

    @Test func aBrokenEditShowsEveryErrorOverTheLastGoodPagesUntilItIsFixed() async throws {
        let project = try await ServeProject.start()
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor(": connected"))

        try project.save("scenarios/home.yaml", ServeProject.broken)
        // The JSON's `messages` come after its `html`, and the whole event is one chunk.
        #expect(await events.waitFor("princpal<b>"))
        let overlay = try #require(Self.overlay(in: events.received))
        #expect(overlay.messages.count == 2)
        #expect(overlay.messages[0].hasPrefix("scenarios/home.yaml:4:7: error: rate must be"))
        #expect(overlay.messages[1].hasPrefix("scenarios/home.yaml:8:1: error: unknown key 'princpal<b>'"))
        #expect(overlay.html.contains("scenarios/home.yaml:8:1: error: unknown key &#39;princpal&lt;b&gt;&#39;"))
        #expect(!overlay.html.contains("<b>"))

        // The last good pages stay; the terminal shows the same errors.
        let report = try await project.get("/loan/home.html")
        #expect(report.status == 200)
        #expect(report.text.contains("350,000"))
        #expect(project.terminal.contains(overlay.messages[0]))
        #expect(project.terminal.contains(overlay.messages[1]))

        // A page opened now gets the overlay at once.
        let late = try EventStreamClient(port: project.port)
        #expect(await late.waitFor("event: errors"))

        let mark = events.count
        try project.save("scenarios/home.yaml", ServeProject.otherLoan)
        #expect(await events.waitFor("event: clear", after: mark))
        #expect(await events.waitFor("event: reload", after: mark))
        #expect(try await project.get("/loan/home.html").text.contains("200,000"))
        let fresh = try EventStreamClient(port: project.port)
        #expect(await fresh.waitFor(": connected"))
        #expect(await fresh.waitFor("event: errors", timeout: .milliseconds(300)) == false)
        await project.finish()
    }

    @Test func pathsLeadingOutOfTheOutputFolderAreNotFound() async throws {
        let project = try await ServeProject.start()
        let output = project.session.outputDirectory
        let secret = output.deletingLastPathComponent().appendingPathComponent("secret.txt")
        try Data("top secret".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("leak.txt").path, withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("up").path, withDestinationPath: output.deletingLastPathComponent().path)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("etc").path, withDestinationPath: "/etc")

        let refused = [
            "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2e/secret.txt", "/%2e%2E%2fsecret.txt", "/loan/../../secret.txt",
            "/loan/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/loan\\..\\..\\secret.txt",
            "/leak.txt", "/up/secret.txt", "/etc/passwd", "/etc/", "//etc/passwd", "/%2fetc/passwd", "/etc%2fpasswd",
            "/index.html%00.css", "/%00", "/.tally-output", "/./index.html", "/%2e/index.html",
            "secret.txt", "http://127.0.0.1/../secret.txt", "/%ff%fe/index.html", "/%zz",
        ]
        for target in refused {
            let reply = try await project.get(target)
            #expect(reply.status == 404 || reply.status == 400, "\(target) gave \(reply.status)")
            #expect(!reply.text.contains("top secret"), "\(target)")
            #expect(!reply.text.contains("root:"), "\(target)")
        }
        #expect(try await project.get("/index.html").status == 200)
        await project.finish()
    }

    @Test func answersFourHundredConcurrentRequestsAndShrugsOffClientsThatHangUp() async throws {
        let project = try await ServeProject.start()
        let port = project.port
        let (statuses, sameBodies) = try await offThePool { () throws -> ([Int: Int], Bool) in
            // Hang up mid-response, with a reset, on the largest page.
            for _ in 0..<20 {
                let socket = try RawHTTPClient.connect(port: port)
                try RawHTTPClient.send(socket, RawHTTPClient.request("/loan/home.html"))
                var first = [UInt8](repeating: 0, count: 64)
                _ = recv(socket, &first, first.count, 0)
                var reset = linger(l_onoff: 1, l_linger: 0)
                setsockopt(socket, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
                close(socket)
            }
            let targets = ["/", "/loan/home.html", "/style.css", "/savings/pot.html", "/loan/home.md"]
            var sockets: [(Int32, String)] = []
            for number in 0..<400 {
                let target = targets[number % targets.count]
                sockets.append((try RawHTTPClient.connect(port: port), target))
            }
            for (socket, target) in sockets { try RawHTTPClient.send(socket, RawHTTPClient.request(target)) }
            var statuses: [Int: Int] = [:]
            var expected: [String: Data] = [:]
            var same = true
            for (socket, target) in sockets {
                defer { close(socket) }
                let reply = try RawHTTPClient.parse(RawHTTPClient.readAll(socket))
                statuses[reply.status, default: 0] += 1
                if let first = expected[target] {
                    same = same && reply.body == first
                } else {
                    expected[target] = reply.body
                    same = same && Int(reply.headers["content-length"] ?? "") == reply.body.count
                }
            }
            return (statuses, same)
        }
        #expect(sameBodies)
        #expect(statuses == [200: 400])
        #expect(try await project.get("/").status == 200)
        await project.finish()
    }

    @Test func stopsWithinASecondClosingStreamsAndRemovingTheTemporaryOutput() async throws {
        let project = try await ServeProject.start()
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor(": connected"))
        let output = project.session.outputDirectory
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))

        let clock = ContinuousClock()
        let took = await clock.measure { await project.session.stop() }
        #expect(took < .seconds(1))
        #expect(await events.waitForEnd())
        #expect(!FileManager.default.fileExists(atPath: output.deletingLastPathComponent().path))
        await #expect(throws: ClientError.self) { try await project.get("/") }
        await project.finish()
    }

    @Test func buildsIntoAChosenOutFolderAndKeepsIt() async throws {
        let project = try await ServeProject.start(out: "site-out")
        #expect(project.session.outputDirectory.path == project.root.appendingPathComponent("site-out").standardizedFileURL.path)
        #expect(try await project.get("/loan/home.html").status == 200)
        // Writing the output inside the project must not look like an edit.
        try await Task.sleep(for: .milliseconds(500))
        #expect(project.session.buildCount == 1)
        await project.session.stop()
        // The build's advisory lock file stays beside the output, as every build's does.
        let left = try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted()
        #expect(left == [".site-out.lock", "scenarios", "site-out"])
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("site-out/index.html").path))
        await project.finish()
    }

    @Test func aProjectThatNeverBuiltServesAWaitingPageWithTheErrors() async throws {
        let project = try await ServeProject.start(files: ["scenarios/home.yaml": ServeProject.broken])
        let page = try await project.get("/")
        #expect(page.status == 200)
        #expect(page.text.contains("No good build yet"))
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor("scenarios/home.yaml:4:7: error:"))
        try project.save("scenarios/home.yaml", ServeProject.loan)
        #expect(await events.waitFor("event: reload"))
        #expect(try await project.get("/").text.contains("loan/home.html"))
        await project.finish()
    }

    @Test func settingsAndTemplatesMadeWhileServingAreWatchedToo() async throws {
        let project = try await ServeProject.start()
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor(": connected"))

        var mark = events.count
        try project.save("tally.yaml", "title: Family money\n")
        #expect(await events.waitFor("event: reload", after: mark))
        #expect(try await project.get("/").text.contains("Family money"))

        mark = events.count
        try project.save("tally.yaml", "title: Family money\ncurrency: XYZ\n")
        #expect(await events.waitFor("tally.yaml:2:", after: mark))

        mark = events.count
        try project.save("tally.yaml", "title: Family money\n")
        #expect(await events.waitFor("event: reload", after: mark))

        // templates/ did not exist when serving began.
        mark = events.count
        try project.save("templates/index.mustache", "{{#groups}}unclosed")
        #expect(await events.waitFor("index.mustache", after: mark))
        mark = events.count
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("templates"))
        #expect(await events.waitFor("event: reload", after: mark))
        #expect(try await project.get("/").status == 200)
        await project.finish()
    }

    @Test func pollingNoticesEditsWhereInotifyIsNotUsed() async throws {
        let project = try await ServeProject.start(watch: .polling(interval: .milliseconds(100)))
        let events = try EventStreamClient(port: project.port)
        #expect(await events.waitFor(": connected"))
        try project.save("scenarios/home.yaml", ServeProject.otherLoan)
        #expect(await events.waitFor("event: reload"))
        #expect(try await project.get("/loan/home.html").text.contains("200,000"))
        await project.finish()
    }

    struct Overlay: Decodable {
        let html: String
        let messages: [String]
    }

    static func overlay(in stream: String) -> Overlay? {
        guard let start = stream.range(of: "event: errors\ndata: ") else { return nil }
        let rest = stream[start.upperBound...]
        guard let end = rest.firstIndex(of: "\n") else { return nil }
        return try? JSONDecoder().decode(Overlay.self, from: Data(rest[..<end].utf8))
    }
}
