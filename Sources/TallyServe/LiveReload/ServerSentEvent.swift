/// One message on the `text/event-stream` the pages listen to.
struct ServerSentEvent: Sendable, Equatable {
    var name: String?
    var data: String

    static func reload(build: Int) -> ServerSentEvent { ServerSentEvent(name: "reload", data: String(build)) }
    static func errors(_ messages: [String]) -> ServerSentEvent { ServerSentEvent(name: "errors", data: ErrorOverlay.eventData(for: messages)) }
    static let clear = ServerSentEvent(name: "clear", data: "")

    /// The wire form; each line of `data` becomes its own `data:` field.
    var encoded: [UInt8] {
        var text = ""
        if let name { text += "event: \(name)\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        text += "\n"
        return Array(text.utf8)
    }

    /// A comment line: ignored by EventSource, but a write that fails tells the server the page is gone.
    static func comment(_ text: String) -> [UInt8] { Array(": \(text)\n\n".utf8) }
}
