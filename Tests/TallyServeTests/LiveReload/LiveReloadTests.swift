import Foundation
import Testing
@testable import TallyServe

@Suite struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastClosingBodyOrAtTheEnd() {
        let page = Data("<html><body><pre>&lt;/body&gt;</pre></body>\n</html>\n".utf8)
        let injected = String(decoding: LiveReloadScript.inject(into: page), as: UTF8.self)
        #expect(injected == "<html><body><pre>&lt;/body&gt;</pre>" + LiveReloadScript.tag + "</body>\n</html>\n")
        let fragment = String(decoding: LiveReloadScript.inject(into: Data("<p>hi</p>".utf8)), as: UTF8.self)
        #expect(fragment == "<p>hi</p>" + LiveReloadScript.tag)
        #expect(LiveReloadScript.tag.contains("new EventSource(\"/__tally/events\")"))
    }

    @Test func eventsAreFramedLineByLine() {
        #expect(String(decoding: ServerSentEvent.reload(build: 7).encoded, as: UTF8.self) == "event: reload\ndata: 7\n\n")
        #expect(String(decoding: ServerSentEvent(name: nil, data: "a\nb").encoded, as: UTF8.self) == "data: a\ndata: b\n\n")
        #expect(String(decoding: ServerSentEvent.clear.encoded, as: UTF8.self) == "event: clear\ndata: \n\n")
        #expect(String(decoding: ServerSentEvent.comment("ping"), as: UTF8.self) == ": ping\n\n")
    }

    @Test func theOverlayEscapesEveryMessageAndStaysOneDataLine() throws {
        let messages = ["a.yaml:1:1: error: unknown key '<script>alert(1)</script>'", "b.yaml:2:3: error: \"x\" & y\nsecond line"]
        let html = ErrorOverlay.html(for: messages)
        #expect(html.contains("a.yaml:1:1: error: unknown key &#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39;"))
        #expect(!html.contains("<script"))
        #expect(html.contains("&quot;x&quot; &amp; y"))
        let event = String(decoding: ServerSentEvent.errors(messages).encoded, as: UTF8.self)
        #expect(event.hasPrefix("event: errors\ndata: {"))
        #expect(event.components(separatedBy: "\n").count == 4)
        struct Payload: Decodable { let html: String; let messages: [String] }
        let json = event.dropFirst("event: errors\ndata: ".count).prefix { $0 != "\n" }
        let payload = try JSONDecoder().decode(Payload.self, from: Data(json.utf8))
        #expect(payload.messages == messages)
        #expect(payload.html == html)
    }
}
