import CCmarkGFM
import Foundation

/// GitHub-flavoured Markdown to HTML through the system's cmark-gfm.
///
/// cmark-gfm 0.29 keeps its extension registry in globals and is not thread-safe, so the core
/// extensions are registered once and every parse and render runs behind one lock. Rendering
/// uses cmark's safe default: raw HTML is dropped and `javascript:` and similar links are emptied.
public enum MarkdownRenderer {
    public static func html(from markdown: String) -> String {
        html(from: markdown, allowingUnsafe: false)
    }

    /// `allowingUnsafe` renders raw HTML and every link as written, the way a careless Markdown
    /// viewer would: tests use it to see what a `.md` report could do in one.
    static func html(from markdown: String, allowingUnsafe: Bool) -> String {
        let options = allowingUnsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        return CmarkGFM.withDocument(markdown, options: options) { document, extensions in
            guard let rendered = cmark_render_html(document, options, extensions) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        } ?? ""
    }
}

/// The one way into cmark-gfm: extensions registered once, every parse and render behind one lock.
enum CmarkGFM {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered = false
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Parses `markdown` with the GFM extensions and hands the document (and the parser's
    /// extension list, for renderers) to `body`, all under the lock; the tree is freed afterwards.
    static func withDocument<T>(_ markdown: String, options: Int32,
                                _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        if !registered {
            cmark_gfm_core_extensions_ensure_registered()
            registered = true
        }
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }
}
