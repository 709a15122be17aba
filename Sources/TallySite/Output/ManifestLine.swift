import Foundation

/// The manifest's line format: one record a line, fields separated by tabs. A tab, newline or
/// backslash inside a field is written `\t`, `\n` or `\\`, so every other byte is itself and a
/// line is read back by one scan with no allocation for the fields a rebuild does not need.
struct ManifestLineWriter {
    private(set) var bytes: [UInt8] = []
    private var empty = true

    init(reservingCapacity capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    private mutating func separate() {
        if !empty { bytes.append(0x09) }
        empty = false
    }

    mutating func text(_ text: String) {
        separate()
        appendEscaped(text)
    }

    mutating func raw(_ field: [UInt8]) {
        separate()
        field.withUnsafeBufferPointer { appendEscaped($0) }
    }

    private mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var text = text
            text.withUTF8 { appendEscaped($0) }
        }
    }

    /// Runs of plain bytes are copied whole: a line is mostly an index card's few hundred bytes,
    /// and appending them one by one cost a uniqueness check each.
    private mutating func appendEscaped(_ field: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<field.count {
            let byte = field[index]
            // One test for the common case: not a tab or newline (9, 10), not a backslash.
            if byte &- 0x09 > 1 && byte != 0x5C { continue }
            let escape: UInt8
            switch byte {
            case 0x09: escape = UInt8(ascii: "t")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x5C: escape = 0x5C
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart..<index]))
            bytes.append(0x5C)
            bytes.append(escape)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...]))
    }

    /// Nil is `-`, a value is `+` and the value, so nil and "" differ.
    mutating func optional(_ text: String?) {
        separate()
        guard let text else { bytes.append(UInt8(ascii: "-")); return }
        bytes.append(UInt8(ascii: "+"))
        appendEscaped(text)
    }

    /// In decimal, written straight into the line (`String(value)` made a string per number).
    mutating func integer<Number: FixedWidthInteger>(_ value: Number) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Every integer written is at most 64 bits wide, so its magnitude fits a UInt64.
        var magnitude = UInt64(value.magnitude)
        var divisor: UInt64 = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    /// Sixteen lowercase hex digits.
    mutating func hex(_ value: UInt64) {
        separate()
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int((value >> UInt64(shift)) & 0xF)])
        }
    }

    /// Room for a `hex` field whose value is known only later (see `fillHex`); its offset.
    mutating func hexPlaceholder() -> Int {
        separate()
        let offset = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 16))
        return offset
    }

    /// Writes `value` where `hexPlaceholder` kept room for it.
    mutating func fillHex(at offset: Int, with value: UInt64) {
        for index in 0..<16 {
            bytes[offset + index] = Self.hexDigits[Int((value >> UInt64(60 - 4 * index)) & 0xF)]
        }
    }

    static let hexDigits = Array("0123456789abcdef".utf8)

    /// The line, ended by a newline.
    mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }
}

/// Reads the fields of one line (without its newline) in order; every read is nil once a field is
/// missing or malformed, and `isComplete` says whether the line held exactly what was read.
struct ManifestLineReader {
    private let line: ArraySlice<UInt8>
    private var position: Int
    private var failed = false

    init(_ line: ArraySlice<UInt8>) {
        self.line = line
        position = line.startIndex
    }

    /// The next field as it is stored (escapes not undone); nil after the last field.
    mutating func rawField() -> ArraySlice<UInt8>? {
        guard !failed, position <= line.endIndex else { failed = true; return nil }
        let start = position
        let end = Self.firstIndex(of: 0x09, in: line[start...]) ?? line.endIndex
        position = end + 1
        return line[start..<end]
    }

    /// Skips `count` fields unchecked: for a line already checked whole (`ScenarioRecord(line:)`).
    mutating func skipFields(_ count: Int) -> Bool {
        // Positions only: a field handed back as a slice costs a retain and a release each.
        for _ in 0..<count {
            guard !failed, position <= line.endIndex else { failed = true; return false }
            position = (Self.firstIndex(of: 0x09, in: line[position...]) ?? line.endIndex) + 1
        }
        return true
    }

