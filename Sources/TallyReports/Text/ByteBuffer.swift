import TallyEngines

/// An output buffer of UTF-8 bytes for the hot paths of a build (schedule tables), where
/// appending to a `String` costs several checks per call and bytes cost a copy.
struct ByteBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Takes finished bytes as they are (a chart's drawing), without appending them again.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    var count: Int { bytes.count }

    @inline(__always)
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// One of `& < > " '`, which `appendHTMLEscaped` (HTMLEscaping.swift) replaces by entities.
    @inline(__always)
    static func isHTMLSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// `1,752.18` in `locale`, without the symbol: the schedule cell's form.
    @inline(__always)
    mutating func append(money: Money, currency: Currency, locale: TallyLocale) {
        locale.appendMoney(money, currency, symbol: false, to: &bytes)
    }

    /// A month in `locale`'s short style, from its precomputed name bytes.
    @inline(__always)
    mutating func append(month: YearMonth, locale: TallyLocale) {
        locale.append(month, .short, to: &bytes)
    }

    /// A count (a schedule's period number) in decimal digits.
    @inline(__always)
    mutating func append(integer: Int) {
        TallyLocale.appendInteger(integer, to: &bytes)
    }

    mutating func append(_ other: ByteBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
