import Foundation
import TallyReports
import TallyResources

/// The help site: `site/help/*.md` rendered through cmark-gfm into `help/*.html`, and copied
/// as `help/*.md` for the Markdown reports to link to.
enum HelpSite {
    /// Pages in reading order; any others follow alphabetically.
    static let order = ["index", "loan", "properties", "savings", "lump-sum", "budgets", "units", "bmi", "scenario-files", "command-line"]

    struct Page {
        let name: String
        let title: String
        let markdown: String
    }

    /// The `*.md` pages directly in `folder`, one of the embedded resource folders.
    static func pages(in folder: String) -> [Page] {
        let names = EmbeddedResources.files(in: folder)
            .filter { $0.hasSuffix(".md") && !$0.contains("/") }
            .map { String($0.dropLast(3)) }
        let sorted = names.sorted {
            let left = order.firstIndex(of: $0) ?? order.count
            let right = order.firstIndex(of: $1) ?? order.count
            return left != right ? left < right : $0 < $1
        }
        return sorted.compactMap { name in
            guard let bytes = EmbeddedResources.file(folder + "/" + name + ".md") else { return nil }
            let markdown = String(decoding: bytes, as: UTF8.self)
            return Page(name: name, title: title(of: markdown) ?? name, markdown: markdown)
        }
    }

    static func render(folder: String, templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        let pages = pages(in: folder)
        return pages.flatMap { current -> [OutputFile] in
            var context = page.context(pageTitle: current.title, depth: 1, bodyClass: "help-page", sourcePath: nil)
            context["pages"] = pages.map { ["href": "\($0.name).html", "title": $0.title, "current": $0.name == current.name] as [String: Any] }
            context["body_html"] = linkingHTMLPages(MarkdownRenderer.html(from: current.markdown))
            // The Markdown too, so `.md` reports on a git host link to pages it renders.
            return [
                OutputFile(path: "help/\(current.name).html", contents: templates.render(context, template: "help")),
                OutputFile(path: "help/\(current.name).md", contents: current.markdown),
            ]
        }
    }

    /// The first `# Title` line.
    static func title(of markdown: String) -> String? {
        for line in markdown.split(separator: "\n") where line.hasPrefix("# ") {
            return String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Help pages link to each other as `loan.md` so they work on a git host; on the site those
    /// links must point at the rendered `loan.html`.
    static func linkingHTMLPages(_ html: String) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count)
        var rest = Substring(html)
        while let range = rest.range(of: "href=\"") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            var target = String(rest[..<end])
            let isRelative = !target.contains(":") && !target.hasPrefix("/") && !target.hasPrefix("#")
            if isRelative {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                if parts[0].hasSuffix(".md") {
                    target = String(parts[0].dropLast(3)) + ".html" + (parts.count > 1 ? "#" + parts[1] : "")
                }
            }
            out += target
            rest = rest[end...]
        }
        out += rest
        return out
    }
}
