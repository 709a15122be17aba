/// The 64-bit FNV-1a hash: fixed across runs and machines, unlike Swift's seeded `Hasher`, so
/// what is derived from it survives rebuilds: calendar event identifiers (apps keep recognising
/// events), the build manifest's keys and the skeleton file's checksum (`InputKey`,
/// `SkeletonFile`), and the slots of a folder listing (`FolderListing`).
public enum FNV1a64 {
    @inlinable public static var offsetBasis: UInt64 { 0xCBF2_9CE4_8422_2325 }
    @inlinable public static var prime: UInt64 { 0x0000_0100_0000_01B3 }

    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    static func hash(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    /// The hash as 16 lowercase hex digits.
    static func hexDigest(_ text: String) -> String {
        let digits = String(hash(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
