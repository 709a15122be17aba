/// Money for people, per locale: `£1,752.18`, `−$500.00` (a true minus sign, before the symbol),
/// and the symbol-less `1,752.18` that schedule cells take.
///
/// Every writer appends bytes in order, without a `String`, closure or heap allocation per
/// amount: a build writes a few money cells for each of 360 rows of a thousand schedules.
extension TallyLocale {
    /// U+2212, the minus sign a statement prints (a hyphen is for machine output).
    public static let minusSign = "\u{2212}"
    @usableFromInline static let minusBytes: [UInt8] = [0xE2, 0x88, 0x92]

    /// Whether the symbol comes before the digits (`£5`, `$5`, `€5` in every English locale
    /// here); a property so that writers ask rather than assume.
    public var symbolFirst: Bool { true }

    /// `£1,752.18`; negatives `−£1,752.18`.
    public func money(_ amount: Money, _ currency: Currency) -> String {
        // Written straight into the string's storage (inline for up to 15 bytes, `£1,752.18`):
        // no array is allocated and copied for each of a page's figures.
        if currency.symbol.utf8.count <= 16 {
            return String(unsafeUninitializedCapacity: Self.maxMoneyBytes) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return write(money: amount, currency, symbol: true, to: base)
            }
        }
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

    /// Appends an amount as UTF-8, with or without its currency symbol. Inlinable, like the
    /// writers it calls, so that table cells in other modules call no function per amount.
    @inlinable
    public func appendMoney(_ amount: Money, _ currency: Currency, symbol: Bool, to bytes: inout [UInt8]) {
        if amount.isNegative { bytes.append(contentsOf: Self.minusBytes) }
        if symbol && symbolFirst { bytes.append(contentsOf: currency.symbol.utf8) }
        appendGrouped(amount.minorUnits.magnitude, minorDigits: currency.minorDigits, to: &bytes)
        if symbol && !symbolFirst { bytes.append(contentsOf: currency.symbol.utf8) }
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

    /// `magnitude` minor units as `1,752.18` with this locale's grouping and decimal marks.
    @inlinable
    func appendGrouped(_ magnitude: UInt64, minorDigits: Int, to bytes: inout [UInt8]) {
        Self.appendDigits(magnitude, minorDigits: minorDigits, grouping: groupingSeparator, decimalMark: decimalSeparator, to: &bytes)
    }

    /// Digits are written into a stack buffer by `writeDigits` and appended in one go: one
    /// capacity check per amount instead of one per byte (`withUnsafeTemporaryAllocation` is a
    /// stack allocation the compiler inlines, not a closure kept per call).
    @inlinable
    static func appendDigits(_ magnitude: UInt64, minorDigits: Int, grouping: UInt8?, decimalMark: UInt8, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxMoneyBytes) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = writeDigits(magnitude, minorDigits: minorDigits, grouping: grouping, decimalMark: decimalMark, to: base)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
    }
}
