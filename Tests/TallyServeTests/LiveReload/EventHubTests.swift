import Foundation
import Testing
@testable import TallyServe

@Suite struct EventHubTests {
    private func collect(_ body: EventStreamBody, chunks: Int) async throws -> String {
        var iterator = body.makeAsyncIterator()
        var text = ""
        for _ in 0..<chunks {
            guard let chunk = try await iterator.nextBuffer(suggested: 4096) else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    @Test func aPageConnectingWhileTheBuildIsBrokenGetsTheErrorsFirst() async throws {
        let hub = EventHub()
        hub.buildFailed(["a.yaml:1:1: error: bad"])
        let text = try await collect(hub.subscribe(), chunks: 2)
        #expect(text.hasPrefix("retry: 1000\n: connected\n\n"))
        #expect(text.contains("event: errors\ndata: "))
        #expect(text.contains("a.yaml:1:1: error: bad"))
    }

    @Test func aGoodBuildAfterABadOneClearsThenReloads() async throws {
        let hub = EventHub()
        let body = hub.subscribe()
        #expect(hub.subscriberCount == 1)
        hub.buildFailed(["x"])
        hub.buildSucceeded(build: 3)
        hub.buildSucceeded(build: 4)
        let text = try await collect(body, chunks: 5)
        #expect(text.hasSuffix("event: errors\ndata: \(ErrorOverlay.eventData(for: ["x"]))\n\nevent: clear\ndata: \n\nevent: reload\ndata: 3\n\nevent: reload\ndata: 4\n\n"))
    }

    @Test func closingEndsEveryStreamAndRefusesNewOnes() async throws {
        let hub = EventHub()
        let body = hub.subscribe()
        hub.close()
        #expect(hub.subscriberCount == 0)
        let text = try await collect(body, chunks: 10)
        #expect(text == "retry: 1000\n: connected\n\n")
        let late = try await collect(hub.subscribe(), chunks: 10)
        #expect(late.isEmpty)
    }

    @Test func aStreamWhoseReaderIsGoneLeavesTheHub() async throws {
        let hub = EventHub()
        do {
            let body = hub.subscribe()
            #expect(hub.subscriberCount == 1)
            _ = try await collect(body, chunks: 1)
        }
        #expect(hub.subscriberCount == 0)
    }
}
