import Foundation

/// One worked example of a help page: a fenced block marked `yaml example` (a scenario that
/// builds) or `yaml error` (one that must fail), and the prose after it that speaks about it.
/// The markup is described in `HelpExamplesTests`.
struct HelpExample {
    enum Kind { case builds, fails }

    struct Line {
        let number: Int
        let text: String
        /// Inside a fenced block that is not an example: output or a fragment, not prose.
        let isCode: Bool
    }

    let page: String
    /// The line of the opening fence; the scenario's line 1 is the next one.
    let line: Int
    let kind: Kind
    let yaml: String
    /// From the closing fence to the next heading or the next example.
    let prose: [Line]

    /// The scenario's file name: unique within a page, and naming where it came from.
    var slug: String { "\(page.dropLast(3))-\(line)" }

    /// Every example on `page` (a file name such as `loan.md`), in order.
    static func all(in markdown: String, page: String) -> [HelpExample] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blocks = fencedBlocks(lines)
        let kinds: [String: Kind] = ["yaml example": .builds, "yaml error": .fails]
        return blocks.enumerated().compactMap { position, block in
            guard let kind = kinds[block.info] else { return nil }
            var prose: [Line] = []
            var number = block.close + 1
            let laterBlocks = blocks[(position + 1)...]
            while number < lines.count {
                if let inner = laterBlocks.first(where: { $0.open == number }) {
                    if kinds[inner.info] != nil { break }
                    for code in inner.open...min(inner.close, lines.count - 1) {
                        prose.append(Line(number: code + 1, text: lines[code], isCode: true))
                    }
                    number = inner.close + 1
                    continue
                }
                if lines[number].hasPrefix("#") { break }
                prose.append(Line(number: number + 1, text: lines[number], isCode: false))
                number += 1
            }
            return HelpExample(page: page, line: block.open + 1, kind: kind,
                               yaml: block.body.joined(separator: "\n") + "\n", prose: prose)
        }
    }

    /// The files a page's examples read besides themselves (a comparison's scenarios): each
    /// block marked `yaml file NAME.yaml`, by its name. Built with the examples, not checked.
    static func files(in markdown: String) -> [String: String] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var files: [String: String] = [:]
        for block in fencedBlocks(lines) {
            let words = block.info.split(separator: " ")
            if words.count == 3, words[0] == "yaml", words[1] == "file" { files[String(words[2])] = block.body.joined(separator: "\n") + "\n" }
        }
        return files
    }

    /// Every fenced block of a page: the lines of its fences, its info string and its body.
    private static func fencedBlocks(_ lines: [String]) -> [(open: Int, close: Int, info: String, body: [String])] {
        var blocks: [(open: Int, close: Int, info: String, body: [String])] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(lines[index]) else { index += 1; continue }
            var body: [String] = []
            var end = index + 1
            while end < lines.count, !fence.isClosed(by: lines[end]) {
                body.append(fence.unindented(lines[end]))
                end += 1
            }
            blocks.append((index, end, fence.info, body))
            index = end + 1
        }
        return blocks
    }

    /// The prose without its code blocks: what the figures are read from.
    var proseLines: [Line] { prose.filter { !$0.isCode } }
}

/// An opening code fence (``` or ~~~, indented up to three spaces or inside a list item).
private struct Fence {
    let indent: Int
    let marker: Character
    let length: Int
    let info: String

    init?(_ line: String) {
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let run = trimmed.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        indent = line.count - trimmed.count
        marker = first
        length = run.count
        info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
    }

    func isClosed(by line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let run = trimmed.prefix { $0 == marker }
        return run.count >= length && trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }

    func unindented(_ line: String) -> String {
        String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
    }
}
