import TallyReports

/// The skeletons a build's pages were drawn from (see `SkeletonRecord`), kept beside the
/// manifest so that a rebuild which re-renders a few scenarios needs no Mustache at all. The
/// file is a cache, never a source of truth: it is used only when it was written for the same
/// build inputs (templates, Tally itself, "today": see `InputKey.build`) and every byte of it
/// is as written; anything else and pages are drawn by Mustache as in a cold build. It is
/// published with the pages it was made with, and is not part of the site the manifest lists.
///
/// Layout: the header line; the inputs key and a checksum of the rest (8 bytes each, little
/// endian); then per record its template name, shape, value count and Mustache's output, each
/// length-prefixed (4 bytes, little endian).
enum SkeletonFile {
    /// Named like the manifest: the build's own state, not a page of the site.
    static let fileName = ".tally-manifest-skeletons"
    static let header = Array("tally-skeletons\t1\n".utf8)

    static func encode(_ records: [SkeletonRecord], inputs: UInt64) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(records.reduce(16) { $0 + $1.template.utf8.count + $1.shape.count + $1.rendered.count + 16 })
        for record in records {
            appendField(Array(record.template.utf8), to: &body)
            appendField(record.shape, to: &body)
            appendNumber(UInt32(clamping: record.valueCount), to: &body)
            appendField(record.rendered, to: &body)
        }
        var bytes = header
        bytes.reserveCapacity(header.count + 16 + body.count)
        withUnsafeBytes(of: inputs.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: checksum(body).littleEndian) { bytes += $0 }
        return bytes + body
    }

    /// The records of a file written for `inputs`; nil when it was written for other inputs, or
    /// is damaged in any way.
    static func decode(_ bytes: [UInt8], inputs: UInt64) -> [SkeletonRecord]? {
        guard bytes.starts(with: header), bytes.count >= header.count + 16 else { return nil }
        var reader = Reader(bytes: bytes, position: header.count)
        guard reader.word() == inputs, let sum = reader.word(), checksum(bytes[reader.position...]) == sum else { return nil }
        var records: [SkeletonRecord] = []
        while reader.position < bytes.count {
            guard let template = reader.field(), let shape = reader.field(), let valueCount = reader.number(),
                  let rendered = reader.field() else { return nil }
            records.append(SkeletonRecord(template: String(decoding: template, as: UTF8.self), shape: Array(shape),
                                          valueCount: Int(valueCount), rendered: Array(rendered)))
        }
        return records
    }

    /// The records kept in `root` for `inputs`, or none.
    static func load(from root: String, inputs: UInt64) -> [SkeletonRecord] {
        RegularFile.read(root + "/" + fileName).flatMap { decode($0, inputs: inputs) } ?? []
    }

    private static func appendNumber(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private static func appendField(_ field: [UInt8], to bytes: inout [UInt8]) {
        appendNumber(UInt32(clamping: field.count), to: &bytes)
        bytes += field
    }

    /// FNV-1a over 8-byte words (a byte at a time cost 5 instructions a byte over some 100 KB):
    /// it catches a damaged or cut file, not a forged one, like the manifest's keys.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash = FNV1a64.offsetBasis
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer -> UInt64 in
            var index = 0
            while index + 8 <= buffer.count {
                var word: UInt64 = 0
                for offset in 0..<8 { word |= UInt64(buffer[index + offset]) << (8 * offset) }
                hash = (hash ^ word) &* FNV1a64.prime
                index += 8
            }
            while index < buffer.count {
                hash = (hash ^ UInt64(buffer[index])) &* FNV1a64.prime
                index += 1
            }
            return (hash ^ UInt64(buffer.count)) &* FNV1a64.prime
        }
        return contiguous ?? checksum(Array(bytes))
    }

    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func word() -> UInt64? {
            guard bytes.count - position >= 8 else { return nil }
            var value: UInt64 = 0
            for offset in 0..<8 { value |= UInt64(bytes[position + offset]) << (8 * offset) }
            position += 8
            return value
        }

        mutating func number() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 { value |= UInt32(bytes[position + offset]) << (8 * offset) }
            position += 4
            return value
        }

        mutating func field() -> ArraySlice<UInt8>? {
            guard let count = number(), bytes.count - position >= Int(count) else { return nil }
            defer { position += Int(count) }
            return bytes[position..<(position + Int(count))]
        }
    }
}
