/// The 64-bit FNV-1a hash, Tally's one hash: fixed across runs and machines, unlike Swift's
/// seeded `Hasher`, so what is derived from it survives rebuilds: calendar event identifiers
/// (apps keep recognising events), the build's keys (`InputKey`) and the slots of a folder
/// listing.
public enum FNV1a64 {
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of `bytes`, or of everything hashed into `hash` followed by `bytes`.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = offsetBasis) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    /// The hash of the text's UTF-8 as 16 lowercase hex digits.
    static func hexDigest(_ text: String) -> String {
        let digits = String(hash(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