    /// Whether every field was read and none was malformed.
    var isComplete: Bool { !failed && position == line.endIndex + 1 }

    mutating func text() -> String? {
        guard let field = rawField() else { return nil }
        if Self.firstIndex(of: 0x5C, in: field) == nil { return String(decoding: field, as: UTF8.self) }
        guard let bytes = Self.unescaped(field) else { failed = true; return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The field's bytes with escapes undone.
    mutating func bytes() -> [UInt8]? {
        guard let field = rawField() else { return nil }
        guard let bytes = Self.unescaped(field) else { failed = true; return nil }
        return bytes
    }

    /// Skips a text field, checking its escapes; false if it is missing or malformed.
    mutating func skipText() -> Bool {
        guard let field = rawField() else { return false }
        guard Self.escapesAreValid(field) else { failed = true; return false }
        return true
    }

    /// `.some(nil)` for `-`, `.some(text)` for `+text`; nil when malformed.
    mutating func optional() -> String?? {
        guard let field = rawField(), let marker = field.first else { failed = true; return nil }
        if marker == UInt8(ascii: "-"), field.count == 1 { return .some(nil) }
        guard marker == UInt8(ascii: "+"), let bytes = Self.unescaped(field.dropFirst()) else { failed = true; return nil }
        return .some(String(decoding: bytes, as: UTF8.self))
    }

    mutating func skipOptional() -> Bool {
        guard let field = rawField(), let marker = field.first else { failed = true; return false }
        if marker == UInt8(ascii: "-"), field.count == 1 { return true }
        guard marker == UInt8(ascii: "+"), Self.escapesAreValid(field.dropFirst()) else { failed = true; return false }
        return true
    }

    /// A decimal integer, optionally negative, that fits `Number`.
    mutating func integer<Number: FixedWidthInteger>(_: Number.Type = Number.self) -> Number? {
        guard let field = rawField(), !field.isEmpty, field.count <= 20 else { failed = true; return nil }
        var digits = field[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { failed = true; return nil }
        var value: Number = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { failed = true; return nil }
            let digit = Number(byte - 0x30)
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { failed = true; return nil }
            value = next
        }
        return value
    }

    /// Exactly sixteen lowercase hex digits.
    mutating func hex() -> UInt64? {
        guard let field = rawField(), field.count == 16 else { failed = true; return nil }
        var value: UInt64 = 0
        for byte in field {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: failed = true; return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// Whether the field is exactly `word`.
    mutating func expect(_ word: String) -> Bool {
        guard let field = rawField(), field.elementsEqual(word.utf8) else { failed = true; return false }
        return true
    }

    static func unescaped(_ field: ArraySlice<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var index = field.startIndex
        while let slash = firstIndex(of: 0x5C, in: field[index...]) {
            bytes += field[index..<slash]
            let next = slash + 1
            guard next < field.endIndex else { return nil }
            switch field[next] {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case 0x5C: bytes.append(0x5C)
            default: return nil
            }
            index = next + 1
        }
        bytes += field[index...]
        return bytes
    }

    static func escapesAreValid(_ field: ArraySlice<UInt8>) -> Bool {
        var index = field.startIndex
        while let slash = firstIndex(of: 0x5C, in: field[index...]) {
            let next = slash + 1
            guard next < field.endIndex, field[next] == UInt8(ascii: "t") || field[next] == UInt8(ascii: "n") || field[next] == 0x5C else {
                return false
            }
            index = next + 1
        }
        return true
    }

    /// `memchr`: lines are mostly long runs of plain bytes (a card is ~400), and a byte loop
    /// over an ArraySlice checks bounds at every step.
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else { return nil }
            return bytes.startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }
}
