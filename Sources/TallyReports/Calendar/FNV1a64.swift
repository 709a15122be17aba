/// The 64-bit FNV-1a hash: fixed across runs and machines, unlike Swift's seeded `Hasher`,
/// so identifiers derived from it survive rebuilds and calendar apps keep recognising events.
enum FNV1a64 {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

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
