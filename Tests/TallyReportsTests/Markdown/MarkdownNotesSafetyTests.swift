import TallyEngines
import TallyScenarios
import Testing
@testable import TallyReports

/// Issue 8: notes are copied into the `.md` report, which other tools may render with raw links
/// and HTML allowed. Whatever the notes say, that rendering must hold no script link, no `data:`
/// image and no raw HTML; ordinary links and formatting survive.
@Suite struct MarkdownNotesSafetyTests {
    /// The `.md` text as a permissive renderer shows it (raw HTML and any link scheme allowed).
    static func permissiveHTML(_ markdown: String) -> String {
        MarkdownRenderer.html(from: markdown, allowingUnsafe: true).lowercased()
    }

    static func expectInert(_ notes: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let html = permissiveHTML(MarkdownSafety.neutralized(notes))
        // Escaped text (`&lt;img …`) is harmless; live tags and link or image sources are not.
        let needles = ["<script", "<img src=x", "<iframe", "href=\"javascript", "href=\"vbscript", "href=\"data:",
                       "href=\"file:", "src=\"javascript", "src=\"data:"]
        for needle in needles {
            #expect(!html.contains(needle), "\(needle) in \(html)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        "[a](javascript:alert(1))",
        "[a]( javascript:alert(1))",
        "[b](java&#115;cript:alert(1))",
        "[b2](java&#x73;cript&colon;alert(1))",
        "[c](\tjavascript:alert(1))",
        "[c]( \njavascript:alert(1))",
        "[c](<javascript:alert(1)>)",
        "[c](java\tscript:alert(1))",
        "[r]\n\n[r]: javascript:alert(1)",
        "[r][x]\n\n[x]:\n  JAVASCRIPT:alert(1)",
        "![d](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
        "![d]( DATA:text/html,<script>alert(1)</script>)",
        "[v](vbscript:msgbox)",
        "[f](file:///etc/passwd)",
        "<img src=x onerror=alert(1)>",
        "text <img src=x onerror=alert(1)> more",
        "<script>alert(1)</script>",
        "<iframe src=\"https://example.com\"></iframe>",
        "<a href=\"javascript:alert(1)\">x</a>",
        "[![i](data:image/png;base64,AA)](javascript:alert(1))",
        "<javascript:alert(1)>",
        "- [x](javascript:alert(1))\n- item",
        "| a |\n| - |\n| [x](javascript:alert(1)) |",
    ])
    func scriptLinksDataImagesAndRawHTMLAreDisarmed(notes: String) {
        Self.expectInert(notes)
    }

    @Test func ordinaryMarkdownSurvives() {
        let notes = "Fixed for **two** years, see [the offer](https://bank.example/offer?id=1) or [terms](terms.html#rates).\n\nAsk <mailto:me@example.com> or [mail](mailto:me@example.com). 3 < 4 and `code`."
        let html = Self.permissiveHTML(MarkdownSafety.neutralized(notes))
        #expect(html.contains("<strong>two</strong>"))
        #expect(html.contains("href=\"https://bank.example/offer?id=1\""))
        #expect(html.contains("href=\"terms.html#rates\""))
        #expect(html.contains("href=\"mailto:me@example.com\""))
        #expect(html.contains("3 &lt; 4"))
        #expect(html.contains("<code>code</code>"))
    }

    @Test func aDisarmedLinkKeepsItsText() {
        let safe = MarkdownSafety.neutralized("Click [here please](javascript:alert(1)).")
        #expect(safe.contains("here please"))
        #expect(!safe.lowercased().contains("javascript"))
    }

    // MARK: code spans

    @Test(arguments: ["plain.yaml", "b`<img src=x onerror=alert(1)>`.yaml", "``x``", "`edge`", "a ``` b"])
    func codeSpansHoldTheirContentWhole(path: String) {
        let span = MarkdownPage.codeSpan(path)
        let html = MarkdownRenderer.html(from: span, allowingUnsafe: true)
        #expect(!html.contains("<img"))
        let escaped = path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        #expect(html == "<p><code>\(escaped)</code></p>\n")
    }

    @Test func theFromLineCannotBreakOutOfItsCodeSpan() {
        let header = ScenarioHeader(kind: .loan, title: "Home", notes: nil, currency: .gbp,
                                    sourcePath: "examples/b`<img src=x onerror=alert(1)>`.yaml", slug: "b-img")
        let html = MarkdownRenderer.html(from: MarkdownPage.heading(header), allowingUnsafe: true)
        #expect(!html.contains("<img"))
        #expect(html.contains("<code>examples/b`&lt;img src=x onerror=alert(1)&gt;`.yaml</code>"))
    }
}
