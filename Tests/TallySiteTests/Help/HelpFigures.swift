import Foundation

/// The figures a help page states in prose, and the words of a built page to look for them in.
/// A figure is an amount of money, a percentage, a count of payments, a length of time or a
/// date; other numbers (a month's number in a sentence, a count of categories) are words.
enum HelpFigures {
    struct Figure: Equatable {
        let text: String
        let line: Int
    }

    private static let month = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
    private static let number = #"\d+(?:,\d{3})*(?:\.\d+)?"#
    /// Not a part of a longer number or word, and a sign before an amount belongs to it.
    private static let before = #"(?<![\p{L}\p{N}.,/−-])"#
    private static let after = #"(?![\p{N}\p{L}]|[.,]\p{N})"#
    private static let kinds = [
        #"[−-]?(?:CHF |SEK |NOK |DKK |CA\$|A\$|NZ\$|[£$€¥₹])"# + number,
        number + "%",
        number + #"\s+payments?"#,
        number + #"\s+years?(?:\s+\d+\s+months?)?"#,
        number + #"\s+months?"#,
        #"\d{1,2}\s+"# + month + #"\s+\d{4}"#,
        month + #"\s+\d{1,2},\s+\d{4}"#,
        month + #"\s+\d{4}"#,
        #"\d{4}-\d{2}(?:-\d{2})?"#,
    ]
    private static let figure = try! NSRegularExpression(pattern: before + "(?:" + kinds.joined(separator: "|") + ")" + after)

    /// The figures in `lines`, read as Markdown prose: lines run on into each other, and code
    /// spans (`principal: 2000`, a key or an input) are not read.
    static func stated(in lines: [HelpExample.Line]) -> [Figure] {
        var joined = ""
        var starts: [(offset: Int, line: Int)] = []
        for line in lines {
            starts.append(((joined as NSString).length, line.number))
            joined += line.text + "\n"
        }
        let prose = blankingCodeSpans(joined) as NSString
        return figure.matches(in: prose as String, range: NSRange(location: 0, length: prose.length)).map { match in
            let line = starts.last { $0.offset <= match.range.location }?.line ?? 0
            return Figure(text: collapsingSpaces(prose.substring(with: match.range)), line: line)
        }
    }

    /// Whether `figure` stands in `text` as a figure of its own (not inside a longer number).
    static func appears(_ figure: String, in text: String) -> Bool {
        let words = figure.split(separator: " ").map { NSRegularExpression.escapedPattern(for: String($0)) }
        let pattern = try! NSRegularExpression(pattern: before + words.joined(separator: #"\s+"#) + after)
        return pattern.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// The words a reader sees on an HTML page: tags dropped, entities decoded, spaces collapsed.
    static func text(ofHTML html: String) -> String {
        var text = html.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
        for (entity, character) in [("&nbsp;", " "), ("&minus;", "−"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&times;", "×")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        text = decodingNumericEntities(text).replacingOccurrences(of: "&amp;", with: "&")
        return collapsingSpaces(text)
    }

    /// The words of a Markdown page: emphasis and escapes dropped, spaces collapsed.
    static func text(ofMarkdown markdown: String) -> String {
        var text = markdown.replacingOccurrences(of: #"\\([\\`*_{}\[\]()#+\-.!|<>~])"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "&nbsp;", with: " ")
        return collapsingSpaces(text)
    }

    private static func collapsingSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: #"[\s\u00A0\u202F\u2009]+"#, with: " ", options: .regularExpression)
    }

    private static func decodingNumericEntities(_ text: String) -> String {
        let entity = try! NSRegularExpression(pattern: "&#(x[0-9A-Fa-f]+|[0-9]+);")
        var result = text
        for match in entity.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)).reversed() {
            let digits = (text as NSString).substring(with: match.range(at: 1))
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), let range = Range(match.range, in: result) else { continue }
            result.replaceSubrange(range, with: String(Character(scalar)))
        }
        return result
    }

    /// `code spans` as spaces of the same UTF-16 length, so offsets still find their lines.
    private static func blankingCodeSpans(_ text: String) -> String {
        let span = try! NSRegularExpression(pattern: "(`+)[^`]+?\\1")
        let mutable = NSMutableString(string: text)
        for match in span.matches(in: text, range: NSRange(location: 0, length: mutable.length)).reversed() {
            mutable.replaceCharacters(in: match.range, with: String(repeating: " ", count: match.range.length))
        }
        return mutable as String
    }
}
