import Foundation
import TallyEngines

/// One printable document of many reports (`tally build --booklet`): a cover with the site's
/// title and date, a contents list, then each report's article starting on a new sheet, with a
/// running footer of its title and "Page N of M". Self-contained (the stylesheet is inlined), so
/// it prints alike from the output folder, a mail attachment or Tally's own printing.
public enum Booklet {
    public struct Report: Sendable {
        public let title: String
        public let kind: String
        /// The report's `<article>`, its ids and links made to work inside the booklet.
        public let article: String

        public init(title: String, kind: String, article: String) {
            self.title = title
            self.kind = kind
            self.article = article
        }
    }

    /// The id of report `number` (from 1) in the booklet: where the contents links, and the
    /// destination a printed PDF names, from which its page number is read.
    public static func anchor(_ number: Int) -> String { "report-\(number)" }

    /// `pageNumbers[i]` is the sheet report `i` starts on, when a printing has told it.
    public static func render(_ reports: [Report], pageNumbers: [Int]?, stylesheet: [UInt8], templates: PageTemplates, page: PageInfo,
                              locale: TallyLocale) -> [UInt8] {
        var values = TemplateValues()
        values.add("site_title", page.siteTitle)
        values.add("generated_on", locale.text(page.generatedOn, .long))
        values.add("stylesheet", html: stylesheet)
        // Each report's footer names it: a named page per report, its title a CSS string.
        var pages = "@page { @top-left { content: \"\(PageInfo.cssString(page.siteTitle))\"; } }\n@page cover { @top-left { content: none; } }\n"
        for number in reports.indices {
            pages += "@page \(anchor(number + 1)) { @bottom-left { content: \"\(PageInfo.cssString(reports[number].title))\"; } }\n"
        }
        values.add("page_rules", html: Array(pages.utf8))
        values.add("has_numbers", pageNumbers != nil)
        values.addList("reports", reports.enumerated()) { item, report in
            item.add("anchor", anchor(report.offset + 1))
            item.add("title", report.element.title)
            item.add("kind", report.element.kind)
            item.add("page_number", pageNumbers.map { String($0[report.offset]) } ?? "")
            item.add("article", html: Array(report.element.article.utf8))
        }
        return templates.render(values, template: "booklet")
    }

    /// The contents' page numbers of a booklet `render` wrote, in order; nil when it has none
    /// (drawn without printing).
    public static func pageNumbers(ofRendered html: [UInt8]) -> [Int]? {
        let marker = Array(entryPageMarker.utf8)
        var numbers: [Int] = []
        var rest = html[...]
        while let found = rest.firstRange(of: marker) {
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }
            guard let number = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
            numbers.append(number)
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// What opens each contents entry's page number in booklet.mustache.
    static let entryPageMarker = "<span class=\"entry-page\">"

    /// The `<article>` of a report page at `path` (such as `loan/car.html`), made to work at the
    /// booklet's place, the output's root: every id and every link to one gets the prefix
    /// `prefix` (two reports have the same section ids), and links relative to the page's
    /// folder are made relative to the root. nil when the page has no article.
    public static func article(ofPage html: String, path: String, prefix: String) -> String? {
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>", options: .backwards), start.lowerBound < end.lowerBound else { return nil }
        var text = String(html[start.lowerBound..<end.upperBound])
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        text = text.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)-")
        text = text.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)-")
        text = text.replacingOccurrences(of: "url(#", with: "url(#\(prefix)-")
        for attribute in ["aria-labelledby", "aria-describedby"] {
            text = prefixingTokens(of: attribute, in: text, with: prefix)
        }
        text = text.replacingOccurrences(of: "href=\"../", with: "href=\"\u{0}")
        if !folder.isEmpty {
            // What is left relative to the page's folder (its Markdown version, a chart file).
            var rewritten = ""
            var rest = Substring(text)
            while let found = rest.range(of: "href=\"") {
                rewritten += rest[..<found.upperBound]
                rest = rest[found.upperBound...]
                let target = rest.prefix { $0 != "\"" }
                if !(target.hasPrefix("#") || target.hasPrefix("\u{0}") || target.contains(":") || target.hasPrefix("/")) {
                    rewritten += folder + "/"
                }
            }
            text = rewritten + rest
        }
        return text.replacingOccurrences(of: "href=\"\u{0}", with: "href=\"")
    }

    /// `attribute="a b"` with each id in the list prefixed.
    private static func prefixingTokens(of attribute: String, in text: String, with prefix: String) -> String {
        var out = ""
        var rest = Substring(text)
        let opening = "\(attribute)=\""
        while let found = rest.range(of: opening) {
            out += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let value = rest.prefix { $0 != "\"" }
            out += value.split(separator: " ").map { "\(prefix)-\($0)" }.joined(separator: " ")
            rest = rest[value.endIndex...]
        }
        return out + rest
    }
}
