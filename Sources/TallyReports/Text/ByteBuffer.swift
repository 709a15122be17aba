import TallyEngines

/// The one output buffer of the report layer: UTF-8 bytes that pages, tables and charts are
/// written into, with a writer for each kind of piece they hold (fixed markup, escaped text,
/// integers, money, months, coordinates). Escaping lives beside it, in `HTMLEscaping.swift`
/// and `MarkdownEscaping.swift`.
///
/// An array of bytes rather than a `String`, because a page is appended to thousands of times
/// and a byte append has none of a string's checks.
struct ByteBuffer: Sendable {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Takes finished bytes as they are (a chart's drawing), without appending them again.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func reserve(_ extra: Int) {
        bytes.reserveCapacity(bytes.count + extra)
    }

    /// Fixed markup.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is safe where it goes already (ours, or escaped). Disfavoured, so that a
    /// literal is appended as the `StaticString` it can be rather than made a `String` first.
    @_disfavoredOverload
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func append(bytes other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    mutating func append(_ other: ByteBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// A count (a schedule's period, a year) in decimal digits.
    @inline(__always)
    mutating func append(integer: Int) {
        Digits.append(integer, to: &bytes)
    }

    /// `1,752.18` in `locale`, without the symbol: the schedule cell's form.
    @inline(__always)
    mutating func append(money: Money, currency: Currency, locale: TallyLocale) {
        locale.appendMoney(money, currency, symbol: false, to: &bytes)
    }

    /// A month in `locale`'s short style (`Jan 2027`).
    @inline(__always)
    mutating func append(month: YearMonth, locale: TallyLocale) {
        locale.append(month, .short, to: &bytes)
    }

    /// A chart coordinate: two decimals at most, trailing zeros dropped, ASCII minus, `0` for
    /// a value that is not finite (see `ChartNumber`).
    @inline(__always)
    mutating func append(coordinate value: Double) {
        ChartNumber.appendCoordinate(value, to: &bytes)
    }

    /// ` name="value"` for a value that is markup-safe already.
    mutating func appendAttribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        append("=\"")
        append(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` for a coordinate or length.
    mutating func appendAttribute(_ name: StaticString, coordinate value: Double) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        append("=\"")
        append(coordinate: value)
        bytes.append(UInt8(ascii: "\""))
    }
}
