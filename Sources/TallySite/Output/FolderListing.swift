import Foundation
import TallyReports

/// The names in one folder and what each is, read in one pass of `readdir`: the kernel hands
/// over a few hundred entries a call, where asking about each file by name costs a system call
/// and a path lookup apiece (a rebuild of 1,000 loans asked about 5,000 pages, a quarter of
/// its time).
final class FolderListing: Sendable {
    enum Kind: UInt8, Sendable {
        case regularFile
        case other
        /// The file system did not say (`DT_UNKNOWN`): ask about the file itself.
        case unknown
    }

    /// Every name, back to back.
    private let names: [UInt8]
    private let entries: [Entry]
    /// Open addressing: each slot holds an index into `entries`, or -1; a power of two at
    /// least twice as many slots as names, so a probe rarely goes past its first slot.
    private let slots: [Int32]

    private struct Entry {
        var hash: UInt64
        var start: Int32
        var count: Int32
        var kind: Kind
    }

    /// The listing of the open folder `descriptor`, which it closes; nil if it cannot be read.
    init?(consuming descriptor: Int32) {
        guard let folder = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(folder) }
        var names: [UInt8] = []
        var entries: [Entry] = []
        while true {
            // Only `readdir` may set errno between here and the test below: a nil with errno
            // still 0 is the end of the folder.
            errno = 0
            guard let entry = readdir(folder) else { break }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regularFile
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            let start = names.count
            let hash = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> UInt64 in
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                names.append(contentsOf: name)
                return FNV1a64.hash(name)
            }
            entries.append(Entry(hash: hash, start: Int32(start), count: Int32(names.count - start), kind: kind))
        }
        guard errno == 0 else { return nil }
        var size = 16
        while size < entries.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.names = names
        self.entries = entries
        self.slots = slots
    }

    /// What `name` is in this folder; nil when it is not there.
    func kind(of name: UnsafeBufferPointer<UInt8>) -> Kind? {
        let hash = FNV1a64.hash(name)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return names.withUnsafeBufferPointer { stored -> Kind? in
            while true {
                let index = Int(slots[slot])
                if index < 0 { return nil }
                let entry = entries[index]
                if entry.hash == hash, Int(entry.count) == name.count, Self.same(name, at: Int(entry.start), in: stored) {
                    return entry.kind
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func same(_ name: UnsafeBufferPointer<UInt8>, at start: Int, in stored: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let mine = name.baseAddress, let theirs = stored.baseAddress else { return name.isEmpty }
        return memcmp(theirs + start, mine, name.count) == 0
    }
}
