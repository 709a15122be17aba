import Synchronization

/// A table's markup before its rows (the scrolling box, the caption, the header row), kept
/// once per build for each shape of table and copied into every page that has it.
///
/// A thousand loan reports have the same two schedule tables: the same long caption (escaped
/// three times a table), the same column titles, the same box: each shape is drawn once.
final class TableHeadCache: Sendable {
    static let shared = TableHeadCache()

    /// Everything the head is drawn from. Strings are compared byte for byte (`String`'s own
    /// equality normalises Unicode, which a key has no need of) and only their lengths hashed.
    struct Key: Hashable {
        /// Whether the table is wrapped, and the box's two choices (see `openWrapper`).
        let flags: UInt8
        let className: String
        let caption: String?
        let columns: [Table.Column]

        func hash(into hasher: inout Hasher) {
            hasher.combine(flags)
            hasher.combine(className.utf8.count)
            hasher.combine(caption?.utf8.count ?? -1)
            hasher.combine(columns.count)
        }

        static func == (a: Key, b: Key) -> Bool {
            guard a.flags == b.flags, a.columns.count == b.columns.count, sameBytes(a.className, b.className) else { return false }
            switch (a.caption, b.caption) {
            case (nil, nil): break
            case let (x?, y?): guard sameBytes(x, y) else { return false }
            default: return false
            }
            for (x, y) in zip(a.columns, b.columns) where x.alignment != y.alignment || !sameBytes(x.title, y.title) {
                return false
            }
            return true
        }

        /// Compared byte for byte, as contiguous storage where both strings have it (native
        /// strings do), not by `==`'s Unicode equivalence: a head is the same bytes or not.
        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
                b.utf8.withContiguousStorageIfAvailable { y in x.elementsEqual(y) }
            }
            return (contiguous ?? nil) ?? a.utf8.elementsEqual(b.utf8)
        }
    }

    private let heads = Mutex<[Key: [UInt8]]>([:])
    /// Tables whose captions carry a page's own figures would each have a head of their own:
    /// beyond this many, heads are drawn in place rather than kept for pages that never come.
    private static let capacity = 256

    func head(for key: Key, make: () -> ByteBuffer) -> [UInt8] {
        if let known = heads.withLock({ $0[key] }) { return known }
        // Drawn outside the lock: two workers may both draw a new head, and agree.
        let made = make().bytes
        heads.withLock { cache in
            if cache.count < Self.capacity { cache[key] = made }
        }
        return made
    }
}

extension Table {
    /// Writes the head (`<table …>` up to `<tbody>`, in its box when `wrapped`) from the cache.
    func appendHead(class className: String, wrapped: Bool, into out: inout ByteBuffer) {
        let head = TableHeadCache.shared.head(for: headKey(class: className, wrapped: wrapped)) {
            var drawn = ByteBuffer(capacity: 512)
            if wrapped { Self.openWrapper(caption: caption, rowCount: rowCount, columnCount: columns.count, into: &drawn) }
            drawHead(class: className, into: &drawn)
            return drawn
        }
        out.append(bytes: head)
    }

    /// What `appendHead` draws from.
    private func headKey(class className: String, wrapped: Bool) -> TableHeadCache.Key {
        let flags = (wrapped ? 1 : 0) | (rowCount > Self.longTableRows ? 2 : 0) | (columns.count >= Self.wideTableColumns ? 4 : 0)
        return TableHeadCache.Key(flags: UInt8(flags), className: className, caption: caption, columns: columns)
    }
}
