import Foundation
import NIOHTTP1

/// A whole response, made off the event loop and written in one go.
struct PreviewResponse: Sendable {
    var status: HTTPResponseStatus
    var headers: HTTPHeaders
    var body: Data

    /// A page or file; a HEAD request gets its length and no body.
    static func page(_ method: HTTPMethod, type: String, body: Data) -> PreviewResponse {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Content-Length", value: String(body.count))
        return PreviewResponse(status: .ok, headers: headers, body: method == .HEAD ? Data() : body)
    }

    static func plain(_ status: HTTPResponseStatus, _ text: String) -> PreviewResponse {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "Content-Length", value: String(text.utf8.count))
        return PreviewResponse(status: status, headers: headers, body: Data(text.utf8))
    }
}
