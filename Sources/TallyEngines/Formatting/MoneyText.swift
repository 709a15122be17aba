/// Money for people, per locale: `£1,752.18`, `−$500.00` (a true minus sign, before the symbol),
/// and the symbol-less `1,752.18` that schedule cells take.
extension TallyLocale {
    /// U+2212, the minus sign a statement prints (a hyphen is for machine output).
    public static let minusSign = "\u{2212}"
    /// `minusSign`'s bytes.
    @inlinable
    public static func appendMinus<Sink: ByteSink & ~Copyable>(to bytes: inout Sink) {
        bytes.append(0xE2)
        bytes.append(0x88)
        bytes.append(0x92)
    }

    /// Whether the symbol comes before the digits (`£5`, `$5`, `€5` in every English locale
    /// here); a property so that writers ask rather than assume.
    public var symbolFirst: Bool { true }

    /// `£1,752.18`; negatives `−£1,752.18`.
    public func money(_ amount: Money, _ currency: Currency) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendMoney(amount, currency, symbol: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `1,752.18` (negatives `−1,752.18`): for cells under a heading that names the currency.
    public func plainMoney(_ amount: Money, _ currency: Currency) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendMoney(amount, currency, symbol: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an amount as UTF-8, with or without its currency symbol.
    @inlinable
    public func appendMoney<Sink: ByteSink & ~Copyable>(_ amount: Money, _ currency: Currency, symbol: Bool, to bytes: inout Sink) {
        if amount.isNegative { Self.appendMinus(to: &bytes) }
        if symbol && symbolFirst { for byte in currency.symbol.utf8 { bytes.append(byte) } }
        Self.appendDigits(amount.minorUnits.magnitude, minorDigits: currency.minorDigits, grouping: groupingSeparator, decimalMark: decimalSeparator, to: &bytes)
        if symbol && !symbolFirst { for byte in currency.symbol.utf8 { bytes.append(byte) } }
    }

    /// `1752.18`, `-500.00`: the one form machine output (JSON, YAML, CSV) takes, whatever the
    /// locale, so that it reads back the same everywhere.
    public static func decimal(_ amount: Money, _ currency: Currency) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if amount.isNegative { bytes.append(UInt8(ascii: "-")) }
        appendDigits(amount.minorUnits.magnitude, minorDigits: currency.minorDigits, grouping: nil, decimalMark: UInt8(ascii: "."), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `magnitude` minor units as `1,752.18`: the whole part grouped, then `minorDigits` places.
    @inlinable
    static func appendDigits<Sink: ByteSink & ~Copyable>(_ magnitude: UInt64, minorDigits: Int, grouping: UInt8?, decimalMark: UInt8, to bytes: inout Sink) {
        Digits.append(magnitude, fractionDigits: minorDigits, decimalMark: decimalMark, grouping: grouping, to: &bytes)
    }
}
