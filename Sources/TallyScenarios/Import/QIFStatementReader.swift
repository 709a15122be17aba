import Foundation
import TallyEngines

/// QIF, Quicken's line format: `!Type:Bank`, then per transaction lines that start with a
/// letter (`D` date, `T` amount, `P` payee, `M` memo) and `^` to end it. The dates' order is
/// the rules' `date-format:` or what the dates themselves tell (`'` before a two-digit year
/// is read as `/`).
enum QIFStatementReader {
    static func read(_ bytes: [UInt8], path: String, dateFormat: StatementDateFormat?, currency: Currency) -> StatementReading {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let text = String(decoding: bytes[start...], as: UTF8.self)
        struct Pending {
            var date: (text: String, line: Int)?
            var amount: (text: String, line: Int)?
            var payee = ""
            var memo = ""
            var line = 0
        }
        var pending: [Pending] = []
        var current = Pending()
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard let code = line.first else { continue }
            let value = ValueParsers.trim(String(line.dropFirst()))
            if current.line == 0, code != "!", code != "^" { current.line = lineNumber }
            switch code {
            case "D": current.date = (value.replacingOccurrences(of: "'", with: "/").replacingOccurrences(of: " ", with: ""), lineNumber)
            case "T", "U": if current.amount == nil || code == "T" { current.amount = (value, lineNumber) }
            case "P": current.payee = value
            case "M": current.memo = value
            case "^":
                if current.line != 0 { pending.append(current) }
                current = Pending()
            default: break
            }
        }
        if current.date != nil { pending.append(current) }
        var diagnostics: [Diagnostic] = []
        let samples = pending.compactMap { $0.date.map { Substring($0.text) } }
        var format = dateFormat
        if format == nil {
            switch StatementDateFormat.choose(for: samples) {
            case .success(let chosen): format = chosen
            case .failure(.ambiguous(let one, let other)):
                let first = pending.first { $0.date.map { one.date(Substring($0.text)) != other.date(Substring($0.text)) } ?? false }
                return .failure(Diagnostics([Diagnostic("the dates could be read as \(one) or as \(other) (no day is after the 12th to tell); say which with date-format: \"\(one)\" in the rules file's csv: block",
                                                        at: SourceLocation(path: path, line: first?.date?.line ?? 1, column: 2))]))
            case .failure(.none):
                format = StatementDateFormat.known.max { a, b in samples.filter { a.date($0) != nil }.count < samples.filter { b.date($0) != nil }.count }
            }
        }
        var rows: [StatementRow] = []
        for item in pending {
            let place = SourceLocation(path: path, line: item.line, column: 1)
            guard let written = item.date else {
                diagnostics.append(Diagnostic("this transaction has no D (date) line", at: place))
                continue
            }
            guard let format, let date = format.date(Substring(written.text)) else {
                diagnostics.append(Diagnostic("the date \"\(written.text)\" is not a day written \(format?.description ?? "as a date")", at: SourceLocation(path: path, line: written.line, column: 2)))
                continue
            }
            guard let amountText = item.amount else {
                diagnostics.append(Diagnostic("this transaction has no T (amount) line", at: place))
                continue
            }
            guard let amount = StatementAmount.parse(amountText.text, currency: currency) else {
                diagnostics.append(Diagnostic("the amount \"\(amountText.text)\" is not an amount of money in \(currency.code)", at: SourceLocation(path: path, line: amountText.line, column: 2)))
                continue
            }
            rows.append(StatementRow(date: date, amount: amount, description: item.payee.isEmpty ? item.memo : item.payee, location: place))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        return .success(rows)
    }
}
