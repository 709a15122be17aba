/// The 64-bit FNV-1a hash, Tally's one hash: fixed across runs and machines, unlike Swift's
/// seeded `Hasher`, so what is derived from it survives rebuilds: calendar event identifiers
/// (apps keep recognising events), an imported entry's `import-id`, the build's keys
/// (`InputKey`) and the slots of a folder listing.
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

    /// The hash of `bytes` as 16 lowercase hex digits.
    public static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        let digits = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
