import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// One client connection: each request it sends, answered in order (NIO's pipelining helper
/// holds the next request back until this one's response has ended).
///
/// A misbehaving client holds little and not for long. Each request has a deadline for the whole
/// of it: its head must be in within the idle and request timeouts of the connection opening or
/// the previous response (a keep-alive connection may sit idle first; one byte a minute would
/// otherwise never count as idle), and its body within the request timeout of its head. A
/// response is written only while the client reads the ones before (back-pressure), so one
/// that sends without reading holds one response, not all of them.
final class PreviewConnection: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let root: URL
    private let hub: EventHub
    private let requestTimeout: TimeAmount
    private let idleTimeout: TimeAmount
    private var request: HTTPRequestHead?
    /// The event stream being sent, if this connection asked for it.
    private var events: Task<Void, Never>?
    /// Requests read whose responses are still being made off the event loop: a connection
    /// waiting for one is not idle, however long a busy machine takes to answer.
    private var answering = 0
    /// A response made while the client was not reading: written when it reads again.
    private var held: (response: PreviewResponse, head: HTTPRequestHead)?
    /// When the request being read must be whole; nil while none is being read.
    private var deadline: NIODeadline?
    /// The earliest check of the deadline already scheduled. Checks are never cancelled:
    /// cancelling a scheduled task makes NIO search every task on the loop, which made closing
    /// thousands of connections quadratic (see IdleTimer); a check finding no deadline does nothing.
    private var nextCheck: NIODeadline?
    /// Weak, like the checks' hold on this handler: a closed connection is not kept for them.
    private weak var channel: (any Channel)?

    init(root: URL, hub: EventHub, idleTimeout: TimeAmount, requestTimeout: TimeAmount) {
        self.root = root
        self.hub = hub
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
    }

    /// Added before the accepted socket is registered, as a rule; this covers the other case.
    func handlerAdded(context: ChannelHandlerContext) {
        channel = context.channel
        if context.channel.isActive { armDeadline(.now() + idleTimeout + requestTimeout, on: context.channel) }
    }

    func channelActive(context: ChannelHandlerContext) {
        armDeadline(.now() + idleTimeout + requestTimeout, on: context.channel)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
            armDeadline(.now() + requestTimeout, on: context.channel)
        case .body:
            break
        case .end:
            disarmDeadline()
            guard let head = request else { return }
            request = nil
            respond(to: head, on: context.channel)
        }
    }

    /// Sets the deadline, or brings it forward: never later than one already set.
    private func armDeadline(_ at: NIODeadline, on channel: any Channel) {
        if let deadline, deadline <= at { return }
        deadline = at
        scheduleCheck(at, on: channel.eventLoop)
    }

    private func disarmDeadline() {
        deadline = nil
    }

    private func scheduleCheck(_ at: NIODeadline, on loop: any EventLoop) {
        if let nextCheck, nextCheck <= at { return }
        nextCheck = at
        let handler = NIOLoopBound(WeakConnection(self), eventLoop: loop)
        loop.scheduleTask(deadline: at) { handler.value.connection?.check(at, on: loop) }
    }

    private func check(_ at: NIODeadline, on loop: any EventLoop) {
        if nextCheck == at { nextCheck = nil }
        guard let deadline else { return }
        if deadline <= .now() {
            channel?.close(promise: nil)
        } else {
            scheduleCheck(deadline, on: loop)
        }
    }

    private func respond(to head: HTTPRequestHead, on channel: any Channel) {
        answering += 1
        if let refusal = HostCheck.refusal(of: head) {
            deliver(refusal, to: head, on: channel)
            return
        }
        if head.method == .GET, PreviewServer.path(of: head.uri) == LiveReloadScript.eventsPath {
            answering -= 1
            events = Self.streamEvents(hub.subscribe(), version: head.version, on: channel)
            return
        }
        let handler = NIOLoopBound(self, eventLoop: channel.eventLoop)
        let root = self.root
        // Reading the file and adding the script is blocking work: not on the event loop, and
        // not on Swift's cooperative pool either, where a busy process's other tasks (two
        // threads on two cores) could keep a response waiting for seconds.
        NIOThreadPool.singleton.runIfActive(eventLoop: channel.eventLoop) {
            PreviewServer.file(method: head.method, target: head.uri, root: root)
        }.whenComplete { result in
            // The pool only fails a job once shut down, which NIO's shared pool never is.
            let response = (try? result.get()) ?? .plain(.internalServerError, "the server is stopping\n")
            handler.value.deliver(response, to: head, on: channel)
        }
    }

    /// On the event loop, once the response is made.
    private func deliver(_ response: PreviewResponse, to head: HTTPRequestHead, on channel: any Channel) {
        answering -= 1
        if channel.isWritable {
            send(response, to: head, on: channel)
        } else {
            held = (response, head)
        }
    }

    /// Back-pressure: while the client is not reading its responses, it is not read from either.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
        let writable = context.channel.isWritable
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: writable)
        if writable, let (response, head) = held {
            held = nil
            send(response, to: head, on: context.channel)
        }
        context.fireChannelWritabilityChanged()
    }

    private func send(_ response: PreviewResponse, to head: HTTPRequestHead, on channel: any Channel) {
        let keepAlive = head.isKeepAlive
        var headers = response.headers
        if !keepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
        channel.write(HTTPServerResponsePart.head(HTTPResponseHead(version: head.version, status: response.status, headers: headers)), promise: nil)
        if !response.body.isEmpty {
            channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: response.body))), promise: nil)
        }
        // Armed before the end goes out: writing it hands over the next pipelined request at
        // once, and that request's own end disarms it.
        if keepAlive { armDeadline(.now() + idleTimeout + requestTimeout, on: channel) }
        let sent = channel.writeAndFlush(HTTPServerResponsePart.end(nil))
        if !keepAlive { sent.whenComplete { _ in channel.close(promise: nil) } }
    }

    /// No length: NIO sends the body chunked, one chunk per event, each flushed at once. The
    /// stream ends when the hub closes (the server stops) or the page goes away.
    private static func streamEvents(_ body: EventStreamBody, version: HTTPVersion, on channel: any Channel) -> Task<Void, Never> {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream; charset=utf-8")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Accel-Buffering", value: "no")
        channel.writeAndFlush(HTTPServerResponsePart.head(HTTPResponseHead(version: version, status: .ok, headers: headers)), promise: nil)
        return Task {
            var iterator = body.makeAsyncIterator()
            while let chunk = try? await iterator.nextBuffer(suggested: 4096) {
                // An empty chunk would read as the end of the body.
                if chunk.isEmpty { continue }
                do {
                    try await channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: chunk)))).get()
                } catch {
                    // The page went away; dropping the iterator drops its subscription.
                    return
                }
            }
            try? await channel.writeAndFlush(HTTPServerResponsePart.end(nil)).get()
            try? await channel.close()
        }
    }

    /// Nothing read or written for the idle timeout: a keep-alive connection the browser is not
    /// using. It is closed, unless it carries the live-reload stream (its heartbeats keep it
    /// from going idle anyway) or a request is still being read or answered.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleTimer.Idle {
            if events == nil && request == nil && answering == 0 { context.close(promise: nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        events?.cancel()
        events = nil
        disarmDeadline()
        held = nil
        context.fireChannelInactive()
    }

    /// A client that resets mid-response, or sends garbage after a request: only its own
    /// connection is affected.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

private struct WeakConnection {
    weak var connection: PreviewConnection?
    init(_ connection: PreviewConnection) { self.connection = connection }
}
