import TallyEngines

/// Which reader a statement needs: said by its first bytes, else by its extension.
public enum StatementFormat: String, Sendable {
    case csv = "CSV", ofx = "OFX", qif = "QIF"

    static func of(_ bytes: [UInt8], path: String) -> StatementFormat {
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("OFXHEADER") || trimmed.hasPrefix("<?xml") && head.contains("OFX") || trimmed.hasPrefix("<OFX>") { return .ofx }
        if trimmed.hasPrefix("!Type") || trimmed.hasPrefix("!Account") || trimmed.hasPrefix("!Option") { return .qif }
        let lower = path.lowercased()
        if lower.hasSuffix(".ofx") || lower.hasSuffix(".qfx") { return .ofx }
        if lower.hasSuffix(".qif") { return .qif }
        return .csv
    }

    /// The statement's rows, read by the reader its format needs.
    static func read(_ bytes: [UInt8], path: String, rules: ImportRules, currency: Currency) -> (StatementFormat, StatementReading) {
        let format = of(bytes, path: path)
        switch format {
        case .csv: return (format, CSVStatementReader.read(bytes, path: path, layout: rules.csv, currency: currency))
        case .ofx: return (format, OFXStatementReader.read(bytes, path: path, currency: currency))
        case .qif: return (format, QIFStatementReader.read(bytes, path: path, dateFormat: rules.csv.dateFormat?.format, currency: currency))
        }
    }
}
