import Foundation
import TallyReports
import TallyResources

/// The help site: `site/help/*.md` rendered through cmark-gfm into `help/*.html`, and copied
/// as `help/*.md` for the Markdown reports to link to.
enum HelpSite {
    /// Pages in reading order; any others follow alphabetically.
    static let order = ["index", "loan", "rate-changes", "comparisons", "properties", "savings", "lump-sum", "budgets", "units", "bmi", "teaching", "scenario-files", "command-line"]

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
            var values = TemplateValues()
            page.add(to: &values, pageTitle: current.title, depth: 1, bodyClass: "help-page")
            values.addList("pages", pages) { item, listed in
                item.add("href", "\(listed.name).html")
                item.add("title", listed.title)
                item.add("current", listed.name == current.name)
            }
            values.add("body_html", linkingHTMLPages(MarkdownRenderer.html(from: current.markdown)))
            // The Markdown too, so `.md` reports on a git host link to pages it renders.
            return [
                OutputFile(path: "help/\(current.name).html", bytes: templates.render(values, template: "help")),
                OutputFile(path: "help/\(current.name).md", contents: current.markdown),
            ]
        }
    }

    /// The first `# Title` line.
    static func title(of markdown: String) -> String? {
        let bytes = Array(markdown.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if lineEnd - lineStart >= 2, bytes[lineStart] == UInt8(ascii: "#"), bytes[lineStart + 1] == UInt8(ascii: " ") {
                return String(decoding: bytes[(lineStart + 2)..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// Help pages link to each other as `loan.md` so they work on a git host; on the site those
    /// links must point at the rendered `loan.html`.
    static func linkingHTMLPages(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let attribute = Array("href=\"".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var runStart = 0
        var index = 0
        while index + attribute.count <= bytes.count {
            guard bytes[index] == attribute[0], bytes[index..<(index + attribute.count)].elementsEqual(attribute) else {
                index += 1
                continue
            }
            index += attribute.count
            out.append(contentsOf: bytes[runStart..<index])
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\"")) else {
                runStart = index
                break
            }
            out.append(contentsOf: htmlTarget(String(decoding: bytes[index..<end], as: UTF8.self)).utf8)
            index = end
            runStart = end
        }
        out.append(contentsOf: bytes[runStart...])
        return String(decoding: out, as: UTF8.self)
    }

    /// `loan.md#term` → `loan.html#term`; other targets (absolute, `#…`, other files) as they are.
    private static func htmlTarget(_ target: String) -> String {
        guard !target.contains(":"), !target.hasPrefix("/"), !target.hasPrefix("#") else { return target }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].hasSuffix(".md") else { return target }
        return String(parts[0].dropLast(3)) + ".html" + (parts.count > 1 ? "#" + parts[1] : "")
    }
}
