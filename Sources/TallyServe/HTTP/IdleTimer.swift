import NIOCore

/// Sends `IdleTimer.Idle` down the pipeline when nothing has been read or written for the
/// timeout, as NIO's IdleStateHandler does, without ever cancelling a scheduled task: NIO finds
/// a cancelled task by searching every task on its loop, and IdleStateHandler cancels one for
/// each connection closed, so closing 15,000 connections at once held the loops for seconds
/// and ordinary requests timed out. A check finds the last activity and schedules the next.
final class IdleTimer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    struct Idle {}

    private let timeout: TimeAmount
    private var lastActivity = NIODeadline.now()
    /// Held between handlerAdded and handlerRemoved (the pipeline's teardown), for the checks.
    private var context: ChannelHandlerContext?
    private var started = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { start(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastActivity = .now()
        context.fireChannelRead(data)
    }

    /// A client taking a long response makes the channel writable again as it reads.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
        lastActivity = .now()
        context.fireChannelWritabilityChanged()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        lastActivity = .now()
        context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        lastActivity = .now()
        schedule(lastActivity + timeout, on: context.eventLoop)
    }

    private func schedule(_ at: NIODeadline, on loop: any EventLoop) {
        let timer = NIOLoopBound(WeakIdleTimer(self), eventLoop: loop)
        loop.scheduleTask(deadline: at) { timer.value.timer?.check(on: loop) }
    }

    private func check(on loop: any EventLoop) {
        guard let context, context.channel.isActive else { return }
        let due = lastActivity + timeout
        if due <= .now() {
            // The next event a whole timeout later, if the connection is kept.
            lastActivity = .now()
            schedule(lastActivity + timeout, on: loop)
            context.fireUserInboundEventTriggered(Idle())
        } else {
            schedule(due, on: loop)
        }
    }
}

private struct WeakIdleTimer {
    weak var timer: IdleTimer?
    init(_ timer: IdleTimer) { self.timer = timer }
}
