import Foundation
import TallyReports

/// What a failed build shows over the page: every error, escaped, as the terminal prints them.
enum ErrorOverlay {
    static func html(for messages: [String]) -> String {
        // Every element styled in full: the site's own stylesheet styles `h2` and `pre` too.
        let reset = "background:none;border:0;box-shadow:none;margin:0;padding:0;font-family:ui-monospace,monospace;"
        var html = "<h2 style=\"\(reset)color:#fff;font-size:1.2em;font-weight:bold;margin-bottom:1em\">tally serve: "
        html += "the last build failed, showing the previous good pages</h2>"
        html += "<pre style=\"\(reset)color:#ffb3b3;font-size:1em;white-space:pre-wrap\">"
        html += messages.map(\.htmlEscaped).joined(separator: "\n")
        html += "</pre><p style=\"\(reset)color:#ddd;margin-top:1em\">Fix the file and save: this goes away by itself.</p>"
        return html
    }

    /// The `data:` of an `errors` event: the markup and the plain lines, as JSON.
    static func eventData(for messages: [String]) -> String {
        struct Payload: Encodable { let html: String; let messages: [String] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Payload(html: html(for: messages), messages: messages)) else { return "{}" }
        // JSONEncoder never writes a raw newline, so the payload stays one `data:` line.
        return String(decoding: data, as: UTF8.self)
    }
}
