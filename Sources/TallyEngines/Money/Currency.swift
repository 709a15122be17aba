/// A currency the reports know how to write: its ISO code, symbol and number of minor digits.
public struct Currency: Sendable, Hashable, Codable {
    public let code: String
    public let symbol: String
    public let minorDigits: Int

    public init(code: String, symbol: String, minorDigits: Int = 2) {
        self.code = code
        self.symbol = symbol
        self.minorDigits = minorDigits
    }

    public static let gbp = Currency(code: "GBP", symbol: "£")
    public static let usd = Currency(code: "USD", symbol: "$")
    public static let eur = Currency(code: "EUR", symbol: "€")
    public static let chf = Currency(code: "CHF", symbol: "CHF\u{00A0}")
    public static let cad = Currency(code: "CAD", symbol: "CA$")
    public static let aud = Currency(code: "AUD", symbol: "A$")
    public static let nzd = Currency(code: "NZD", symbol: "NZ$")
    public static let jpy = Currency(code: "JPY", symbol: "¥", minorDigits: 0)
    public static let sek = Currency(code: "SEK", symbol: "SEK\u{00A0}")
    public static let nok = Currency(code: "NOK", symbol: "NOK\u{00A0}")
    public static let dkk = Currency(code: "DKK", symbol: "DKK\u{00A0}")
    public static let inr = Currency(code: "INR", symbol: "₹")

    public static let supported: [Currency] = [.gbp, .usd, .eur, .chf, .cad, .aud, .nzd, .jpy, .sek, .nok, .dkk, .inr]

    /// What its minor unit is called in a sentence on rounding: "rounded to the penny".
    public var minorUnitName: String {
        switch code {
        case "GBP": return "penny"
        case "JPY": return "yen"
        case "INR": return "paisa"
        case "SEK", "NOK", "DKK": return "öre"
        case "CHF": return "centime"
        default: return "cent"
        }
    }

    /// The currency with this ISO 4217 code, in any case, or nil when the reports cannot write it.
    public init?(code: String) {
        let upper = code.uppercased()
        guard let known = Self.supported.first(where: { $0.code == upper }) else { return nil }
        self = known
    }
}
