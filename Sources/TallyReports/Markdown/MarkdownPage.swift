import TallyScenarios

/// The parts every Markdown report opens with, written once so all reports read alike.
enum MarkdownPage {
    /// `# Title`, then the line under it: the kind, any `facts`, the source file, the help page,
    /// and any further `links` (already Markdown). `root` is the site root from the page.
    static func heading(_ header: ScenarioHeader, title: String? = nil, facts: [String] = [], links: [String] = [], root: String = "../") -> String {
        var line = ["*\(header.kind.displayName)*"] + facts
        line.append("from \(codeSpan(header.sourcePath))")
        line.append("[How this is worked out](\(root)help/\(header.kind.helpPage).md)")
        line += links
        return "# \((title ?? header.title).markdownEscaped)\n\n" + line.joined(separator: " · ") + "\n\n"
    }

    /// The charts as images of their own `.svg` files (see `chartFiles`), each with its title as
    /// alt text and its caption beneath, since a git host shows no inline SVG.
    static func charts(_ figures: [ChartFigure], heading: String? = "## Charts") -> String {
        let files = figures.filter { $0.fileName != nil }
        guard !files.isEmpty else { return "" }
        var out = heading.map { "\n" + $0 + "\n" } ?? ""
        for figure in files {
            guard let fileName = figure.fileName else { continue }
            out += "\n![\(figure.altText.markdownEscaped)](\(fileName))\n\n*\(figure.caption.markdownEscaped)*\n"
        }
        return out
    }

    /// The standalone `.svg` files the Markdown's images point at, in the report's `folder`.
    static func chartFiles(_ figures: [ChartFigure], folder: String) -> [OutputFile] {
        figures.compactMap { figure in
            guard let fileName = figure.fileName, let svg = figure.standalone else { return nil }
            return OutputFile(path: folder.isEmpty ? fileName : folder + "/" + fileName, bytes: svg.bytes)
        }
    }

    /// `text` as a code span that nothing in it can close: fenced with one more backtick than
    /// its longest run of backticks, and padded with spaces when it starts or ends with one.
    static func codeSpan(_ text: String) -> String {
        // Scalars, not characters: "\r\n" is one character but two line breaks, two spaces.
        let flat = text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
            ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\r" || $0 == "\n" ? " " : $0 }))
            : text
        var longest = 0
        var run = 0
        for byte in flat.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") || (flat.hasPrefix(" ") && flat.hasSuffix(" ") && !flat.allSatisfy { $0 == " " })
            ? " \(flat) " : flat
        return fence + padded + fence
    }

    /// A two-column table of facts, label on the left and value on the right, under a real
    /// header (a Markdown table needs one, and an empty one renders as a blank bar). Labels are
    /// escaped; values are Markdown already, so a caller can bold one, and must escape any text
    /// of the person's.
    static func facts(_ rows: [(label: String, value: String)], header: (label: String, value: String) = ("Figure", "Amount")) -> String {
        var out = "| \(header.label.markdownEscaped) | \(header.value.markdownEscaped) |\n| :-- | --: |\n"
        for row in rows { out += "| \(row.label.markdownEscaped) | \(row.value) |\n" }
        return out
    }

    /// A person's notes as a block of their own Markdown, with raw HTML and script links disarmed.
    static func notes(_ markdown: String?) -> String {
        guard let markdown else { return "" }
        let safe = MarkdownSafety.neutralized(markdown)
        return (safe.hasSuffix("\n") ? safe : safe + "\n") + "\n"
    }
}
