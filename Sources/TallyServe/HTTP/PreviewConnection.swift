import Foundation
import NIOCore
import NIOHTTP1

/// One client connection: each request it sends, answered in order (NIO's pipelining helper
/// holds the next request back until this one's response has ended).
final class PreviewConnection: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let root: URL
    private let hub: EventHub
    private var request: HTTPRequestHead?
    /// The event stream being sent, if this connection asked for it.
    private var events: Task<Void, Never>?
    /// Requests read whose responses are still being made off the event loop: a connection
    /// waiting for one is not idle, however long a busy machine takes to answer.
    private var answering = 0

    init(root: URL, hub: EventHub) {
        self.root = root
        self.hub = hub
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, on: context.channel)
        }
    }

    private func respond(to head: HTTPRequestHead, on channel: any Channel) {
        if head.method == .GET, PreviewServer.path(of: head.uri) == LiveReloadScript.eventsPath {
            events = Self.streamEvents(hub.subscribe(), version: head.version, on: channel)
            return
        }
        answering += 1
        let handler = NIOLoopBound(self, eventLoop: channel.eventLoop)
        Self.answer(head, root: root, on: channel) {
            channel.eventLoop.execute { handler.value.answering -= 1 }
        }
    }

    /// Reading the file and adding the script is blocking work: not on the event loop.
    private static func answer(_ head: HTTPRequestHead, root: URL, on channel: any Channel,
                               done: @escaping @Sendable () -> Void) {
        Task {
            let response = PreviewServer.file(method: head.method, target: head.uri, root: root)
            send(response, version: head.version, keepAlive: head.isKeepAlive, on: channel)
            done()
        }
    }

    private static func send(_ response: PreviewResponse, version: HTTPVersion, keepAlive: Bool, on channel: any Channel) {
        var headers = response.headers
        if !keepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
        channel.write(HTTPServerResponsePart.head(HTTPResponseHead(version: version, status: response.status, headers: headers)), promise: nil)
        if !response.body.isEmpty {
            channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: response.body))), promise: nil)
        }
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
        if event is IdleStateHandler.IdleStateEvent {
            if events == nil && request == nil && answering == 0 { context.close(promise: nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        events?.cancel()
        events = nil
        context.fireChannelInactive()
    }

    /// A client that resets mid-response, or sends garbage after a request: only its own
    /// connection is affected.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
