import CCmarkGFM
import Foundation

/// Makes a person's Markdown safe to copy into a `.md` report that other tools may render
/// without sanitising. The notes are parsed with cmark-gfm and the tree is walked: a link or
/// image keeps its destination only when it is http(s), mailto or relative (otherwise its text
/// stays and the link goes), and raw HTML becomes plain text. cmark-gfm's own CommonMark
/// renderer then writes the tree back, escaping whatever needs it. No text is pattern-matched:
/// entities, whitespace before a scheme and reference definitions are resolved by the parser.
public enum MarkdownSafety {
    public static func neutralized(_ markdown: String) -> String {
        let options = CMARK_OPT_DEFAULT
        return CmarkGFM.withDocument(markdown, options: options) { document, extensions in
            disarm(document)
            guard let rendered = cmark_render_commonmark(document, options, 0) else { return "" }
            defer { free(rendered) }
            _ = extensions
            return String(cString: rendered)
        } ?? ""
    }

    /// Whether a (decoded) destination may stay a link: no scheme at all, or http, https, mailto.
    static func isAllowedDestination(_ url: String) -> Bool {
        // Browsers drop tabs and line breaks anywhere in a URL and control characters and spaces
        // around it, so "java\tscript:" is a script link: look at what a browser would.
        let scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        let trimmed = scalars.drop { $0.value <= 0x20 }
        var scheme = ""
        for scalar in trimmed {
            if scalar == ":" { return ["http", "https", "mailto"].contains(scheme.lowercased()) }
            if scalar == "/" || scalar == "?" || scalar == "#" { return true }
            scheme.unicodeScalars.append(scalar)
        }
        return true
    }

    private static func disarm(_ document: OpaquePointer) {
        // Collected first and changed afterwards, innermost first: changing a tree while an
        // iterator walks it is undefined.
        var targets: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                targets.append(node)
            } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                let isDataImage = type == CMARK_NODE_IMAGE && !isRemoteOrRelative(url)
                if !isAllowedDestination(url) || isDataImage { targets.append(node) }
            }
        }
        cmark_iter_free(iterator)
        for node in targets.reversed() {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK:
                replace(node, withTextOf: node, inParagraph: true)
            case CMARK_NODE_HTML_INLINE:
                replace(node, withTextOf: node, inParagraph: false)
            default:
                unwrap(node)
            }
        }
    }

    /// Images load without a click, so an image must point somewhere a person can see: not a
    /// `data:` URL, which the scheme check lets through only if someone adds it to the list.
    private static func isRemoteOrRelative(_ url: String) -> Bool {
        !url.lowercased().trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("data:")
    }

    /// Raw HTML as literal text, so `<img onerror=…>` reads as what was typed and does nothing.
    private static func replace(_ node: OpaquePointer, withTextOf source: OpaquePointer, inParagraph: Bool) {
        var literal = cmark_node_get_literal(source).map { String(cString: $0) } ?? ""
        while literal.hasSuffix("\n") { literal.removeLast() }
        guard let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
        cmark_node_set_literal(text, literal)
        if inParagraph, let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            cmark_node_append_child(paragraph, text)
            cmark_node_insert_before(node, paragraph)
        } else {
            cmark_node_insert_before(node, text)
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// A link or image replaced by its contents (the link text, or the image's alt text).
    private static func unwrap(_ node: OpaquePointer) {
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_insert_before(node, child)
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }
}
