import TallyEngines

/// A bank's CSV export read into rows, by the rules' `csv:` block or, without one, by the
/// header's usual names (Date, Description, Amount or Paid out and Paid in, …).
enum CSVStatementReader {
    static let dateNames = ["date", "transaction date", "posting date", "booking date", "posted date", "value date"]
    static let amountNames = ["amount", "value", "transaction amount"]
    static let paidOutNames = ["paid out", "money out", "debit", "debit amount", "withdrawals", "out"]
    static let paidInNames = ["paid in", "money in", "credit", "credit amount", "deposits", "in"]
    static let descriptionNames = ["description", "transaction description", "details", "narrative", "memo", "payee", "name", "reference"]

    static func read(_ bytes: [UInt8], path: String, layout: ImportRules.CSVLayout, currency: Currency) -> StatementReading {
        let table: CSVTable
        do {
            table = try CSVTable(bytes: bytes, delimiter: layout.delimiter)
        } catch {
            return .failure(Diagnostics([Diagnostic("this quote is never closed; a quoted field ends with a \" before the next delimiter", at: SourceLocation(path: path, line: error.line, column: error.column))]))
        }
        let start = SourceLocation(path: path, line: 1, column: 1)
        var records = table.records[...]
        guard !records.isEmpty else {
            return .failure(Diagnostics([Diagnostic("the statement holds no rows", at: start)]))
        }
        let named = [layout.date, layout.amount, layout.paidOut, layout.paidIn].contains { if case .named? = $0 { return true } else { return false } }
            || layout.description.contains { if case .named = $0 { return true } else { return false } }
        let firstIsDate = records.first!.contains { field in StatementDateFormat.known.contains { $0.date(Substring(field.text)) != nil } }
        let hasHeader = layout.header ?? (named || !firstIsDate)
        let header = hasHeader ? records.removeFirst().map { ValueParsers.trim($0.text) } : []
        let rulesPlace = layout.location ?? start

        var diagnostics: [Diagnostic] = []
        func index(_ column: ImportRules.Column?, _ key: String, usual: [String]) -> Int? {
            switch column {
            case .number(let number)?: return number - 1
            case .named(let name)?:
                if let found = header.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return found }
                let hint = DidYouMean.hint(for: name, among: header)
                diagnostics.append(Diagnostic("the statement has no column \(column!) for \(key):\(hint); its columns are \(header.map { "\"\($0)\"" }.joined(separator: ", "))",
                                              at: rulesPlace))
                return nil
            case nil:
                return header.firstIndex { usual.contains($0.lowercased()) }
            }
        }
        let dateColumn = index(layout.date, "date", usual: dateNames)
        var amountColumn = index(layout.amount, "amount", usual: layout.paidOut == nil && layout.paidIn == nil ? amountNames : [])
        let paidOutColumn = index(layout.paidOut, "paid-out", usual: layout.amount == nil ? paidOutNames : [])
        let paidInColumn = index(layout.paidIn, "paid-in", usual: layout.amount == nil ? paidInNames : [])
        if paidOutColumn != nil || paidInColumn != nil, layout.amount == nil { amountColumn = nil }
        let descriptionColumns = layout.description.isEmpty
            ? index(nil, "description", usual: descriptionNames).map { [$0] } ?? []
            : layout.description.compactMap { index($0, "description", usual: []) }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        guard let dateColumn, amountColumn != nil || paidOutColumn != nil || paidInColumn != nil, !descriptionColumns.isEmpty else {
            let missing = [dateColumn == nil ? "date" : nil, amountColumn == nil && paidOutColumn == nil && paidInColumn == nil ? "amount (or paid-out and paid-in)" : nil,
                           descriptionColumns.isEmpty ? "description" : nil].compactMap { $0 }
            let seen = hasHeader ? "its header is \(header.map { "\"\($0)\"" }.joined(separator: ", "))" : "it has no header row"
            return .failure(Diagnostics([Diagnostic("cannot tell which column is the \(missing.joined(separator: ", ")): \(seen); name the columns in the rules file's csv: block (date:, amount:, description:)",
                                                    at: start)]))
        }

        // The date layout: the rules' one, or the one every row's date fits.
        let format: StatementDateFormat
        if let given = layout.dateFormat {
            format = given.format
        } else {
            let samples = records.compactMap { $0.indices.contains(dateColumn) ? Substring($0[dateColumn].text) : nil }
            switch StatementDateFormat.choose(for: samples) {
            case .success(let chosen): format = chosen
            case .failure(.ambiguous(let one, let other)):
                let field = records.first { one.date(Substring($0[dateColumn].text)) != other.date(Substring($0[dateColumn].text)) }![dateColumn]
                return .failure(Diagnostics([Diagnostic("the dates could be read as \(one) or as \(other) (no day is after the 12th to tell); say which with date-format: \"\(one)\" in the rules file's csv: block",
                                                        at: SourceLocation(path: path, line: field.line, column: field.column))]))
            case .failure(.none):
                // The layout most dates fit; the rows it does not read are the mistakes.
                format = StatementDateFormat.known.max { a, b in
                    samples.filter { a.date($0) != nil }.count < samples.filter { b.date($0) != nil }.count
                }!
            }
        }

        var rows: [StatementRow] = []
        rows.reserveCapacity(records.count)
        let needed = ([dateColumn, amountColumn, paidOutColumn, paidInColumn].compactMap { $0 } + descriptionColumns).max()! + 1
        for record in records {
            let place = SourceLocation(path: path, line: record[0].line, column: 1)
            guard record.count >= needed else {
                diagnostics.append(Diagnostic("this row has \(record.count) field\(record.count == 1 ? "" : "s") where \(needed) are needed", at: place))
                continue
            }
            let dateField = record[dateColumn]
            guard let date = format.date(Substring(dateField.text)) else {
                diagnostics.append(Diagnostic("the date \"\(dateField.text)\" is not a day written \(format)\(layout.dateFormat == nil ? "" : " (the rules' date-format)")",
                                              at: SourceLocation(path: path, line: dateField.line, column: dateField.column)))
                continue
            }
            var amount = Money.zero
            var amountOK = true
            func value(_ column: Int, _ what: String) -> Money? {
                let field = record[column]
                if ValueParsers.trim(field.text).isEmpty { return what == "amount" ? nil : .zero }
                guard let money = StatementAmount.parse(field.text, currency: currency, decimalComma: layout.decimalComma) else {
                    diagnostics.append(Diagnostic("the \(what) \"\(field.text)\" is not an amount of money in \(currency.code), such as -23.99 or 1,250.00",
                                                  at: SourceLocation(path: path, line: field.line, column: field.column)))
                    amountOK = false
                    return nil
                }
                return money
            }
            if let amountColumn {
                if let money = value(amountColumn, "amount") { amount = money } else if amountOK {
                    diagnostics.append(Diagnostic("this row has no amount", at: SourceLocation(path: path, line: record[amountColumn].line, column: record[amountColumn].column)))
                    continue
                }
            } else {
                let out = paidOutColumn.flatMap { value($0, "paid-out amount") } ?? .zero
                let paidIn = paidInColumn.flatMap { value($0, "paid-in amount") } ?? .zero
                // Either column may be written with or without a sign; out is out whichever.
                amount = Money(minorUnits: Int64(paidIn.minorUnits.magnitude) - Int64(out.minorUnits.magnitude))
            }
            guard amountOK else { continue }
            let description = descriptionColumns.map { ValueParsers.trim(record[$0].text) }.filter { !$0.isEmpty }.joined(separator: " ")
            rows.append(StatementRow(date: date, amount: amount, description: description, location: place))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        return .success(rows)
    }
}
