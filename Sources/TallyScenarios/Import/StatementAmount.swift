import Foundation
import TallyEngines

/// Amounts as banks write them: `-23.99`, `+2,450.00`, `£23.99`, `(23.99)` for money out,
/// `−23.99` with a real minus sign, and with `decimal-mark: ","` `1.234,56`.
enum StatementAmount {
    /// Minor units of `currency`, signed; nil when `text` is not an amount.
    static func parse(_ text: String, currency: Currency, decimalComma: Bool = false) -> Money? {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var negative = false
        if scalars.first == "(" && scalars.last == ")" {
            negative = true
            scalars = scalars.dropFirst().dropLast()
        }
        if let first = scalars.first, first == "-" || first == "\u{2212}" || first == "+" {
            negative = negative || first != "+"
            scalars.removeFirst()
        }
        var plain = String(String.UnicodeScalarView(scalars))
        for symbol in [currency.symbol, currency.code] where plain.hasPrefix(symbol) {
            plain.removeFirst(symbol.count)
            plain = ValueParsers.trim(plain)
        }
        if plain.hasPrefix("-") {
            negative = true
            plain.removeFirst()
        }
        if decimalComma {
            plain = plain.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
        } else {
            guard let grouped = ValueParsers.removingThousandsSeparators(plain) else { return nil }
            plain = grouped
        }
        guard !plain.isEmpty, plain.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") }),
              let decimal = ExactDecimal(plain), let minor = decimal.minorUnits(minorDigits: currency.minorDigits),
              minor < 100_000_000_000_000 else { return nil }
        return Money(minorUnits: negative ? -minor : minor)
    }
}
