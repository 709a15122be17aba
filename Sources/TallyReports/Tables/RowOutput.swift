import TallyEngines

/// Bytes written in place into memory reserved for a whole table's rows, in one format.
///
/// The writer checks the room once per row (`room`), so the stores of a cell need no check;
/// every fixed-size copy may write a slot past its bytes, which the reserved room covers.
struct RowOutput {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    var used = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    var end: UnsafeMutablePointer<UInt8> { base + used }
    var room: Int { capacity - used }

    /// Moves the bytes to a block with at least `bytes` free: a table longer or wider than
    /// its estimate, or a long text cell.
    @inline(never)
    mutating func grow(_ bytes: Int) {
        let larger = max(2 * capacity, used + bytes)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: used)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Copies `count` bytes from `source` as two 16-byte moves when they fit in a slot,
    /// instead of a call to copy a few bytes. The source must hold a whole slot.
    @inline(__always)
    mutating func putSlot(_ source: UnsafeMutablePointer<UInt8>, count: Int) {
        if count <= TableRowWriter.slot {
            putPiece(source, count: count)
        } else {
            (base + used).update(from: source, count: count)
            used += count
        }
    }

    /// Copies a piece of at most a slot, as two 16-byte moves. The source must hold a whole slot.
    @inline(__always)
    mutating func putPiece(_ source: UnsafeMutablePointer<UInt8>, count: Int) {
        Self.copySlot(source, to: base + used)
        used &+= count
    }

    /// Copies a slot's bytes, whatever the length of what they hold: two 16-byte moves.
    @inline(__always)
    static func copySlot(_ source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        to.storeBytes(of: from.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), toByteOffset: 16, as: SIMD16<UInt8>.self)
    }

    /// A fixed piece of markup, on the rarer paths (a row's attributes).
    mutating func put(_ text: StaticString) {
        (base + used).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        used += text.utf8CodeUnitCount
    }

    /// `text` with `& < > " '` replaced by entities, as `ByteBuffer.appendHTMLEscaped`.
    mutating func putHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            EscapeScan.forEachRun(in: utf8, splitAt: EscapeScan.firstHTMLSpecial) { run in
                putRun(run)
            } special: { byte in
                if let entity = HTMLEntity.of(byte) { put(entity) }
            }
        }
    }

    /// `text` for one Markdown table cell, as `ByteBuffer.appendMarkdownEscaped`.
    mutating func putMarkdownEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            EscapeScan.forEachRun(in: utf8, splitAt: EscapeScan.firstMarkdownSpecial) { run in
                putRun(run)
            } special: { byte in
                if byte == 0x0A || byte == 0x0D {
                    base[used] = 0x20
                    used &+= 1
                } else {
                    base[used] = 0x5C
                    base[used &+ 1] = byte
                    used &+= 2
                }
            }
        }
    }

    /// A plain run of an escaped text, copied in one move.
    @inline(__always)
    private mutating func putRun(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress else { return }
        (base + used).update(from: source, count: run.count)
        used &+= run.count
    }

    /// Hands the bytes over; the output is not used again.
    consuming func bytes() -> RowBytes {
        RowBytes(base: base, count: used)
    }
}

/// A table's rows in one format, owned until the table is gone: the block they were written
/// in, so that they are copied once, into the page, and not first into an array.
final class RowBytes: @unchecked Sendable {
    // Sendable: the bytes are written before the block is handed over and never after.
    private let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }

    func append(to out: inout ByteBuffer) {
        out.append(bytes: UnsafeBufferPointer(start: base, count: count))
    }
}

/// A table's streamed rows, drawn once in both formats.
public struct RenderedRows: Sendable {
    let html: RowBytes
    let markdown: RowBytes
}

extension Table {
    /// Draws the streamed rows in both formats now, so that the HTML and the Markdown of the
    /// table share one formatting of every figure.
    public mutating func renderStreamedRows() {
        renderedRows = drawStreamedRows()
    }

    private func drawStreamedRows() -> RenderedRows? {
        guard let streamedRows else { return nil }
        var writer = TableRowWriter(rightAligned: columns.map { $0.alignment == .right }, currency: currency, locale: locale, rows: streamedRows.count)
        for index in 0..<streamedRows.count {
            streamedRows.write(row: index, to: &writer)
            writer.endRow()
        }
        return writer.finish()
    }

    enum RowFormat { case html, markdown }

    /// Writes the streamed rows, if the table has them, after its `rows`.
    func writeStreamedRows(_ format: RowFormat, into out: inout ByteBuffer) {
        guard let rows = renderedRows ?? drawStreamedRows() else { return }
        (format == .html ? rows.html : rows.markdown).append(to: &out)
    }
}
