import NIOCore
import NIOHTTP1

/// Closes a connection that has more requests read than responses finished. It sits between
/// NIO's decoder and its pipelining helper, which queues every request decoded from a read
/// while one is being answered; browsers do not pipeline, so a long queue is a client sending
/// requests without reading what they make.
final class PipelinedRequestLimit: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let maximum: Int
    private var unanswered = 0
    /// Once over the limit, nothing more is passed on: the rest of the read is dropped.
    private var refused = false

    init(maximum: Int) {
        self.maximum = maximum
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if refused { return }
        if case .head = unwrapInboundIn(data) {
            unanswered += 1
            if unanswered > maximum {
                refused = true
                context.close(promise: nil)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { unanswered -= 1 }
        context.write(data, promise: promise)
    }
}
