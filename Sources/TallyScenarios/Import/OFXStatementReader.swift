import TallyEngines

/// OFX and QFX statements: 1.x, which is SGML (a value's tag is often never closed:
/// `<TRNAMT>-23.99` then the next tag), and 2.x, which is XML. One scan reads both: a tag's
/// value is the text up to the next `<`, and closing tags are passed over. No XML parser reads
/// the first, and the second needs nothing more.
enum OFXStatementReader {
    private struct Tag {
        let name: String
        let value: String
        let line: Int
        let column: Int
    }

    static func read(_ bytes: [UInt8], path: String, currency: Currency) -> StatementReading {
        let tags = scan(bytes)
        var rows: [StatementRow] = []
        var diagnostics: [Diagnostic] = []
        var transaction: [String: Tag]?
        var opened: Tag?
        for tag in tags {
            switch tag.name {
            case "CURDEF":
                if tag.value.uppercased() != currency.code {
                    diagnostics.append(Diagnostic("the statement is in \(tag.value), the budget in \(currency.code); import it into a budget in \(tag.value)",
                                                  at: SourceLocation(path: path, line: tag.line, column: tag.column)))
                }
            case "STMTTRN":
                transaction = [:]
                opened = tag
            case "/STMTTRN":
                if let fields = transaction, let opened {
                    switch row(fields, opened: opened, path: path, currency: currency) {
                    case .success(let found): rows.append(found)
                    case .failure(let problem): diagnostics.append(problem)
                    }
                }
                transaction = nil
            default:
                if transaction != nil, !tag.name.hasPrefix("/") { transaction![tag.name] = tag }
            }
        }
        if transaction != nil, let opened {
            diagnostics.append(Diagnostic("this transaction is never closed with </STMTTRN>", at: SourceLocation(path: path, line: opened.line, column: opened.column)))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        if rows.isEmpty, !tags.contains(where: { $0.name == "OFX" }) {
            return .failure(Diagnostics([Diagnostic("this is not an OFX statement: there is no <OFX> in it", at: SourceLocation(path: path, line: 1, column: 1))]))
        }
        return .success(rows)
    }

    private static func row(_ fields: [String: Tag], opened: Tag, path: String, currency: Currency) -> Result<StatementRow, Diagnostic> {
        let place = SourceLocation(path: path, line: opened.line, column: opened.column)
        func at(_ tag: Tag) -> SourceLocation { SourceLocation(path: path, line: tag.line, column: tag.column) }
        guard let posted = fields["DTPOSTED"] else { return .failure(Diagnostic("this transaction has no <DTPOSTED> date", at: place)) }
        // YYYYMMDD, then perhaps a time and a zone, which a day does not need.
        let digits = posted.value.prefix(8)
        guard digits.count == 8, let date = StatementDateFormat("%Y%m%d")!.date(digits) else {
            return .failure(Diagnostic("the date \"\(posted.value)\" is not a day written YYYYMMDD", at: at(posted)))
        }
        guard let amountTag = fields["TRNAMT"] else { return .failure(Diagnostic("this transaction has no <TRNAMT> amount", at: place)) }
        // Some banks write a decimal comma in TRNAMT, which OFX allows.
        let comma = amountTag.value.contains(",") && !amountTag.value.contains(".")
        guard let amount = StatementAmount.parse(amountTag.value, currency: currency, decimalComma: comma) else {
            return .failure(Diagnostic("the amount \"\(amountTag.value)\" is not an amount of money in \(currency.code)", at: at(amountTag)))
        }
        let name = fields["NAME"]?.value ?? fields["PAYEE"]?.value ?? ""
        let memo = fields["MEMO"]?.value ?? ""
        let description = name.isEmpty ? memo : name
        let fitID = fields["FITID"]?.value
        return .success(StatementRow(date: date, amount: amount, description: description,
                                     bankID: fitID.flatMap { $0.isEmpty ? nil : $0 }, location: place))
    }

    /// Every tag with the text after it (trimmed, entities decoded), where the tag starts.
    private static func scan(_ bytes: [UInt8]) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var lineStart = 0
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagLine = line
            let column = index - lineStart + 1
            var end = index + 1
            while end < count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<min(end, count)], as: UTF8.self)
            var valueEnd = end + 1
            while valueEnd < count, bytes[valueEnd] != UInt8(ascii: "<") {
                if bytes[valueEnd] == 0x0A {
                    line += 1
                    lineStart = valueEnd + 1
                }
                valueEnd += 1
            }
            let value = end + 1 < valueEnd ? String(decoding: bytes[(end + 1)..<valueEnd], as: UTF8.self) : ""
            // `<?xml …?>` and `<!-- … -->` are not tags of the statement.
            if !name.hasPrefix("?"), !name.hasPrefix("!") {
                tags.append(Tag(name: name.split(separator: " ").first.map(String.init)?.uppercased() ?? "", value: decoded(ValueParsers.trim(value)), line: tagLine, column: column))
            }
            index = valueEnd
        }
        return tags
    }

    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&nbsp;": " "]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let entity = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += entity.value
                rest = rest.dropFirst(entity.key.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
