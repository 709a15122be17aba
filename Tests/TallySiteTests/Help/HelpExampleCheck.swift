import Foundation
@testable import TallySite
import TallyScenarios

/// Builds a help page's worked examples and compares them with its prose (see `HelpExamplesTests`
/// for the markup).
enum HelpExampleCheck {
    /// What is wrong with `page`'s examples, one line each, as `page:line: what`.
    static func problems(page: String, markdown: String) throws -> [String] {
        let examples = HelpExample.all(in: markdown, page: page)
        guard !examples.isEmpty else { return [] }
        var files: [String: String] = [:]
        for (name, text) in HelpExample.files(in: markdown) { files["scenarios/\(name)"] = text }
        for example in examples { files["scenarios/\(example.slug).yaml"] = example.yaml }
        let project = try TemporaryProject(files: files)
        let summary = try BuildPipeline.build(project.options(keepGoing: true))
        let pages = builtPages(in: project.root.appendingPathComponent("public"))
        var problems: [String] = []
        for example in examples {
            let errors = summary.diagnostics.filter { $0.location.path == "scenarios/\(example.slug).yaml" }
            switch example.kind {
            case .fails:
                let quoted = example.prose.map(\.text).joined(separator: " ")
                if errors.isEmpty { problems.append("\(page):\(example.line): this example should fail, and it builds") }
                for error in errors {
                    let place = "\(error.location.line):\(error.location.column)"
                    if !quoted.contains(error.message) {
                        problems.append("\(page):\(example.line): the prose after this example does not quote its error: \(error.message)")
                    } else if quoted.contains(": error: \(error.message)"), !quoted.contains(":\(place): error: \(error.message)") {
                        problems.append("\(page):\(example.line): the prose quotes this example's error at another line and column than \(place)")
                    }
                }
            case .builds:
                guard errors.isEmpty else {
                    // Placed on the help page: the scenario's line 1 is the line after the fence.
                    problems += errors.map {
                        "\(page):\(example.line + $0.location.line):\($0.location.column): this example does not build: \($0.message)"
                    }
                    continue
                }
                guard let html = pages["\(example.slug).html"], let markdownPage = pages["\(example.slug).md"] else {
                    problems.append("\(page):\(example.line): no page was built from this example")
                    continue
                }
                let htmlText = HelpFigures.text(ofHTML: html.text)
                let markdownText = HelpFigures.text(ofMarkdown: markdownPage.text)
                for figure in HelpFigures.stated(in: example.proseLines) {
                    let missing = [(htmlText, html.path), (markdownText, markdownPage.path)].filter { !HelpFigures.appears(figure.text, in: $0.0) }
                    if let first = missing.first {
                        problems.append("\(page):\(figure.line): \(figure.text) is not on the page built from the example at line \(example.line) (\(first.1))")
                    }
                }
            }
        }
        return problems
    }

    /// Each scenario's pages by its main page's file name (`loan-3.html`), outside the help. A
    /// budget's month pages, `budget/<slug>/<YYYY-MM>.html`, join its main page `budget/<slug>.html`:
    /// what the help says about March may be on March's page.
    private static func builtPages(in folder: URL) -> [String: (path: String, text: String)] {
        var pages: [String: (path: String, text: String)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String { paths.append(relative) }
        for relative in paths.sorted() where !relative.hasPrefix("help/") {
            let parts = relative.split(separator: "/")
            let name = String(parts.last!)
            guard parts.count >= 2, name.hasSuffix(".html") || name.hasSuffix(".md"),
                  let text = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8) else { continue }
            let suffix = name.hasSuffix(".md") ? ".md" : ".html"
            let key = parts.count == 2 ? name : String(parts[parts.count - 2]) + suffix
            if let main = pages[key] {
                pages[key] = (main.path, main.text + "\n" + text)
            } else if parts.count == 2 {
                pages[key] = (relative, text)
            }
        }
        return pages
    }
}
