import CCmarkGFM
import Foundation

/// GitHub-flavoured Markdown to HTML through the system's cmark-gfm.
///
/// cmark-gfm 0.29 keeps its extension registry in globals and is not thread-safe, so the core
/// extensions are registered once and every parse and render runs behind one lock. Rendering
/// uses cmark's safe default: raw HTML is dropped and `javascript:` and similar links are emptied.
public enum MarkdownRenderer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered = false
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    public static func html(from markdown: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if !registered {
            cmark_gfm_core_extensions_ensure_registered()
            registered = true
        }
        let options = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        markdown.withCString { bytes in
            cmark_parser_feed(parser, bytes, strlen(bytes))
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
