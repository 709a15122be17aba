/// How a reader expects numbers, money and dates written: one of a few English locales.
///
/// Hand-written rather than through Foundation's `Locale` because a build must give the same
/// bytes on every machine, and because money and dates are written for every cell of long
/// schedules: the names below are computed once, and writers append straight into bytes.
public enum TallyLocale: String, Sendable, CaseIterable, Equatable, Codable {
    case enGB = "en-GB"
    case enUS = "en-US"
    case enIE = "en-IE"
    case enCA = "en-CA"
    case enAU = "en-AU"
    case enNZ = "en-NZ"

    /// The codes `locale:` accepts, for did-you-mean.
    public static var codes: [String] { allCases.map(\.rawValue) }

    /// `en-us`, `en_US` and `EN-us` all name en-US.
    public init?(code: String) {
        let normal = String(code.map { $0 == "_" ? "-" : $0 }).lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == normal }) else { return nil }
        self = found
    }

    /// The locale a scenario gets when it names none: the one its currency is spent in.
    /// Other currencies get en-GB's day-month dates, the order most of the world reads.
    public static func `default`(for currency: Currency) -> TallyLocale {
        switch currency.code {
        case "USD": .enUS
        case "EUR": .enIE
        case "CAD": .enCA
        case "AUD": .enAU
        case "NZD": .enNZ
        default: .enGB
        }
    }

    /// Month before day (`Jan 1, 2027`), as in the United States and Canada.
    public var monthFirst: Bool { self == .enUS || self == .enCA }

    /// Every locale here groups thousands with a comma and marks decimals with a point; kept as
    /// properties so that writers ask rather than assume.
    public var groupingSeparator: UInt8 { UInt8(ascii: ",") }
    public var decimalSeparator: UInt8 { UInt8(ascii: ".") }
}
