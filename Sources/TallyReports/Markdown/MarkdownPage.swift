import TallyScenarios

/// The parts every Markdown report opens with, written once so all reports read alike.
enum MarkdownPage {
    /// `# Title`, then the line under it: the kind, any `facts`, the source file, the help page,
    /// and any further `links` (already Markdown). `root` is the site root from the page.
    static func heading(_ header: ScenarioHeader, title: String? = nil, facts: [String] = [], links: [String] = [], root: String = "../") -> String {
        var out = ByteBuffer(capacity: 256)
        heading(header, title: title, facts: facts, links: links, root: root, into: &out)
        return out.string
    }

    /// `heading` written straight into a page's bytes.
    static func heading(_ header: ScenarioHeader, title: String? = nil, facts: [String] = [], links: [String] = [], root: String = "../", into out: inout ByteBuffer) {
        out.append("# ")
        out.appendMarkdownEscaped(title ?? header.title)
        out.append("\n\n*")
        out.append(header.kind.displayName)
        out.append("*")
        appendEach(facts, after: " · ", to: &out)
        out.append(" · from ")
        appendCodeSpan(header.sourcePath, to: &out)
        out.append(" · [How this is worked out](")
        out.append(root)
        out.append("help/")
        out.append(header.kind.helpPage)
        out.append(".md)")
        appendEach(links, after: " · ", to: &out)
        out.append("\n\n")
    }

    /// Each item, the separator before it: the heading's facts and links follow earlier parts.
    private static func appendEach(_ items: [String], after separator: StaticString, to out: inout ByteBuffer) {
        for item in items {
            out.append(separator)
            out.append(item)
        }
    }

    /// The charts as images of their own `.svg` files (see `chartFiles`), each with its title as
    /// alt text and its caption beneath, since a git host shows no inline SVG.
    static func charts(_ figures: [ChartFigure], heading: String? = "## Charts") -> String {
        var out = ByteBuffer(capacity: 512)
        charts(figures, heading: heading, into: &out)
        return out.string
    }

    /// `charts` written straight into a page's bytes.
    static func charts(_ figures: [ChartFigure], heading: String? = "## Charts", into out: inout ByteBuffer) {
        guard figures.contains(where: { $0.name != nil }) else { return }
        if let heading {
            out.append("\n")
            out.append(heading)
            out.append("\n")
        }
        for figure in figures {
            // `fileName`, without making it.
            guard let name = figure.name else { continue }
            out.append("\n![")
            out.appendMarkdownEscaped(figure.altText)
            out.append("](")
            out.append(name)
            out.append(".svg)\n\n*")
            out.appendMarkdownEscaped(figure.caption)
            out.append("*\n")
        }
    }

    /// The standalone `.svg` files the Markdown's images point at, in the report's `folder`.
    static func chartFiles(_ figures: [ChartFigure], folder: String) -> [OutputFile] {
        figures.compactMap { figure in
            guard let fileName = figure.fileName, let svg = figure.standalone else { return nil }
            return OutputFile(path: folder.isEmpty ? fileName : folder + "/" + fileName, bytes: svg)
        }
    }

    /// `codeSpan(text)` appended; a path with nothing a code span minds (most) is fenced as it is.
    static func appendCodeSpan(_ text: String, to out: inout ByteBuffer) {
        let plain = !text.utf8.contains { $0 == UInt8(ascii: "`") || $0 == 0x0A || $0 == 0x0D }
            && text.utf8.first != UInt8(ascii: " ")
        if plain {
            out.append("`")
            out.append(text)
            out.append("`")
        } else {
            out.append(codeSpan(text))
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
        var out = ByteBuffer(capacity: 64 + rows.count * 48)
        factsHeader(header, into: &out)
        for row in rows {
            out.append("| ")
            out.appendMarkdownEscaped(row.label)
            out.append(" | ")
            out.append(row.value)
            out.append(" |\n")
        }
        return out.string
    }

    /// `facts` for a report's `Fact`s, every value escaped, written straight into a page's
    /// bytes; `marksSolved` bolds the solved one and says so.
    static func facts(_ facts: [Fact], header: (label: String, value: String) = ("Figure", "Amount"), marksSolved: Bool = false, into out: inout ByteBuffer) {
        factsHeader(header, into: &out)
        for fact in facts {
            out.append("| ")
            out.appendMarkdownEscaped(fact.label)
            if marksSolved && fact.solved {
                out.append(" | **")
                out.appendMarkdownEscaped(fact.value)
                out.append("** (solved) |\n")
            } else {
                out.append(" | ")
                out.appendMarkdownEscaped(fact.value)
                out.append(" |\n")
            }
        }
    }

    private static func factsHeader(_ header: (label: String, value: String), into out: inout ByteBuffer) {
        out.append("| ")
        out.appendMarkdownEscaped(header.label)
        out.append(" | ")
        out.appendMarkdownEscaped(header.value)
        out.append(" |\n| :-- | --: |\n")
    }

    /// A person's notes as a block of their own Markdown, with raw HTML and script links disarmed.
    static func notes(_ markdown: String?) -> String {
        guard let markdown else { return "" }
        let safe = MarkdownSafety.neutralized(markdown)
        return (safe.hasSuffix("\n") ? safe : safe + "\n") + "\n"
    }
}
