import TallyEngines

/// The one output buffer of the report layer: UTF-8 bytes that pages, tables and charts are
/// written into, with a writer for each kind of piece they hold (fixed markup, escaped text,
/// integers, money, months, coordinates). Escaping lives beside it, in `HTMLEscaping.swift`
/// and `MarkdownEscaping.swift`.
///
/// A page is appended to tens of thousands of times, a few bytes at a time. So the buffer
/// owns its memory alone (`~Copyable`: it is never shared, so an append checks only that there
/// is room), and the formatting module's writers (money, digits, months, coordinates) store
/// through a `Cursor` straight into room reserved once. Finished bytes that must outlive the
/// buffer or be shared leave it as an array (`bytes`). This file holds all of the report
/// layer's pointer code but the cmark-gfm wrapper.
struct ByteBuffer: ~Copyable {
    /// `capacity` bytes, the first `count` of them written; freed with the buffer.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Takes finished bytes as they are (a chart's drawing).
    init(bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        append(bytes: bytes)
    }

    deinit { base.deallocate() }

    var bytes: [UInt8] { withBytes { Array($0) } }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `extra` more bytes: where they go.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < extra { grow(extra) }
        return base + count
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let old = base
        capacity = max(2 * capacity, count + extra)
        base = .allocate(capacity: capacity)
        base.initialize(from: old, count: count)
        old.deallocate()
    }

    /// Fixed markup.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    /// Text that is safe where it goes already (ours, or escaped). Disfavoured, so that a
    /// literal is appended as the `StaticString` it can be rather than made a `String` first.
    @_disfavoredOverload
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            append(bytes: Array(text.utf8))
        }
    }

    @inline(__always)
    mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress, other.count > 0 else { return }
        reserve(other.count).initialize(from: source, count: other.count)
        count += other.count
    }

    mutating func append(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { append(bytes: $0) }
    }

    mutating func append(bytes other: ArraySlice<UInt8>) {
        other.withUnsafeBufferPointer { append(bytes: $0) }
    }

    mutating func append(bytes other: some Sequence<UInt8>) {
        append(bytes: Array(other))
    }

    mutating func append(_ other: borrowing ByteBuffer) {
        other.withBytes { append(bytes: $0) }
    }

    /// Takes back the last byte written.
    mutating func dropLast() {
        count = max(count - 1, 0)
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    /// Copies `text` in the runs between the bytes that `isSpecial`, and lets `replace` write
    /// each of those: every escape (HTML, Markdown) is this walk, and most text is one run.
    @inline(__always)
    mutating func appendEscaped(_ text: String, isSpecial: (UInt8) -> Bool, replace: (inout ByteBuffer, UInt8) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, isSpecial: isSpecial, replace: replace) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { appendEscaped(utf8: $0, isSpecial: isSpecial, replace: replace) }
        }
    }

    @inline(__always)
    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, isSpecial: (UInt8) -> Bool, replace: (inout ByteBuffer, UInt8) -> Void) {
        var start = 0
        for index in utf8.indices where isSpecial(utf8[index]) {
            append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            replace(&self, utf8[index])
            start = index + 1
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// Where the formatting module's writers store a figure: room reserved once, every store
    /// checked against it.
    struct Cursor: ~Copyable, ByteSink {
        fileprivate let start: UnsafeMutablePointer<UInt8>
        fileprivate let room: Int
        fileprivate(set) var count = 0

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            precondition(count < room, "a figure longer than the room reserved for it")
            start[count] = byte
            count += 1
        }

        @inline(__always)
        mutating func append(count extra: Int, layingOut layOut: (inout MutableSpan<UInt8>) -> Void) {
            precondition(extra <= room - count, "a figure longer than the room reserved for it")
            // UInt8 is trivial: the room needs no initializing before `layOut` stores every byte.
            var bytes = UnsafeMutableBufferPointer(start: start + count, count: extra).mutableSpan
            layOut(&bytes)
            count += extra
        }

        /// A byte at a time: a figure's pieces are a few bytes each, which a loop stores in
        /// less time than a call to `memmove` takes.
        @inline(__always)
        fileprivate mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
            precondition(bytes.count <= room - count, "a figure longer than the room reserved for it")
            for byte in bytes {
                start[count] = byte
                count += 1
            }
        }
    }

    /// Writes at most `room` bytes through `body`: a figure, written by a formatting writer.
    @inline(__always)
    mutating func write(room: Int, _ body: (inout Cursor) -> Void) {
        var cursor = Cursor(start: reserve(room), room: room)
        body(&cursor)
        count += cursor.count
    }

    /// The bytes of `other` from `start` on: a figure written into one format of a table,
    /// copied into the other.
    @inline(__always)
    mutating func append(_ other: borrowing ByteBuffer, from start: Int) {
        other.withBytes { append(bytes: UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// A count (a schedule's period, a year) in decimal digits.
    @inline(__always)
    mutating func append(integer: Int) {
        write(room: 24) { Digits.append(integer, to: &$0) }
    }

    /// `1,752.18` in `locale`, without the symbol: the schedule cell's form.
    @inline(__always)
    mutating func append(money: Money, currency: Currency, locale: TallyLocale) {
        // A minus sign and 20 digits grouped, and the fraction's up to 18 digits.
        write(room: 64) { locale.appendMoney(money, currency, symbol: false, to: &$0) }
    }

    /// A month in `locale`'s short style (`Jan 2027`).
    @inline(__always)
    mutating func append(month: YearMonth, locale: TallyLocale) {
        write(room: 40) { locale.append(month, .short, to: &$0) }
    }

    /// A chart coordinate: two decimals at most, trailing zeros dropped, ASCII minus, `0` for
    /// a value that is not finite (see `ChartNumber`).
    @inline(__always)
    mutating func append(coordinate value: Double) {
        write(room: 32) { ChartNumber.appendCoordinate(value, to: &$0) }
    }

    /// ` name="value"` for a value that is markup-safe already.
    mutating func appendAttribute(_ name: StaticString, _ value: String) {
        append(byte: UInt8(ascii: " "))
        append(name)
        append("=\"")
        append(value)
        append(byte: UInt8(ascii: "\""))
    }

    /// ` name="value"` for a coordinate or length: a chart's most written piece, in one reserve.
    mutating func appendAttribute(_ name: StaticString, coordinate value: Double) {
        write(room: name.utf8CodeUnitCount + 36) { cursor in
            cursor.append(UInt8(ascii: " "))
            name.withUTF8Buffer { cursor.append(bytes: $0) }
            cursor.append(UInt8(ascii: "="))
            cursor.append(UInt8(ascii: "\""))
            ChartNumber.appendCoordinate(value, to: &cursor)
            cursor.append(UInt8(ascii: "\""))
        }
    }
}
