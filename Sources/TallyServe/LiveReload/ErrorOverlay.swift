import Foundation
import TallyReports

/// What a failed build shows over the page: every error, escaped, as the terminal prints them.
enum ErrorOverlay {
    static func html(for messages: [String]) -> String {
        var html = "<h2 style=\"margin:0 0 1em;font-size:1.2em\">tally serve: the last build failed, "
        html += "showing the previous good pages</h2><pre style=\"white-space:pre-wrap;margin:0\">"
        html += messages.map(\.htmlEscaped).joined(separator: "\n")
        html += "</pre><p style=\"margin-top:1em;opacity:.8\">Fix the file and save: this goes away by itself.</p>"
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
