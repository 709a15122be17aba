import TallyEngines

/// The bytes of a drawing, written through a pointer.
///
/// A chart is thousands of pieces a few bytes long (`<rect`, ` x="`, `12.5`); appending each
/// to an Array checks uniqueness and capacity and goes through a generic copy, which cost more
/// than the bytes themselves. Here a piece is one capacity check and a copy or a store.
/// Non-copyable, so the one owner frees the memory and no copy can write over another's bytes.
struct SVGBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        UnsafeMutableRawPointer(moved).copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append(bytes: $0) }
            return
        }
        reserve(text.utf8CodeUnitCount)
        put(text)
    }

    /// Run-time text that is markup-safe already. Labelled, so that a literal never picks this
    /// overload (and its String boxing) over the `StaticString` one.
    @inline(__always)
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        if bytes.count >= 32 {
            // A drawing's body copied into its page: one memcpy, not a loop over bytes.
            UnsafeMutableRawPointer(base + count).copyMemory(from: start, byteCount: bytes.count)
        } else {
            (base + count).initialize(from: start, count: bytes.count)
        }
        count &+= bytes.count
    }

    mutating func append(_ other: borrowing SVGBytes) {
        other.withBytes { append(bytes: $0) }
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Appends `text` with `& < > " '` replaced by entities, as `ByteBuffer.appendHTMLEscaped`:
    /// a chart's titles and descriptions, written into each of its documents, are the longest
    /// text it has.
    mutating func appendHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendHTMLEscaped(utf8: $0) }
    }

    /// `appendHTMLEscaped` for text given as UTF-8 bytes.
    mutating func appendHTMLEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        EscapeScan.forEachRun(in: utf8, splitAt: EscapeScan.firstHTMLSpecial) { run in
            append(bytes: run)
        } special: { byte in
            if let entity = HTMLEntity.of(byte) { append(entity) }
        }
    }

    /// Appends a coordinate as `ChartNumber.appendCoordinate` writes it (two decimals at most,
    /// trailing zeros dropped, ASCII minus, `0` for non-finite values), straight from integers.
    @inline(__always)
    mutating func append(coordinate value: Double) {
        reserve(Self.maxCoordinateBytes)
        put(coordinate: value)
    }

    /// A whole number in decimal digits, most significant first.
    @inline(__always)
    mutating func appendDigits(_ value: UInt64) {
        reserve(20)
        putDigits(value)
    }

    // MARK: Writing into reserved room
    //
    // A shape drawn by the hundred (a bar, a gridline, a label) reserves room for all of its
    // pieces once and then stores them, with no capacity check per piece.

    /// The most `put(coordinate:)` writes: a sign, 13 digits, a point and two decimals.
    static let maxCoordinateBytes = 17

    /// Fixed markup, where room was reserved already.
    @inline(__always)
    mutating func put(_ text: StaticString) {
        // Every literal of more than one character is stored as UTF-8 bytes: copy them directly.
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { put(bytes: $0) }
            return
        }
        let length = text.utf8CodeUnitCount
        (base + count).initialize(from: text.utf8Start, count: length)
        count &+= length
    }

    /// Bytes where room was reserved already.
    @inline(__always)
    mutating func put(bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        (base + count).initialize(from: start, count: bytes.count)
        count &+= bytes.count
    }

    /// A byte where room was reserved already.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// A coordinate where `maxCoordinateBytes` of room were reserved already.
    @inline(__always)
    mutating func put(coordinate value: Double) {
        var scaled: Int64
        // One comparison for the usual case: finite, and inside the clamp ChartNumber applies.
        if abs(value) < 1e12 {
            // Half away from zero without a call into libm: below 2^53 the part cut off by the
            // conversion is exact, so this equals `.rounded(.toNearestOrAwayFromZero)`.
            let hundredfold = value * 100
            scaled = Int64(hundredfold)
            let cut = hundredfold - Double(scaled)
            if cut >= 0.5 { scaled &+= 1 } else if cut <= -0.5 { scaled &-= 1 }
        } else {
            guard value.isFinite else {
                put(UInt8(ascii: "0"))
                return
            }
            // The same clamp as ChartNumber, so the digits are byte-identical.
            scaled = value < 0 ? -100_000_000_000_000 : 100_000_000_000_000
        }
        if scaled < 0 { put(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        let whole = magnitude / 100
        let hundredths = Int(truncatingIfNeeded: magnitude &- whole &* 100)
        putDigits(whole)
        guard hundredths != 0 else { return }
        let pairs = TallyLocale.digitPairBytes
        let last = pairs[hundredths &* 2 &+ 1]
        base[count] = UInt8(ascii: ".")
        base[count &+ 1] = pairs[hundredths &* 2]
        base[count &+ 2] = last
        // A second decimal only when it is not a trailing zero.
        count &+= last == UInt8(ascii: "0") ? 2 : 3
    }

    /// A coordinate written already, where `SVGCoordinate.reservedBytes` of room were
    /// reserved: three word stores instead of the conversion.
    @inline(__always)
    mutating func put(_ coordinate: SVGCoordinate) {
        let target = UnsafeMutableRawPointer(base + count)
        target.storeBytes(of: coordinate.words.0, as: UInt64.self)
        target.storeBytes(of: coordinate.words.1, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: coordinate.words.2, toByteOffset: 16, as: UInt64.self)
        count &+= coordinate.count
    }

    /// Decimal digits, most significant first: the length counted up front, then two digits
    /// per division from the right.
    @inline(__always)
    private mutating func putDigits(_ value: UInt64) {
        if value < 10 {
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let pairs = TallyLocale.digitPairBytes
        // Nearly every coordinate is under 10,000: no length to count, one or two pairs.
        if value < 10_000 {
            let small = Int(truncatingIfNeeded: value)
            if small < 100 {
                base[count] = pairs[small &* 2]
                base[count &+ 1] = pairs[small &* 2 &+ 1]
                count &+= 2
                return
            }
            let high = small / 100
            let low = (small &- high &* 100) &* 2
            if high < 10 {
                base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
                count &+= 1
            } else {
                base[count] = pairs[high &* 2]
                base[count &+ 1] = pairs[high &* 2 &+ 1]
                count &+= 2
            }
            base[count] = pairs[low]
            base[count &+ 1] = pairs[low &+ 1]
            count &+= 2
            return
        }
        var length = 2
        var limit: UInt64 = 100
        while length < 19 && value >= limit {
            length &+= 1
            limit &*= 10
        }
        if value >= limit { length &+= 1 }
        var cursor = base + (count &+ length)
        var rest = value
        while rest >= 100 {
            let upper = rest / 100
            let pair = Int(truncatingIfNeeded: rest &- upper &* 100) &* 2
            cursor -= 2
            cursor[0] = pairs[pair]
            cursor[1] = pairs[pair &+ 1]
            rest = upper
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            cursor[-2] = pairs[pair]
            cursor[-1] = pairs[pair &+ 1]
        } else {
            cursor[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        count &+= length
    }

    /// The bytes from `start` to the end as text, between two pieces of fixed text.
    func text(from start: Int, between open: StaticString, and close: StaticString) -> String {
        let length = open.utf8CodeUnitCount + count - start + close.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: length) { text in
            guard let target = text.baseAddress else { return 0 }
            target.initialize(from: open.utf8Start, count: open.utf8CodeUnitCount)
            (target + open.utf8CodeUnitCount).initialize(from: base + start, count: count - start)
            (target + length - close.utf8CodeUnitCount).initialize(from: close.utf8Start, count: close.utf8CodeUnitCount)
            return length
        }
    }

    /// An element id's prefix for an attribute: `id` escaped (rarely needed, so checked in
    /// place first) and the canvas' suffix.
    static func idPrefix(_ id: String, suffix: String) -> String {
        var id = id
        let special = id.withUTF8 { $0.contains(where: ByteBuffer.isHTMLSpecial) }
        let safe = special ? id.htmlEscaped : id
        return suffix.isEmpty ? safe : safe + suffix
    }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}

/// Short pieces of markup-safe text (a series' fill, a line's stroke) stored once in one block
/// and handed out as bytes: a shape drawn by the hundred copies its fill without the retain,
/// release and UTF-8 check of a `String` per shape.
struct SVGFragments: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let ends: [Int]

    init(_ pieces: [String]) {
        var total = 0
        var ends = [Int]()
        ends.reserveCapacity(pieces.count)
        for piece in pieces {
            total += piece.utf8.count
            ends.append(total)
        }
        base = .allocate(capacity: max(total, 1))
        var cursor = base
        for var piece in pieces {
            let target = cursor
            cursor += piece.withUTF8 { bytes in
                guard let source = bytes.baseAddress else { return 0 }
                target.initialize(from: source, count: bytes.count)
                return bytes.count
            }
        }
        self.ends = ends
    }

    deinit { base.deallocate() }

    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1]
        return UnsafeBufferPointer(start: base + start, count: ends[index] - start)
    }
}

/// A coordinate's digits written once, for a value many shapes share (the width of every bar
/// in a chart): `SVGBytes.put(_:)` copies them as three words.
struct SVGCoordinate {
    /// The room `SVGBytes.put(_:)` needs: the three words, though only `count` bytes count.
    static let reservedBytes = 24

    fileprivate let words: (UInt64, UInt64, UInt64)
    fileprivate let count: Int

    init(_ value: Double) {
        var bytes = SVGBytes(capacity: Self.reservedBytes)
        bytes.append(coordinate: value)
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        bytes.withBytes { source in
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(source)) }
        }
        self.words = words
        count = bytes.count
    }
}
