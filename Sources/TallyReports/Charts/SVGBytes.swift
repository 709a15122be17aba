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
        // Every literal of more than one character is stored as UTF-8 bytes: copy them directly.
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append(bytes: $0) }
            return
        }
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).initialize(from: text.utf8Start, count: length)
        count &+= length
    }

    @inline(__always)
    mutating func append(_ text: String) {
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
        base[count] = byte
        count &+= 1
    }

    /// A byte where room was reserved already.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// Appends `text` with `& < > " '` replaced by entities, as `ByteBuffer.appendHTMLEscaped`.
    mutating func appendHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: ByteBuffer.isHTMLSpecial) else {
                append(bytes: utf8)
                return
            }
            for byte in utf8 {
                if let entity = HTMLEntity.of(byte) { append(entity) } else { append(byte: byte) }
            }
        }
    }

    /// Appends a coordinate as `ChartNumber.appendCoordinate` writes it (two decimals at most,
    /// trailing zeros dropped, ASCII minus, `0` for non-finite values), straight from integers.
    @inline(__always)
    mutating func append(coordinate value: Double) {
        guard value.isFinite else {
            append(byte: UInt8(ascii: "0"))
            return
        }
        // The same clamp and rounding as ChartNumber, so the digits are byte-identical.
        let clamped = min(max(value, -1e12), 1e12)
        // Half away from zero without a call into libm: below 2^53 the part cut off by the
        // conversion is exact, so this equals `.rounded(.toNearestOrAwayFromZero)`.
        let hundredfold = clamped * 100
        var scaled = Int64(hundredfold)
        let cut = hundredfold - Double(scaled)
        if cut >= 0.5 { scaled += 1 } else if cut <= -0.5 { scaled -= 1 }
        // A sign, 13 digits, a point and two decimals at most.
        reserve(20)
        if scaled < 0 { put(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        putDigits(magnitude / 100)
        let hundredths = UInt8(truncatingIfNeeded: magnitude % 100)
        guard hundredths != 0 else { return }
        put(UInt8(ascii: "."))
        put(UInt8(ascii: "0") + hundredths / 10)
        if hundredths % 10 != 0 { put(UInt8(ascii: "0") + hundredths % 10) }
    }

    /// A whole number in decimal digits, most significant first.
    @inline(__always)
    mutating func appendDigits(_ value: UInt64) {
        reserve(20)
        putDigits(value)
    }

    @inline(__always)
    private mutating func putDigits(_ value: UInt64) {
        if value < 10 {
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 100 {
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
            return
        }
        var divisor: UInt64 = 100
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: (value / divisor) % 10))
            divisor /= 10
        }
    }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy as a page's byte buffer.
    var byteBuffer: ByteBuffer {
        let copy = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress, count > 0 {
                UnsafeMutableRawPointer(target).copyMemory(from: base, byteCount: count)
            }
            initialized = count
        }
        return ByteBuffer(bytes: copy)
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}
