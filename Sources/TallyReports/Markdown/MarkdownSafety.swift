/// Makes a user's Markdown safe to copy into a `.md` report that other tools may render
/// without sanitising: raw HTML tags are escaped (autolinks such as `<https://…>` are kept)
/// and `javascript:`, `vbscript:` and `data:` link targets are disarmed.
public enum MarkdownSafety {
    public static func neutralized(_ markdown: String) -> String {
        var out = ""
        out.reserveCapacity(markdown.utf8.count + 16)
        let characters = Array(markdown)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "<", index + 1 < characters.count, startsTag(characters, at: index + 1), !isAutolink(characters, at: index + 1) {
                out += "&lt;"
            } else {
                out.append(character)
            }
            index += 1
        }
        for scheme in ["javascript:", "vbscript:", "data:"] {
            out = replacingCaseInsensitive("](\(scheme)", in: out, with: "](#blocked-")
        }
        return out
    }

    private static func startsTag(_ characters: [Character], at index: Int) -> Bool {
        let next = characters[index]
        return next.isLetter || next == "/" || next == "!" || next == "?"
    }

    private static func isAutolink(_ characters: [Character], at index: Int) -> Bool {
        var scheme = ""
        var position = index
        while position < characters.count, position - index < 12 {
            let character = characters[position]
            if character == ":" { return ["http", "https", "mailto"].contains(scheme.lowercased()) }
            if !character.isLetter { return false }
            scheme.append(character)
            position += 1
        }
        return false
    }

    private static func replacingCaseInsensitive(_ needle: String, in text: String, with replacement: String) -> String {
        guard text.lowercased().contains(needle) else { return text }
        var out = ""
        var rest = Substring(text)
        while let range = rest.range(of: needle, options: .caseInsensitive) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

import Foundation
