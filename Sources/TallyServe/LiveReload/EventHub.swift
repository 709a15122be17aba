import Foundation
import Synchronization

/// Every open page's event stream, and what a page that connects now must be told.
final class EventHub: Sendable {
    private struct State {
        var nextID = 0
        var subscribers: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
        /// The errors of the latest build, or nil after a good one.
        var errors: [String]?
        var closed = false
    }

    private let state = Mutex(State())

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// A new page's stream. It starts with the current errors, if any, so a page loaded while
    /// the build is broken shows the overlay at once.
    func subscribe() -> EventStreamBody {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = state.withLock { state -> Int? in
            guard !state.closed else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            continuation.yield(Array("retry: 1000\n".utf8) + ServerSentEvent.comment("connected"))
            if let errors = state.errors { continuation.yield(ServerSentEvent.errors(errors).encoded) }
            return id
        }
        if id == nil { continuation.finish() }
        let subscription = Subscription(id: id, hub: self)
        continuation.onTermination = { _ in subscription.cancel() }
        return EventStreamBody(stream: stream, subscription: subscription)
    }

    func buildSucceeded(build: Int) {
        state.withLock { state in
            let hadErrors = state.errors != nil
            state.errors = nil
            for continuation in state.subscribers.values {
                if hadErrors { continuation.yield(ServerSentEvent.clear.encoded) }
                continuation.yield(ServerSentEvent.reload(build: build).encoded)
            }
        }
    }

    func buildFailed(_ messages: [String]) {
        state.withLock { state in
            state.errors = messages
            let event = ServerSentEvent.errors(messages).encoded
            for continuation in state.subscribers.values { continuation.yield(event) }
        }
    }

    /// Written now and then so that a page closed without a goodbye is noticed and dropped.
    func heartbeat() {
        let comment = ServerSentEvent.comment("ping")
        state.withLock { state in
            for continuation in state.subscribers.values { continuation.yield(comment) }
        }
    }

    /// Ends every stream, so their connections close and the server can stop.
    func close() {
        let continuations = state.withLock { state -> [AsyncStream<[UInt8]>.Continuation] in
            state.closed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for continuation in continuations { continuation.finish() }
    }

    fileprivate func remove(_ id: Int) {
        _ = state.withLock { $0.subscribers.removeValue(forKey: id) }
    }
}

/// Drops a page's stream from the hub when the stream ends or its reader goes away.
final class Subscription: Sendable {
    private let id: Int?
    private weak let hub: EventHub?

    init(id: Int?, hub: EventHub) {
        self.id = id
        self.hub = hub
    }

    func cancel() {
        if let id { hub?.remove(id) }
    }

    deinit { cancel() }
}

/// A page's event stream as the chunks the server sends, one per event, so each reaches the
/// page as soon as it is yielded.
struct EventStreamBody: Sendable {
    let stream: AsyncStream<[UInt8]>
    let subscription: Subscription

    func makeAsyncIterator() -> Iterator { Iterator(events: stream.makeAsyncIterator(), subscription: subscription) }

    struct Iterator {
        var events: AsyncStream<[UInt8]>.Iterator
        let subscription: Subscription

        /// The next event's bytes, or nil once the stream has ended (or its task was cancelled).
        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            await events.next()
        }
    }
}
